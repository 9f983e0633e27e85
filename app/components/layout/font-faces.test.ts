import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { knownLanguages, type KnownLanguageCode } from "~/config/known-languages";
import { messageFiles } from "~/i18n/messages";
import { extraFontSubsets, fontFaceRules, unicodeRanges } from "./font-faces";

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

/** The code points of a `unicode-range` ("U+0000-00FF, U+0131"), as intervals. */
function ranges(declared: string): [number, number][] {
  return declared.split(",").map((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Latin's range, as styles/global.css declares its face (every page loads it). */
const latinRange = /unicode-range:\s*([^;]+);/.exec(
  readFileSync(join(import.meta.dirname, "../../styles/global.css"), "utf8"),
)?.[1];

/** Every character a page in the language shows of its own: its interface words, its name in
 * the language menu, and the names of its months and days in dates. */
function charactersOf(language: KnownLanguageCode, texts: Record<string, unknown>): Set<string> {
  const locale = knownLanguages[language].locale;
  const written = Object.values(texts).flatMap((text) =>
    typeof text === "string" ? [text] : Object.values(text as object),
  );
  const dates = Array.from({ length: 12 }, (_, month) => {
    const day = Date.UTC(2025, month, 1 + month);
    return ["long", "short"].map((style) =>
      new Intl.DateTimeFormat(locale, {
        weekday: style as "long",
        day: "numeric",
        month: style as "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(day),
    );
  }).flat();
  return new Set([...written, ...dates, knownLanguages[language].nativeName].join(""));
}

describe("the letters of each language with interface words", () => {
  it("are in the font's subsets the language loads (Latin, and those of known-languages.ts)", () => {
    expect(latinRange).toBeDefined();
    for (const [language, texts] of Object.entries(messageFiles) as [KnownLanguageCode, object][]) {
      const loaded = [
        ...ranges(latinRange ?? ""),
        ...extraFontSubsets([language]).flatMap((subset) => ranges(unicodeRanges[subset])),
      ];
      const missing = [...charactersOf(language, texts as Record<string, unknown>)].filter(
        (character) => {
          const point = character.codePointAt(0) ?? 0;
          return !loaded.some(([from, to]) => point >= from && point <= to);
        },
      );
      expect(missing, `${language}: letters outside its subsets`).toEqual([]);
    }
  });
});
