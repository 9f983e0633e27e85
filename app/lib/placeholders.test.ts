import { describe, expect, it } from "vitest";
import { interpolate, placeholdersOf } from "./placeholders";

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
