import { describe, expect, it } from "vitest";
import { knownLanguages, type KnownLanguageCode } from "../../app/config/known-languages";
import { cmsWords, languageNameIn } from "./words";

describe("the CMS's name of a language", () => {
  it("is the language's name in the CMS's own language, never in the language itself", () => {
    for (const code of Object.keys(knownLanguages) as KnownLanguageCode[]) {
      // In English, the name the site's table gives (what messages and the guides say).
      expect(cmsWords("en").languageName(code), code).toBe(knownLanguages[code].englishName);
      if (code !== "en") {
        expect(languageNameIn(code, "en"), code).not.toBe(knownLanguages[code].nativeName);
      }
    }
    // In Italian, the Italian names, capitalised as a field's label is.
    expect(
      (["pt", "es", "fr", "pl", "el", "ro", "nl", "de"] as const).map((code) =>
        cmsWords("it").languageName(code),
      ),
    ).toEqual([
      "Portoghese",
      "Spagnolo",
      "Francese",
      "Polacco",
      "Greco",
      "Rumeno",
      "Olandese",
      "Tedesco",
    ]);
  });
});
