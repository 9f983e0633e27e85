import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../config/languages";
import { eventSchema } from "./content-schema";
import { unwrap, visitFields } from "./schema-walk";

const boardGuide = readFileSync(
  join(import.meta.dirname, "..", "..", "docs", "board-guide.md"),
  "utf8",
);

describe("the content schema", () => {
  it("gives every field of an event a title for the CMS", () => {
    const untitled: string[] = [];
    const walk = (schema: Parameters<typeof unwrap>[0], path: string) => {
      const { meta } = unwrap(schema);
      const shape = (unwrap(schema).schema as unknown as { shape?: Record<string, never> }).shape;
      // A language's text takes its title from the field it belongs to.
      const language = path.split(".").at(-1) as string;
      if (path && !meta.title && !(languages as readonly string[]).includes(language))
        untitled.push(path);
      for (const [key, field] of Object.entries(shape ?? {}))
        walk(field, path ? `${path}.${key}` : key);
    };
    walk(eventSchema, "");
    expect(untitled).toEqual([]);
  });

  it("has every event field explained in the board guide's table", () => {
    const table = boardGuide.slice(boardGuide.indexOf("### Adding an event"));
    for (const field of Object.keys(eventSchema.shape)) {
      expect(table, field).toContain(`\`${field}\``);
    }
  });

  it("visits a file's fields with their metadata, skipping parts of the wrong kind", () => {
    const seen: string[] = [];
    visitFields(
      eventSchema,
      { title: { en: "A", it: "B" }, page: "not an object" },
      ({ field, meta }) => seen.push(`${field}:${meta.title ?? ""}`),
    );
    expect(seen).toEqual(["title:Title", "title.en:", "title.it:", "page:Page"]);
  });
});
