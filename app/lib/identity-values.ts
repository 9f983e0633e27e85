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

/** The names of the identity's placeholders: the keys of `identityValues` but the figures'.
 * The content check knows them in every text, and keeps figures from taking their names. */
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
