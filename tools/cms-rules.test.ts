/**
 * The CMS refuses what the build refuses: every rule the build applies to one file's data is
 * applied by the CMS too (the same module, content-rules/content-rules.ts), and the rules it cannot
 * apply are the listed ones (tools/cms-rules.ts, docs/cms-rules.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentLocations } from "../app/config/content-locations";
import { eventFiles, pageTexts, siteFiles } from "../app/lib/content-collections";
import {
  checkEditedFile,
  formatProblem,
  type EditedFile,
} from "../app/content-rules/content-rules";
import { readContent } from "../app/server/content.server";
import { fixtureContent } from "../tests/support/fixture-content";
import { copyFixtureContent, type ContentCopy } from "../tests/support/content-copy";
import { buildOnlyRules, buildOnlyRulesDocument } from "./cms-rules";

const levels = `${eventFiles.folder}/levels.yaml`;
const context = {
  identity: fixtureContent.identity,
  identityFile: contentLocations.identity,
  sponsorIds: fixtureContent.sponsors.flatMap((sponsor) => (sponsor.id ? [sponsor.id] : [])),
  sponsorsFile: siteFiles.sponsors.file,
};

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
  it("are the build's for an event that repeats: a day, a last day after the first date, skipped dates among its dates", () => {
    const meeting = `${eventFiles.folder}/weekly-meeting.yaml`;
    const { build, editor } = bothAfter(meeting, "event", (c) => {
      c.replace(meeting, 'until: "2026-06-30"', 'until: "2025-09-29"');
    });
    expect(editor).toEqual([
      `${meeting}: repeat.until: must not be before the first date (start, 2025-09-30)`,
    ]);
    expect(editor).toEqual(build);
    const skipped = bothAfter(meeting, "event", (c) => {
      c.replace(meeting, '- "2025-12-23"', '- "2025-12-24"');
    });
    expect(skipped.editor).toEqual([
      expect.stringMatching(/repeat\.skip\[1\]: 2025-12-24 is not one of the event's dates/),
    ]);
    expect(skipped.editor).toEqual(skipped.build);
    const noDay = bothAfter(meeting, "event", (c) => {
      c.replace(meeting, "  days:\n    - tuesday\n", "  days: []\n");
    });
    expect(noDay.editor).toEqual([`${meeting}: repeat.days: add at least one day of the week`]);
    expect(noDay.editor).toEqual(noDay.build);
    // Its bounds: a last day at most five years on, none for one that goes on.
    const tooFar = bothAfter(meeting, "event", (c) => {
      c.replace(meeting, 'until: "2026-06-30"', 'until: "2030-10-01"');
    });
    expect(tooFar.editor).toEqual([
      expect.stringMatching(
        /^\S+: repeat\.until: 2030-10-01 is more than 5 years after the first date/,
      ),
    ]);
    expect(tooFar.editor).toEqual(tooFar.build);
    const openEnded = bothAfter(meeting, "event", (c) => {
      c.replace(meeting, '  until: "2026-06-30"\n', "");
    });
    expect(openEnded).toEqual({ build: [], editor: [] });
  });

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

  it("tell a field under its name before a rename with its new name, as the build does", () => {
    const partners = pageTexts.partners.file;
    const { build, editor } = bothAfter(partners, "partners", (c) => {
      c.replace(partners, "collaborationsText:", "collaborations:");
    });
    expect(editor).toEqual([
      `${partners}: collaborations: renamed collaborationsText (2026-11-28): rename the field, its text stays`,
    ]);
    expect(build).toEqual(editor);
  });

  it("refuse a recap naming a partner that is not in the sponsors' file, as the build does", () => {
    const ey = `${eventFiles.folder}/ey-competition.yaml`;
    const { build, editor } = bothAfter(ey, "event", (c) => {
      c.replace(ey, "    - partner: ey\n", "    - partner: ey-italia\n");
    });
    expect(editor).toEqual([
      `${ey}: recap.partnerOutcomes[0].partner: "ey-italia" is not the short name (id) of a sponsor in app/content/sponsors.yaml; known: example-systems, example-energy, ey`,
    ]);
    expect(build).toEqual(editor);
  });

  it("refuse an event naming a partner that is not in the sponsors' file, as the build does", () => {
    const clash = `${eventFiles.folder}/student-tech-clash.yaml`;
    const { build, editor } = bothAfter(clash, "event", (c) => {
      c.replace(clash, "partners:\n  - example-systems\n", "partners:\n  - example-system\n");
    });
    expect(editor).toEqual([
      `${clash}: partners[0]: "example-system" is not the short name (id) of a sponsor in app/content/sponsors.yaml; did you mean example-systems?`,
    ]);
    expect(build).toEqual(editor);
  });

  it("refuse a focal point outside its picture, or not two numbers, as the build does", () => {
    const ey = `${eventFiles.folder}/ey-competition.yaml`;
    const { build, editor } = bothAfter(ey, "event", (c) => {
      c.replace(
        ey,
        "image: ey-competition.jpg\n",
        "image: ey-competition.jpg\nimageFocus:\n  x: 0.5\n  y: 1.5\n",
      );
      c.replace(
        ey,
        "    - image: ey-competition-1.jpg\n",
        "    - image: ey-competition-1.jpg\n      focus: top\n",
      );
    });
    expect(editor).toEqual([
      `${ey}: imageFocus.y: must be between 0 and 1 (0 is the top, 1 the bottom), not 1.5`,
      `${ey}: recap.photos[0].focus: must be a point of the picture, x and y, each a number between 0 and 1 (x: 0.5 and y: 0.5 is the middle), not "top"`,
    ]);
    expect(build).toEqual(editor);
  });

  it("refuse a home page text that says a figure the page's figures show, as the build does", () => {
    const home = pageTexts.home.file;
    const { build, editor } = bothAfter(home, "home", (c) => {
      c.replace(
        home,
        "Trips with students from all over Europe.",
        "Trips with {{members}} members.",
      );
    });
    expect(editor).toEqual([
      `${home}: reasons[2].text.en: names {{members}}, which the page's figures already show (figures): the home page says each figure once, so leave it out here`,
    ]);
    expect(build).toEqual(editor);
  });

  it("refuse a placeholder that names nothing, in any text of any file, as the build does", () => {
    const cases: [file: string, kind: EditedFile, from: string, to: string, expected: string][] = [
      [
        levels,
        "event",
        "        - A review of the results, with time for questions",
        "        - A review of the results, {{tme}}",
        `${levels}: page.steps.items.en[3]: uses {{tme}}, which does not exist; did you mean {{time}}?`,
      ],
      [
        levels,
        "event",
        "    it: Aula 2T, edificio T",
        "    it: Aula 2T, {{city}}",
        `${levels}: place.name.it: uses {{city}}, but this field is the value of {{place}}, which other texts use: write it out, without placeholders`,
      ],
      [
        siteFiles.quotes.file,
        "quotes",
        "      en: Risk Advisory Partner",
        "      en: Risk Advisory Partner in {{cty}}",
        `${siteFiles.quotes.file}: quotes[1].role.en: uses {{cty}}, which does not exist; did you mean {{city}}?`,
      ],
      [
        siteFiles.team.file,
        "team",
        "  - name: Marco Esposito",
        "  - name: Marco of {{chapter}}",
        `${siteFiles.team.file}: members[1].name: uses {{chapter}}, but placeholders are filled only in texts written in each language (en, it, de): write the value itself`,
      ],
      [
        contentLocations.identity,
        "identity",
        "      en: the year it was founded",
        "      en: the year {{chapter}} was founded in {{ciy}}",
        `${contentLocations.identity}: figures[0].label.en: uses {{ciy}}, which does not exist; did you mean {{city}}?`,
      ],
    ];
    for (const [file, kind, from, to, expected] of cases) {
      const { build, editor } = bothAfter(file, kind, (c) => c.replace(file, from, to));
      expect(editor).toEqual([expected]);
      expect(build).toEqual(editor);
    }
  });

  it("refuse a quote without its Italian words, and a partner's quote without its company", () => {
    const quotes = siteFiles.quotes.file;
    const { build, editor } = bothAfter(quotes, "quotes", (c) => {
      c.replace(
        quotes,
        "      it: Gli aggiornamenti continuavano ad arrivare, proprio come in una vera crisi. Abbiamo imparato più in quattro ore che in un semestre.\n",
        "",
      );
      c.replace(quotes, "    company: EY\n", "");
    });
    expect(editor).toEqual([
      `${quotes}: quotes[0].text.it: is missing`,
      `${quotes}: quotes[1].company: is missing: a partner's words name the company`,
    ]);
    expect(build).toEqual(editor);
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
