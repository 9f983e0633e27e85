import type { Language } from "../app/config/languages";

/** The CMS's configuration file in each language of its interface: `config.yml` in English,
 * `config.it.yml` in Italian (setup.js reads the one of the board member's language). */
export const adminConfigFiles: Record<Language, string> = { en: "config.yml", it: "config.it.yml" };
