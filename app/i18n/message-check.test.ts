import { describe, expect, it } from "vitest";
import { en } from "./en";
import { messageFileProblems, pluralCategories } from "./message-check";
import { messagesOf } from "./messages";

describe("a language's file of interface words", () => {
  it("counts with the plural categories of its language", () => {
    expect(pluralCategories("en")).toEqual(["one", "other"]);
    expect(pluralCategories("pl")).toEqual(["one", "few", "many", "other"]);
    expect(pluralCategories("ro")).toEqual(["one", "few", "other"]);
    expect(pluralCategories("cs")).toEqual(["one", "few", "many", "other"]);
  });

  it("names a count given as one sentence, a form its language needs, and one it does not have", () => {
    const polish = messagesOf("pl");
    expect(messageFileProblems("pl", { ...polish, teamSize: "{{size}} osób" })).toEqual([
      {
        field: "teamSize",
        message:
          'is missing or a single sentence: it is a count: one form per plural category of Polish (one, few, many, other); English writes one: "{{size}} person", other: "{{size}} people"',
      },
    ]);
    const { few: _few, many: _many, ...twoForms } = polish.teamSize as Record<string, string>;
    expect(messageFileProblems("pl", { ...polish, teamSize: twoForms })).toEqual([
      {
        field: "teamSize",
        message:
          'lacks the forms few, many: it is a count: one form per plural category of Polish (one, few, many, other); English writes one: "{{size}} person", other: "{{size}} people"',
      },
    ]);
    expect(
      messageFileProblems("en", { ...en, teamSize: { ...en.teamSize, few: "{{size}} people" } }),
    ).toEqual([
      {
        field: "teamSize.few",
        message: "is not a plural category of English, which has one, other",
      },
    ]);
  });

  it("names a placeholder that nothing fills, in a sentence or a count's form", () => {
    const polish = messagesOf("pl");
    const problems = messageFileProblems("pl", {
      ...polish,
      copyright: "© {{year}} {{chater}}.",
      teamSize: { ...(polish.teamSize as object), few: "{{rozmiar}} osoby" },
    });
    expect(problems.map(({ field }) => field)).toEqual(["copyright", "teamSize.few"]);
    expect(problems[0]?.message).toMatch(
      /^uses \{\{chater\}\}, which nothing fills here: it may use \{\{chapter\}\}, /,
    );
    expect(problems[0]?.message).toContain("{{year}}");
    expect(problems[1]?.message).toContain("{{size}}");
  });

  it("names its first text missing and a key English does not have, and passes complete", () => {
    const { home: _home, when: _when, ...withoutTwo } = messagesOf("pt");
    expect(messageFileProblems("pt", { ...withoutTwo, hello: "Olá" })).toEqual([
      { field: "home", message: `is missing (English: "${en.home}")` },
      { field: "hello", message: "is not a key of app/i18n/en.ts" },
    ]);
    expect(messageFileProblems("pt", messagesOf("pt"))).toEqual([]);
  });
});
