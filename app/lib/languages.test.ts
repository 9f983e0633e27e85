import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { identitySchema } from "./identity-schema";
import { knownLanguages } from "../config/known-languages";
import { defaultLanguage, languageInfo, languages, multilingual } from "../config/languages";
import { localized } from "./schema-fields";

const fixtureIdentity = parse(
  readFileSync(
    new URL("../../tests/fixtures/site/app/config/identity.yaml", import.meta.url),
    "utf8",
  ),
) as Record<string, unknown>;

/** The identity's mistakes with `languages` set to `listed`, one line each. */
function languageMistakes(listed: unknown): string[] {
  const result = identitySchema.safeParse({ ...fixtureIdentity, languages: listed });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the site's languages", () => {
  it("are the identity's list, the first the default at /, each other under its code", () => {
    // Unit tests see the fixture's identity: English, Italian and German.
    expect(languages).toEqual(["en", "it", "de"]);
    expect(defaultLanguage).toBe("en");
    expect(multilingual).toBe(true);
    expect(languages.map((language) => languageInfo[language].prefix)).toEqual(["", "/it", "/de"]);
    expect(languageInfo.de).toMatchObject({
      locale: "de-DE",
      ogLocale: "de_DE",
      nativeName: "Deutsch",
    });
  });

  it("refuse an unknown code, a repeated one and an empty list, in one line each", () => {
    expect(languageMistakes(["en", "it", "de"])).toEqual([]);
    const [unknown] = languageMistakes(["en", "xx"]);
    expect(unknown).toMatch(
      /^languages\.1: "xx" is not a language code the site knows \(app\/config\/known-languages\.ts: bg, bs, /,
    );
    expect(languageMistakes(["en", "en"])).toEqual(["languages: lists en twice"]);
    expect(languageMistakes([])).toEqual(["languages: list at least one language"]);
  });

  it("cover the European Union's languages, each with a locale Intl knows", () => {
    const eu = "bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv".split(" ");
    for (const code of eu) expect(Object.keys(knownLanguages)).toContain(code);
    for (const [code, known] of Object.entries(knownLanguages)) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([known.locale]), code).toHaveLength(1);
    }
  });

  it("ask a text in every listed language and refuse one the site does not list", () => {
    expect(localized.safeParse({ en: "Hello", it: "Ciao", de: "Hallo" }).success).toBe(true);
    const missing = localized.safeParse({ en: "Hello", it: "Ciao" });
    expect(
      missing.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual(["de: is missing"]);
    expect(localized.safeParse({ en: "Hello", it: "Ciao", de: "Hallo", fr: "Salut" }).success).toBe(
      false,
    );
  });
});
