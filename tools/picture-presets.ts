/**
 * Responsive image presets. An import such as `photo.jpg?picture=hero` becomes AVIF, WebP and
 * JPEG files at the preset's widths plus the data a `<picture>` needs (see components/picture).
 * A real photo dropped in place of a placeholder is optimised the same way, with no code change.
 */
export const picturePresets = {
  /** Full-width banner at the top of a page. */
  hero: [480, 768, 1080, 1440, 1920],
  /** A photo in the content column, up to about half the page wide on desktop. */
  photo: [400, 640, 960, 1280],
  /** A small card image, such as a team member's portrait. */
  card: [240, 360, 480, 720],
  /** A raster logo in a grid of logos. */
  logo: [160, 320, 480],
} as const;

export type PicturePreset = keyof typeof picturePresets;

export function isPicturePreset(name: string): name is PicturePreset {
  return Object.hasOwn(picturePresets, name);
}

/** The size of the pictures that social networks and chat apps show for a shared link. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/**
 * vite-imagetools `defaultDirectives`: expands `?picture=<preset>` into imagetools directives,
 * and `?social` into a 1200 × 630 JPEG crop for Open Graph and Twitter cards (its URL).
 */
export function pictureDirectives(url: URL): URLSearchParams {
  if (url.searchParams.has("social")) {
    return new URLSearchParams({
      w: String(socialImageSize.width),
      h: String(socialImageSize.height),
      fit: "cover",
      format: "jpeg",
      quality: "82",
    });
  }
  const preset = url.searchParams.get("picture");
  if (preset === null) return new URLSearchParams();
  if (!isPicturePreset(preset)) {
    throw new Error(
      `${url.pathname}: unknown picture preset "${preset}"; use one of ${Object.keys(picturePresets).join(", ")}`,
    );
  }
  return new URLSearchParams({
    w: picturePresets[preset].join(";"),
    // The fallback format comes last. AVIF at its lowest effort keeps builds fast on 2 cores; the
    // files are a few percent larger than at the default effort.
    format: "avif;webp;jpeg",
    effort: "min",
    withoutEnlargement: "",
    as: "picture",
  });
}
