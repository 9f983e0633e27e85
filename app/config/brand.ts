/**
 * The chapter's brand colours (identity.yaml, `brand`) as the site's colour tokens, in both
 * colour schemes, and the contrast of the text drawn on them (decision 0034).
 *
 * The file gives two colours: `primary` (the bar, the bands and the links) and `accent` (the
 * main action of a screen, the rules under figures). Every other shade the stylesheet uses is
 * derived from one of them: the example chapter's palette (`reference`) was drawn around its
 * blue and yellow, and each shade keeps its place in it (the same lightness, the hue turned and
 * the saturation scaled as the chapter's colour differs from the example's). A chapter whose
 * colours give some text too little contrast is told which field, which pair and how much.
 */

export type Scheme = "light" | "dark";

export interface Brand {
  /** The bar, the bands and the links (#rrggbb). */
  primary: string;
  /** The main action (#rrggbb). */
  accent: string;
}

/** The example chapter's colours, around which the palette below was drawn. */
export const exampleBrand: Brand = { primary: "#1b4f9c", accent: "#ffd23f" };

/** The least contrast of text on its background (WCAG 2 AA, normal text). */
export const minimumContrast = 4.5;

type Source = keyof Brand;

/** A token's colour for the example chapter, and the brand colour it follows. */
interface Shade {
  from: Source;
  /** The example chapter's colour; `undefined`: the brand colour itself. */
  example?: string;
}

/**
 * Each colour token of app/styles/global.css that follows the brand, per scheme, with its value
 * for the example chapter. A token absent from the dark scheme keeps its light value there.
 */
const reference: Record<Scheme, Record<string, Shade>> = {
  light: {
    "--color-brand": { from: "primary" },
    "--color-bar": { from: "primary" },
    "--color-brand-strong": { from: "primary", example: "#123a75" },
    "--color-brand-soft": { from: "primary", example: "#e8eef8" },
    "--color-surface": { from: "primary", example: "#f4f6fa" },
    "--color-border": { from: "primary", example: "#d5dbe6" },
    "--color-focus": { from: "primary", example: "#123a75" },
    "--color-heading": { from: "primary", example: "#123a75" },
    "--color-link": { from: "primary" },
    "--color-link-hover": { from: "primary", example: "#123a75" },
    "--color-deep": { from: "primary", example: "#16284a" },
    "--color-footer": { from: "primary", example: "#101b2e" },
    "--color-accent": { from: "accent", example: "#f2b705" },
    "--color-action": { from: "accent" },
  },
  dark: {
    "--color-brand-soft": { from: "primary", example: "#22314a" },
    "--color-text": { from: "primary", example: "#e6ebf3" },
    "--color-text-muted": { from: "primary", example: "#aab5c6" },
    "--color-background": { from: "primary", example: "#0e1521" },
    "--color-surface": { from: "primary", example: "#172131" },
    "--color-border": { from: "primary", example: "#3a4a64" },
    "--color-focus": { from: "accent", example: "#f2b705" },
    "--color-heading": { from: "primary", example: "#b7d0ff" },
    "--color-link": { from: "primary", example: "#9ec3ff" },
    "--color-link-hover": { from: "primary", example: "#cfe0ff" },
    "--color-bar": { from: "primary", example: "#13284b" },
  },
};

/** Colours the brand does not change: text on a light page, on a band, on the main action. */
const fixed = {
  lightBackground: "#ffffff",
  onBrand: "#ffffff",
  lightText: "#1b1f27",
  onAction: "#1b1f27",
};

type Rgb = [number, number, number];
type Hsl = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex).map((channel) => channel / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

function hexOfHsl([hue, saturation, lightness]: Hsl): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b]: Rgb = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector] as unknown as Rgb;
  return hexOf([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

/** WCAG 2's relative luminance of a colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A shade of the example palette, moved to the chapter's colour: same lightness, the hue turned
 * and the saturation scaled as the chapter's colour differs from the example's. */
function shade(example: string, exampleSource: string, source: string): string {
  if (source.toLowerCase() === exampleSource.toLowerCase()) return example;
  const [hue, saturation, lightness] = hslOf(example);
  const [sourceHue, sourceSaturation] = hslOf(source);
  const [exampleHue, exampleSaturation] = hslOf(exampleSource);
  const scale = exampleSaturation === 0 ? 1 : sourceSaturation / exampleSaturation;
  return hexOfHsl([
    (hue + sourceHue - exampleHue + 360) % 360,
    Math.min(1, saturation * scale),
    lightness,
  ]);
}

export type BrandTokens = Record<Scheme, Record<string, string>>;

/** The colour tokens of both schemes for a chapter's brand colours, by custom property. */
export function brandTokens(brand: Brand): BrandTokens {
  const tokens = (scheme: Scheme) =>
    Object.fromEntries(
      Object.entries(reference[scheme]).map(([name, { from, example }]) => [
        name,
        example === undefined
          ? brand[from].toLowerCase()
          : shade(example, exampleBrand[from], brand[from]),
      ]),
    );
  return { light: tokens("light"), dark: tokens("dark") };
}

/** A pair of colours whose contrast is too low: the field to change, and a line saying why. */
export interface ContrastProblem {
  field: Source;
  message: string;
}

/**
 * The text the site draws on the brand's colours, per scheme, and the field whose colour
 * decides it. Each is checked against `minimumContrast`.
 */
function textPairs(tokens: BrandTokens) {
  const { light, dark } = tokens;
  const pick = (scheme: Record<string, string>, name: string) => scheme[name] ?? "#000000";
  return [
    {
      field: "primary",
      scheme: "light",
      text: "white text",
      on: "the bar and the bands",
      fg: fixed.onBrand,
      bg: pick(light, "--color-bar"),
    },
    {
      field: "primary",
      scheme: "light",
      text: "links",
      on: "the page",
      fg: pick(light, "--color-link"),
      bg: fixed.lightBackground,
    },
    {
      field: "primary",
      scheme: "light",
      text: "links",
      on: "a grey panel",
      fg: pick(light, "--color-link"),
      bg: pick(light, "--color-surface"),
    },
    {
      field: "primary",
      scheme: "light",
      text: "headings",
      on: "the page",
      fg: pick(light, "--color-heading"),
      bg: fixed.lightBackground,
    },
    {
      field: "primary",
      scheme: "light",
      text: "text",
      on: "a light band",
      fg: fixed.lightText,
      bg: pick(light, "--color-brand-soft"),
    },
    {
      field: "primary",
      scheme: "light",
      text: "white text",
      on: "the footer",
      fg: fixed.onBrand,
      bg: pick(light, "--color-footer"),
    },
    {
      field: "primary",
      scheme: "dark",
      text: "white text",
      on: "the bar",
      fg: fixed.onBrand,
      bg: pick(dark, "--color-bar"),
    },
    {
      field: "primary",
      scheme: "both",
      text: "white text",
      on: "the dark bands",
      fg: fixed.onBrand,
      bg: pick(light, "--color-deep"),
    },
    {
      field: "primary",
      scheme: "dark",
      text: "text",
      on: "the page",
      fg: pick(dark, "--color-text"),
      bg: pick(dark, "--color-background"),
    },
    {
      field: "primary",
      scheme: "dark",
      text: "muted text",
      on: "a panel",
      fg: pick(dark, "--color-text-muted"),
      bg: pick(dark, "--color-surface"),
    },
    {
      field: "primary",
      scheme: "dark",
      text: "links",
      on: "a panel",
      fg: pick(dark, "--color-link"),
      bg: pick(dark, "--color-surface"),
    },
    {
      field: "primary",
      scheme: "dark",
      text: "headings",
      on: "a panel",
      fg: pick(dark, "--color-heading"),
      bg: pick(dark, "--color-surface"),
    },
    {
      field: "accent",
      scheme: "both",
      text: "dark text",
      on: "the main action",
      fg: fixed.onAction,
      bg: pick(light, "--color-action"),
    },
    {
      field: "accent",
      scheme: "both",
      text: "accent text",
      on: "the dark bands",
      fg: pick(light, "--color-accent"),
      bg: pick(light, "--color-deep"),
    },
  ] as const satisfies readonly {
    field: Source;
    scheme: Scheme | "both";
    text: string;
    on: string;
    fg: string;
    bg: string;
  }[];
}

/**
 * The brand colours that give some text too little contrast, in either scheme: one line per
 * field, naming its worst pair (what is drawn on what, in which scheme, their colours) and its
 * ratio.
 */
export function brandContrastProblems(brand: Brand): ContrastProblem[] {
  const worst = new Map<Source, { ratio: number; message: string }>();
  for (const { field, scheme, text, on, fg, bg } of textPairs(brandTokens(brand))) {
    const ratio = contrastRatio(fg, bg);
    if (ratio >= minimumContrast || (worst.get(field)?.ratio ?? Infinity) <= ratio) continue;
    const schemes = scheme === "both" ? "in both colour schemes" : `in the ${scheme} scheme`;
    worst.set(field, {
      ratio,
      message: `${text} (${fg}) on ${on} (${bg}) ${schemes}: contrast ${
        Math.floor(ratio * 100) / 100
      }:1, below ${minimumContrast}:1; choose another ${field} colour`,
    });
  }
  return [...worst].map(([field, { message }]) => ({ field, message }));
}
