import { describe, expect, it } from "vitest";
import { extraFontSubsets, fontFaceRules } from "./font-faces";

describe("the font's subsets", () => {
  it("need a font subset beyond Latin only for the letters they write", () => {
    expect(extraFontSubsets(["en", "it", "de"])).toEqual([]);
    expect(extraFontSubsets(["en", "el"])).toEqual(["greek"]);
    expect(extraFontSubsets(["en", "pl"])).toEqual(["latin-ext"]);
    expect(extraFontSubsets(["bg", "sr"])).toEqual(["latin-ext", "cyrillic"]);
  });

  it("are declared with their file and characters, nothing for Latin-only languages", () => {
    expect(fontFaceRules([])).toBe("");
    const greek = fontFaceRules(["greek"]);
    expect(greek).toMatch(/font-family:"Inter Variable"/);
    expect(greek).toMatch(/inter-greek-wght-normal[^"]*\.woff2/);
    expect(greek).toMatch(/unicode-range:U\+0370-0377/);
  });
});
