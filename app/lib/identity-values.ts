import type { Identity } from "./identity-schema";
import type { Language } from "../config/languages";
import { figureValues } from "./figures";
import type { TextValues } from "./placeholders";

/**
 * The identity's placeholders that any text may use (interface texts and content alike), each
 * with its value in a language: `{{chapter}}`, `{{city}}`, ... Its figures are placeholders too,
 * by their names (`{{members}}`), which the identity's file chooses.
 */
const identityPlaceholders = {
  chapter: (identity) => identity.chapterName,
  organisation: (identity) => identity.organisation.name,
  university: (identity) => identity.university.name,
  // Optional in the identity: the name alone, and nothing, until they are given.
  universityWithArticle: (identity) =>
    identity.university.nameWithArticle ?? identity.university.name,
  mailDomain: (identity) => identity.university.mailDomain ?? "",
  city: (identity, language) => identity.city.name[language],
  country: (identity, language) => identity.city.country?.[language] ?? "",
} satisfies Record<string, (identity: Identity, language: Language) => string | number>;

export type IdentityPlaceholderName = keyof typeof identityPlaceholders;

/** The names of the identity's placeholders but the figures'. The content check knows them in
 * every text, and keeps figures from taking their names. */
export const identityPlaceholderNames = Object.keys(
  identityPlaceholders,
) as readonly IdentityPlaceholderName[];

/** The identity's fields that are its placeholders' values: a placeholder in one of them would
 * reach every text that uses the value unfilled, so the content check refuses it there. */
export const identityValueFields: Readonly<Record<string, IdentityPlaceholderName>> = {
  chapterName: "chapter",
  "organisation.name": "organisation",
  "university.name": "university",
  "university.nameWithArticle": "universityWithArticle",
  "university.mailDomain": "mailDomain",
  "city.name": "city",
  "city.country": "country",
};

/** Every placeholder of the identity with its value in `language`, its figures included. */
export function identityValues(identity: Identity, language: Language): TextValues {
  return {
    ...figureValues(identity.figures, language),
    ...Object.fromEntries(
      identityPlaceholderNames.map((name) => [
        name,
        identityPlaceholders[name](identity, language),
      ]),
    ),
  };
}
