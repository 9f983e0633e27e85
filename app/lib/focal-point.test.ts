import { describe, expect, it } from "vitest";
import { focusCrop, objectPosition } from "./focal-point";

describe("objectPosition", () => {
  it("places a picture's focal point in the box that crops it, in percent", () => {
    expect(objectPosition({ x: 0.7, y: 0.45 })).toBe("70% 45%");
    expect(objectPosition({ x: 0.375, y: 0 })).toBe("37.5% 0%");
    expect(objectPosition({ x: 1, y: 1 })).toBe("100% 100%");
  });

  it("leaves the middle, and a picture without a focal point, to the default", () => {
    expect(objectPosition(undefined)).toBeUndefined();
    expect(objectPosition({ x: 0.5, y: 0.5 })).toBeUndefined();
  });
});

describe("focusCrop", () => {
  const social = { width: 1200, height: 630 };

  it("cuts the largest region of the shape asked, placed by the focal point", () => {
    expect(focusCrop(3000, 1000, social, { x: 1, y: 0.5 })).toEqual({
      left: 1095,
      top: 0,
      width: 1905,
      height: 1000,
    });
    expect(focusCrop(3000, 1000, social, { x: 0, y: 0.5 })).toMatchObject({ left: 0 });
    // A portrait photo: the crop runs down it, to the face near its top.
    expect(focusCrop(900, 1600, social, { x: 0.5, y: 0.2 })).toEqual({
      left: 0,
      top: 225,
      width: 900,
      height: 473,
    });
  });

  it("cuts the middle of a picture without a focal point, as a page's crop does", () => {
    expect(focusCrop(3000, 1000, social, undefined)).toEqual({
      left: 548,
      top: 0,
      width: 1905,
      height: 1000,
    });
  });

  it("keeps the focal point inside the crop, wherever it is", () => {
    for (const x of [0, 0.1, 0.33, 0.5, 0.9, 1]) {
      for (const y of [0, 0.25, 0.5, 0.8, 1]) {
        for (const [width, height] of [
          [3000, 1000],
          [900, 1600],
          [1200, 1200],
        ] as const) {
          const crop = focusCrop(width, height, social, { x, y });
          expect(crop.left + crop.width).toBeLessThanOrEqual(width);
          expect(crop.top + crop.height).toBeLessThanOrEqual(height);
          expect(x * width).toBeGreaterThanOrEqual(crop.left - 1);
          expect(x * width).toBeLessThanOrEqual(crop.left + crop.width + 1);
          expect(y * height).toBeGreaterThanOrEqual(crop.top - 1);
          expect(y * height).toBeLessThanOrEqual(crop.top + crop.height + 1);
        }
      }
    }
  });
});
