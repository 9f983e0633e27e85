/**
 * Every text of every content file reaches the pages with its placeholders filled, whatever field
 * holds it: a placeholder planted in every text field of the schemas
 * (tests/support/planted-placeholders.ts) is filled in the content the views read, whatever day
 * the site is built on (tests/project-copies/placeholders.ts reads the pages built from it, in the
 * copy of hard-content.test.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { copyFixtureContent } from "../../tests/support/content-copy";
import {
  contentFilesOf,
  plantPlaceholders,
  textFieldsOf,
} from "../../tests/support/planted-placeholders";
import { eventFiles } from "../lib/content-collections";
import { unbreakableEnd, unbreakableStart } from "../lib/placeholders";
import { formatProblem, readContent } from "./content.server";

const copy = copyFixtureContent();
afterAll(() => copy.dispose());
const planted = plantPlaceholders(copy.root);
const report = readContent(copy.root);

/** Every string of a value, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A text as a reader sees it: a value kept on one line is its words. */
const readable = (text: string) =>
  text
    .replaceAll(unbreakableStart, "")
    .replaceAll(unbreakableEnd, "")
    .replace(/\u00A0/g, " ");

describe("a placeholder in every text of every content file", () => {
  it("is planted in every text field the schemas have, but the placeholders' values", () => {
    // The events together, each other file on its own.
    const kindOf = (file: string) => (file.startsWith(`${eventFiles.folder}/`) ? "events" : file);
    const expected = new Map<string, string[]>();
    for (const { file, schema, valueFields } of contentFilesOf(copy.root)) {
      const fields = textFieldsOf(schema).filter((field) => !valueFields.includes(field));
      expected.set(kindOf(file), fields.sort());
    }
    const plantedFields = new Map<string, Set<string>>();
    for (const { file, field } of planted) {
      const fields = plantedFields.get(kindOf(file)) ?? new Set();
      plantedFields.set(kindOf(file), fields.add(field));
    }
    for (const [kind, fields] of expected) {
      expect({ kind, fields: [...(plantedFields.get(kind) ?? [])].sort() }).toEqual({
        kind,
        fields,
      });
    }
    // Lists in each language among them, item by item.
    expect(planted.map((text) => text.at)).toContain("page.steps.items.it[2]");
  });

  it("passes the content check", () => {
    expect(report.problems.map(formatProblem)).toEqual([]);
  });

  it("is filled in the content the pages read, in every text", () => {
    const texts = stringsOf(report.content).map(readable);
    expect(texts.filter((text) => text.includes("{{"))).toEqual([]);
    const unfilled = planted.filter(({ token, value }) => {
      const holding = texts.filter((text) => new RegExp(`\\b${token}\\b`).test(text));
      return holding.length === 0 || holding.some((text) => !text.includes(`${token} ${value}`));
    });
    expect(unfilled.map(({ file, at }) => `${file}: ${at}`)).toEqual([]);
  });
});
