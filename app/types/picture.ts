/** What vite-imagetools gives for an image imported with `?picture=<preset>`. */
export interface PictureData {
  /** A `srcset` per format (avif, webp, jpeg, ...). */
  sources: Record<string, string>;
  /** The largest image in the fallback format. */
  img: { src: string; w: number; h: number };
}

/** A logo with the size it is drawn at, so the page keeps its place before it loads: an SVG
 * file used as it is, or a raster logo made responsive. */
export type SponsorLogo =
  | { kind: "svg"; src: string; width: number; height: number }
  | { kind: "picture"; picture: PictureData };
