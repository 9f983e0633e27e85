import { describe, expect, it } from "vitest";
import { linkProblem, linkTextProblem } from "./content-links";

describe("linkTextProblem", () => {
  it("refuses words that name another site than the one the link opens", () => {
    for (const [words, href] of [
      ["www.paypal.com", "https://evil.example/login"],
      ["paypal.com", "https://evil.example"],
      ["https://www.example.org/apply", "https://example.net/apply"],
      ["example.org", "https://example.org.evil.example"],
      ["www.exаmple.com", "https://www.example.com"],
      ["the-chapter.it", "/events"],
    ] as const) {
      expect(linkTextProblem(words, href), `[${words}](${href})`).toMatch(
        /words name the site .* but that leads to/,
      );
    }
    expect(linkTextProblem("paypal.com", "https://evil.example")).toBe(
      'has a link whose words name the site "paypal.com" but that leads to "https://evil.example": write the address it leads to, or other words',
    );
  });

  it("refuses an e-mail address that is not the one written to", () => {
    expect(linkTextProblem("president@example.org", "mailto:someone@example.net")).toMatch(
      /words are the e-mail address "president@example.org" but that leads to/,
    );
    expect(
      linkTextProblem("president@example.org", "mailto:President@example.org"),
    ).toBeUndefined();
  });

  it("accepts words that name where the link leads, or no site at all", () => {
    for (const [words, href] of [
      ["www.example.org", "https://example.org/about"],
      ["example.org", "https://www.example.org"],
      ["example.org", "https://shop.example.org/cart"],
      ["https://forms.example.org/apply", "https://forms.example.org/apply?x=1"],
      ["Example.ORG", "https://example.org"],
      ["münchen.de", "https://xn--mnchen-3ya.de"],
      ["the application form", "https://forms.example.org"],
      ["Node.js", "https://nodejs.org"],
      ["write to us", "mailto:events@example.org"],
    ] as const) {
      expect(linkTextProblem(words, href), `[${words}](${href})`).toBeUndefined();
    }
  });
});

describe("linkProblem", () => {
  it("refuses a link to a host that mixes alphabets", () => {
    expect(linkProblem("https://www.exаmple.com/x", () => true)).toMatch(
      /^has a link to "https:\/\/www\.exаmple\.com\/x", which must not mix alphabets/,
    );
  });
});
