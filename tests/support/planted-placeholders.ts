/**
 * Placeholders planted in every text of the content of a copy (tests/support/content-copy.ts, or
 * a copy of the project with the fixture content): every text in each language and every item of
 * a list in each language that the content schemas describe, found by walking each file's data
 * with its schema (lib/schema-walk.ts `visitFields`), never by a list of fields. Each text ends
 * with a token of its own and placeholders, ` Pz17q {{city}}` (an event's also `{{startTime}}`):
 * wherever the text is published, its token is followed by the placeholders' values.
 *
 * The fields the fixture content leaves out (a team member's own role, an event's links) are
 * given first, and `textFieldsOf` lists every text field a schema has, from the schema alone: a
 * test holds the two to each other, so that a text field added to a schema is planted too, or
 * the test says which one the fixture content lacks.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import type { z } from "zod";
import { languages, type Language } from "../../app/config/languages";
import { eventValueFields } from "../../app/content-texts/event-placeholders";
import { eventFiles, namedFiles } from "../../app/lib/content-collections";
import { identityValueFields } from "../../app/lib/identity-values";
import { elementOf, shapeOf, visitFields } from "../../app/lib/schema-walk";

export interface PlantedText {
  /** The content file, from the project's root. */
  file: string;
  /** The text's field, without its language and its items' numbers: `page.steps.items`. */
  field: string;
  /** Where the text is, as the content check names it: `page.steps.items.en[2]`. */
  at: string;
  language: Language;
  /** The word planted at its end, before the placeholders. */
  token: string;
  /** What the placeholders after the token become in the text's language. */
  value: string;
}

type Data = Record<string, unknown>;

/** The most characters `plantPlaceholders` adds after a text (` Pz123q {{city}} {{startTime}}`
 * is 30): long-words.ts makes its words this much shorter than a one-line field holds, so that
 * a headline with its placeholders planted after it is still within the limit. */
export const plantedSuffixRoom = 40;

/** Whether a schema is a text (or a list of texts) in each language: its fields are the
 * site's languages. */
function inEachLanguage(schema: z.ZodType): boolean {
  const shape = shapeOf(schema);
  return (
    shape !== undefined &&
    Object.keys(shape).length === languages.length &&
    languages.every((language) => Object.hasOwn(shape, language))
  );
}

/** Every text field a schema has, from the schema alone: `page.steps.items`, `summary`. */
export function textFieldsOf(schema: z.ZodType, path = ""): string[] {
  if (inEachLanguage(schema)) return [path];
  const shape = shapeOf(schema);
  if (shape) {
    return Object.entries(shape).flatMap(([key, field]) =>
      textFieldsOf(field, path ? `${path}.${key}` : key),
    );
  }
  const element = elementOf(schema);
  return element ? textFieldsOf(element, path) : [];
}

/** The files that may hold texts, each with its schema and the fields that are placeholders'
 * values (no placeholder is allowed there: content-rules/content-rules.ts). */
export function contentFilesOf(root: string) {
  const events = readdirSync(join(root, eventFiles.folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({
      file: `${eventFiles.folder}/${name}`,
      schema: eventFiles.schema as z.ZodType,
      valueFields: Object.keys(eventValueFields),
    }));
  const named = Object.entries(namedFiles).map(([name, { file, schema }]) => ({
    file,
    schema: schema as z.ZodType,
    valueFields: name === "identity" ? Object.keys(identityValueFields) : [],
  }));
  return [...named, ...events];
}

const inLanguages = (text: (language: Language) => string) =>
  Object.fromEntries(languages.map((language) => [language, text(language)]));

/** The text fields that the fixture content leaves out, given in the copy so that every text
 * field of the schemas is planted. */
function giveMissingTexts(root: string) {
  const edit = (file: string, change: (data: Data) => void) => {
    const data = parse(readFileSync(join(root, file), "utf8")) as Data;
    change(data);
    writeFileSync(join(root, file), stringify(data, { lineWidth: 0 }));
  };
  edit(namedFiles.team.file, (team) => {
    const [first] = team.members as Data[];
    if (first) first.roleLabel = inLanguages((language) => `Own role (${language})`);
  });
  edit(`${eventFiles.folder}/student-tech-clash.yaml`, (event) => {
    const contacts = (event.contacts ?? {}) as Data;
    contacts.links = [
      { label: inLanguages(() => "The teams' chat"), url: "https://chat.example.org/clash" },
    ];
    event.contacts = contacts;
  });
}

/** Plants a token and placeholders at the end of every text of every content file of the copy
 * at `root`; what it planted, one entry per text. */
export function plantPlaceholders(root: string): PlantedText[] {
  giveMissingTexts(root);
  const identity = parse(readFileSync(join(root, namedFiles.identity.file), "utf8")) as {
    city: { name: Record<Language, string> };
  };
  const planted: PlantedText[] = [];
  const languageAtEnd = new RegExp(`^(.*)\\.(${languages.join("|")})(\\[\\d+\\])?$`);
  for (const { file, schema, valueFields } of contentFilesOf(root)) {
    const data = parse(readFileSync(join(root, file), "utf8")) as Data;
    const isEvent = file.startsWith(`${eventFiles.folder}/`);
    // `{{startTime}}` as the event's pages write it: on the 24-hour clock, in every language.
    const startTime = isEvent ? String(data.start).slice(11, 16) : "";
    visitFields(schema, data, ({ field: at, value, parent }) => {
      const match = languageAtEnd.exec(at);
      if (typeof value !== "string" || !match) return;
      const field = (match[1] ?? "").replace(/\[\d+\]/g, "");
      if (valueFields.includes(field)) return;
      const language = match[2] as Language;
      const token = `Pz${planted.length + 1}q`;
      const city = identity.city.name[language];
      const suffix = ` ${token} {{city}}${isEvent ? " {{startTime}}" : ""}`;
      if (suffix.length > plantedSuffixRoom) {
        throw new Error(`"${suffix}" is longer than plantedSuffixRoom (${plantedSuffixRoom})`);
      }
      const text = `${value}${suffix}`;
      if (Array.isArray(parent)) parent[Number(/\[(\d+)\]$/.exec(at)?.[1])] = text;
      else (parent as Data)[language] = text;
      planted.push({
        file,
        field,
        at,
        language,
        token,
        value: isEvent ? `${city} ${startTime}` : city,
      });
    });
    writeFileSync(join(root, file), stringify(data, { lineWidth: 0 }));
  }
  return planted;
}
