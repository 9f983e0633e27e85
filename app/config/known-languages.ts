/**
 * Every language a site may list (app/config/identity.yaml, `languages`), keyed by its BCP 47
 * primary code: the European Union's languages and those of its neighbours. What a language needs
 * besides (plurals, the order of a date's parts, digit grouping) is the browser's and Node's
 * `Intl`, from the locale here. A code that is not here is refused by the identity's check.
 */

/** The font subsets (app/assets/fonts) whose letters a language's texts use. */
export type FontSubset = "latin" | "latin-ext" | "greek" | "cyrillic";

export interface KnownLanguage {
  /** The language's own name, shown in the language menu: "Deutsch". */
  nativeName: string;
  /** Its name in English, for messages and the CMS: "German". */
  englishName: string;
  /** The locale dates and numbers are written in (`Intl`): "de-DE". */
  locale: string;
  /** Open Graph locale (`og:locale`): "de_DE". */
  ogLocale: string;
  /** The font subsets its letters need; Latin is always served. */
  fontSubsets: readonly FontSubset[];
}

const latin = ["latin"] as const;
const latinExt = ["latin", "latin-ext"] as const;

export const knownLanguages = {
  bg: {
    nativeName: "Български",
    englishName: "Bulgarian",
    locale: "bg-BG",
    ogLocale: "bg_BG",
    fontSubsets: ["latin", "cyrillic"],
  },
  bs: {
    nativeName: "Bosanski",
    englishName: "Bosnian",
    locale: "bs-BA",
    ogLocale: "bs_BA",
    fontSubsets: latinExt,
  },
  ca: {
    nativeName: "Català",
    englishName: "Catalan",
    locale: "ca-ES",
    ogLocale: "ca_ES",
    fontSubsets: latin,
  },
  cs: {
    nativeName: "Čeština",
    englishName: "Czech",
    locale: "cs-CZ",
    ogLocale: "cs_CZ",
    fontSubsets: latinExt,
  },
  cy: {
    nativeName: "Cymraeg",
    englishName: "Welsh",
    locale: "cy-GB",
    ogLocale: "cy_GB",
    fontSubsets: latinExt,
  },
  da: {
    nativeName: "Dansk",
    englishName: "Danish",
    locale: "da-DK",
    ogLocale: "da_DK",
    fontSubsets: latin,
  },
  de: {
    nativeName: "Deutsch",
    englishName: "German",
    locale: "de-DE",
    ogLocale: "de_DE",
    fontSubsets: latin,
  },
  el: {
    nativeName: "Ελληνικά",
    englishName: "Greek",
    locale: "el-GR",
    ogLocale: "el_GR",
    fontSubsets: ["latin", "greek"],
  },
  en: {
    nativeName: "English",
    englishName: "English",
    locale: "en-GB",
    ogLocale: "en_GB",
    fontSubsets: latin,
  },
  es: {
    nativeName: "Español",
    englishName: "Spanish",
    locale: "es-ES",
    ogLocale: "es_ES",
    fontSubsets: latin,
  },
  et: {
    nativeName: "Eesti",
    englishName: "Estonian",
    locale: "et-EE",
    ogLocale: "et_EE",
    fontSubsets: latinExt,
  },
  eu: {
    nativeName: "Euskara",
    englishName: "Basque",
    locale: "eu-ES",
    ogLocale: "eu_ES",
    fontSubsets: latin,
  },
  fi: {
    nativeName: "Suomi",
    englishName: "Finnish",
    locale: "fi-FI",
    ogLocale: "fi_FI",
    fontSubsets: latin,
  },
  fr: {
    nativeName: "Français",
    englishName: "French",
    locale: "fr-FR",
    ogLocale: "fr_FR",
    fontSubsets: latin,
  },
  ga: {
    nativeName: "Gaeilge",
    englishName: "Irish",
    locale: "ga-IE",
    ogLocale: "ga_IE",
    fontSubsets: latin,
  },
  gl: {
    nativeName: "Galego",
    englishName: "Galician",
    locale: "gl-ES",
    ogLocale: "gl_ES",
    fontSubsets: latin,
  },
  hr: {
    nativeName: "Hrvatski",
    englishName: "Croatian",
    locale: "hr-HR",
    ogLocale: "hr_HR",
    fontSubsets: latinExt,
  },
  hu: {
    nativeName: "Magyar",
    englishName: "Hungarian",
    locale: "hu-HU",
    ogLocale: "hu_HU",
    fontSubsets: latinExt,
  },
  is: {
    nativeName: "Íslenska",
    englishName: "Icelandic",
    locale: "is-IS",
    ogLocale: "is_IS",
    fontSubsets: latin,
  },
  it: {
    nativeName: "Italiano",
    englishName: "Italian",
    locale: "it-IT",
    ogLocale: "it_IT",
    fontSubsets: latin,
  },
  lb: {
    nativeName: "Lëtzebuergesch",
    englishName: "Luxembourgish",
    locale: "lb-LU",
    ogLocale: "lb_LU",
    fontSubsets: latin,
  },
  lt: {
    nativeName: "Lietuvių",
    englishName: "Lithuanian",
    locale: "lt-LT",
    ogLocale: "lt_LT",
    fontSubsets: latinExt,
  },
  lv: {
    nativeName: "Latviešu",
    englishName: "Latvian",
    locale: "lv-LV",
    ogLocale: "lv_LV",
    fontSubsets: latinExt,
  },
  mk: {
    nativeName: "Македонски",
    englishName: "Macedonian",
    locale: "mk-MK",
    ogLocale: "mk_MK",
    fontSubsets: ["latin", "cyrillic"],
  },
  mt: {
    nativeName: "Malti",
    englishName: "Maltese",
    locale: "mt-MT",
    ogLocale: "mt_MT",
    fontSubsets: latinExt,
  },
  nb: {
    nativeName: "Norsk bokmål",
    englishName: "Norwegian Bokmål",
    locale: "nb-NO",
    ogLocale: "nb_NO",
    fontSubsets: latin,
  },
  nl: {
    nativeName: "Nederlands",
    englishName: "Dutch",
    locale: "nl-NL",
    ogLocale: "nl_NL",
    fontSubsets: latin,
  },
  pl: {
    nativeName: "Polski",
    englishName: "Polish",
    locale: "pl-PL",
    ogLocale: "pl_PL",
    fontSubsets: latinExt,
  },
  pt: {
    nativeName: "Português",
    englishName: "Portuguese",
    locale: "pt-PT",
    ogLocale: "pt_PT",
    fontSubsets: latin,
  },
  ro: {
    nativeName: "Română",
    englishName: "Romanian",
    locale: "ro-RO",
    ogLocale: "ro_RO",
    fontSubsets: latinExt,
  },
  sk: {
    nativeName: "Slovenčina",
    englishName: "Slovak",
    locale: "sk-SK",
    ogLocale: "sk_SK",
    fontSubsets: latinExt,
  },
  sl: {
    nativeName: "Slovenščina",
    englishName: "Slovenian",
    locale: "sl-SI",
    ogLocale: "sl_SI",
    fontSubsets: latinExt,
  },
  sq: {
    nativeName: "Shqip",
    englishName: "Albanian",
    locale: "sq-AL",
    ogLocale: "sq_AL",
    fontSubsets: latin,
  },
  sr: {
    nativeName: "Српски",
    englishName: "Serbian",
    locale: "sr-RS",
    ogLocale: "sr_RS",
    fontSubsets: ["latin", "latin-ext", "cyrillic"],
  },
  sv: {
    nativeName: "Svenska",
    englishName: "Swedish",
    locale: "sv-SE",
    ogLocale: "sv_SE",
    fontSubsets: latin,
  },
  tr: {
    nativeName: "Türkçe",
    englishName: "Turkish",
    locale: "tr-TR",
    ogLocale: "tr_TR",
    fontSubsets: latinExt,
  },
  uk: {
    nativeName: "Українська",
    englishName: "Ukrainian",
    locale: "uk-UA",
    ogLocale: "uk_UA",
    fontSubsets: ["latin", "cyrillic"],
  },
} as const satisfies Record<string, KnownLanguage>;

/** A language code the site knows: `en`, `it`, `de`, ... */
export type KnownLanguageCode = keyof typeof knownLanguages;

export function isKnownLanguage(code: unknown): code is KnownLanguageCode {
  return typeof code === "string" && Object.hasOwn(knownLanguages, code);
}
