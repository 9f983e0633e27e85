/** What vite-imagetools gives for an image imported with `?picture=<preset>`. */
export interface PictureData {
  /** A `srcset` per format (avif, webp, jpeg, ...). */
  sources: Record<string, string>;
  /** The largest image in the fallback format. */
  img: { src: string; w: number; h: number };
}
