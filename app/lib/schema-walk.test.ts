import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventFiles, namedFiles } from "./content-collections";
import { typeOf, type FieldMeta } from "./schema-walk";

/** Every key a schema's `.meta()` may say: FieldMeta's, and no other (the type check holds this
 * list to FieldMeta both ways). */
const fieldMetaKeys = {
  title: true,
  description: true,
  it: true,
  nouns: true,
  markdown: true,
  picture: true,
  folder: true,
  focusField: true,
  datetime: true,
  date: true,
  pattern: true,
  maxLength: true,
  optionLabels: true,
  forLanguage: true,
  focus: true,
} satisfies Record<keyof FieldMeta, true>;

/** Every schema inside `schema`, itself included, whatever wraps or combines them. */
function everySchema(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  const inner = [
    ...Object.values((def.shape as Record<string, z.ZodType> | undefined) ?? {}),
    ...((def.options as z.ZodType[] | undefined) ?? []),
    ...((def.items as z.ZodType[] | undefined) ?? []),
    ...["element", "innerType", "in", "out", "left", "right", "keyType", "valueType", "rest"]
      .map((key) => def[key] as z.ZodType | undefined)
      .filter((child): child is z.ZodType => child !== undefined && typeof child === "object"),
  ];
  return [schema, ...inner.flatMap((child) => everySchema(child, seen))];
}

describe("the schemas' metadata", () => {
  const schemas = [...Object.values(namedFiles).map(({ schema }) => schema), eventFiles.schema];

  it("says only what FieldMeta names, in every field of every file", () => {
    const keys = new Set(
      schemas.flatMap((schema) =>
        everySchema(schema).flatMap((part) => Object.keys(part.meta() ?? {})),
      ),
    );
    expect([...keys].filter((key) => !Object.hasOwn(fieldMetaKeys, key))).toEqual([]);
    // The walk reaches the fields: titles, pictures and Markdown among them.
    expect([...keys]).toEqual(expect.arrayContaining(["title", "picture", "markdown"]));
  });

  it("reaches inside every kind of schema the files use", () => {
    const kinds = new Set(schemas.flatMap((schema) => everySchema(schema).map(typeOf)));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(["array", "object", "optional", "string"]),
    );
  });
});
