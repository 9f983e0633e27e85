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

/** What a picture named by a content file is used as, which sets its expected size, shape and
 * kinds of file (server/picture-check.server.ts). */
export type PictureUse = "portrait" | "logo" | "event" | "banner" | "photo" | "recap";

export function isPicturePreset(name: string): name is PicturePreset {
  return Object.hasOwn(picturePresets, name);
}

/** The size of the pictures that social networks and chat apps show for a shared link. */
export const socialImageSize = { width: 1200, height: 630 } as const;
