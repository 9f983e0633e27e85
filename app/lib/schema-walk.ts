/**
 * Walking the content schemas: the field a mistake is in and how to say it, the sub-schema of a
 * field, and every field of a file with its schema's metadata (titles, descriptions, whether a
 * text is Markdown). The content check and the CMS's configuration both read the schemas so.
 */
import type { z } from "zod";
import type { PictureUse } from "../config/pictures";

/** A text in the languages the schemas write the CMS's words in: English, and Italian beside it
 * (the CMS's other languages have theirs in tools/cms-browser/words/<code>.ts). */
export interface CmsText<Text = string> {
  en: Text;
  it: Text;
}

/** A field's words in Italian, beside the English ones of its meta, under the same keys. */
export interface FieldWords {
  title?: string;
  description?: string;
  optionLabels?: Record<string, string>;
}

/** What the schemas say of a field: `.meta({ title, description, markdown, image, ... })`. The
 * words the CMS shows (title, description, a pattern's message, choices) are in English, each
 * with its Italian beside it: `it: { title, description }`, `pattern: { ..., it: { message } }`;
 * a list names its items in both: `nouns: { en: ["a member", "members"], it: [...] }`. */
export interface FieldMeta {
  title?: string;
  description?: string;
  /** The Italian of `title`, `description` and `optionLabels`. */
  it?: FieldWords;
  /** A list's item with its indefinite article, and its items ("a section", "sections"), in
   * each language: the CMS's "1 section", "2 sections", "Add a section". On a list, or on a
   * text in every language whose languages are lists. */
  nouns?: CmsText<readonly [a: string, other: string]>;
  /** A text in Markdown: "blocks" (paragraphs, lists) or "inline" (one paragraph). */
  markdown?: "blocks" | "inline";
  /** A file name of a picture in `folder`, and what the picture is used as. */
  picture?: PictureUse;
  folder?: string;
  /** The field beside it that says where the picture's subject is. */
  focusField?: string;
  /** A picture's focal point (lib/schema-fields.ts `focus`): the CMS sets it on the picture. */
  focus?: boolean;
  /** A local date-time (2025-12-05T09:00), or a date (2024-10-24). */
  datetime?: boolean;
  date?: boolean;
  /** What the CMS checks as the board types (the build checks the whole rule): a regular
   * expression and the words of its mistake. */
  pattern?: { regex: string; message: string; it: { message: string } };
  /** The most characters a one-line value may have, where its kind sets it apart from the usual
   * limit of one line (content-rules/content-rules.ts): web and e-mail addresses. */
  maxLength?: number;
  /** The words people read for each choice of an enum, where its values are codes. */
  optionLabels?: Record<string, string>;
  /** A field only a site in this language needs (the university's name with its Italian
   * article): the CMS shows it only when the site is in that language. */
  forLanguage?: string;
}

declare module "zod" {
  // Every `.meta()` of the schemas says a FieldMeta: a known key with a value of the wrong kind is
  // a type error. (zod's own type also takes any other key: schema-walk.test.ts refuses those.)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends FieldMeta {}
}

type Schema = z.ZodType;

/** What kind of schema it is, as zod names it: "object", "array", "optional", ... */
export function typeOf(schema: Schema): string {
  return (schema as unknown as { def: { type: string } }).def.type;
}

/** Each schema's metadata, read once: zod merges it anew from the schema's parents at each
 * read, and the walks below read it for every field of every file. A schema's metadata is set
 * when it is made (`.meta()` makes a new schema), and `unwrap` only copies from it. */
const ownMetas = new WeakMap<Schema, FieldMeta>();

function ownMeta(schema: Schema): FieldMeta {
  let meta = ownMetas.get(schema);
  if (meta === undefined) {
    meta = schema.meta() ?? {};
    ownMetas.set(schema, meta);
  }
  return meta;
}

/** The schema inside optional wrappers, and the metadata of the wrappers and the inside. */
export function unwrap(schema: Schema): { schema: Schema; meta: FieldMeta; optional: boolean } {
  let current = schema;
  let meta: FieldMeta = {};
  let optional = false;
  for (;;) {
    meta = { ...ownMeta(current), ...meta };
    const type = typeOf(current);
    if (type !== "optional" && type !== "nullable" && type !== "default") break;
    optional = true;
    current = (current as unknown as { unwrap: () => Schema }).unwrap();
  }
  return { schema: current, meta, optional };
}

/** The fields of an object schema. */
export function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const inner = unwrap(schema).schema;
  return typeOf(inner) === "object"
    ? (inner as unknown as { shape: Record<string, Schema> }).shape
    : undefined;
}

/** The element schema of an array schema. */
export function elementOf(schema: Schema): Schema | undefined {
  const inner = unwrap(schema).schema;
  return typeOf(inner) === "array" ? (inner as unknown as { element: Schema }).element : undefined;
}

/** The choices of an enum schema. */
export function optionsOf(schema: Schema): string[] | undefined {
  const inner = unwrap(schema).schema;
  return typeOf(inner) === "enum" ? (inner as unknown as { options: string[] }).options : undefined;
}

/** The schema of the field at a path, if the schema has one. */
export function schemaAt(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    current = typeof key === "number" ? elementOf(current) : shapeOf(current)?.[String(key)];
  }
  return current;
}

/** A field's path as people read it: `page.sections[1].text.it`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** A field met by `visitFields`: its path, value, metadata and the object it is in. */
export interface VisitedField {
  field: string;
  value: unknown;
  meta: FieldMeta;
  parent: unknown;
}

/**
 * Calls `visit` for every field of `data` that its schema describes, depth first. `data` may be
 * a file's data before it was checked: parts of the wrong kind are skipped.
 */
export function visitFields(
  schema: Schema,
  data: unknown,
  visit: (visited: VisitedField) => void,
  path: PropertyKey[] = [],
  parent: unknown = undefined,
) {
  if (data === undefined) return;
  const { meta } = unwrap(schema);
  if (path.length > 0) visit({ field: fieldPath(path), value: data, meta, parent });
  const shape = shapeOf(schema);
  const element = elementOf(schema);
  if (shape && typeof data === "object" && data !== null && !Array.isArray(data)) {
    for (const [key, field] of Object.entries(shape)) {
      visitFields(field, (data as Record<string, unknown>)[key], visit, [...path, key], data);
    }
  } else if (element && Array.isArray(data)) {
    data.forEach((item, index) => visitFields(element, item, visit, [...path, index], data));
  }
}

const expectedWords: Record<string, string> = {
  string: "must be a text",
  number: "must be a number",
  int: "must be a whole number",
  boolean: "must be true or false",
  object: "must be a group of fields",
  array: "must be a list",
};

/** The edit distance of two words, to suggest the field someone meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(
        current + 1,
        (row[j - 1] ?? 0) + 1,
        previous + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The candidate closest to a word someone wrote, if it is close enough to be what they meant. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const best = candidates
    .map((name) => ({ name, cost: distance(word, name) }))
    .sort((a, b) => a.cost - b.cost)[0];
  return best && best.cost <= Math.max(2, Math.floor(word.length / 3)) ? best.name : undefined;
}

/**
 * The text a value was meant to be, when YAML read it as a field instead: an unquoted list item
 * `- Winner: AgentDesk` is the group `{ Winner: "AgentDesk" }`.
 */
function fieldRead(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const entries = Object.entries(input);
  const [key, value] = entries[0] ?? [];
  if (entries.length !== 1 || key === undefined) return undefined;
  return ["string", "number", "boolean"].includes(typeof value)
    ? `${key}: ${String(value)}`
    : undefined;
}

/**
 * What a list schema says when it has too few items ("add at least one section"), if it has a
 * least number of items.
 */
function fewestItemsMessage(schema: Schema): string | undefined {
  const inner = unwrap(schema).schema;
  if (typeOf(inner) !== "array") return undefined;
  const result = inner.safeParse([]);
  const [issue] = result.success ? [] : result.error.issues;
  return issue?.code === "too_small" && issue.path.length === 0 ? issue.message : undefined;
}

/** Whether zod wrote the message itself (the schemas' own messages are already in words). */
const isDefaultMessage = (message: string) =>
  /^(Invalid input|Too small|Too big|Unrecognized key|Invalid)/.test(message);

/**
 * A schema mistake in words: its field and what is expected. A misspelt field is named with the
 * field that was probably meant.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  fieldSchema: Schema | undefined,
): { field?: string; message: string }[] {
  const field = fieldPath(issue.path) || undefined;
  if (issue.code === "unrecognized_keys") {
    const known = Object.keys((fieldSchema && shapeOf(fieldSchema)) ?? {});
    return issue.keys.map((key) => {
      const meant = closest(key, known);
      const hint = meant
        ? ` (did you mean "${meant}"?)`
        : known.length > 0
          ? ` (the fields here are: ${known.join(", ")})`
          : "";
      return { field: fieldPath([...issue.path, key]), message: `is not a known field${hint}` };
    });
  }
  // An empty list is a field left out (a CMS writes a cleared list so): its first item is asked for.
  const emptyList = issue.code === "invalid_type" && issue.input === undefined && fieldSchema;
  const least = emptyList ? fewestItemsMessage(fieldSchema) : undefined;
  if (least) return [{ field, message: least }];
  const colonText =
    issue.code === "invalid_type" && issue.expected === "string" && fieldRead(issue.input);
  if (colonText) {
    return [
      {
        field,
        message: `must be a text, but YAML read "${colonText}" as a field because of its ": ": put quotes around a value containing ": "`,
      },
    ];
  }
  if (!isDefaultMessage(issue.message)) return [{ field, message: issue.message }];
  switch (issue.code) {
    case "invalid_type":
      return [
        {
          field,
          message: /received undefined$/.test(issue.message)
            ? "is missing"
            : (expectedWords[issue.expected] ?? `must be ${issue.expected}`),
        },
      ];
    case "too_small":
      return [
        {
          field,
          message:
            issue.origin === "array"
              ? `must have at least ${String(issue.minimum)}`
              : issue.origin === "string"
                ? "must not be empty"
                : `must be at least ${String(issue.minimum)}`,
        },
      ];
    case "too_big":
      return [{ field, message: `must be at most ${String(issue.maximum)}` }];
    default:
      return [{ field, message: issue.message }];
  }
}
