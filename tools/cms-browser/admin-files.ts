import { cmsLanguages, type CmsLanguage } from "./words";

/** The CMS's configuration file in each language of its interface: `config.yml` in English,
 * `config.<code>.yml` in another (`config.pt.yml`; setup.js reads the one of the board member's
 * language). */
export const adminConfigFiles = Object.fromEntries(
  cmsLanguages.map((language) => [
    language,
    language === "en" ? "config.yml" : `config.${language}.yml`,
  ]),
) as Record<CmsLanguage, string>;
