/**
 * The board guide's tables (docs/board-guide.md) of the event's fields and of the placeholders
 * are what the board reads first: they name exactly the fields of the schema and the
 * placeholders the check knows. Its table of renamed fields names those the check knows.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eventSchema } from "../lib/content-schema";
import { identityPlaceholderNames } from "../lib/identity-values";
import { renamedFields } from "../lib/renamed-fields";
import { shapeOf } from "../lib/schema-walk";
import { eventPlaceholders } from "../content-texts/event-placeholders";

const guide = readFileSync(new URL("../../docs/board-guide.md", import.meta.url), "utf8");

/** The first cells of the table under a heading of the board guide. */
function firstCells(heading: string): string[] {
  const section = guide.split(/^#+ /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/board-guide.md has no heading "${heading}"`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) => line.split("|")[1] ?? "");
}

/** The names written as code (`name`) in some text. */
const codeNames = (cells: string[], pattern: RegExp) =>
  cells.flatMap((cell) => [...cell.matchAll(pattern)].map((match) => match[1] ?? "")).sort();

describe("docs/board-guide.md", () => {
  it("lists every field of an event's file, and no other", () => {
    const listed = codeNames(firstCells("Adding an event"), /`([a-zA-Z]+)`/g);
    expect(listed).toEqual(Object.keys(shapeOf(eventSchema) ?? {}).sort());
  });

  it("lists every placeholder of the events and the identity, and no other", () => {
    const listed = codeNames(
      firstCells("Values written once: placeholders"),
      /`\{\{([a-zA-Z]+)\}\}`/g,
    );
    expect(listed).toEqual([...Object.keys(eventPlaceholders), ...identityPlaceholderNames].sort());
  });

  it("lists every renamed field with its day, old name and new name", () => {
    const section = guide.split(/^#+ /m).find((part) => part.startsWith("Renamed fields\n")) ?? "";
    const rows = section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .slice(2);
    expect(rows).toHaveLength(renamedFields.length);
    for (const { from, to, date } of renamedFields) {
      expect(rows, from).toContainEqual(
        expect.stringMatching(new RegExp(`^\\| ${date} .*\\| \`${from}\` +\\| \`${to}\``)),
      );
    }
  });
});
