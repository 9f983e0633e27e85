/**
 * Responsive image presets. An import such as `photo.jpg?picture=hero` becomes AVIF, WebP and
 * JPEG files at the preset's widths plus the data a `<picture>` needs (see components/picture),
 * by the image pipeline (tools/picture-presets.ts). A real photo dropped in place of a
 * placeholder is optimised the same way, with no code change.
 */
export const picturePresets = {
  /** A banner at the top of a page, or a photo of the content (the browser picks its size). */
  hero: [480, 768, 1080, 1440, 1920],
  /** A small card image, such as a team member's portrait. */
  card: [240, 360, 480, 720],
  /** A raster logo in a grid of logos. */
  logo: [160, 320, 480],
} as const;

export type PicturePreset = keyof typeof picturePresets;

const rasterFiles = [".jpg", ".jpeg", ".png", ".webp"] as const;

/**
 * What a picture named by a content file is used as (a schema field's `picture`), each with the
 * kinds of file it may be and the smallest size that looks sharp where it is shown: the content
 * check reads both (server/content.server.ts, server/picture-check.server.ts).
 */
export const pictureUses = {
  portrait: { files: rasterFiles, minimum: { width: 480, height: 480 } },
  logo: { files: [".svg", ...rasterFiles], minimum: { width: 0, height: 0 } },
  event: { files: rasterFiles, minimum: { width: 1200, height: 630 } },
  banner: { files: rasterFiles, minimum: { width: 1920, height: 600 } },
  photo: { files: rasterFiles, minimum: { width: 1280, height: 720 } },
  // Recap photos may stand either way: their longer side is what counts
  // (recapPhotoMinimum, server/picture-check.server.ts).
  recap: { files: rasterFiles, minimum: { width: 0, height: 0 } },
} as const satisfies Record<
  string,
  { files: readonly string[]; minimum: { width: number; height: number } }
>;

export type PictureUse = keyof typeof pictureUses;

export function isPicturePreset(name: string): name is PicturePreset {
  return Object.hasOwn(picturePresets, name);
}

/** The size of the pictures that social networks and chat apps show for a shared link. */
export const socialImageSize = { width: 1200, height: 630 } as const;
