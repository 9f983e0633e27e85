import { describe, expect, it } from "vitest";
import { interpolate } from "../lib/placeholders";
import { en, type Messages } from "./en";
import { messagesOf } from "./messages";
import { createTranslate } from "./translate";

describe("createTranslate", () => {
  it("uses defaults and lets call values override them", () => {
    const t = createTranslate(en, "en-GB", { chapter: "Chapter", year: 2025 });
    const copyright = (year: number) => interpolate(en.copyright, { chapter: "Chapter", year });
    expect(t("copyright")).toBe(copyright(2025));
    expect(t("copyright", { year: 2030 })).toBe(copyright(2030));
    expect(t("copyright", { year: 2030 })).toMatch(/2030.*Chapter|Chapter.*2030/);
  });

  it("names a key that a language lacks", () => {
    const { copyright: _copyright, ...incomplete } = en;
    const t = createTranslate(incomplete as Messages, "en-GB");
    expect(() => t("copyright")).toThrow('No interface text "copyright" in this language');
  });

  it("writes a count in the form its number takes in the language", () => {
    // The forms as each file writes them: the number's plural category chooses one.
    const form = (language: "en" | "pl" | "ro", category: string) =>
      (messagesOf(language).teamSize as Record<string, string>)[category]?.replace("{{size}}", "");
    const english = createTranslate(messagesOf("en"), "en-GB");
    expect(english("teamSize", { size: "1", count: 1 })).toBe(`1${form("en", "one")}`);
    expect(english("teamSize", { size: "2–3", count: 3 })).toBe(`2–3${form("en", "other")}`);
    // Polish: 1 osoba, 2–4 osoby, 5 osób, 22 osoby; a range takes the form of its end.
    const polish = createTranslate(messagesOf("pl"), "pl-PL");
    expect(polish("teamSize", { size: "1", count: 1 })).toBe(`1${form("pl", "one")}`);
    expect(polish("teamSize", { size: "2–4", count: 4 })).toBe(`2–4${form("pl", "few")}`);
    expect(polish("teamSize", { size: "3–5", count: 5 })).toBe(`3–5${form("pl", "many")}`);
    expect(polish("teamSize", { size: "22", count: 22 })).toBe(`22${form("pl", "few")}`);
    // Romanian: from 20 on, "de" before the noun.
    const romanian = createTranslate(messagesOf("ro"), "ro-RO");
    expect(romanian("teamSize", { size: "4", count: 4 })).toBe(`4${form("ro", "few")}`);
    expect(romanian("teamSize", { size: "20", count: 20 })).toBe(`20${form("ro", "other")}`);
    expect(form("pl", "few")).not.toBe(form("pl", "many"));
    expect(form("ro", "few")).not.toBe(form("ro", "other"));
  });

  it("asks for the number of a text that counts", () => {
    const t = createTranslate(en, "en-GB");
    expect(() => t("teamSize", { size: "4" })).toThrow(
      'The interface text "teamSize" counts something: give its number as count',
    );
  });
});
