/**
 * The CMS refuses what the build refuses: every rule the build applies to one file's data is
 * applied by the CMS too (the same module, server/content-rules.ts), and the rules it cannot
 * apply are the listed ones (tools/cms-rules.ts, docs/cms-rules.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFiles } from "../app/config/content-files";
import { eventFiles } from "../app/lib/content-collections";
import { checkEditedFile, formatProblem, type EditedFile } from "../app/server/content-rules";
import { readContent } from "../app/server/content.server";
import { fixtureContent } from "../tests/support/fixture-content";
import { copyFixtureContent, type ContentCopy } from "../tests/support/content-copy";
import { buildOnlyRules, buildOnlyRulesDocument } from "./cms-rules";

const levels = `${eventFiles.folder}/levels.yaml`;
const context = { identity: fixtureContent.identity, identityFile: contentFiles.identity };

let copy: ContentCopy | undefined;
afterEach(() => copy?.dispose());

/** What the build says of a changed copy of the fixture content, and what the CMS says of the
 * one file, as it would before saving it. */
function bothAfter(file: string, kind: EditedFile, change: (copy: ContentCopy) => void) {
  copy = copyFixtureContent();
  change(copy);
  const build = readContent(copy.root)
    .problems.filter((problem) => problem.file === file)
    .map(formatProblem);
  const editor = checkEditedFile(kind, file, parse(copy.read(file)), context).map(formatProblem);
  return { build, editor };
}

describe("the CMS's checks before saving", () => {
  it("are the build's, for every mistake of the file being edited", () => {
    const { build, editor } = bothAfter(levels, "event", (c) => {
      c.replace(levels, 'end: "2024-10-31T18:30"', 'end: "2024-10-30T18:30"');
      c.replace(levels, "slug: levels", "slug: Board Test!");
      c.replace(levels, "url: https://forms.example.org/levels", "url: forms.example.org/levels");
      c.replace(levels, "  action: apply\n", "");
      c.replace(levels, '  it: "Document Intelligence: estrarre dati con la GenAI"\n', "");
      c.replace(levels, "Open to anyone: no prior background needed", "");
      c.replace(
        levels,
        "          The workshop starts from the basics",
        "          {{nope}} The workshop starts from the basics",
      );
      c.replace(levels, "    en: Room 2T, building T", '    en: "Room 2T\\u202E, building T"');
    });
    expect(editor.length).toBeGreaterThanOrEqual(7);
    expect(editor).toContainEqual(
      expect.stringMatching(/place\.name\.en: holds an invisible direction mark \(U\+202E\)/),
    );
    expect([...editor].sort()).toEqual([...build].sort());
  });

  it("take the other files' rules from the list of what only the build checks", () => {
    // Two events with one title: the build tells it, the CMS, seeing one file, cannot.
    const { build, editor } = bothAfter(levels, "event", (c) => {
      c.replace(
        levels,
        '  en: "Document Intelligence: Extract Data with GenAI"',
        "  en: EcoTech Challenge",
      );
    });
    expect(build).toEqual([
      `${levels}: title.en: is the same as in app/content/events/ecotech-challenge.yaml: each event page needs its own`,
    ]);
    expect(editor).toEqual([]);
    expect(buildOnlyRules.map((rule) => rule.rule)).toContainEqual(
      expect.stringMatching(/share a title or an introduction/),
    );
  });

  it("refuse a flagship mark on an event that has ended by the time of saving, as the build does", () => {
    copy = copyFixtureContent();
    copy.replace(levels, "\nstart:", "\nflagship: true\nstart:");
    const data = parse(copy.read(levels));
    const ended = `${levels}: flagship: the event ended on 2024-10-31: only an event still ahead can be the flagship; remove the mark (or put it on the next edition)`;
    expect(checkEditedFile("event", levels, data, context).map(formatProblem)).toEqual([ended]);
    // Saved the day before the event, the mark is right.
    const before = Date.parse("2024-10-30T12:00:00Z");
    expect(checkEditedFile("event", levels, data, { ...context, now: before })).toEqual([]);
  });

  it("are listed in the docs as the list says", () => {
    expect(readFileSync(join(import.meta.dirname, "..", "docs", "cms-rules.md"), "utf8")).toBe(
      buildOnlyRulesDocument(),
    );
  });
});
