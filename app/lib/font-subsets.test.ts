import { describe, expect, it } from "vitest";
import { fontRuns, fontSubsetOf } from "./font-subsets";

describe("fontSubsetOf", () => {
  it("finds each script's subset, and Latin for spaces, digits and the euro", () => {
    expect(fontSubsetOf("a".codePointAt(0)!)).toBe("latin");
    expect(fontSubsetOf("è".codePointAt(0)!)).toBe("latin");
    expect(fontSubsetOf("€".codePointAt(0)!)).toBe("latin");
    expect(fontSubsetOf("ł".codePointAt(0)!)).toBe("latin-ext");
    expect(fontSubsetOf("Ω".codePointAt(0)!)).toBe("greek");
    expect(fontSubsetOf("Ж".codePointAt(0)!)).toBe("cyrillic");
  });
});

describe("fontRuns", () => {
  it("cuts a text where the subset changes, and keeps one script's text whole", () => {
    expect(fontRuns("Αθήνα 2026")).toEqual([
      { subset: "greek", text: "Αθήνα" },
      { subset: "latin", text: " 2026" },
    ]);
    expect(fontRuns("Lavoriamo insieme")).toEqual([{ subset: "latin", text: "Lavoriamo insieme" }]);
    expect(fontRuns("Łódź")).toEqual([
      { subset: "latin-ext", text: "Ł" },
      { subset: "latin", text: "ód" },
      { subset: "latin-ext", text: "ź" },
    ]);
    expect(fontRuns("")).toEqual([]);
  });
});
