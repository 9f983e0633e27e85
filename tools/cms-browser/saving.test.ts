/**
 * A chapter's file from before a rename (app/lib/renamed-fields.ts), as the CMS reads it: its
 * fields under their new names, every other byte as it was, so that the form shows their values
 * and the next save writes the new names.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { eventFiles, pageTexts } from "../../app/lib/content-collections";
import { withNewNames } from "./saving";

const fixture = join(import.meta.dirname, "..", "..", "tests", "fixtures", "site");
const read = (file: string) => readFileSync(join(fixture, file), "utf8");

describe("a file read by the CMS", () => {
  it("has its renamed fields under their new names, every other byte kept", () => {
    const partners = pageTexts.partners.file;
    const now = read(partners);
    const before = now.replace("collaborationsText:", "collaborations:");
    expect(before).not.toBe(now);
    expect(withNewNames(partners, before)).toBe(now);

    const ey = `${eventFiles.folder}/ey-competition.yaml`;
    const event = read(ey);
    const old = event.replace("  partnerOutcomes:", '  "collaborations":');
    expect(old).not.toBe(event);
    expect(withNewNames(ey, old)).toBe(event);
  });

  it("is left as it is under the names of today, or where a name is no renamed field", () => {
    const partners = pageTexts.partners.file;
    expect(withNewNames(partners, read(partners))).toBe(read(partners));
    // Another file's field of the same name, and a field whose new name is already there.
    const levels = `${eventFiles.folder}/levels.yaml`;
    const other = read(levels).replace("audience:", "collaborations:");
    expect(withNewNames(levels, other)).toBe(other);
    const both = `collaborations: old\ncollaborationsText: new\n`;
    expect(withNewNames(partners, both)).toBe(both);
    expect(parse(withNewNames(partners, "# pitch\ncollaborations: >-\n  Our text\n"))).toEqual({
      collaborationsText: "Our text",
    });
  });
});
