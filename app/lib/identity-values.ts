import type { Identity } from "../config/identity-schema";
import type { Language } from "../config/languages";
import { figureValues } from "./figures";
import type { TextValues } from "./placeholders";

/**
 * The identity's values that any text may use as placeholders: `{{chapter}}`, `{{city}}`, ...
 * and its figures by name, `{{members}}` (interface texts and content alike).
 */
export function identityValues(identity: Identity, language: Language): TextValues {
  return {
    ...figureValues(identity.figures, language),
    chapter: identity.chapterName,
    organisation: identity.organisation.name,
    university: identity.university.name,
    universityWithArticle: identity.university.nameWithArticle,
    mailDomain: identity.university.mailDomain,
    city: identity.city.name[language],
    country: identity.city.country[language],
    year: identity.copyrightYear,
  };
}

/** What each identity placeholder stands for, for the README and the CMS's hints. */
export const identityPlaceholderNames = [
  "chapter",
  "organisation",
  "university",
  "universityWithArticle",
  "mailDomain",
  "city",
  "country",
  "year",
] as const;
