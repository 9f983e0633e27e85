import type { Picture } from "vite-imagetools";

/** What vite-imagetools gives for an image imported with `?picture=<preset>`: a `srcset` per
 * format (avif, webp, jpeg, ...) and the largest image in the fallback format. */
export type PictureData = Picture;

/** A logo with the size it is drawn at, so the page keeps its place before it loads: an SVG
 * file used as it is, or a raster logo made responsive. */
export type SponsorLogo =
  | { kind: "svg"; src: string; width: number; height: number }
  | { kind: "picture"; picture: PictureData };

/** The chapter's logo as the build made it from the identity's `logo` (the checked SVG, or the
 * largest image of a raster logo), with its size: the navigation bar and the footer draw it. */
export interface ChapterLogo {
  src: string;
  width: number;
  height: number;
}
