/**
 * Where a recap's photos are drawn (components/event-page/gallery.tsx and gallery.module.css), for
 * their `sizes`: the tiles of the grid, by the number of photos, and a photo's full view.
 */
import { column, shareOf, type PictureBox, type PictureShape } from "./picture-sizes";

/** The wide screens' layout (gallery.module.css, from 48rem): how many columns, and whether
 * the first photo spans two of them and two rows, or the whole row in a band of 3 to 1. */
function wideLayout(count: number): { columns: number; first: "one" | "square" | "band" } {
  if (count === 1) return { columns: 1, first: "band" };
  if (count === 2 || count === 4) return { columns: 2, first: "one" };
  if (count === 3) return { columns: 3, first: "one" };
  if (count === 5) return { columns: 4, first: "square" };
  return { columns: 3, first: (count - 7) % 3 === 0 ? "band" : "square" };
}

/** The gap between photos (gallery.module.css: --space-2). */
const gap = "0.5rem";

/**
 * The boxes of photo `position` (from 0) of `count`, as gallery.module.css lays them out in the
 * page's column: square tiles; one photo alone a 16:9 band; on phones, two columns, the first
 * across both when the count is odd; wider, the layouts of `wideLayout`.
 */
export function thumbBoxes(count: number, position: number): PictureBox[] {
  const { columns, first } = wideLayout(count);
  const tile = shareOf(column, columns, gap);
  const wide: PictureBox =
    position > 0 || first === "one"
      ? { media: "(min-width: 48rem)", width: tile, ratio: 1 }
      : first === "band"
        ? { media: "(min-width: 48rem)", width: column, ratio: count === 1 ? 16 / 9 : 3 }
        : // Two columns and the gap between them, two rows high.
          { media: "(min-width: 48rem)", width: `calc(2 * ${tile} + ${gap})`, ratio: 1 };
  const phone: PictureBox =
    count === 1
      ? { width: column, ratio: 16 / 9 }
      : position === 0 && count % 2 === 1
        ? { width: column, ratio: 1 }
        : { width: shareOf(column, 2, gap), ratio: 1 };
  return [wide, phone];
}

/**
 * The full view of a photo of `shape`: as large as the screen leaves it, uncropped, at most
 * 85% of a wide screen's width (gallery.module.css: the view's padding, --space-3 each side,
 * its Close button's row and a line of caption take 7.5rem of its height and 2rem of its width).
 */
export function fullViewSizes(shape: PictureShape): string {
  const tallest = `${Math.floor((shape.w / shape.h) * 1000) / 1000} * (100vh - 7.5rem)`;
  return `(min-width: 64rem) min(85vw, ${tallest}), min(100vw - 2rem, ${tallest})`;
}
