/**
 * The `sizes` of a picture: for each range of screen widths, the width the picture is drawn at,
 * so that the browser loads the narrowest file that is sharp there (components/picture).
 *
 * The width a picture is drawn at is its box's, or more when the box crops it (`object-fit:
 * cover`): a landscape photo in a square box is drawn as wide as the box is high times the
 * photo's own shape, and the box shows its middle. So a box that crops says its shape (`ratio`,
 * width over height, when an `aspect-ratio` sets its height) or its height (a CSS length, when
 * something else does), and the picture's own shape comes from its file.
 *
 * The widths are CSS lengths written from the style sheets' own numbers (tests/e2e/
 * picture-sizes.spec.ts measures every picture of the fixture build against them, at the widths
 * where the layouts change).
 */

/** A picture's shape: its width and height in pixels (`PictureData.img`). */
export interface PictureShape {
  w: number;
  h: number;
}

/** The box a picture is drawn in, from a media condition on. */
export interface PictureBox {
  /** The media condition from which this box holds, widest first; the last box has none. */
  media?: string;
  /** The box's width, a CSS length: `22rem`, `calc((100vw - 2rem) / 3)`. */
  width: string;
  /** A box that crops: its shape, width over height (its `aspect-ratio`). */
  ratio?: number;
  /** A box that crops, whose height is not set by its width: that height, a CSS length. */
  height?: string;
}

/** The width of the page's column (section.module.css: at most --content-width, 72rem, with
 * --space-3 on each side). */
export const column = "calc(min(100vw, 72rem) - 2rem)";

/** A factor, rounded up to three decimals: a `sizes` never says less than the drawn width. */
const factor = (value: number) => Math.ceil(value * 1000) / 1000;

/** The width a picture of `shape` is drawn at in `box`, as a CSS length. */
export function drawnWidth(box: PictureBox, shape: PictureShape): string {
  const own = shape.w / shape.h;
  if (box.height) return `max(${box.width}, ${factor(own)} * ${box.height})`;
  if (box.ratio && own > box.ratio) return `calc(${box.width} * ${factor(own / box.ratio)})`;
  return box.width;
}

/** The `sizes` attribute of a picture of `shape` drawn in `boxes` (widest screens first). */
export function pictureSizes(boxes: readonly PictureBox[], shape: PictureShape): string {
  return boxes
    .map((box) => {
      const width = drawnWidth(box, shape);
      return box.media ? `${box.media} ${width}` : width;
    })
    .join(", ");
}

/**
 * The width of one of `count` tiles side by side in `width` (a CSS length), `gap` apart: the
 * columns of a grid, or the tiles of a row.
 */
export function shareOf(width: string, count: number, gap: string): string {
  if (count <= 1) return width;
  return `calc((${width} - ${count - 1} * ${gap}) / ${count})`;
}
