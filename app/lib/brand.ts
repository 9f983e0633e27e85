/**
 * The chapter's brand colours (identity.yaml, `brand`) as the site's colour tokens, in both
 * colour schemes, and the contrast of the text drawn on them (decision 0034, amended 2026-12-02).
 *
 * The file gives two colours: `primary` (the bar and the bands, with white text on them) and
 * `accent` (the main action, with dark text on it). Those are used as given. Every other shade
 * the stylesheet uses is derived from one of them: the example chapter's palette (`reference`)
 * was drawn around its blue and yellow, and each shade starts from its place in it (its
 * lightness, in OKLCH; the hue turned and the chroma scaled as the chapter's colour differs from
 * the example's), then moves to the nearest lightness at which every text drawn on it, or it on
 * every ground, reads at 4.5:1 (`pairs`), in both schemes. A chosen colour on which some text
 * cannot read is refused, naming every failing pair and the nearest colour that passes.
 */

export type Scheme = "light" | "dark";

export interface Brand {
  /** The bar, the bands (#rrggbb). */
  primary: string;
  /** The main action (#rrggbb). */
  accent: string;
}

/** The example chapter's colours, around which the palette below was drawn. */
export const exampleBrand: Brand = { primary: "#1b4f9c", accent: "#ffd23f" };

/** The least contrast of text on its background (WCAG 2 AA, normal text). */
export const minimumContrast = 4.5;
/** The least contrast of a focus ring on its background (WCAG 2 AA, non-text contrast). */
export const minimumNonTextContrast = 3;

type Source = keyof Brand;

/** How a token's colour is made. */
interface Shade {
  from: Source;
  /** The example chapter's colour, where the shade starts; `undefined`: the chosen colour. */
  example?: string;
  /** The chosen colour as given, checked and never moved (the bar, the bands, the action). */
  chosen?: true;
  /** Which way its lightness may move to meet its pairs (text on the main action stays dark). */
  towards?: "darker";
  /** Starts from the example's colour as it is, whatever the brand (dark text stays neutral). */
  untinted?: true;
}

/**
 * Each colour token of app/styles/global.css that follows the brand, per scheme, with its value
 * for the example chapter, in the order they are derived: a token is moved against the tokens
 * before it (grounds before the text on them). A token absent from the dark scheme keeps its
 * light value there.
 */
const reference: Record<Scheme, Record<string, Shade>> = {
  light: {
    "--color-brand": { from: "primary", chosen: true },
    "--color-bar": { from: "primary", chosen: true },
    "--color-action": { from: "accent", chosen: true },
    "--color-surface": { from: "primary", example: "#f4f6fa" },
    "--color-brand-soft": { from: "primary", example: "#e8eef8" },
    "--color-border": { from: "primary", example: "#d5dbe6" },
    "--color-deep": { from: "primary", example: "#16284a" },
    "--color-footer": { from: "primary", example: "#101b2e" },
    "--color-brand-strong": { from: "primary", example: "#123a75" },
    "--color-heading": { from: "primary", example: "#123a75" },
    "--color-link": { from: "primary" },
    "--color-link-hover": { from: "primary", example: "#123a75" },
    "--color-focus": { from: "primary", example: "#123a75" },
    "--color-on-action": { from: "accent", example: "#1b1f27", towards: "darker", untinted: true },
    "--color-accent": { from: "accent", example: "#f2b705" },
    "--color-on-brand-muted": { from: "primary", example: "#dfe8f6" },
    "--color-on-brand-highlight": { from: "accent", example: "#ffe08a" },
  },
  dark: {
    "--color-background": { from: "primary", example: "#0e1521" },
    "--color-surface": { from: "primary", example: "#172131" },
    "--color-brand-soft": { from: "primary", example: "#22314a" },
    "--color-border": { from: "primary", example: "#3a4a64" },
    "--color-bar": { from: "primary", example: "#13284b" },
    "--color-text": { from: "primary", example: "#e6ebf3" },
    "--color-text-muted": { from: "primary", example: "#aab5c6" },
    "--color-heading": { from: "primary", example: "#b7d0ff" },
    "--color-link": { from: "primary", example: "#9ec3ff" },
    "--color-link-hover": { from: "primary", example: "#cfe0ff" },
    "--color-focus": { from: "accent", example: "#f2b705" },
  },
};

/** Colours the brand does not change, as app/styles/global.css and the components write them. */
const fixed = {
  white: "#ffffff",
  /** Text, and muted text, of the light scheme. */
  lightText: "#1b1f27",
  lightMuted: "#4a5262",
  /** Light text on the dark bands and an event's header: its introduction, its dates. */
  onDeepSoft: "#dfe8f6",
  onDeepIntro: "#eef3fb",
  /** An action that cannot be taken, on an event's header. */
  onDeepMuted: "#9aabc4",
  /** The footer's text and links. */
  onFooter: "#e9eef7",
  onFooterLink: "#c9d6ec",
} as const;

/** A colour in a pair: a fixed colour, a token of a scheme, or a translucent colour over one. */
type Ref =
  string | { token: string; scheme: Scheme } | { colour: string; alpha: number; over: Ref };

const light = (token: string): Ref => ({ token: `--color-${token}`, scheme: "light" });
const dark = (token: string): Ref => ({ token: `--color-${token}`, scheme: "dark" });

/** Text (or a focus ring) drawn on a ground, in words for the board, and its least contrast. */
export interface Pair {
  text: string;
  fg: Ref;
  on: string;
  bg: Ref;
  /** The schemes it is seen in: a token the dark scheme does not change is seen in both. */
  scheme: Scheme | "both";
  minimum: number;
}

function pair(
  text: string,
  fg: Ref,
  on: string,
  bg: Ref,
  scheme: Pair["scheme"],
  minimum: number = minimumContrast,
): Pair {
  return { text, fg, on, bg, scheme, minimum };
}

/**
 * Every text the site draws on a colour that follows the brand, and every brand colour drawn as
 * text, in each scheme (the components' stylesheets: a new pair of text and brand colour goes
 * here, and `app/lib/brand.test.ts` holds the stylesheets to this list).
 */
export const pairs: readonly Pair[] = [
  // The bar, the bands, the carousel's buttons: the primary colour with white text.
  pair("white text", fixed.white, "the bar and the bands", light("bar"), "light"),
  pair("white text", fixed.white, "the bands", light("brand"), "light"),
  pair("muted text", light("on-brand-muted"), "the bands", light("brand"), "light"),
  pair("highlighted text", light("on-brand-highlight"), "the bands", light("brand"), "light"),
  pair("white text", fixed.white, "the bar", dark("bar"), "dark"),
  // The phone's menu, and the bar's current page.
  pair("white text", fixed.white, "the phone's menu", light("brand-strong"), "both"),
  pair(
    "white text",
    fixed.white,
    "the current page in the phone's menu",
    { colour: fixed.white, alpha: 0.12, over: light("brand-strong") },
    "both",
  ),
  pair("the current page", light("brand-strong"), "the bar", fixed.white, "both"),
  // The dark bands, the hero and an event's header (the dark scheme's bands too).
  pair("white text", fixed.white, "the dark bands", light("deep"), "both"),
  pair("light text", fixed.onDeepSoft, "the dark bands", light("deep"), "both"),
  pair("an event's introduction", fixed.onDeepIntro, "the dark bands", light("deep"), "both"),
  pair(
    "an action that cannot be taken",
    fixed.onDeepMuted,
    "the dark bands",
    light("deep"),
    "both",
  ),
  pair(
    "the partners' label",
    { colour: fixed.white, alpha: 0.85, over: light("deep") },
    "the dark bands",
    light("deep"),
    "both",
  ),
  pair("accent text", light("accent"), "the dark bands", light("deep"), "both"),
  pair("muted text", light("on-brand-muted"), "the bands", light("deep"), "dark"),
  pair("highlighted text", light("on-brand-highlight"), "the bands", light("deep"), "dark"),
  // The footer.
  pair("white text", fixed.white, "the footer", light("footer"), "both"),
  pair("the footer's text", fixed.onFooter, "the footer", light("footer"), "both"),
  pair("the footer's links", fixed.onFooterLink, "the footer", light("footer"), "both"),
  // The main action.
  pair("dark text", light("on-action"), "the main action", light("accent"), "both"),
  pair(
    "dark text",
    light("on-action"),
    "the main action under the pointer",
    light("action"),
    "both",
  ),
  // The light scheme's page and panels.
  pair("links", light("link"), "the page", fixed.white, "light"),
  pair("links", light("link"), "a panel", light("surface"), "light"),
  pair("links under the pointer", light("link-hover"), "the page", fixed.white, "light"),
  pair("links under the pointer", light("link-hover"), "a panel", light("surface"), "light"),
  pair("headings", light("heading"), "the page", fixed.white, "light"),
  pair("headings", light("heading"), "a panel", light("surface"), "light"),
  pair("headings", light("heading"), "a light band", light("brand-soft"), "light"),
  pair("text", fixed.lightText, "a panel", light("surface"), "light"),
  pair("muted text", fixed.lightMuted, "a panel", light("surface"), "light"),
  pair("text", fixed.lightText, "a light band", light("brand-soft"), "light"),
  pair("the focus ring", light("focus"), "the page", fixed.white, "light", minimumNonTextContrast),
  pair(
    "the focus ring",
    light("focus"),
    "a panel",
    light("surface"),
    "light",
    minimumNonTextContrast,
  ),
  // The dark scheme's page and panels.
  ...(["background", "surface", "brand-soft"] as const).flatMap((ground) => {
    const on = { background: "the page", surface: "a panel", "brand-soft": "a light band" }[ground];
    return [
      pair("text", dark("text"), on, dark(ground), "dark"),
      pair("headings", dark("heading"), on, dark(ground), "dark"),
      ...(ground === "brand-soft"
        ? []
        : [
            pair("muted text", dark("text-muted"), on, dark(ground), "dark"),
            pair("links", dark("link"), on, dark(ground), "dark"),
            pair("links under the pointer", dark("link-hover"), on, dark(ground), "dark"),
            pair("the focus ring", dark("focus"), on, dark(ground), "dark", minimumNonTextContrast),
          ]),
    ];
  }),
];

// ---------------------------------------------------------------------------------------------
// Colour arithmetic: sRGB, WCAG 2's contrast, and OKLCH (lightness as the eye sees it)

type Rgb = [number, number, number];
type Oklch = [number, number, number];

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

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const gamma = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG 2's relative luminance of a colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A translucent colour over another, as the browser paints it. */
function blend(colour: string, alpha: number, over: string): string {
  const top = rgbOf(colour);
  const bottom = rgbOf(over);
  return hexOf(top.map((channel, index) => alpha * channel + (1 - alpha) * bottom[index]!) as Rgb);
}

function oklchOf(hex: string): Oklch {
  const [r, g, b] = rgbOf(hex).map(linear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const chroma = Math.hypot(a, bb);
  const hue = chroma < 1e-6 ? 0 : ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360;
  return [lightness, chroma, hue];
}

/** Linear sRGB of an OKLCH colour (channels outside 0..1 when it is outside sRGB). */
function linearRgbOfOklch([lightness, chroma, hue]: Oklch): Rgb {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);

/** An OKLCH colour as #rrggbb: its lightness and hue kept, its chroma lowered until sRGB has it. */
function hexOfOklch([lightness, chroma, hue]: Oklch): string {
  const l = Math.min(1, Math.max(0, lightness));
  let rgb = linearRgbOfOklch([l, chroma, hue]);
  if (!inGamut(rgb)) {
    let [low, high] = [0, chroma];
    for (let step = 0; step < 24; step++) {
      const middle = (low + high) / 2;
      if (inGamut(linearRgbOfOklch([l, middle, hue]))) low = middle;
      else high = middle;
    }
    rgb = linearRgbOfOklch([l, low, hue]);
  }
  return hexOf(rgb.map((channel) => gamma(Math.min(1, Math.max(0, channel)))) as Rgb);
}

/** Where a shade of the example palette starts for the chapter's colour: the example shade's
 * lightness, its hue turned and its chroma scaled as the chapter's colour differs from the
 * example's. The example's own colours give the example's shade itself. */
function startingShade(example: string, exampleSource: string, source: string): string {
  if (source.toLowerCase() === exampleSource.toLowerCase()) return example;
  const [lightness, chroma, hue] = oklchOf(example);
  const [, sourceChroma, sourceHue] = oklchOf(source);
  const [, exampleChroma, exampleHue] = oklchOf(exampleSource);
  const scale = exampleChroma < 1e-6 ? 1 : sourceChroma / exampleChroma;
  return hexOfOklch([lightness, chroma * scale, (hue + sourceHue - exampleHue + 360) % 360]);
}

/** A colour the example drew from one of its brand colours (`from`), drawn from the chapter's
 * instead: its lightness kept, its hue turned and its chroma scaled as the chapter's colour
 * differs from the example's (the example's own brand gives the colour itself). For what no text
 * is read on, the map's sea and land: text shades are `brandTokens`'. */
export function shadeOfBrand(example: string, from: keyof Brand, brand: Brand): string {
  return startingShade(example, exampleBrand[from], brand[from]);
}

/** How far apart the lightnesses tried first are, in OKLCH's 0..1; the nearest that passes is
 * then found between the last that failed and the first that passed, by halves. */
const lightnessStep = 0.02;

/**
 * The colour nearest to `start` in lightness (its hue and chroma kept as sRGB allows) for which
 * `passes` holds: `start` itself if it does; `undefined` if no lightness does.
 */
function nearestPassing(
  start: string,
  passes: (colour: string) => boolean,
  towards?: "darker",
): string | undefined {
  if (passes(start)) return start;
  const [lightness, chroma, hue] = oklchOf(start);
  const at = (tried: number) => hexOfOklch([tried, chroma, hue]);
  const directions = towards === "darker" ? [-1] : [-1, 1];
  for (let offset = lightnessStep; offset < 1 + lightnessStep; offset += lightnessStep) {
    const found = directions.flatMap((direction) => {
      const tried = Math.min(1, Math.max(0, lightness + direction * offset));
      if (Math.abs(tried - lightness) < offset - lightnessStep || !passes(at(tried))) return [];
      // Between the last lightness that failed and this one, by halves.
      let [failed, passed] = [lightness + direction * (offset - lightnessStep), tried];
      for (let half = 0; half < 8; half++) {
        const middle = (failed + passed) / 2;
        if (passes(at(middle))) passed = middle;
        else failed = middle;
      }
      return [{ colour: at(passed), distance: Math.abs(passed - lightness) }];
    });
    if (found.length > 0) return found.sort((a, b) => a.distance - b.distance)[0]?.colour;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The palette

export type BrandTokens = Record<Scheme, Record<string, string>>;

/** The colour of a reference, from the tokens resolved so far; `undefined` if one is not yet. */
function colourOf(ref: Ref, tokens: BrandTokens): string | undefined {
  if (typeof ref === "string") return ref;
  if ("token" in ref) {
    return ref.scheme === "dark"
      ? (tokens.dark[ref.token] ??
          (reference.dark[ref.token] ? undefined : tokens.light[ref.token]))
      : tokens.light[ref.token];
  }
  const over = colourOf(ref.over, tokens);
  return over === undefined ? undefined : blend(ref.colour, ref.alpha, over);
}

/** Whether a reference names a token (in itself or under a translucent colour). */
function names(ref: Ref, scheme: Scheme, token: string): boolean {
  if (typeof ref === "string") return false;
  if ("token" in ref) return ref.token === token && ref.scheme === scheme;
  return names(ref.over, scheme, token);
}

/** The pairs a token is in whose other colours are known, with their contrast for a candidate. */
function meetsPairs(scheme: Scheme, token: string, tokens: BrandTokens) {
  const relevant = pairs.filter((p) => names(p.fg, scheme, token) || names(p.bg, scheme, token));
  return (candidate: string) => {
    tokens[scheme][token] = candidate;
    const meets = relevant.every((p) => {
      const fg = colourOf(p.fg, tokens);
      const bg = colourOf(p.bg, tokens);
      return fg === undefined || bg === undefined || contrastRatio(fg, bg) >= p.minimum;
    });
    delete tokens[scheme][token];
    return meets;
  };
}

/** The colour tokens of both schemes for a chapter's brand colours, by custom property. */
export function brandTokens(brand: Brand): BrandTokens {
  const tokens: BrandTokens = { light: {}, dark: {} };
  for (const scheme of ["light", "dark"] as const) {
    for (const [token, shade] of Object.entries(reference[scheme])) {
      const chosen = brand[shade.from].toLowerCase();
      if (shade.chosen) {
        tokens[scheme][token] = chosen;
        continue;
      }
      const start =
        shade.example === undefined
          ? chosen
          : shade.untinted
            ? shade.example
            : startingShade(shade.example, exampleBrand[shade.from], chosen);
      tokens[scheme][token] =
        nearestPassing(start, meetsPairs(scheme, token, tokens), shade.towards) ?? start;
    }
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// What the board is told

/** A pair of colours whose contrast is too low: the field to change, and a line saying why. */
export interface ContrastProblem {
  field: Source;
  message: string;
}

/** The field whose colour decides a pair: that of the token derived last in it (a chosen colour
 * is set first), the one that could not move far enough. */
function fieldOf(p: Pair): Source {
  const order = (["light", "dark"] as const).flatMap((scheme) =>
    Object.entries(reference[scheme]).map(([token, shade]) => ({ scheme, token, shade })),
  );
  const inPair = order.filter(
    ({ scheme, token }) =>
      names(p.fg, scheme, token) ||
      names(p.bg, scheme, token) ||
      // A dark reference to a token the dark scheme does not change is the light one.
      (scheme === "light" &&
        !reference.dark[token] &&
        (names(p.fg, "dark", token) || names(p.bg, "dark", token))),
  );
  const derived = inPair.filter(({ shade }) => !shade.chosen);
  return (derived.at(-1) ?? inPair.at(-1))?.shade.from ?? "primary";
}

/** Every pair of a brand's palette with its two colours (a translucent one painted over its
 * ground), its contrast, and the field whose colour decides it. */
export function brandPairs(brand: Brand) {
  const tokens = brandTokens(brand);
  return pairs.map((p) => {
    const fg = colourOf(p.fg, tokens) ?? "#000000";
    const bg = colourOf(p.bg, tokens) ?? "#000000";
    return { ...p, fg, bg, ratio: contrastRatio(fg, bg), field: fieldOf(p) };
  });
}

/** The pairs of a brand's palette below their least contrast, each told once (the bar and the
 * bands are one colour). */
function failingPairs(brand: Brand) {
  const seen = new Set<string>();
  return brandPairs(brand).filter((p) => {
    const key = `${p.text}|${p.fg}|${p.bg}|${p.scheme}`;
    if (p.ratio >= p.minimum || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The colour nearest to a brand's `field` (in lightness) with which no pair of that field fails. */
function nearestPassingBrand(brand: Brand, field: Source): string | undefined {
  return nearestPassing(brand[field], (colour) =>
    failingPairs({ ...brand, [field]: colour }).every((failing) => failing.field !== field),
  );
}

const twoDecimals = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/**
 * The brand colours that give some text too little contrast, in either scheme: one line per
 * field, naming every pair of it that fails (what is drawn on what, in which scheme, their colours
 * and ratio) and the nearest colour of that field with which none fails. A primary colour that
 * fails can make the accent's shades fail with it (a light band leaves no light text readable on
 * it): the accent is told only of the pairs that still fail with the primary colour suggested.
 */
export function brandContrastProblems(brand: Brand): ContrastProblem[] {
  const failing = failingPairs(brand);
  const message = (own: typeof failing, nearest: string | undefined, field: Source) => {
    const lines = own.map(({ text, fg, on, bg, scheme, ratio, minimum }) => {
      const schemes = scheme === "both" ? "in both colour schemes" : `in the ${scheme} scheme`;
      return `${text} (${fg}) on ${on} (${bg}) ${schemes}: contrast ${twoDecimals(ratio)}, below ${minimum}:1`;
    });
    const advice = nearest
      ? `choose another ${field} colour: the nearest that passes is ${nearest}`
      : `choose another ${field} colour`;
    return { field, message: `${lines.join("; ")}; ${advice}` };
  };
  const problems: ContrastProblem[] = [];
  const primaryFailing = failing.filter((p) => p.field === "primary");
  let settled = brand;
  if (primaryFailing.length > 0) {
    const nearest = nearestPassingBrand(brand, "primary");
    problems.push(message(primaryFailing, nearest, "primary"));
    if (nearest) settled = { ...brand, primary: nearest };
  }
  const stillFailing = new Set(
    (settled === brand ? failing : failingPairs(settled))
      .filter((p) => p.field === "accent")
      .map((p) => `${p.text}|${p.on}|${p.scheme}`),
  );
  const accentFailing = failing.filter(
    (p) => p.field === "accent" && stillFailing.has(`${p.text}|${p.on}|${p.scheme}`),
  );
  if (accentFailing.length > 0) {
    problems.push(message(accentFailing, nearestPassingBrand(settled, "accent"), "accent"));
  }
  return problems;
}
