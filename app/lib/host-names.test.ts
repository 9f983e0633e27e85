import { describe, expect, it } from "vitest";
import { webAddressProblem } from "./address-rules";
import { decodePunycode, hostNameProblem } from "./host-names";

const hostOf = (address: string) => new URL(address).hostname;

describe("decodePunycode", () => {
  it("decodes the labels of RFC 3492 and of lookalike addresses", () => {
    expect(decodePunycode("mnchen-3ya")).toBe("münchen");
    expect(decodePunycode("exmple-4nf")).toBe("exаmple");
    expect(decodePunycode("80ak6aa92e")).toBe("аррӏе");
    expect(decodePunycode("wgv71a119e")).toBe("日本語");
    expect(decodePunycode("bcher-kva")).toBe("bücher");
  });

  it("refuses what is no punycode", () => {
    expect(decodePunycode("ab-!")).toBeUndefined();
    expect(decodePunycode("zzzzzzzzzzzzzz")).toBeUndefined();
  });
});

describe("hostNameProblem", () => {
  it("refuses a name that mixes alphabets, written in letters or in punycode", () => {
    for (const address of [
      "https://www.exаmple.com",
      "https://www.xn--exmple-4nf.com/path",
      "https://pаypal.com",
      "https://gооgle.com",
      "https://εxample.org",
      "https://shop.exаmple.com",
    ]) {
      expect(hostNameProblem(hostOf(address)), address).toMatch(/must not mix alphabets/);
    }
    expect(hostNameProblem(hostOf("https://www.exаmple.com"))).toBe(
      'must not mix alphabets in one name, as addresses that imitate another site do: "exаmple" has Latin letters and "а" (U+0430, Cyrillic)',
    );
  });

  it("accepts names in one alphabet, or in the mixes of Japanese, Chinese and Korean", () => {
    for (const address of [
      "https://www.example.org",
      "https://münchen.de",
      "https://пример.рф",
      "https://παράδειγμα.ελ",
      "https://日本語.jp",
      "https://ひらがなカタカナ漢字abc.jp",
      "https://한국abc.kr",
      "https://my-site-2024.example.org",
    ]) {
      expect(hostNameProblem(hostOf(address)), address).toBeUndefined();
    }
  });

  it("refuses a name spelled only with Cyrillic or Greek letters that look like Latin ones", () => {
    for (const address of [
      "https://аррӏе.com",
      "https://xn--80ak6aa92e.com/login",
      "https://www.раураӏ.com",
      "https://ѕсоре.org",
      "https://ορτικ.com",
      "https://арр-2024.net",
    ]) {
      expect(hostNameProblem(hostOf(address)), address).toMatch(/look like Latin ones/);
    }
    expect(hostNameProblem(hostOf("https://xn--80ak6aa92e.com"))).toBe(
      'must not be spelled only with Cyrillic letters that look like Latin ones, as addresses that imitate another site do: "аррӏе" passes for "apple"',
    );
  });

  it("accepts such a name under a top-level name of its own script or countries, and real names", () => {
    for (const address of [
      "https://хор.рф",
      "https://сор.ru",
      "https://ορτικ.gr",
      "https://пример.com",
      "https://яндекс.com",
      "https://παράδειγμα.com",
      "https://ελληνικά.eu",
    ]) {
      expect(hostNameProblem(hostOf(address)), address).toBeUndefined();
    }
  });

  it("refuses a punycode part that decodes to nothing", () => {
    expect(hostNameProblem("xn--ab-!.com")).toMatch(/no valid international name/);
  });
});

describe("webAddressProblem", () => {
  it("refuses a lookalike host wherever an address is checked", () => {
    expect(webAddressProblem("https://www.exаmple.com/apply")).toMatch(/must not mix alphabets/);
    expect(webAddressProblem("https://www.example.com/apply")).toBeUndefined();
  });

  it("refuses an IP address or this machine's name, in any spelling, like localhost", () => {
    for (const address of [
      "https://127.0.0.1/",
      "https://127.1/",
      "https://0x7f000001/",
      "https://192.168.1.10/admin",
      "https://8.8.8.8/",
      "https://[::1]/",
      "https://[2001:db8::1]/",
    ]) {
      expect(webAddressProblem(address), address).toMatch(/numeric \(IP\) address/);
    }
    for (const address of ["https://localhost/", "https://localhost./", "https://app.localhost/"]) {
      expect(webAddressProblem(address), address).toMatch(/must name a real site/);
    }
    expect(webAddressProblem("https://1.example.org/")).toBeUndefined();
    expect(webAddressProblem("https://www.123.com/")).toBeUndefined();
  });
});
