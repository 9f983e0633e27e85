import { languages } from "~/config/languages";
import { knownLanguages, type FontSubset } from "~/config/known-languages";

/** The font's files (assets/fonts), by subset; Latin's own face is in styles/global.css. */
const files = import.meta.glob<string>("../../assets/fonts/inter-*-wght-normal.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The characters of each subset, as the font's package declares them (@fontsource-variable/inter
 * 5.3.0, wght.css): a browser fetches a subset only for a page that has one of them. */
export const unicodeRanges: Record<Exclude<FontSubset, "latin">, string> = {
  "latin-ext":
    "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  greek: "U+0370-0377, U+037A-037F, U+0384-038A, U+038C, U+038E-03A1, U+03A3-03FF",
  cyrillic: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
};

/** The subsets beyond Latin that the site's languages write in (known-languages.ts). */
export function extraFontSubsets(
  listed: readonly (keyof typeof knownLanguages)[],
): Exclude<FontSubset, "latin">[] {
  const needed = new Set(listed.flatMap((language) => knownLanguages[language].fontSubsets));
  return (Object.keys(unicodeRanges) as Exclude<FontSubset, "latin">[]).filter((subset) =>
    needed.has(subset),
  );
}

/** The `@font-face` rules of those subsets, same family as Latin's (global.css). */
export function fontFaceRules(subsets: readonly Exclude<FontSubset, "latin">[]): string {
  return subsets
    .map((subset) => {
      const url = files[`../../assets/fonts/inter-${subset}-wght-normal.woff2`];
      if (!url) throw new Error(`assets/fonts/inter-${subset}-wght-normal.woff2 is missing`);
      return `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;font-display:optional;src:url("${url}") format("woff2");unicode-range:${unicodeRanges[subset]}}`;
    })
    .join("");
}

const rules = fontFaceRules(extraFontSubsets(languages));

/**
 * The font's subsets for the letters of the site's languages beyond Latin (a Greek chapter's
 * Greek, a Polish one's Ł): nothing on a site whose languages all write in Latin-1, such as
 * English, Italian and German.
 */
export function FontFaces() {
  return rules ? <style dangerouslySetInnerHTML={{ __html: rules }} /> : null;
}
