import { describe, expect, it } from "vitest";
import { fullViewSizes, thumbBoxes } from "./gallery-sizes";
import { column, drawnWidth, pictureSizes, shareOf } from "./picture-sizes";

const square = { w: 1000, h: 1000 };
const landscape = { w: 1500, h: 1000 };
const portrait = { w: 800, h: 1200 };

describe("drawnWidth", () => {
  it("is the box's width for a picture that fills it", () => {
    expect(drawnWidth({ width: "22rem" }, landscape)).toBe("22rem");
  });

  it("is wider than a cropping box by the picture's shape over the box's", () => {
    // A 3:2 photo in a square tile is drawn 1.5 times the tile's width.
    expect(drawnWidth({ width: "15rem", ratio: 1 }, landscape)).toBe("calc(15rem * 1.5)");
    // A 16:9 photo in a 16:9 box, or a portrait in a square one, fills the width.
    expect(drawnWidth({ width: "15rem", ratio: 16 / 9 }, { w: 1600, h: 900 })).toBe("15rem");
    expect(drawnWidth({ width: "15rem", ratio: 1 }, portrait)).toBe("15rem");
  });

  it("rounds the factor up, never saying less than the drawn width", () => {
    expect(drawnWidth({ width: "10rem", ratio: 1 }, { w: 1000, h: 750 })).toBe(
      "calc(10rem * 1.334)",
    );
  });

  it("takes the larger of the width and the height times the shape for a box of set height", () => {
    expect(drawnWidth({ width: "44vw", height: "min(34rem, 62vh)" }, { w: 2000, h: 1000 })).toBe(
      "max(44vw, 2 * min(34rem, 62vh))",
    );
  });
});

describe("pictureSizes", () => {
  it("says each box after its media condition, the last without", () => {
    expect(
      pictureSizes(
        [
          { media: "(min-width: 48rem)", width: "22rem", ratio: 1 },
          { width: "100vw", ratio: 1 },
        ],
        landscape,
      ),
    ).toBe("(min-width: 48rem) calc(22rem * 1.5), calc(100vw * 1.5)");
  });
});

describe("shareOf", () => {
  it("is the whole for one, and an equal share of what the gaps leave for more", () => {
    expect(shareOf("50rem", 1, "1rem")).toBe("50rem");
    expect(shareOf("50rem", 3, "1rem")).toBe("calc((50rem - 2 * 1rem) / 3)");
  });
});

describe("the gallery's tiles", () => {
  const sizesOf = (count: number) =>
    Array.from({ length: count }, (_, position) =>
      pictureSizes(thumbBoxes(count, position), square),
    );
  const half = `calc((${column} - 1 * 0.5rem) / 2)`;
  const third = `calc((${column} - 2 * 0.5rem) / 3)`;

  it("draws one photo as a 16:9 band across the column", () => {
    expect(sizesOf(1)).toEqual([`(min-width: 48rem) ${column}, ${column}`]);
  });

  it("draws three photos side by side on wide screens, the first across two columns on phones", () => {
    expect(sizesOf(3)).toEqual([
      `(min-width: 48rem) ${third}, ${column}`,
      `(min-width: 48rem) ${third}, ${half}`,
      `(min-width: 48rem) ${third}, ${half}`,
    ]);
  });

  it("draws the first of six two columns and a gap wide, the first of seven across the row", () => {
    expect(sizesOf(6)[0]).toBe(`(min-width: 48rem) calc(2 * ${third} + 0.5rem), ${half}`);
    expect(sizesOf(7)[0]).toBe(`(min-width: 48rem) ${column}, ${column}`);
    expect(pictureSizes(thumbBoxes(7, 0), { w: 1600, h: 900 })).toBe(
      `(min-width: 48rem) ${column}, calc(${column} * 1.778)`,
    );
  });

  it("makes a photo's full view as large as the screen leaves it, at most 85% of a wide one", () => {
    expect(fullViewSizes(landscape)).toBe(
      "(min-width: 64rem) min(85vw, 1.5 * (100vh - 7.5rem)), min(100vw - 2rem, 1.5 * (100vh - 7.5rem))",
    );
  });
});
