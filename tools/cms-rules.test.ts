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

  it("refuse what is not what it looks like, and what is longer than a person writes", () => {
    const { build, editor } = bothAfter(levels, "event", (c) => {
      c.replace(
        levels,
        '  en: "Document Intelligence: Extract Data with GenAI"',
        '  en: "Document\\u200BIntelligence"',
      );
      c.replace(levels, "    en: Room 2T, building T", `    en: Room ${"2".repeat(2_000)}`);
      c.replace(
        levels,
        "url: https://forms.example.org/levels",
        "url: https://forms.exаmple.org/l",
      );
      c.replace(
        levels,
        "          The workshop starts from the basics",
        "          [www.example.org](https://evil.example.net) The workshop starts from the basics",
      );
    });
    expect(editor).toEqual([
      `${levels}: registration.url: must not mix alphabets in one name, as addresses that imitate another site do: "exаmple" has Latin letters and "а" (U+0430, Cyrillic), not "https://forms.exаmple.org/l"`,
      `${levels}: page.sections[0].text.en: has a link whose words name the site "www.example.org" but that leads to "https://evil.example.net": write the address it leads to, or other words`,
      `${levels}: title.en: holds an invisible character (U+200B, zero width space): remove it`,
      `${levels}: place.name.en: is 2005 characters long: this field is one line of at most 1000 characters`,
    ]);
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

  it("are listed in the docs as the list says", () => {
    expect(readFileSync(join(import.meta.dirname, "..", "docs", "cms-rules.md"), "utf8")).toBe(
      buildOnlyRulesDocument(),
    );
  });
});
