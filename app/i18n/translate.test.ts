import { describe, expect, it } from "vitest";
import { en, type Messages } from "./en";
import { createTranslate } from "./translate";

describe("createTranslate", () => {
  it("uses defaults and lets call values override them", () => {
    const t = createTranslate(en, { chapter: "Chapter", year: 2025 });
    expect(t("copyright")).toBe("© 2025 Chapter. All rights reserved.");
    expect(t("copyright", { year: 2030 })).toBe("© 2030 Chapter. All rights reserved.");
  });

  it("names a key that a language lacks", () => {
    const { copyright: _copyright, ...incomplete } = en;
    const t = createTranslate(incomplete as Messages);
    expect(() => t("copyright")).toThrow('No interface text "copyright" in this language');
  });
});
