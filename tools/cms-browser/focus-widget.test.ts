import { describe, expect, it } from "vitest";
import { focus } from "../../app/lib/schema-fields";
import { css, describePoint, movedPoint, namedPoints, pointAt, pointOf } from "./focus-widget";
import { cmsTexts } from "./words";

describe("the CMS's focal point widget", () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it("writes the point clicked on the picture as two numbers between 0 and 1", () => {
    expect(pointAt(box, 380, 140)).toEqual({ x: 0.7, y: 0.45 });
    // A click on the picture's very edge, or just past it, stays on the picture.
    expect(pointAt(box, 99, 251)).toEqual({ x: 0, y: 1 });
    expect(focus.safeParse(pointAt(box, 1000, -20)).success).toBe(true);
  });

  it("moves the point with the arrow keys, never off the picture", () => {
    expect(movedPoint({ x: 0.5, y: 0.5 }, "ArrowRight")).toEqual({ x: 0.55, y: 0.5 });
    expect(movedPoint({ x: 0.5, y: 0.02 }, "ArrowUp")).toEqual({ x: 0.5, y: 0 });
    expect(movedPoint({ x: 0.5, y: 0.5 }, "Enter")).toBeUndefined();
  });

  it("offers the nine usual places, each a point the content check takes", () => {
    expect(namedPoints).toHaveLength(9);
    expect(namedPoints[0]).toEqual({ x: 0, y: 0 });
    expect(namedPoints[4]).toEqual({ x: 0.5, y: 0.5 });
    expect(namedPoints[5]).toEqual({ x: 1, y: 0.5 });
    expect(namedPoints[8]).toEqual({ x: 1, y: 1 });
    for (const point of namedPoints) expect(focus.safeParse(point).success).toBe(true);
    // Each language names all nine, in the points' order: row by row from the top left.
    expect(cmsTexts.en.focus.places[0]).toBe("Top left");
    expect(cmsTexts.en.focus.places[5]).toBe("Right");
    expect(cmsTexts.it.focus.places[5]).toBe("A destra");
    expect(cmsTexts.it.focus.places[7]).toBe("In basso");
    for (const language of ["en", "it"] as const) {
      expect(new Set(cmsTexts[language].focus.places).size, language).toBe(9);
    }
  });

  it("reads the value as Decap holds it, and says it in words", () => {
    expect(pointOf({ toJS: () => ({ x: 0.2, y: 0.9 }) })).toEqual({ x: 0.2, y: 0.9 });
    expect(pointOf({ x: 0.2, y: 0.9 })).toEqual({ x: 0.2, y: 0.9 });
    expect(pointOf("top")).toBeUndefined();
    expect(pointOf(undefined)).toBeUndefined();
    expect(describePoint({ x: 0.2, y: 0.9 }, cmsTexts.en.focus)).toBe("20 % across, 90 % down");
    expect(describePoint(undefined, cmsTexts.en.focus)).toBe("The middle (no focal point chosen)");
    expect(describePoint({ x: 0.2, y: 0.9 }, cmsTexts.it.focus)).toBe(
      "20 % da sinistra, 90 % dall'alto",
    );
  });

  it("writes its styles as React takes them", () => {
    expect(css("object-fit:cover; box-shadow: 0 0 0 2px #000,0 2px 6px rgb(0 0 0 / 0.5);")).toEqual(
      {
        objectFit: "cover",
        boxShadow: "0 0 0 2px #000,0 2px 6px rgb(0 0 0 / 0.5)",
      },
    );
  });
});
