/**
 * Which of the font's subsets draws a character, and a text cut into runs of one subset each.
 * The site's pages leave that to the browser (`unicode-range`); the partnership deck, a PDF,
 * embeds one font file per subset and must say which one draws each run of its texts.
 */
import type { FontSubset } from "../config/known-languages";

/** The characters of each subset beyond Latin, as the font's package declares them
 * (@fontsource-variable/inter 5.3.0, wght.css, and @fontsource/inter 5.3.0 alike). */
export const unicodeRanges: Record<Exclude<FontSubset, "latin">, string> = {
  "latin-ext":
    "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  greek: "U+0370-0377, U+037A-037F, U+0384-038A, U+038C, U+038E-03A1, U+03A3-03FF",
  cyrillic: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
};

/** "U+0100-02BA, U+0304" as [first, last] pairs of code points. */
function parseRanges(ranges: string): [number, number][] {
  return ranges.split(",").map((range) => {
    const [first = "", last = first] = range.trim().slice(2).split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const parsedRanges = (Object.keys(unicodeRanges) as Exclude<FontSubset, "latin">[]).map(
  (subset) => ({ subset, ranges: parseRanges(unicodeRanges[subset]) }),
);

/** The subset that draws a character: the first whose ranges hold it, else Latin (which has the
 * spaces, digits and punctuation every script's text uses). */
export function fontSubsetOf(codePoint: number): FontSubset {
  const found = parsedRanges.find(({ ranges }) =>
    ranges.some(([first, last]) => codePoint >= first && codePoint <= last),
  );
  return found?.subset ?? "latin";
}

/** A text as runs of one subset each, in order: "Αθήνα 2026" is Greek "Αθήνα" then Latin
 * " 2026" (the spaces, digits and punctuation are Latin's only). */
export function fontRuns(text: string): { subset: FontSubset; text: string }[] {
  const runs: { subset: FontSubset; text: string }[] = [];
  for (const character of text) {
    const own = fontSubsetOf(character.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.subset === own) last.text += character;
    else runs.push({ subset: own, text: character });
  }
  return runs;
}
