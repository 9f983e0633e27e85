import { describe, expect, it } from "vitest";
import { externalHref, mailtoHref } from "./safe-links";

/** The headers a mail program reads from a mailto: link (RFC 6068). */
function headersOf(href: string) {
  const url = new URL(href);
  const headers = Object.fromEntries(url.searchParams);
  return { to: decodeURIComponent(url.pathname), headers };
}

describe("mailtoHref", () => {
  it("writes to the address alone without a subject", () => {
    expect(mailtoHref("partners@example.org")).toBe("mailto:partners@example.org");
  });

  it("adds a subject, encoded so the mail program shows it as written", () => {
    const href = mailtoHref("partners@example.org", "Collaborazione con EST Torino");
    expect(href).toBe("mailto:partners@example.org?subject=Collaborazione%20con%20EST%20Torino");
    expect(headersOf(href)).toEqual({
      to: "partners@example.org",
      headers: { subject: "Collaborazione con EST Torino" },
    });
  });

  it("keeps ?, &, = and % as words of the subject, never as more headers", () => {
    for (const subject of [
      "Hello?cc=victim@example.com",
      "Hi&bcc=victim@example.com",
      "Hi%0ABcc: victim@example.com",
      "Hi%0D%0Abcc=victim@example.com",
    ]) {
      const href = mailtoHref("partners@example.org", subject);
      expect(href).not.toMatch(/[?&](cc|bcc)=/i);
      expect(href).not.toMatch(/%0A|%0D/i);
      expect(headersOf(href)).toEqual({ to: "partners@example.org", headers: { subject } });
    }
  });

  it("refuses a subject with a line break or another control character", () => {
    for (const subject of [
      "Hi\r\nBcc: victim@example.com",
      "Hi\nCc: victim@example.com",
      "Hi\rthere",
      "Hi\u0000",
      "Hi\u2028there",
    ]) {
      expect(() => mailtoHref("partners@example.org", subject), JSON.stringify(subject)).toThrow(
        /one line/,
      );
    }
  });

  it("refuses what is not one e-mail address", () => {
    for (const address of [
      "partners@example.org?cc=victim@example.com",
      "partners@example.org,victim@example.com",
      "partners@example.org\r\nBcc: victim@example.com",
      "javascript:alert(1)",
      "",
    ]) {
      expect(() => mailtoHref(address, "Hi"), address).toThrow(/not an e-mail address/);
    }
  });
});

describe("externalHref", () => {
  it("lets https links through and refuses other schemes", () => {
    expect(externalHref("https://www.example.org/")).toBe("https://www.example.org/");
    expect(() => externalHref("javascript:alert(1)")).toThrow();
    expect(() => externalHref("http://www.example.org/")).toThrow();
  });
});
