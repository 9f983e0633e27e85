import { describe, expect, it } from "vitest";
import { eventFiles, namedFiles } from "./content-collections";
import { renamedFields, renamedFieldsIn, renamedPath } from "./renamed-fields";
import { schemaAt } from "./schema-walk";

/** The schema of the files a line of the table is about. */
const schemaOf = (files: string) =>
  files === `${eventFiles.folder}/`
    ? eventFiles.schema
    : Object.values(namedFiles).find(({ file }) => file === files)?.schema;

describe("the renamed fields", () => {
  it("name a field of their files' schema by its new name, none by its old, one key apart", () => {
    for (const { in: files, from, to, date } of renamedFields) {
      const schema = schemaOf(files);
      expect(schema, files).toBeDefined();
      if (!schema) continue;
      expect(schemaAt(schema, to.split(".")), to).toBeDefined();
      expect(schemaAt(schema, from.split(".")), from).toBeUndefined();
      expect(from.split(".").slice(0, -1)).toEqual(to.split(".").slice(0, -1));
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("are found by the file, and a path under an old name is the same path under the new", () => {
    expect(renamedFieldsIn("app/content/pages/partners.yaml").map((field) => field.to)).toEqual([
      "collaborationsText",
    ]);
    expect(renamedFieldsIn("app/content/pages/home.yaml")).toEqual([]);
    const clash = `${eventFiles.folder}/student-tech-clash.yaml`;
    expect(renamedPath(clash, "recap.collaborations[0].partner")?.path).toBe(
      "recap.partnerOutcomes[0].partner",
    );
    expect(renamedPath(clash, "recap.collaborationsX")).toBeUndefined();
    expect(renamedPath(clash, "collaborations")).toBeUndefined();
  });
});
