/**
 * Where the partnership deck's boxes go on its pages (a PDF page of slides, 16:9): pure geometry,
 * so that the drawing (server/partnership-deck.server.ts) only fills them.
 */

/** A rectangle on a page, in PDF points from its top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A slide the size of a screen, in points (16:9, as a projector and a laptop show it). */
export const slide = { width: 960, height: 540, margin: 48 } as const;

/**
 * `count` boxes in rows of at most `columns`, filling `area` with `gap` between them; a last row
 * that is not full is as wide as the others' boxes, from the left, so every box has one size.
 */
export function grid(count: number, columns: number, area: Box, gap: number): Box[] {
  if (count <= 0) return [];
  const perRow = Math.max(1, Math.min(columns, count));
  const rows = Math.ceil(count / perRow);
  const width = (area.width - gap * (perRow - 1)) / perRow;
  const height = (area.height - gap * (rows - 1)) / rows;
  return Array.from({ length: count }, (_, index) => ({
    x: area.x + (index % perRow) * (width + gap),
    y: area.y + Math.floor(index / perRow) * (height + gap),
    width,
    height,
  }));
}

/** A list cut into pages of at most `size` items each: the formats four to a slide. */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages;
}

/** A box made smaller by `inset` on every side. */
export function inset(box: Box, by: number): Box {
  return {
    x: box.x + by,
    y: box.y + by,
    width: Math.max(0, box.width - 2 * by),
    height: Math.max(0, box.height - 2 * by),
  };
}
