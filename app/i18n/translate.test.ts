import { describe, expect, it } from "vitest";
import { interpolate } from "../lib/placeholders";
import { en, type Messages } from "./en";
import { createTranslate } from "./translate";

describe("createTranslate", () => {
  it("uses defaults and lets call values override them", () => {
    const t = createTranslate(en, { chapter: "Chapter", year: 2025 });
    const copyright = (year: number) => interpolate(en.copyright, { chapter: "Chapter", year });
    expect(t("copyright")).toBe(copyright(2025));
    expect(t("copyright", { year: 2030 })).toBe(copyright(2030));
    expect(t("copyright", { year: 2030 })).toMatch(/2030.*Chapter|Chapter.*2030/);
  });

  it("names a key that a language lacks", () => {
    const { copyright: _copyright, ...incomplete } = en;
    const t = createTranslate(incomplete as Messages);
    expect(() => t("copyright")).toThrow('No interface text "copyright" in this language');
  });
});
