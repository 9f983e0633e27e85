import { describe, expect, it } from "vitest";
import { en } from "./en";
import { createTranslate, interpolate, placeholdersOf } from "./translate";

describe("interpolate", () => {
  it("fills placeholders, with or without spaces inside the braces", () => {
    expect(interpolate("Hello {{name}}, {{ count }} new", { name: "Ada", count: 3 })).toBe(
      "Hello Ada, 3 new",
    );
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(interpolate("Hello {{name}}", {})).toBe("Hello {{name}}");
  });

  it("does not read inherited properties", () => {
    expect(interpolate("{{toString}}", {})).toBe("{{toString}}");
  });
});

describe("placeholdersOf", () => {
  it("lists the placeholder names of a text", () => {
    expect(placeholdersOf("{{a}} and {{ b }}")).toEqual(["a", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});

describe("createTranslate", () => {
  it("uses defaults and lets call values override them", () => {
    const t = createTranslate(en, { chapter: "Chapter", year: 2025 });
    expect(t("copyright")).toBe("© 2025 Chapter. All rights reserved.");
    expect(t("copyright", { year: 2030 })).toBe("© 2030 Chapter. All rights reserved.");
  });
});
