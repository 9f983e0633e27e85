import { describe, expect, it } from "vitest";
import { wordmarkInitials, wordmarkSvg } from "./wordmark";

describe("the wordmark a new chapter's logo is drawn as", () => {
  it("takes the initials of the name's first two words, accents and lookalike letters read", () => {
    expect(wordmarkInitials("EST München")).toBe("EM");
    expect(wordmarkInitials("EST Łódź")).toBe("EL");
    expect(wordmarkInitials("ΕΣΤ Αθήνα")).toBe("EA");
    expect(wordmarkInitials("Ares")).toBe("AR");
    expect(wordmarkInitials("EST-Île de France")).toBe("EI");
    expect(wordmarkInitials("東京")).toBe("");
  });

  it("is a square, white on transparency, with a dot of the accent, nothing in it but shapes", () => {
    const svg = wordmarkSvg("EST München", "#FF0000");
    expect(svg).toMatch(/viewBox="0 0 64 64"/);
    expect(svg).toContain('fill="#ff0000"');
    expect(svg).not.toMatch(/<text|font|href/);
    // Two letters drawn: E is 3 strokes (one polyline and a bar), M one.
    expect(svg.match(/M[\d.]/g)).toHaveLength(3);
  });

  it("draws the ring and the dot alone for a name it has no letter of, and refuses a colour that is none", () => {
    expect(wordmarkSvg("東京", "#ffd23f")).not.toContain("<path");
    expect(() => wordmarkSvg("EST München", "red")).toThrow(/#rrggbb/);
  });
});
