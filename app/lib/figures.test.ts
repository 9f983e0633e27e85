import { describe, expect, it } from "vitest";
import type { IdentityFigure } from "./schema-fields";
import { figureValues, formatFigure, namedFigures, restatedFigures } from "./figures";

// Labels in the languages these tests read (a site's schema asks for each of its languages).
const figures = [
  { name: "founded", value: 1989, year: true, label: { en: "founded", it: "fondazione" } },
  { name: "universities", value: 90, plus: true, label: { en: "universities", it: "università" } },
  { name: "members", value: 3000, plus: true, label: { en: "members", it: "membri" } },
  { name: "teams", value: 6, label: { en: "teams", it: "squadre" } },
] as unknown as IdentityFigure[];

describe("figures", () => {
  it("are written in each language's way, a year as it is", () => {
    expect(formatFigure({ value: 1500, plus: true }, "en")).toBe("1,500+");
    expect(formatFigure({ value: 1500, plus: true }, "it")).toBe("1.500+");
    expect(formatFigure({ value: 1500, plus: true }, "de")).toBe("1.500+");
    expect(formatFigure({ value: 12000 }, "it")).toBe("12.000");
    expect(formatFigure({ value: 90, plus: true }, "it")).toBe("90+");
    expect(formatFigure({ value: 1989, year: true }, "it")).toBe("1989");
    expect(formatFigure({ value: 1989, year: true }, "en")).toBe("1989");
  });

  it("fill texts by name, and a page's list in its order", () => {
    expect(figureValues(figures, "it")).toEqual({
      founded: "1989",
      universities: "90+",
      members: "3.000+",
      teams: "6",
    });
    expect(namedFigures(figures, ["members", "founded"], "en")).toEqual([
      { value: "3,000+", label: "members" },
      { value: "1989", label: "founded" },
    ]);
  });

  it("find a text that writes a figure's number instead of its placeholder", () => {
    const found = (text: string) => restatedFigures(text, figures).map((figure) => figure.name);
    expect(found("Founded in 1989, in more than 90 universities")).toEqual([
      "founded",
      "universities",
    ]);
    expect(found("3,000 members, 3.000 membri")).toEqual(["members"]);
    // Not inside other numbers or words, and not small numbers: "6" is too often something else.
    expect(found("19890 ideas, 190 people, room 90B, 6 teams, 9:00")).toEqual([]);
    expect(found("Founded in {{founded}}")).toEqual([]);
  });
});
