/**
 * Every field's words in every language of the CMS that has a file of its own
 * (tools/cms-browser/words/<code>.ts): a field added to a schema without its words there, or words
 * left behind for a field that is gone, fail here, each as "<language>: <file>: <path>: what".
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cmsFiles, eventFiles } from "../../app/lib/content-collections";
import { languages } from "../../app/config/languages";
import { elementOf, shapeOf, typeOf, unwrap, type FieldMeta } from "../../app/lib/schema-walk";
import { fieldsOf } from "../cms-config";
import {
  cmsLanguageFiles,
  cmsWords,
  fieldKey,
  itemKey,
  type CmsLanguageFile,
  type CmsWords,
  type FileFieldWords,
  type FileLanguage,
} from "./words";

/** A content file of the CMS: its name there ("events", "identity", ...) and its schema. */
interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

const cmsSchemas: NamedSchema[] = [
  { name: "events", schema: eventFiles.schema },
  ...cmsFiles.map(({ name, schema }) => ({ name, schema })),
];

/** The English words of a field that the CMS shows: its label (not an item's: the list's noun
 * labels it), hint, choices, list's nouns and pattern's mistake. */
function shownWords(meta: FieldMeta, list: boolean, label = true) {
  return {
    ...(label && meta.title ? { title: meta.title } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    ...(meta.optionLabels ? { optionLabels: meta.optionLabels } : {}),
    ...(list && meta.nouns ? { nouns: meta.nouns.en } : {}),
    ...(meta.pattern ? { pattern: meta.pattern.message } : {}),
  };
}

type EnglishWords = ReturnType<typeof shownWords>;

/** Every field of a schema with words the CMS shows, by its key (`fieldKey`), as the CMS's
 * configuration walks it (tools/cms-config.ts): into groups and lists' items, not into a
 * focal point or a text in every language whose languages are lists (its nouns are its own). */
function fieldsWithWords(
  file: string,
  schema: z.ZodType,
  path: string[] = [],
): [string, EnglishWords][] {
  return Object.entries(shapeOf(schema) ?? {}).flatMap(([name, field]) => {
    const at = [...path, name];
    const key = fieldKey(file, at);
    const { schema: inner, meta } = unwrap(field);
    const shape = shapeOf(inner);
    const pairOfLists =
      shape !== undefined &&
      languages.every((language) => shape[language] && elementOf(shape[language]));
    const element = elementOf(inner);
    const own = shownWords(meta, typeOf(inner) === "array" || pairOfLists);
    const item = element && !shapeOf(element) ? shownWords(unwrap(element).meta, false, false) : {};
    const found: [string, EnglishWords][] = [
      ...(Object.keys(own).length > 0 ? [[key, own] as [string, EnglishWords]] : []),
      ...(Object.keys(item).length > 0 ? [[itemKey(key), item] as [string, EnglishWords]] : []),
    ];
    if (meta.focus || pairOfLists) return found;
    const nested = element && shapeOf(element) ? element : shape ? inner : undefined;
    return [...found, ...(nested ? fieldsWithWords(file, nested, at) : [])];
  });
}

/** The placeholders a text names ({{date}}), which its translation must name too. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map(([p]) => p);

/** What a language's file lacks of the words of `schemas`, or holds for no field, one line each:
 * "pt: events: page.sections.heading: no title". */
export function missingWords(
  language: string,
  file: Pick<CmsLanguageFile, "entries"> & { fields: ReturnType<CmsLanguageFile["fields"]> },
  schemas: readonly NamedSchema[],
): string[] {
  const expected = new Map(schemas.flatMap(({ name, schema }) => fieldsWithWords(name, schema)));
  const problems: string[] = [];
  for (const [key, english] of expected) {
    const words: FileFieldWords = file.fields[key] ?? {};
    const say = (what: string) => problems.push(`${language}: ${key}: ${what}`);
    if (english.title && !words.title) say("no title");
    if (english.description && !words.description) say("no description");
    for (const choice of Object.keys(english.optionLabels ?? {})) {
      if (!words.optionLabels?.[choice]) say(`no words for the choice ${choice}`);
    }
    if (english.nouns && !(words.nouns?.a && words.nouns.one && words.nouns.other)) {
      say("no nouns for its items (a, one, other)");
    }
    if (english.pattern && !words.pattern) say("no pattern's mistake");
    for (const part of ["title", "description", "pattern"] as const) {
      const theirs = words[part] ?? "";
      for (const placeholder of placeholders(english[part] ?? "")) {
        if (theirs && !theirs.includes(placeholder)) say(`its ${part} lacks ${placeholder}`);
      }
    }
  }
  for (const key of Object.keys(file.fields)) {
    if (!expected.has(key)) problems.push(`${language}: ${key}: words for no field of the CMS`);
  }
  for (const name of ["site", ...schemas.map((schema) => schema.name)]) {
    const entry = file.entries[name];
    if (!entry?.label || !entry.description) problems.push(`${language}: ${name}: no name or line`);
  }
  return problems;
}

const fileLanguages = Object.keys(cmsLanguageFiles) as FileLanguage[];

describe("the CMS's words in each language of its own file", () => {
  it("has every field's label, hint, choices, list nouns and pattern's mistake", () => {
    expect(
      fileLanguages.flatMap((language) =>
        missingWords(
          language,
          { ...cmsLanguageFiles[language], fields: cmsLanguageFiles[language].fields() },
          cmsSchemas,
        ),
      ),
    ).toEqual([]);
  });

  it("names a field added without its words, and words left for a field that is gone", () => {
    const schema = z.strictObject({
      name: z.string().meta({ title: "Name", it: { title: "Nome" } }),
      days: z
        .array(z.enum(["monday", "friday"]).meta({ optionLabels: { monday: "M", friday: "F" } }))
        .meta({
          title: "Days",
          description: "As {{date}} says.",
          it: { title: "Giorni", description: "Come dice {{date}}." },
          nouns: { en: ["a day", "days"], it: ["un giorno", "giorni"] },
        }),
    });
    const file = {
      entries: { site: { label: "Capítulo", description: "Tudo." } },
      fields: {
        "rooms: days": { title: "Dias", description: "Como diz a data." },
        "rooms: days[]": { optionLabels: { monday: "Segunda-feira" } },
        "rooms: place": { title: "Lugar" },
      },
    };
    expect(missingWords("pt", file, [{ name: "rooms", schema }])).toEqual([
      "pt: rooms: name: no title",
      "pt: rooms: days: no nouns for its items (a, one, other)",
      "pt: rooms: days: its description lacks {{date}}",
      "pt: rooms: days[]: no words for the choice friday",
      "pt: rooms: place: words for no field of the CMS",
      "pt: rooms: no name or line",
    ]);
  });

  it("keys each field's words as the CMS's configuration asks for them", () => {
    // Every key the configuration asks a language's words for, when it makes its fields.
    const asked = new Set<string>();
    const words = cmsWords("pt");
    const recording: CmsWords = {
      ...words,
      field: (meta, key) => (asked.add(key), words.field(meta, key)),
      listNouns: (meta, key) => (asked.add(key), words.listNouns(meta, key)),
      patternMessage: (pattern, key) => (asked.add(key), words.patternMessage(pattern, key)),
    };
    for (const { name, schema } of cmsSchemas) {
      fieldsOf(schema, { place: { file: name, path: [] } }, recording);
    }
    const keys = cmsSchemas.flatMap(({ name, schema }) =>
      fieldsWithWords(name, schema).map(([key]) => key),
    );
    expect(keys.filter((key) => !asked.has(key))).toEqual([]);
  });
});
