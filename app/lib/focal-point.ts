/**
 * A picture's focal point (content's focus fields, lib/schema-fields.ts) where a picture is
 * cropped: in the page, as the `object-position` of a box that crops it (`object-fit: cover`),
 * and at build time, as the region a fixed crop keeps (the social card, tools/picture-presets.ts).
 * Both align the focal point the same way: the point at x% of the picture stands at x% of the
 * crop, so it is always inside it, and a crop from the middle is what a picture without a focal
 * point gets.
 */
import type { FocusPoint } from "./schema-fields";

/** A coordinate as a percentage with at most one decimal: 0.375 → "37.5". */
function percent(value: number): string {
  return String(Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10);
}

/** The CSS position of a focal point ("70% 35%"), or undefined for the middle, which every crop
 * keeps already. */
export function objectPosition(focus: FocusPoint | undefined): string | undefined {
  if (!focus) return undefined;
  const position = `${percent(focus.x)}% ${percent(focus.y)}%`;
  return position === "50% 50%" ? undefined : position;
}

/** A region of a picture, in pixels. */
export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of a picture of `width` × `height` pixels with the aspect ratio of
 * `target`, placed as `object-fit: cover` with `object-position` from the focal point places it
 * (the middle without one).
 */
export function focusCrop(
  width: number,
  height: number,
  target: { width: number; height: number },
  focus: FocusPoint | undefined,
): CropRegion {
  const { x, y } = focus ?? { x: 0.5, y: 0.5 };
  const scale = Math.min(width / target.width, height / target.height);
  const cropWidth = Math.min(width, Math.round(target.width * scale));
  const cropHeight = Math.min(height, Math.round(target.height * scale));
  return {
    left: Math.round((width - cropWidth) * x),
    top: Math.round((height - cropHeight) * y),
    width: cropWidth,
    height: cropHeight,
  };
}

/** A focal point as the image pipeline's queries write it ("0.7,0.45"), and the key of the
 * crops made around it; "" for none (the middle). */
export function focusQuery(focus: FocusPoint | undefined): string {
  return focus ? `${focus.x},${focus.y}` : "";
}
