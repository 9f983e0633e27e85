import { describe, expect, it } from "vitest";
import { grid, inset, pagesOf } from "./deck-layout";

describe("grid", () => {
  const area = { x: 10, y: 20, width: 300, height: 200 };

  it("fills the area in rows, with the gap between boxes", () => {
    expect(grid(4, 2, area, 20)).toEqual([
      { x: 10, y: 20, width: 140, height: 90 },
      { x: 170, y: 20, width: 140, height: 90 },
      { x: 10, y: 130, width: 140, height: 90 },
      { x: 170, y: 130, width: 140, height: 90 },
    ]);
  });

  it("gives a last row that is not full boxes of the same size, from the left", () => {
    const boxes = grid(3, 2, area, 20);
    expect(boxes[2]).toEqual({ x: 10, y: 130, width: 140, height: 90 });
  });

  it("spreads fewer boxes than columns over the whole width", () => {
    expect(grid(1, 4, area, 20)).toEqual([area]);
    expect(grid(0, 4, area, 20)).toEqual([]);
  });
});

describe("pagesOf", () => {
  it("cuts a list into pages of at most so many", () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 4)).toEqual([]);
  });
});

describe("inset", () => {
  it("takes as much from every side, never below nothing", () => {
    expect(inset({ x: 0, y: 0, width: 100, height: 50 }, 10)).toEqual({
      x: 10,
      y: 10,
      width: 80,
      height: 30,
    });
    expect(inset({ x: 0, y: 0, width: 10, height: 10 }, 10).width).toBe(0);
  });
});
