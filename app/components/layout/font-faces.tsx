import { languages } from "~/config/languages";
import { knownLanguages, type FontSubset } from "~/config/known-languages";
import { unicodeRanges } from "~/lib/font-subsets";

/** The font's files (assets/fonts), by subset; Latin's own face is in styles/global.css. */
const files = import.meta.glob<string>("../../assets/fonts/inter-*-wght-normal.woff2", {
  query: "?url",
  import: "default",
  eager: true,
});

// The characters of each subset, as the font's package declares them: one list for the pages and
// the partnership deck (lib/font-subsets.ts).
export { unicodeRanges };

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
