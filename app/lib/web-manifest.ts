/**
 * The site's web manifest (`/manifest.webmanifest`, linked from every page's head): what a phone
 * shows when the site is added to its home screen. Made from the identity at each build
 * (tools/icons-plugin.ts): the chapter's name, its first language and the address of its pages in
 * it, the brand's primary colour behind the icons the build draws from the logo.
 */

export interface WebManifestInput {
  /** The chapter's name: "EST München". */
  name: string;
  /** The first language's BCP 47 tag, whose pages are at the site's root. */
  lang: string;
  /** The site's base path, "/" or "/website/". */
  base: string;
  /** The brand's primary colour (#rrggbb): the bar's, and the icons' background. */
  primary: string;
}

/** The most characters a home screen shows under an icon before it cuts the name. */
export const shortNameLength = 12;

/** The name under the icon: the whole name when it fits, else its last word (the city, in
 * "EST München"), else the name cut at a word. */
export function shortName(name: string): string {
  const whole = name.trim().replace(/\s+/g, " ");
  if ([...whole].length <= shortNameLength) return whole;
  const last = whole.split(" ").at(-1) ?? whole;
  if ([...last].length <= shortNameLength) return last;
  return [...whole].slice(0, shortNameLength).join("").trim();
}

export function webManifest({ name, lang, base, primary }: WebManifestInput) {
  const root = base.endsWith("/") ? base : `${base}/`;
  return {
    name,
    short_name: shortName(name),
    lang,
    dir: "ltr",
    start_url: root,
    scope: root,
    display: "browser",
    theme_color: primary,
    background_color: primary,
    // Drawn on the primary colour with room around the logo (tools/icons-plugin.ts): the mark
    // stays inside the circle a phone may crop a maskable icon to.
    icons: [192, 512].map((size) => ({
      src: `${root}icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any maskable",
    })),
  };
}
