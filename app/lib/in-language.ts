/**
 * Content in one language: what a page's loader hands its component. The content files give
 * every text in each of the site's languages (`localized` and `localizedList`,
 * lib/schema-fields.ts); a page shows one, so a view is the content with each such text
 * replaced by its text in the page's language, everything else (picture names, ids, focus
 * points, numbers) as it is. The type follows: `InLanguage<HomePage>` is the home page's content
 * as a page of one language reads it, inferred from the schema like the content's own types.
 */
import { languages, type Language } from "../config/languages";

/** A value with every text in each language (`Record<Language, string>` or a list of texts in
 * each language) replaced by the text or the list of one language, through objects and lists;
 * optional fields stay optional. */
export type InLanguage<T> =
  T extends Record<Language, string>
    ? string
    : T extends Record<Language, readonly string[]>
      ? string[]
      : T extends readonly (infer Item)[]
        ? InLanguage<Item>[]
        : T extends object
          ? { [Key in keyof T]: InLanguage<T[Key]> }
          : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * Whether a value is a text in each language, as the schema's `localized` and `localizedList`
 * make them (strict objects): a plain object whose keys are exactly the site's languages, each
 * a text, or each a list of texts. An object that has a language's key among others (or lacks
 * one of the languages) is something else.
 */
function isLocalized(value: Record<string, unknown>): value is Record<Language, string | string[]> {
  const keys = Object.keys(value);
  if (keys.length !== languages.length || !languages.every((language) => language in value)) {
    return false;
  }
  const texts = languages.map((language) => value[language]);
  return texts.every(isText) || texts.every((item) => Array.isArray(item) && item.every(isText));
}

/** The value with each of its texts in `language` (see `InLanguage`); a new value, the given one
 * untouched. */
export function inLanguage<T>(value: T, language: Language): InLanguage<T> {
  return pick(value, language) as InLanguage<T>;
}

function pick(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, language));
  if (!isPlainObject(value)) return value;
  if (isLocalized(value)) {
    const text = value[language];
    return Array.isArray(text) ? [...text] : text;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, pick(item, language)]),
  );
}
