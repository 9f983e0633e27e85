/**
 * The logo `npm run new-chapter` draws for a chapter that gives none (decision 0050): the initials
 * of its name in white strokes inside a white ring, with a dot of its accent colour on the ring,
 * on a transparent square, as the site's logos are (white, shown on the primary colour: the bar,
 * the footer, the icons and the social card are drawn from it). The letters are drawn as lines
 * on a grid, not written with a font: the same drawing on every machine, in every browser and in
 * the icons the build rasterises, and nothing a font could be missing for.
 */

/** Each letter's strokes on a grid 4 wide and 6 tall (0, 0 at the top left): polylines of
 * "x,y" points, separated by ";". */
const strokes: Record<string, string> = {
  A: "0,6 0,2 2,0 4,2 4,6; 0,3.5 4,3.5",
  B: "0,3 3,3 4,4 4,5 3,6 0,6 0,0 3,0 4,1 4,2 3,3",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2,6 4,4 4,2 2,0 0,0",
  E: "4,0 0,0 0,6 4,6; 0,3 3,3",
  F: "4,0 0,0 0,6; 0,3 3,3",
  G: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3",
  H: "0,0 0,6; 4,0 4,6; 0,3 4,3",
  I: "1,0 3,0; 2,0 2,6; 1,6 3,6",
  J: "4,0 4,5 3,6 1,6 0,5",
  K: "0,0 0,6; 4,0 0,4; 1.3,2.7 4,6",
  L: "0,0 0,6 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  O: "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
  P: "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  Q: "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0; 2.5,4.5 4,6",
  R: "0,6 0,0 3,0 4,1 4,2 3,3 0,3; 2,3 4,6",
  S: "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
  T: "0,0 4,0; 2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,3 3,6 4,0",
  X: "0,0 4,6; 4,0 0,6",
  Y: "0,0 2,3 4,0; 2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
  "0": "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
  "1": "1,1 2,0 2,6; 1,6 3,6",
  "2": "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
  "3": "0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5; 1,3 3,3",
  "4": "3,6 3,0 0,4 4,4",
  "5": "4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5",
  "6": "3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3",
  "7": "0,0 4,0 1,6",
  "8": "1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3",
  "9": "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6",
};

/** Greek and Cyrillic capitals, and Latin letters whose stroke is no accent, drawn as the Latin letter they look like (a chapter named in
 * Greek keeps its initials: "ΕΣΤ Αθήνα" is drawn "EA"). */
const lookalikes: Record<string, string> = {
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  Ł: "L",
  Ø: "O",
  Đ: "D",
  Ħ: "H",
};

/** A letter the wordmark can draw, or undefined: accents dropped, capitals. */
function drawable(character: string): string | undefined {
  const upper = character
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase();
  const letter = lookalikes[upper] ?? upper;
  return strokes[letter] ? letter : undefined;
}

/**
 * The initials the wordmark draws: the first drawable character of each of the name's first two
 * words ("EST München": "EM"); of a name of one word, its first two ("Ares": "AR"). Characters
 * it cannot draw are skipped; none at all gives "" (the ring and the dot alone).
 */
export function wordmarkInitials(name: string): string {
  const words = name.split(/[\s\-–—_/.,]+/u).filter(Boolean);
  const firsts = words.flatMap((word) => {
    const letter = [...word].map(drawable).find(Boolean);
    return letter ? [letter] : [];
  });
  if (firsts.length >= 2) return firsts.slice(0, 2).join("");
  const only = words[0] ? [...words[0]].flatMap((character) => drawable(character) ?? []) : [];
  return only.slice(0, 2).join("");
}

/** The wordmark's size: a square, as the logo the icons are drawn from must be. */
const size = 64;
const ringRadius = 28;

const number = (value: number) => Number(value.toFixed(2)).toString();

/**
 * The wordmark of a chapter: an SVG of 64 × 64, its initials and ring white, its dot the accent
 * colour (#rrggbb). A clean SVG (no script, no reference, no font): the SVG check writes it again
 * as it is.
 */
export function wordmarkSvg(name: string, accent: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(accent)) throw new Error(`wordmark: ${accent} is no #rrggbb colour`);
  const initials = [...wordmarkInitials(name)];
  // Each letter 4 × 6 grid units; two letters side by side with a gap of 1.5 units.
  const unit = initials.length > 1 ? 4 : 5;
  const gap = 1.5 * unit;
  const letterWidth = 4 * unit;
  const width = initials.length * letterWidth + Math.max(0, initials.length - 1) * gap;
  const left = (size - width) / 2;
  const top = (size - 6 * unit) / 2;
  const paths = initials.flatMap((letter, index) =>
    (strokes[letter] ?? "").split(";").map((line) => {
      const points = line
        .trim()
        .split(/\s+/)
        .map((point) => {
          const [x = 0, y = 0] = point.split(",").map(Number);
          return `${number(left + index * (letterWidth + gap) + x * unit)} ${number(top + y * unit)}`;
        });
      return `M${points.join("L")}`;
    }),
  );
  // The dot on the ring, up and to the right.
  const dot = size / 2 + ringRadius * Math.SQRT1_2;
  const dotY = size / 2 - ringRadius * Math.SQRT1_2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<circle cx="32" cy="32" r="${ringRadius}" fill="none" stroke="#fff" stroke-width="4"/>`,
    ...(paths.length > 0
      ? [
          `<path d="${paths.join("")}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
        ]
      : []),
    `<circle cx="${number(dot)}" cy="${number(dotY)}" r="6" fill="${accent.toLowerCase()}"/>`,
    `</svg>`,
    "",
  ].join("\n");
}
