/**
 * The site's languages: the list in the identity (app/config/identity.yaml, `languages`), the
 * first at `/` and each other under `/<code>`. Routes, the language menu, `<html lang>`,
 * `hreflang` links, feeds, the sitemap, the content schema, the CMS and the detection script all
 * read it. What each language is (its name, locale, font subsets) is the table of known languages
 * (known-languages.ts); the identity's check refuses a code that is not there.
 */
import { identityAsWritten } from "./identity-source.ts";
import { isKnownLanguage, knownLanguages, type KnownLanguageCode } from "./known-languages.ts";

/**
 * A language code. The type covers every known language, so that `Record<Language, T>` (a text
 * in each language) reads without `undefined`; at run time a value only ever comes from the list
 * below, and the schema makes sure every listed language is there.
 */
export type Language = KnownLanguageCode;

// Vite writes the list in at build time (vite.config.ts, vitest.config.ts: `define`); elsewhere
// it is read from the file (identity-source.ts).
declare const __SITE_LANGUAGES__: unknown;

/** The identity's `languages`, as written (checked by the identity's schema). */
function listedInIdentity(): unknown {
  if (typeof __SITE_LANGUAGES__ !== "undefined") return __SITE_LANGUAGES__;
  return identityAsWritten()?.languages;
}

/**
 * The known codes of a `languages` list, duplicates dropped: what the site is built in. Anything
 * else in the list is reported by the identity's check, which stops the build before it matters.
 */
export function usableLanguages(listed: unknown): Language[] {
  const codes = Array.isArray(listed) ? listed.filter(isKnownLanguage) : [];
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : ["en"];
}

/** The site's languages, the default first. */
export const languages: readonly Language[] = usableLanguages(listedInIdentity());

/** The language of unprefixed URLs and the fallback of detection. */
export const defaultLanguage: Language = languages[0] ?? "en";

/** Whether the site has more than one language (a language menu, `hreflang` links). */
export const multilingual = languages.length > 1;

export interface LanguageInfo {
  /** BCP 47 tag for `lang` and `hreflang`. */
  tag: string;
  /** The locale numbers and dates are written in (`Intl`). */
  locale: string;
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
  /** The language's own name, shown in the language menu. */
  nativeName: string;
  /** Its name in English: "German". */
  englishName: string;
  /** Its code as the language button shows it: "EN". */
  abbreviation: string;
  /** URL prefix of the language's pages; empty for the default language. */
  prefix: string;
}

/** What every known language is on this site (its prefix follows the default language). */
export const languageInfo = Object.fromEntries(
  (Object.keys(knownLanguages) as Language[]).map((code) => {
    const known = knownLanguages[code];
    const info: LanguageInfo = {
      tag: code,
      locale: known.locale,
      ogLocale: known.ogLocale,
      nativeName: known.nativeName,
      englishName: known.englishName,
      abbreviation: code.toUpperCase(),
      prefix: code === defaultLanguage ? "" : `/${code}`,
    };
    return [code, info];
  }),
) as Record<Language, LanguageInfo>;
