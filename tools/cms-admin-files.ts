import { defaultLanguage, languages, type Language } from "../app/config/languages";

/** The CMS's configuration file in each language of its interface: `config.yml` in English,
 * `config.it.yml` in Italian (setup.js reads the one of the board member's language). */
export const adminConfigFiles = Object.fromEntries(
  languages.map((language) => [
    language,
    language === defaultLanguage ? "config.yml" : `config.${language}.yml`,
  ]),
) as Record<Language, string>;
