/**
 * The site's languages: the list in the identity (app/config/identity.yaml, `languages`), the
 * first at `/` and each other under `/<code>`. Routes, the language menu, `<html lang>`,
 * `hreflang` links, feeds, the sitemap, the content schema, the CMS and the detection script all
 * read it. What each language is (its name, locale, font subsets) is the table of known languages
 * (known-languages.ts); the identity's check refuses a code that is not there.
 */
import { knownLanguages, type KnownLanguageCode } from "./known-languages.ts";

/**
 * A language code. The type covers every known language, so that `Record<Language, T>` (a text
 * in each language) reads without `undefined`; at run time a value only ever comes from the list
 * below, and the schema makes sure every listed language is there.
 */
export type Language = KnownLanguageCode;

/**
 * The list as the identity's schema read it, given from outside (docs/decisions/0057): in a bundle
 * by Vite or esbuild (`define`: vite.config.ts, vitest.config.ts, tools/cms-admin.ts), in code Node
 * runs by tools/give-site-identity.ts, imported before anything else. `null` when the identity's
 * list is not usable, which its check reports.
 */
declare const __SITE_LANGUAGES__: readonly Language[] | null | undefined;

if (typeof __SITE_LANGUAGES__ === "undefined") {
  throw new Error(
    "app/config/languages.ts: the site's languages were not given. A bundle gets them from Vite's define (vite.config.ts); code Node runs must import tools/give-site-identity.ts before anything else.",
  );
}

/** The site's languages, the default first; English alone while the identity's list is not
 * usable, until its check stops the build. */
export const languages: readonly Language[] = __SITE_LANGUAGES__ ?? ["en"];

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
