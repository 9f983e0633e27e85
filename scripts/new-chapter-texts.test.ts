/**
 * The starter texts of `npm run new-chapter` (scripts/new-chapter-texts.yaml): a chapter whose
 * first language has a block starts in that language (an Athens chapter in Greek), so each
 * block must give every field English gives, the same number of items in each list (the script
 * pairs items by place), only the identity's placeholders, and words of its own language.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { identityPlaceholderNames } from "../app/lib/identity-values";

const starter = parse(
  readFileSync(join(import.meta.dirname, "new-chapter-texts.yaml"), "utf8"),
) as { languages: Record<string, unknown> };
const { en, ...others } = starter.languages;

/** The fields and list lengths of a block, its texts left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

/** Every text of a block, by its field: `home.reasons[1].title`. */
function texts(value: unknown, field = ""): [string, string][] {
  if (typeof value === "string") return [[field, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => texts(item, `${field}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      texts(item, field ? `${field}.${key}` : key),
    );
  return [];
}

describe("the starter texts of a new chapter", () => {
  it.each(Object.keys(others))("in %s give every field and list item English gives", (code) => {
    expect(shape(others[code])).toEqual(shape(en));
  });

  it.each(Object.keys(others))("in %s use only the identity's placeholders", (code) => {
    const used = texts(others[code]).flatMap(([, text]) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]),
    );
    expect(used.filter((name) => !identityPlaceholderNames.includes(name as never))).toEqual([]);
  });

  it.each(Object.keys(others))("in %s leave no sentence in English", (code) => {
    const english = new Map(texts(en));
    const copied = texts(others[code]).filter(
      ([field, text]) => text === english.get(field) && text.split(/\s+/).length > 2,
    );
    expect(copied.map(([field]) => field)).toEqual([]);
  });

  it("are written for Polish, Greek, Romanian and Dutch chapters too", () => {
    expect(Object.keys(others)).toEqual(
      expect.arrayContaining(["it", "de", "pl", "el", "ro", "nl"]),
    );
  });
});
