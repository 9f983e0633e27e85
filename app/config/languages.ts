/**
 * The one table of the site's languages. Routes, the language menu, `<html lang>`,
 * `hreflang` links and the detection script all read it.
 */
export const languages = ["en", "it"] as const;

export type Language = (typeof languages)[number];

/** The language of unprefixed URLs and the fallback of detection. */
export const defaultLanguage: Language = "en";

export interface LanguageInfo {
  /** BCP 47 tag for `lang` and `hreflang`. */
  tag: string;
  /** The locale numbers and dates are written in (`Intl`). */
  locale: string;
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
  /** The language's own name, shown in the language menu. */
  nativeName: string;
  /** Its code as the language button shows it beside the flag: "EN". */
  abbreviation: string;
  /** URL prefix of the language's pages; empty for the default language. */
  prefix: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  en: {
    tag: "en",
    locale: "en-GB",
    ogLocale: "en_GB",
    nativeName: "English",
    abbreviation: "EN",
    prefix: "",
  },
  it: {
    tag: "it",
    locale: "it-IT",
    ogLocale: "it_IT",
    nativeName: "Italiano",
    abbreviation: "IT",
    prefix: "/it",
  },
};
