/**
 * Every text of a content file, found by its schema rather than field by field: a text in each
 * language (`localized`: a title, a heading, an answer, a recap), each item of a list in each
 * language (`localizedList`: a page's steps, a recap's results), at any depth, in any kind of
 * file. The build fills every one's placeholders here, once, as it reads the content
 * (server/content.server.ts), so that no page, calendar, feed or meta tag can show a placeholder
 * that a view forgot to fill; the content check finds every placeholder through the same walk
 * (content-rules/content-rules.ts).
 *
 * No file system, nothing of Node: the CMS runs the content rules in the browser.
 */
import type { z } from "zod";
import { languages, type Language } from "../config/languages";
import { markdownWords } from "../lib/markdown";
import { interpolate, type TextValues } from "../lib/placeholders";
import { elementOf, fieldPath, shapeOf, typeOf, unwrap, type FieldMeta } from "../lib/schema-walk";

/** A text met by `visitTexts`. */
export interface VisitedText {
  /** Where it is, as the checks name it: `page.steps.items.en[1]`, `summary.it`, `name`. */
  field: string;
  /** The field that holds it in every language (`page.steps.items`, `summary`), or the text's
   * own field when it is not written in each language. */
  textField: string;
  /** Its language; none for a text written once for all of them (a name, an address, a code),
   * where no placeholder is filled. */
  language?: Language;
  text: string;
  /** A text in Markdown (its schema says `markdown`), whose placeholders' values are Markdown. */
  markdown?: FieldMeta["markdown"];
}

type Schema = z.ZodType;

/** Whether a schema is a text or a list of texts in each language (lib/schema-fields.ts
 * `localized`, `localizedList`): an object whose fields are the site's languages. */
function isTextInEachLanguage(schema: Schema): boolean {
  const shape = shapeOf(schema);
  if (!shape) return false;
  const keys = Object.keys(shape);
  return keys.length === languages.length && languages.every((language) => language in shape);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The data with each text the schema describes replaced by `replace(text)`, everything else as
 * it is; a new value, the given one untouched. `data` may be a file's data before it was
 * checked: parts of the wrong kind are left as they are.
 */
export function mapTexts(
  schema: Schema,
  data: unknown,
  replace: (text: VisitedText) => string,
  path: PropertyKey[] = [],
): unknown {
  if (data === undefined) return data;
  const { schema: inner, meta } = unwrap(schema);
  if (isTextInEachLanguage(inner) && isObject(data)) {
    const textField = fieldPath(path);
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        const language = languages.find((known) => known === key);
        if (!language) return [key, value];
        const field = fieldPath([...path, key]);
        const visit = (text: string, at: string) =>
          replace({ field: at, textField, language, text, markdown: meta.markdown });
        if (typeof value === "string") return [key, visit(value, field)];
        if (Array.isArray(value)) {
          return [
            key,
            value.map((item: unknown, index) =>
              typeof item === "string" ? visit(item, `${field}[${index}]`) : item,
            ),
          ];
        }
        return [key, value];
      }),
    );
  }
  const shape = shapeOf(inner);
  if (shape && isObject(data)) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        return [key, field ? mapTexts(field, value, replace, [...path, key]) : value];
      }),
    );
  }
  const element = elementOf(inner);
  if (element && Array.isArray(data)) {
    return data.map((item, index) => mapTexts(element, item, replace, [...path, index]));
  }
  if (typeOf(inner) === "string" && typeof data === "string" && path.length > 0) {
    const field = fieldPath(path);
    return replace({ field, textField: field, text: data });
  }
  return data;
}

/** Calls `visit` for every text of `data` that its schema describes (see `mapTexts`). */
export function visitTexts(schema: Schema, data: unknown, visit: (text: VisitedText) => void) {
  mapTexts(schema, data, (text) => {
    visit(text);
    return text.text;
  });
}

/**
 * A file's data with the placeholders of every text in each language filled with `valuesIn`'s
 * values (Markdown, as content-texts/event-placeholders.ts writes them): a Markdown text takes
 * them as they are, a text without formatting their words (`markdownWords`: an address for
 * `{{contact}}`, "from €199" kept on one line for `{{price}}`). A text written once for every
 * language (a name, a promo code) is left as it is: the content check refuses a placeholder
 * there.
 */
export function withPlaceholdersFilled<Data>(
  schema: Schema,
  data: Data,
  valuesIn: (language: Language) => TextValues,
): Data {
  const values = new Map<Language, { markdown: TextValues; plain: TextValues }>();
  const valuesOf = (language: Language) => {
    let known = values.get(language);
    if (!known) {
      const markdown = valuesIn(language);
      const plain = Object.fromEntries(
        Object.entries(markdown).map(([name, value]) => [name, markdownWords(String(value))]),
      );
      known = { markdown, plain };
      values.set(language, known);
    }
    return known;
  };
  return mapTexts(schema, data, ({ text, language, markdown }) => {
    if (!language) return text;
    const { markdown: markdownValues, plain } = valuesOf(language);
    return interpolate(text, markdown ? markdownValues : plain);
  }) as Data;
}
