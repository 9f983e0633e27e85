/**
 * The content check on the fixture content, and on copies of it with the mistakes a board
 * member makes: each is told in one line that names the file and the field.
 */
import { readFileSync, renameSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { en } from "../i18n/en";
import { it as italian } from "../i18n/it";
import { copyFixtureContent, type ContentCopy } from "../../tests/support/content-copy";
import { fixtureSiteToday } from "../../tests/support/fixture-build";
import {
  hostileSvgFiles,
  hostileSvgFolder,
  hostileSvgs,
  misnamedSvgs,
} from "../../tests/support/hostile-svgs";
import { commitAll, git } from "../../tests/support/git-repository";
import { fixtureSite } from "../../tests/support/project-copy";
import { scaled } from "../../tests/support/time-scale";
import { siteTimeZone } from "../config/time-zone";
import { startOfLocalDay } from "../lib/dates";
import { seriesDates, weekdays } from "../lib/event-recurrence";
import { checkContent } from "./check-content.server";
import { formatProblem, messageProblems, readContent } from "./content.server";

/** The day the fixture site is built on (tests/support/fixture-build.ts). */
const fixtureDay = startOfLocalDay(fixtureSiteToday, siteTimeZone);
const levels = "app/content/events/levels.yaml";
const clash = "app/content/events/student-tech-clash.yaml";

type Data = Record<string, unknown>;

let copy: ContentCopy | undefined;
afterEach(() => copy?.dispose());

/** The mistakes of the fixture content after `change`, one line each. */
function mistakesAfter(change: (copy: ContentCopy) => void): string[] {
  copy = copyFixtureContent();
  change(copy);
  return readContent(copy.root).problems.map(formatProblem);
}

describe("the fixture content", () => {
  it("passes every check, pictures included", async () => {
    const check = await checkContent(fixtureSite, fixtureDay);
    expect(check.lines).toEqual([]);
    expect(check.content?.events.map((entry) => entry.id)).toEqual([
      "career-days",
      "design-sprint",
      "ecotech-challenge",
      "ey-competition",
      "levels",
      "open-data-hackathon",
      "robotics-cup",
      "snowweek",
      "student-tech-clash-2024",
      "student-tech-clash",
      "weekly-meeting",
    ]);
    expect(check.content?.team).toHaveLength(4);
    expect(check.content?.sponsors).toHaveLength(10);
  });
});

describe("a mistake in a content file", () => {
  it("names a missing Italian text", () => {
    expect(
      mistakesAfter((c) =>
        c.replace(levels, '  it: "Document Intelligence: estrarre dati con la GenAI"\n', ""),
      ),
    ).toEqual([`${levels}: title.it: is missing`]);
  });

  it("reads a blank field as one left out, as a CMS writes a cleared field", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          '  it: "Document Intelligence: estrarre dati con la GenAI"',
          '  it: "  "',
        );
        c.replace(levels, "audience:", 'place2: ""\nimageFocus: null\naudience:');
        c.write("app/content/events/blank.yaml", "slug: ''\ntitle: {}\n");
      }),
    ).toEqual(["app/content/events/blank.yaml: is empty", `${levels}: title.it: is missing`]);
  });

  it("names an event without a date, and a date that is not one", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, 'start: "2024-10-31T16:00"\n', "");
        c.replace(clash, 'end: "2025-11-22T18:00"', 'end: "22/11/2025 18:00"');
      }),
    ).toEqual([
      `${levels}: start: is missing`,
      `${clash}: end: must be a date and time like 2025-12-05T09:00 (local time in Europe/Rome), not "22/11/2025 18:00"`,
    ]);
  });

  it("names a focal point outside its picture, or that is not two numbers between 0 and 1", () => {
    const home = "app/content/pages/home.yaml";
    const team = "app/content/team.yaml";
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          "image: levels.jpg\n",
          "image: levels.jpg\nimageFocus:\n  x: 1.4\n  y: -0.2\n",
        );
        c.replace(
          clash,
          "image: student-tech-clash.jpg\n",
          "image: student-tech-clash.jpg\nimageFocus: right\n",
        );
        c.replace(home, "  image: banner.jpg\n", '  image: banner.jpg\n  focus:\n    x: "0.5"\n');
        c.replace(
          team,
          "    photo: giulia-romano.jpg\n",
          "    photo: giulia-romano.jpg\n    photoFocus:\n      x: 0.5\n      y: 0.3\n      z: 1\n",
        );
      }),
    ).toEqual([
      `${levels}: imageFocus.x: must be between 0 and 1 (0 is the left edge, 1 the right edge), not 1.4`,
      `${levels}: imageFocus.y: must be between 0 and 1 (0 is the top, 1 the bottom), not -0.2`,
      `${clash}: imageFocus: must be a point of the picture, x and y, each a number between 0 and 1 (x: 0.5 and y: 0.5 is the middle), not "right"`,
      `${home}: banner.focus.x: must be a number between 0 and 1 (0 is the left edge, 1 the right edge), not "0.5"`,
      `${home}: banner.focus.y: is missing`,
      `${team}: members[0].photoFocus.z: is not a known field (did you mean "x"?)`,
    ]);
  });

  it("names a picture that does not exist, or that is given with a folder", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "image: levels.jpg", "image: level.jpg");
        c.replace(clash, "image: student-tech-clash.jpg", "image: ../../secret.jpg");
      }),
    ).toEqual([
      `${levels}: image: names a file that does not exist: app/assets/events/level.jpg`,
      `${clash}: image: must be the name of a file in app/assets/events/, without folders, not "../../secret.jpg"`,
    ]);
  });

  it("tells an empty file, a YAML syntax error with its line, and a file that is no event", () => {
    expect(
      mistakesAfter((c) => {
        c.write("app/content/events/empty.yaml", "");
        c.write("app/content/events/broken.yaml", "slug: broken\ntitle: [a, b\n");
        c.write("app/content/events/notes.txt", "remember the snacks");
        c.write("app/content/events/robotics.yml", "slug: robotics\n");
      }),
    ).toEqual([
      'app/content/events/broken.yaml: line 2: the value starts with [, which YAML reads as a list, closed by ]: put quotes around the whole value, like this: title: "[a, b" (YAML syntax)',
      "app/content/events/empty.yaml: is empty",
      "app/content/events/notes.txt: is not an event file: the events folder holds one .yaml file per event (pictures go in app/assets/events)",
      "app/content/events/robotics.yml: must end in .yaml, not .yml",
    ]);
  });

  it("tells a YAML mistake in one edition's file, and blames neither the other edition nor a link to it", () => {
    const earlier = "app/content/events/student-tech-clash-2024.yaml";
    expect(
      mistakesAfter((c) => {
        c.replace(earlier, "  en: Student Tech Clash 2024\n", "  en: Student Tech Clash: 2024\n");
        c.replace(
          levels,
          "The workshop starts from the basics",
          "[Last year's clash](/student-tech-clash-2024). The workshop starts from the basics",
        );
      }),
    ).toEqual([
      `${earlier}: line 5: the value holds ": " (a colon and a space), where YAML starts a new field: put quotes around a value containing ": ", like this: en: "Student Tech Clash: 2024" (YAML syntax)`,
    ]);
  });

  it('asks for the first item of a list left empty, for quotes around a list item holding ": " and for a prize\'s currency; a team may be empty', () => {
    expect(
      mistakesAfter((c) => {
        const event = parse(c.read(levels)) as {
          page: { sections: unknown[]; benefits: { items: { en: unknown[] } } };
        };
        event.page.sections = [];
        event.page.benefits.items.en = [];
        c.write(levels, stringify(event));
        c.replace(clash, "    currency: EUR\n", "");
        c.replace(
          "app/content/events/student-tech-clash-2024.yaml",
          '      - "Winner: CityPulse, a live map of free study rooms"',
          "      - Winner: CityPulse, a live map of free study rooms",
        );
        // A new chapter lists no one yet (decision 0035): no mistake.
        const team = parse(c.read("app/content/team.yaml")) as { members: unknown[] };
        c.write("app/content/team.yaml", stringify({ ...team, members: [] }));
      }),
    ).toEqual([
      `${levels}: page.benefits.items.en: add at least one item`,
      `${levels}: page.sections: add at least one section`,
      'app/content/events/student-tech-clash-2024.yaml: recap.results.en[0]: must be a text, but YAML read "Winner: CityPulse, a live map of free study rooms" as a field because of its ": ": put quotes around a value containing ": "',
      `${clash}: prizes[0]: an amount needs its currency, and a currency its amount`,
    ]);
  });

  it("names a misspelt field and the one that was meant, instead of dropping it", () => {
    expect(mistakesAfter((c) => c.replace(levels, "audience:", "audiense:"))).toEqual([
      `${levels}: audiense: is not a known field (did you mean "audience"?)`,
    ]);
  });

  it("names a field under the name it had before a rename, with its new name and the day", () => {
    const partners = "app/content/pages/partners.yaml";
    const ey = "app/content/events/ey-competition.yaml";
    expect(
      mistakesAfter((c) => {
        c.replace(partners, "collaborationsText:", "collaborations:");
        c.replace(ey, "  partnerOutcomes:", "  collaborations:");
      }),
    ).toEqual([
      `${ey}: recap.collaborations: renamed recap.partnerOutcomes (2026-11-28): rename the field, its list of partners stays`,
      `${partners}: collaborations: renamed collaborationsText (2026-11-28): rename the field, its text stays`,
    ]);
    // The same name elsewhere is no renamed field; an examples list naming the old name of a
    // field already renamed keeps counting it, and says the new name.
    copy?.dispose();
    expect(mistakesAfter((c) => c.replace(levels, "audience:", "collaborations:"))).toEqual([
      expect.stringMatching(
        /^app\/content\/events\/levels\.yaml: collaborations: is not a known field/,
      ),
    ]);
    copy?.dispose();
    copy = copyFixtureContent();
    copy.replace(ey, "examples:\n", "examples:\n  - recap.collaborations[0].partner\n");
    const report = readContent(copy.root);
    expect(report.problems).toEqual([]);
    expect(report.warnings.map(formatProblem)).toContain(
      `${ey}: examples[0]: "recap.collaborations[0].partner" is recap.partnerOutcomes[0].partner since 2026-11-28: write the new name in the list`,
    );
    expect(report.exampleFields).toContainEqual({
      file: ey,
      field: "recap.partnerOutcomes[0].partner",
      listed: true,
    });
  });

  it("refuses addresses that are a page of the site, taken, or badly written", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "slug: levels", "slug: About");
        c.replace(clash, "slug: student-tech-clash", "slug: Snowweek");
        c.replace(
          "app/content/events/weekly-meeting.yaml",
          "slug: weekly-meeting",
          "slug: weekly meeting",
        );
      }),
    ).toEqual([
      `${levels}: slug: "About" is the address of a page or file of the site: choose another`,
      `${clash}: slug: "Snowweek" is already the address of app/content/events/snowweek.yaml`,
      'app/content/events/weekly-meeting.yaml: slug: must be letters, digits and single hyphens, like robotics-night, not "weekly meeting"',
    ]);
  });

  it("refuses the address of the calendar feeds, and a status that is not one", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "slug: levels", "slug: Events");
        c.replace(clash, "kind: ideas-day", "kind: ideas-day\nstatus: postponed");
      }),
    ).toEqual([
      `${levels}: slug: "Events" is the address of a page or file of the site: choose another`,
      `${clash}: status: must be one of: scheduled, cancelled`,
    ]);
  });

  it("tells a repeating event's mistakes, one line each: no day, a last day before the first date, a skipped date that is not one of its dates", () => {
    const meeting = "app/content/events/weekly-meeting.yaml";
    expect(
      mistakesAfter((c) => {
        c.replace(meeting, "  days:\n    - tuesday\n", "  days: []\n");
      }),
    ).toEqual([`${meeting}: repeat.days: add at least one day of the week`]);
    expect(
      mistakesAfter((c) => {
        c.replace(meeting, 'until: "2026-06-30"', 'until: "2025-09-29"');
      }),
    ).toEqual([`${meeting}: repeat.until: must not be before the first date (start, 2025-09-30)`]);
    expect(
      mistakesAfter((c) => {
        c.replace(meeting, '- "2025-12-23"', '- "2025-12-24"');
        c.replace(meeting, '- "2025-12-30"', '- "2026-07-07"');
      }),
    ).toEqual([
      `${meeting}: repeat.skip[1]: 2025-12-24 is not one of the event's dates (a wednesday; the event is on tuesday, from 2025-09-30 to 2026-06-30)`,
      `${meeting}: repeat.skip[2]: 2026-07-07 is not one of the event's dates (a tuesday; the event is on tuesday, from 2025-09-30 to 2026-06-30)`,
    ]);
    expect(
      mistakesAfter((c) => {
        c.replace(meeting, "    - tuesday\n", "    - wednesday\n");
        c.replace(meeting, 'end: "2025-09-30T19:30"', 'end: "2025-10-01T19:30"');
      }),
    ).toEqual([
      `${meeting}: end: must be on the day of start (2025-09-30): every date of a repeating event has the same hours`,
      `${meeting}: repeat.days: must include tuesday: the first date (start, 2025-09-30) is a tuesday`,
    ]);
    // Its date moves on with the weeks: a text written once cannot name it.
    expect(
      mistakesAfter((c) => {
        c.replace(
          meeting,
          "    The chapter's weekly meeting, open",
          "    On {{date}}, the chapter's weekly meeting, open",
        );
      }),
    ).toEqual([
      `${meeting}: summary.en: uses {{date}}, but the event repeats, and its pages show its next date themselves`,
    ]);
  });

  describe("a repeating event's bounds", () => {
    const meeting = "app/content/events/weekly-meeting.yaml";
    const fixtureRepeat =
      'repeat:\n  days:\n    - tuesday\n  until: "2026-06-30"\n  skip:\n    - "2025-10-21"\n    - "2025-12-23"\n    - "2025-12-30"\n';
    /** The meeting repeating every day from 2025-09-30, to `until` (none: open-ended), with the
     * first `skipped` of its dates from the second on skipped, and `extra` skipped dates. */
    function daily(
      c: ContentCopy,
      until: string | undefined,
      skipped: number,
      extra: string[] = [],
    ) {
      const dates = seriesDates("2025-09-30", { days: [...weekdays], until });
      const skip = [...dates.slice(1, 1 + skipped), ...extra];
      c.replace(
        meeting,
        fixtureRepeat,
        stringify({
          repeat: {
            days: [...weekdays],
            ...(until ? { until } : {}),
            ...(skip.length ? { skip } : {}),
          },
        }),
      );
    }

    it("takes a last day five years after the first date, not a day more", () => {
      expect(mistakesAfter((c) => daily(c, "2030-09-30", 0))).toEqual([]);
      expect(mistakesAfter((c) => daily(c, "2030-10-01", 0))).toEqual([
        `${meeting}: repeat.until: 2030-10-01 is more than 5 years after the first date (start, 2025-09-30): write 2030-09-30 at the latest, or leave it out for an event that goes on (its dates are then drawn to 2030-09-30)`,
      ]);
      // A hundred years is one line, not a line per skipped date past the horizon.
      expect(mistakesAfter((c) => daily(c, "2125-09-29", 0, ["2031-01-01", "2040-01-01"]))).toEqual(
        [
          `${meeting}: repeat.until: 2125-09-29 is more than 5 years after the first date (start, 2025-09-30): write 2030-09-30 at the latest, or leave it out for an event that goes on (its dates are then drawn to 2030-09-30)`,
        ],
      );
    });

    it("takes 366 skipped dates, not 367", () => {
      expect(mistakesAfter((c) => daily(c, "2030-09-30", 366))).toEqual([]);
      expect(mistakesAfter((c) => daily(c, "2030-09-30", 367))).toEqual([
        `${meeting}: repeat.skip: must have at most 366 dates, not 367: move start on to a recent date and leave out the skipped dates before it`,
      ]);
    });

    it("goes on without a last day, its skipped dates within five years of its first date, each once", () => {
      const openEnded = (c: ContentCopy) => c.replace(meeting, '  until: "2026-06-30"\n', "");
      expect(mistakesAfter(openEnded)).toEqual([]);
      expect(
        mistakesAfter((c) => {
          openEnded(c);
          c.replace(
            meeting,
            '- "2025-12-30"',
            '- "2030-09-24"\n    - "2030-10-01"\n    - "2025-12-23"',
          );
        }),
      ).toEqual([
        `${meeting}: repeat.skip[3]: 2030-10-01 is not one of the event's dates (a tuesday; the event is on tuesday, from 2025-09-30 to 2030-09-30, 5 years on, as it has no repeat.until)`,
        `${meeting}: repeat.skip[4]: 2025-12-23 is skipped already (repeat.skip[1])`,
      ]);
    });
  });

  it("tells a time that does not exist in the chapter's time zone, and an end before the start", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, 'start: "2024-10-31T16:00"', 'start: "2026-03-29T02:30"');
        c.replace(levels, 'end: "2024-10-31T18:30"', 'end: "2026-03-29T04:00"');
        c.replace(clash, 'end: "2025-11-22T18:00"', 'end: "2025-11-22T08:00"');
      }),
    ).toEqual([
      `${levels}: start: 2026-03-29T02:30 does not exist in Europe/Rome: the clocks go forward that night, from 02:00 to 03:00; write a time from 03:00`,
      `${clash}: end: must be after start (2025-11-22T09:00)`,
    ]);
  });

  it("refuses identity values that would make unsafe links", () => {
    expect(
      mistakesAfter((c) => {
        const file = "app/config/identity.yaml";
        c.replace(
          file,
          "privacyPolicy: https://www.example.org/privacy-policy",
          'privacyPolicy: "data:text/html,<script>alert(1)</script>"',
        );
        c.replace(
          file,
          "general: info@example.org",
          'general: "info@example.org\\nBcc: all@example.org"',
        );
        c.replace(
          file,
          "joinUs: https://forms.example.org/join-us",
          "joinUs: //forms.example.org/join-us",
        );
      }),
    ).toEqual([
      'app/config/identity.yaml: emails.general: must be one e-mail address like name@example.org, not "info@example.org\\nBcc: all@example.org"',
      'app/config/identity.yaml: links.joinUs: must start with https:// (not //), not "//forms.example.org/join-us"',
      'app/config/identity.yaml: links.privacyPolicy: must start with https://, not "data:text/html,<script>alert(1)</script>"',
    ]);
  });

  it("refuses links in texts that leave the site unsafely or lead nowhere", () => {
    const links =
      "[a](//evil.example/phish) [b](/no-such-page) [c](mailto:a@example.org%0ABcc:b@example.org) [d](http://example.org) [e](javascript:alert(1)) [f](/it/levels#objectives) [g](https://www.example.org)";
    expect(
      mistakesAfter((c) =>
        c.replace(
          levels,
          "The workshop starts from the basics",
          `${links} The workshop starts from the basics`,
        ),
      ),
    ).toEqual([
      `${levels}: page.sections[0].text.en: has a link to "//evil.example/phish": write the whole address, starting with https://`,
      `${levels}: page.sections[0].text.en: has a link to "/no-such-page", which is not a page of the site`,
      `${levels}: page.sections[0].text.en: has a link to "mailto:a@example.org%0ABcc:b@example.org": an e-mail link must be mailto: and one address, nothing else`,
      `${levels}: page.sections[0].text.en: has a link to "http://example.org": write https:// (links to other sites must be secure)`,
      `${levels}: page.sections[0].text.en: has a link to "javascript:alert(1)": a link must start with https://, mailto: or / (a page of this site)`,
    ]);
  });

  it("tells a placeholder that does not exist, and one the event has no value for", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          "app/content/events/snowweek.yaml",
          "promo code\n    {{promoCode}}.",
          "promo code\n    {{promocode}}.",
        );
        c.replace(
          levels,
          "Open to anyone, with no prior background needed.",
          "Open to anyone, {{price}}.",
        );
      }),
    ).toEqual([
      `${levels}: page.intro.en: uses {{price}}, but price is not set`,
      "app/content/events/snowweek.yaml: summary.en: uses {{promocode}}, which does not exist; did you mean {{promoCode}}?",
    ]);
  });

  it("tells a placeholder that names nothing in whatever text of whatever file holds it", () => {
    const edit = (c: ContentCopy, file: string, change: (data: Data) => void) => {
      const data = parse(c.read(file)) as Data;
      change(data);
      c.write(file, stringify(data));
    };
    expect(
      mistakesAfter((c) => {
        // A list's item, a heading, a plain answer: texts that are not Markdown.
        edit(c, levels, (event) => {
          const steps = (event.page as Data).steps as { heading: Data; items: Data };
          (steps.items.it as string[])[2] = "Premi {{buton}}";
          steps.heading.en = "What we will do in {{cty}}";
        });
        edit(c, "app/content/team.yaml", (team) => {
          ((team.members as Data[])[1] as Data).roleLabel = {
            en: "Secretary of {{chapter}}",
            it: "Segretario di {{capter}}",
            de: "Secretary of {{chapter}}",
          };
        });
        edit(c, "app/content/quotes.yaml", (file) => {
          ((file.quotes as Data[])[0]!.role as Data).de = "Participant, {{promoCode}}";
        });
        edit(c, "app/config/identity.yaml", (identity) => {
          ((identity.figures as Data[])[0]!.label as Data).en =
            "the year {{chapter}} began in {{ciy}}";
        });
      }),
    ).toEqual([
      `app/config/identity.yaml: figures[0].label.en: uses {{ciy}}, which does not exist; did you mean {{city}}?`,
      `app/content/events/levels.yaml: page.steps.heading.en: uses {{cty}}, which does not exist; did you mean {{city}}?`,
      `app/content/events/levels.yaml: page.steps.items.it[2]: uses {{buton}}, which does not exist; did you mean {{button}}?`,
      expect.stringMatching(
        /^app\/content\/quotes\.yaml: quotes\[0\]\.role\.de: uses \{\{promoCode\}\}, which does not exist; known: \{\{chapter\}\}, /,
      ),
      `app/content/team.yaml: members[1].roleLabel.it: uses {{capter}}, which does not exist; did you mean {{chapter}}?`,
    ]);
  });

  it("tells a placeholder the event has no value for in a text that is not Markdown", () => {
    expect(
      mistakesAfter((c) =>
        c.replace(
          levels,
          "        - A review of the results, with time for questions",
          "        - A review of the results, {{price}}",
        ),
      ),
    ).toEqual([`${levels}: page.steps.items.en[3]: uses {{price}}, but price is not set`]);
  });

  it("refuses a placeholder in a field that is a placeholder's value, or that is written once for every language", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "    it: Aula 2T, edificio T", "    it: Aula 2T, {{city}}");
        c.replace("app/config/identity.yaml", "    it: Torino", "    it: Torino ({{country}})");
        c.replace("app/content/team.yaml", "name: Marco Esposito", "name: Marco of {{chapter}}");
      }),
    ).toEqual([
      "app/config/identity.yaml: city.name.it: uses {{country}}, but this field is the value of {{city}}, which other texts use: write it out, without placeholders",
      `${levels}: place.name.it: uses {{city}}, but this field is the value of {{place}}, which other texts use: write it out, without placeholders`,
      "app/content/team.yaml: members[1].name: uses {{chapter}}, but placeholders are filled only in texts written in each language (en, it, de): write the value itself",
    ]);
  });

  it("asks every text that describes an event's page after the event to be long enough and its own", () => {
    const earlier = "app/content/events/student-tech-clash-2024.yaml";
    const design = "app/content/events/design-sprint.yaml";
    expect(
      mistakesAfter((c) => {
        // Once ended, without a recap, the summary describes the page to search engines.
        c.replace(
          design,
          "  en: An afternoon to go from a problem to a tested prototype.",
          "  en: From a problem to a prototype.",
        );
        // Two events may share a summary that names their dates, but not one that is the same.
        c.replace(
          "app/content/events/robotics-cup.yaml",
          "  it: Una giornata di sfide tra i robot di squadre di studenti, {{date}}.",
          "  it: Un pomeriggio per passare da un problema a un prototipo provato.",
        );
        // With a recap, its outcome and first paragraph do.
        c.replace(
          earlier,
          "    en: Twelve teams pitched their ideas; CityPulse won with a live map of free study rooms.",
          "    en: CityPulse won.",
        );
        c.replace(
          earlier,
          "      Forty-eight students from five universities spent the day on ideas for smart cities.",
          "      A day of ideas.",
        );
      }),
    ).toEqual([
      `${design}: summary.en: must be at least 50 characters on an event with a page (once the event has ended, it is the page's description for search engines until the recap is written), not 30`,
      `${design}: summary.it: is the same as in app/content/events/robotics-cup.yaml (once the event has ended, it is the page's description for search engines): each event page needs its own`,
      "app/content/events/robotics-cup.yaml: summary.it: is the same as in app/content/events/design-sprint.yaml (once the event has ended, it is the page's description for search engines): each event page needs its own",
      `${earlier}: recap.summary.en: with recap.outcome, must make at least 50 characters (once the event has ended, its outcome and first paragraph are the page's description for search engines), not 30`,
    ]);
  });

  it("asks every event page for its own title and a useful description", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(clash, "  it: Student Tech Clash\n", "  it: Snow Week 2025\n");
        c.replace(
          levels,
          "A hands-on workshop on document intelligence: learn how generative AI can extract\n      structured data from documents. Open to anyone, with no prior background needed.",
          "A hands-on workshop.",
        );
      }),
    ).toEqual([
      `${levels}: page.intro.en: must be at least 50 characters (it is also the page's description for search engines), not 20`,
      // Told in both files: the board member may have changed either.
      "app/content/events/snowweek.yaml: title.it: is the same as in app/content/events/student-tech-clash.yaml: each event page needs its own",
      `${clash}: title.it: is the same as in app/content/events/snowweek.yaml: each event page needs its own`,
    ]);
  });

  it("tells every mistake of a file at once, an end before the start among them, and nothing that follows from it", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, 'end: "2024-10-31T18:30"', 'end: "2024-10-30T18:30"');
        c.replace(levels, "url: https://forms.example.org/levels", "url: forms.example.org/levels");
        c.replace(levels, '  it: "Document Intelligence: estrarre dati con la GenAI"\n', "");
        c.replace(
          levels,
          "          The workshop starts from the basics",
          "          {{time}} The workshop starts from the basics",
        );
      }),
    ).toEqual([
      `${levels}: end: must be after start (2024-10-31T16:00)`,
      `${levels}: registration.url: must be a web address starting with https://, not "forms.example.org/levels"`,
      `${levels}: title.it: is missing`,
    ]);
  });

  it("refuses Markdown a page cannot show", () => {
    expect(
      mistakesAfter((c) =>
        c.replace(
          levels,
          "          The workshop starts from the basics",
          "          # Objectives\n\n          The workshop starts from the basics",
        ),
      ),
    ).toEqual([
      `${levels}: page.sections[0].text.en: has a heading (#): start a new section instead`,
    ]);
  });

  it("refuses lists that differ between languages", () => {
    expect(
      mistakesAfter((c) =>
        c.replace(levels, "        - Un'analisi dei risultati, con spazio per le domande\n", ""),
      ),
    ).toEqual([
      `${levels}: page.steps.items: must have as many items in every language (en: 4, it: 3, de: 4)`,
    ]);
  });

  it("names team and sponsor mistakes", () => {
    expect(
      mistakesAfter((c) => {
        c.replace("app/content/team.yaml", "role: hr", "role: vicepresident");
        c.replace("app/content/team.yaml", "email: president@example.org", "email: president");
        c.replace(
          "app/content/sponsors.yaml",
          "url: https://www.example.com/sponsor-3",
          "url: https://www.example.com/spon sor-3",
        );
        c.remove("app/assets/sponsors/sponsor-4.svg");
      }),
    ).toEqual([
      'app/content/sponsors.yaml: sponsors[2].url: must not contain spaces, not "https://www.example.com/spon sor-3"',
      "app/content/sponsors.yaml: sponsors[3].logo: names a file that does not exist: app/assets/sponsors/sponsor-4.svg",
      'app/content/team.yaml: members[0].email: must be one e-mail address like name@example.org, not "president"',
      "app/content/team.yaml: members[2].role: must be one of: president, secretary, treasurer, hr, cr",
    ]);
  });
});

describe("a text that is not only visible characters", () => {
  it("is refused, in a one-line field with what it holds, in a Markdown text unless a line break", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          'en: "Document Intelligence: Extract Data with GenAI"',
          'en: "Document Intelligence:\\nExtract Data with GenAI"',
        );
        c.replace(
          levels,
          'it: "Document Intelligence: estrarre dati con la GenAI"',
          'it: "Document Intelligence\\u202E: estrarre dati"',
        );
        c.replace(levels, "    en: Room 2T, building T", '    en: "Room 2T\\a, building T"');
        c.replace(levels, "    it: Aula 2T, edificio T", '    it: "Aula 2T, edificio \\uFFFD"');
        c.replace(
          levels,
          "  en: >-\n    A hands-on workshop on extracting structured data from documents with generative AI, open to\n    anyone.",
          "  en: |-\n    A hands-on workshop on extracting structured data from documents\twith generative AI,\n    open to anyone.",
        );
        c.replace(levels, "    aperto a tutti.", "    aperto a tutti.\u0000");
      }),
    ).toEqual([
      `${levels}: place.name.en: holds an invisible control character (U+0007): remove it`,
      `${levels}: place.name.it: holds "\uFFFD" (U+FFFD), the mark of a character lost when the text was saved in another encoding than UTF-8: type that character again`,
      `${levels}: summary.it: holds an invisible control character (U+0000): remove it`,
      `${levels}: title.en: holds a line break: this field is one line of text`,
      `${levels}: title.it: holds an invisible direction mark (U+202E) that can make the text read differently from what it is: remove it`,
    ]);
  });
});

describe("a text that is not what it looks like", () => {
  it("is refused for each invisible character, with the field and the character's code", () => {
    // One character in each of nine fields: [the text, the text with it, the field, its label].
    const hidden: [string, string, string, string][] = [
      [
        '  en: "Document Intelligence',
        '  en: "Document\u200B Intelligence',
        "title.en",
        "U+200B, zero width space",
      ],
      [
        '  it: "Document Intelligence',
        '  it: "Document\u200C Intelligence',
        "title.it",
        "U+200C, zero width non-joiner",
      ],
      ["    en: Room 2T", "    en: Room\u200D 2T", "place.name.en", "U+200D, zero width joiner"],
      ["    it: Aula 2T", "    it: Aula\u2060 2T", "place.name.it", "U+2060, word joiner"],
      [
        "    en: Corso Duca",
        "    en: Corso\uFEFF Duca",
        "place.address.en",
        "U+FEFF, zero width no-break space, or byte order mark",
      ],
      ["    it: Corso Duca", "    it: Cor\u00ADso Duca", "place.address.it", "U+00AD, soft hyphen"],
      [
        '  en: "Open to anyone',
        '  en: "Open\u180E to anyone',
        "audience.en",
        "U+180E, Mongolian vowel separator",
      ],
      [
        '  it: "Aperto a tutti',
        '  it: "Aperto\u2062 a tutti',
        "audience.it",
        "U+2062, invisible times",
      ],
      [
        "    A hands-on workshop on extracting",
        "    A hands-on\u3164 workshop on extracting",
        "summary.en",
        "U+3164, Hangul filler",
      ],
    ];
    expect(
      mistakesAfter((c) => {
        for (const [from, to] of hidden) c.replace(levels, from, to);
      }),
    ).toEqual(
      hidden
        .map(
          ([, , field, label]) =>
            `${levels}: ${field}: holds an invisible character (${label}): remove it`,
        )
        .sort(),
    );
  });

  it("is refused for a mark of direction, a tag, half a character, a private-use character", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "    en: Room 2T, building T", '    en: "Room 2T\\u200F, building T"');
        c.replace(levels, "    it: Aula 2T, edificio T", '    it: "Aula 2T\\u061C, edificio T"');
        c.replace(
          levels,
          '  en: "Open to anyone: no prior background needed"',
          '  en: "Open to anyone\\U000E0049\\U000E0047\\U000E004E: no prior background needed"',
        );
        c.replace(
          levels,
          '  it: "Aperto a tutti: non servono conoscenze pregresse"',
          '  it: "Aperto a tutti\\uD83D: non servono conoscenze pregresse"',
        );
        c.replace(levels, "        en: Objectives", '        en: "\\uF0B7 Objectives"');
      }),
    ).toEqual([
      `${levels}: audience.en: holds an invisible tag character (U+E0049), which can carry words no reader sees: remove it`,
      `${levels}: audience.it: holds half of a character (U+D83D), left when a text was cut in the middle of one: type that character again`,
      `${levels}: page.sections[0].heading.en: holds a private-use character (U+F0B7), which every font draws differently (often a symbol pasted from a word processor): remove it, or type the character meant`,
      `${levels}: place.name.en: holds an invisible direction mark (U+200F) that can make the text read differently from what it is: remove it`,
      `${levels}: place.name.it: holds an invisible direction mark (U+061C) that can make the text read differently from what it is: remove it`,
    ]);
  });

  it("is refused in the identity and in Markdown too, and emoji stay", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          "app/config/identity.yaml",
          "chapterName: EST Torino",
          'chapterName: "EST\\u200BTorino"',
        );
        c.replace(levels, "          - understand what", "          - 👩‍💻 understand\u2060 what");
      }),
    ).toEqual([
      "app/config/identity.yaml: chapterName: holds an invisible character (U+200B, zero width space): remove it",
      `${levels}: page.sections[0].text.en: holds an invisible character (U+2060, word joiner): remove it`,
    ]);
  });

  it("is refused for a web address whose name mixes alphabets, in letters or in punycode", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          "url: https://forms.example.org/levels",
          "url: https://forms.exаmple.org/levels",
        );
        c.replace(
          "app/content/sponsors.yaml",
          "url: https://www.example.com/sponsor-1",
          "url: https://www.xn--exmple-4nf.com/sponsor-1",
        );
        c.replace(
          levels,
          "          The workshop starts from the basics",
          "          [Read more](https://www.exаmple.com) The workshop starts from the basics",
        );
      }),
    ).toEqual([
      `${levels}: page.sections[0].text.en: has a link to "https://www.exаmple.com", which must not mix alphabets in one name, as addresses that imitate another site do: "exаmple" has Latin letters and "а" (U+0430, Cyrillic)`,
      `${levels}: registration.url: must not mix alphabets in one name, as addresses that imitate another site do: "exаmple" has Latin letters and "а" (U+0430, Cyrillic), not "https://forms.exаmple.org/levels"`,
      'app/content/sponsors.yaml: sponsors[0].url: must not mix alphabets in one name, as addresses that imitate another site do: "exаmple" has Latin letters and "а" (U+0430, Cyrillic), not "https://www.xn--exmple-4nf.com/sponsor-1"',
    ]);
  });

  it("is refused for a web address that imitates a Latin name in one alphabet, or is an IP address", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          "url: https://forms.example.org/levels",
          "url: https://xn--80ak6aa92e.com/levels",
        );
        c.replace(
          "app/content/sponsors.yaml",
          "url: https://www.example.com/sponsor-1",
          "url: https://127.0.0.1/sponsor-1",
        );
      }),
    ).toEqual([
      `${levels}: registration.url: must not be spelled only with Cyrillic letters that look like Latin ones, as addresses that imitate another site do: "аррӏе" passes for "apple", not "https://xn--80ak6aa92e.com/levels"`,
      'app/content/sponsors.yaml: sponsors[0].url: must name a site by its name, not by a numeric (IP) address: like https://www.example.org, not "https://127.0.0.1/sponsor-1"',
    ]);
  });

  it("is refused for a letter with more marks stacked on it than a text needs", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          'en: "Document Intelligence',
          `en: "Docu\\u0301${"\\u0316".repeat(800)}ment Intelligence`,
        );
      }),
    ).toEqual([
      `${levels}: title.en: holds a letter with 801 marks stacked on it ("u" U+0075, then U+0301…), which cover the lines around it: a letter carries at most 4, remove the others`,
    ]);
  });

  it("is refused for a link whose words name another site than the one it opens", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          "          The workshop starts from the basics",
          "          [www.example.org](https://evil.example.net) The workshop starts from the basics",
        );
        c.replace(
          levels,
          "  community: true\n",
          "  community: true\n  links:\n    - label: { en: forms.example.org, it: Il modulo, de: Das Formular }\n      url: https://evil.example.net/form\n",
        );
      }),
    ).toEqual([
      `${levels}: contacts.links[0].label.en: has a link whose words name the site "forms.example.org" but that leads to "https://evil.example.net/form": write the address it leads to, or other words`,
      `${levels}: page.sections[0].text.en: has a link whose words name the site "www.example.org" but that leads to "https://evil.example.net": write the address it leads to, or other words`,
    ]);
  });
});

describe("a text longer than a person writes", () => {
  it("is refused in one line with its length and the field's limit", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          levels,
          'en: "Document Intelligence: Extract Data with GenAI"',
          `en: "${"Document Intelligence ".repeat(10_000)}"`,
        );
        c.replace(levels, "    en: Room 2T, building T", `    en: Room ${"2".repeat(995)}`);
        c.replace(
          levels,
          "url: https://forms.example.org/levels",
          `url: https://forms.example.org/${"l".repeat(2_000)}`,
        );
        c.replace(
          levels,
          "          The workshop starts from the basics",
          `          ${"The workshop starts from the basics. ".repeat(600)}`,
        );
      }),
    ).toEqual([
      `${levels}: page.sections[0].text.en: is 22543 characters long: a text holds at most 20000 (put the rest in another section)`,
      `${levels}: registration.url: is 2026 characters long: this field is one line of at most 2000 characters`,
      `${levels}: title.en: is 219999 characters long: this field is one line of at most 1000 characters`,
    ]);
  });
});

describe("a file the check cannot read as text", () => {
  it("is named with what is wrong in one line: too long an address, not UTF-8, too large, an alias bomb", () => {
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x, x]",
      ...Array.from({ length: 9 }, (_, index) => {
        const name = String.fromCharCode(98 + index);
        const previous = String.fromCharCode(97 + index);
        return `${name}: &${name} [${Array(10).fill(`*${previous}`).join(", ")}]`;
      }),
    ].join("\n");
    expect(
      mistakesAfter((c) => {
        c.replace(levels, "slug: levels", `slug: ${"long-".repeat(50)}levels`);
        c.write("app/content/events/bomb.yaml", bomb);
        c.write("app/content/events/huge.yaml", `slug: huge\n# ${"x".repeat(1_100_000)}\n`);
        writeFileSync(
          join(c.root, "app/content/events/latin1.yaml"),
          Buffer.concat([Buffer.from("slug: caffe\ntitle:\n  en: Caff"), Buffer.from([0xe8])]),
        );
      }),
    ).toEqual([
      "app/content/events/bomb.yaml: repeats its aliases (*name) too often: write the values out (YAML)",
      "app/content/events/huge.yaml: is 1.0 MB: a content file holds at most 1 MB of text (pictures go in their own folders)",
      'app/content/events/latin1.yaml: line 3, column 11: is not saved as UTF-8 (the editor\'s "Save with encoding": UTF-8)',
      `${levels}: slug: is 256 characters long: an address has at most 80`,
    ]);
  });
});

describe("interface texts", () => {
  it("name a key missing from a language, and one English does not have", () => {
    const { when: _when, ...withoutWhen } = { ...italian, extra: "x" };
    expect(messageProblems({ it: withoutWhen }, ["en", "it"]).map(formatProblem)).toEqual([
      `app/i18n/it.ts: when: is missing (English: "${en.when}")`,
      "app/i18n/it.ts: extra: is not a key of app/i18n/en.ts",
    ]);
  });

  it("name only the first missing key of a file, in one line", () => {
    const { home: _home, when: _when, ...withoutTwo } = italian;
    expect(messageProblems({ it: withoutTwo }, ["en", "it"]).map(formatProblem)).toEqual([
      `app/i18n/it.ts: home: is missing (English: "${en.home}")`,
    ]);
  });

  it("name a listed language without its file, and check no language the site does not list", () => {
    expect(messageProblems({ it: italian }, ["en", "fr"]).map(formatProblem)).toEqual([
      "app/i18n/fr.ts: is missing: app/config/identity.yaml lists fr, whose interface words are this file (copy app/i18n/en.ts, name its const fr: Messages, and translate every text)",
    ]);
  });

  it("find every listed language's file complete (the ten that ship, decision 0039)", () => {
    const shipped = ["en", "it", "de", "pt", "es", "fr", "pl", "el", "ro", "nl"];
    expect(messageProblems(undefined, shipped)).toEqual([]);
  });
});

describe("figures", () => {
  const home = "app/content/pages/home.yaml";
  const identityFile = "app/config/identity.yaml";

  it("names a page's figure that the identity does not hold, and a figure named twice or as a placeholder", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(home, "  - members\n", "  - memebrs\n");
        c.replace(identityFile, "  - name: eventsPerYear", "  - name: city");
        c.replace(identityFile, "  - name: chapterFounded", "  - name: founded");
      }),
    ).toEqual([
      'app/config/identity.yaml: figures[5].name: "city" is already a placeholder ({{city}}): choose another name',
      'app/config/identity.yaml: figures[6].name: "founded" is the name of another figure',
      'app/content/pages/home.yaml: figures[2]: "memebrs" is not a figure of app/config/identity.yaml; did you mean members?',
      // The pages that named the renamed figures.
      'app/content/pages/partners.yaml: figures[2]: "eventsPerYear" is not a figure of app/config/identity.yaml; known: founded, universities, members, studentsReached, universitiesInCity, city, founded',
    ]);
  });

  it("names a network's figure on the partners page, which shows the chapter's own audience", () => {
    expect(
      mistakesAfter((c) => {
        c.replace("app/content/pages/partners.yaml", "  - universitiesInCity\n", "  - members\n");
      }),
    ).toEqual([
      "app/content/pages/partners.yaml: figures[1]: \"members\" is the whole network's figure (network: true in app/config/identity.yaml); name one of the chapter's own: studentsReached, universitiesInCity, eventsPerYear, chapterFounded",
    ]);
  });

  it("warns of a text that writes a figure's number instead of its placeholder", async () => {
    copy = copyFixtureContent();
    copy.replace(
      home,
      "Here in {{city}} we organise",
      "Founded in 1989. Here in {{city}} we organise",
    );
    copy.replace(home, "uno dei tanti in Europa", "uno dei 90 in Europa");
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.mistakes).toBe(0);
    expect(check.lines).toEqual([
      'warning: app/content/pages/home.yaml: aboutUs.en: writes 1989, the figure "founded" of app/config/identity.yaml: write {{founded}}, so that it is one number everywhere',
      'warning: app/content/pages/home.yaml: whereWeAre.it: writes 90, the figure "universities" of app/config/identity.yaml: write {{universities}}, so that it is one number everywhere',
    ]);
  });

  it("names a home page text that says a figure its figures show, or one another text says", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(
          home,
          "Here in {{city}} we organise",
          "Founded in {{founded}}. Here in {{city}} we organise",
        );
        c.replace(
          home,
          "Trips with students from all over Europe.",
          "Trips with {{studentsReached}} students.",
        );
      }),
    ).toEqual([
      "app/content/pages/home.yaml: aboutUs.en: names {{founded}}, which the page's figures already show (figures): the home page says each figure once, so leave it out here",
      "app/content/pages/home.yaml: partnerPitch.en: names {{studentsReached}} again (reasons[2].text.en names it): the home page says each figure once",
    ]);
  });
});

describe("pictures", () => {
  it("tell a file that is no picture, a non-square portrait and an SVG without a size", async () => {
    copy = copyFixtureContent();
    writeFileSync(join(copy.root, "app/assets/events/snowweek.jpg"), "not a picture");
    await sharp({ create: { width: 600, height: 900, channels: 3, background: "#888" } })
      .jpeg()
      .toFile(join(copy.root, "app/assets/team/giulia-romano.jpg"));
    copy.write("app/assets/sponsors/sponsor-1.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.mistakes).toBe(2);
    expect(check.lines).toEqual([
      "app/content/events/snowweek.yaml: image: app/assets/events/snowweek.jpg is not a picture the build can read (Input file contains unsupported image format)",
      "app/content/sponsors.yaml: sponsors[0].logo: app/assets/sponsors/sponsor-1.svg needs a size: width and height on its <svg> element (in px, mm, cm, in or pt), or a viewBox",
      "warning: app/content/team.yaml: members[0].photo: app/assets/team/giulia-romano.jpg is 600 × 900 px, not square: the card shows its middle; give photoFocus (where the face is) to keep the face",
      "Content check: 2 mistakes (listed above, one per line: file: field: what is expected). Nothing was built.",
    ]);
  });
});

describe("a picture's file name", () => {
  it("may end in capitals, as a phone writes it; a kind the site does not take is told", async () => {
    copy = copyFixtureContent();
    const renamed: [string, string][] = [
      ["giulia-romano.jpg", "IMG_1234.JPG"],
      ["marco-esposito.jpg", "photo.JPEG"],
      ["sara-colombo.jpg", "sara-colombo.jpeg"],
    ];
    for (const [from, to] of renamed) {
      renameSync(join(copy.root, "app/assets/team", from), join(copy.root, "app/assets/team", to));
      copy.replace("app/content/team.yaml", `photo: ${from}`, `photo: ${to}`);
    }
    copy.write("app/assets/sponsors/logo.bmp", "BM");
    copy.replace("app/content/sponsors.yaml", "logo: sponsor-1.svg", "logo: logo.bmp");
    copy.replace("app/content/sponsors.yaml", "logo: sponsor-2.svg", "logo: Sponsor-2.SVG");
    copy.replace("app/content/events/levels.yaml", "image: levels.jpg", "image: levels#2.jpg");
    copy.replace("app/content/events/snowweek.yaml", "image: snowweek.jpg", "image: snowweek.heic");
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.lines).toEqual([
      'app/content/events/levels.yaml: image: "levels#2.jpg" holds "#", which cannot stand in a web address: rename the file with letters, digits, - and _',
      'app/content/events/snowweek.yaml: image: must be a JPEG, PNG or WebP file, not "snowweek.heic": the build cannot read HEIC photos; save it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible, or share it as JPEG)',
      'app/content/sponsors.yaml: sponsors[0].logo: must be an SVG, JPEG, PNG or WebP file, not "logo.bmp"',
      "app/content/sponsors.yaml: sponsors[1].logo: names app/assets/sponsors/Sponsor-2.SVG, but the file is app/assets/sponsors/sponsor-2.svg: write its name with the same capitals",
      "Content check: 4 mistakes (listed above, one per line: file: field: what is expected). Nothing was built.",
    ]);
  });
});

describe("a picture too large to be a photo or a logo", () => {
  it("is refused in one line with its size and the limit, before anything reads it", async () => {
    copy = copyFixtureContent();
    // Sparse files: their size is what is checked, not what they hold.
    truncateSync(join(copy.root, "app/assets/events/snowweek.jpg"), 41 * 1024 * 1024);
    truncateSync(join(copy.root, "app/assets/sponsors/sponsor-2.svg"), 2 * 1024 * 1024);
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.lines.slice(0, -1)).toEqual([
      "app/content/events/snowweek.yaml: image: app/assets/events/snowweek.jpg is 41 MB: a picture here holds at most 40 MB (export it as JPEG)",
      "app/content/sponsors.yaml: sponsors[1].logo: app/assets/sponsors/sponsor-2.svg is 2 MB: a picture here holds at most 1 MB (save the logo as plain SVG or as PNG)",
    ]);
  });
});

describe("the chapter's logo (the identity's logo)", () => {
  const identityFile = "app/config/identity.yaml";

  it("names a file that exists in app/assets/identity/, or the build stops in one line", () => {
    expect(mistakesAfter((c) => c.remove("app/assets/identity/logo.svg"))).toEqual([
      "app/config/identity.yaml: logo: names a file that does not exist: app/assets/identity/logo.svg",
    ]);
  });

  it("is refused when missing, or when its bytes are of another kind than its name", () => {
    expect(mistakesAfter((c) => c.replace(identityFile, "logo: logo.svg\n", ""))).toEqual([
      "app/config/identity.yaml: logo: is missing",
    ]);
    expect(
      mistakesAfter((c) => {
        c.write("app/assets/identity/mark.png", c.read("app/assets/identity/logo.svg"));
        c.replace(identityFile, "logo: logo.svg", "logo: mark.png");
      }),
    ).toEqual([
      "app/config/identity.yaml: logo: app/assets/identity/mark.png is an SVG file, whatever its name says: rename it mark.svg",
    ]);
  });
});

describe("the chapter's time zone (the identity's timeZone)", () => {
  const identityFile = "app/config/identity.yaml";
  const withZone = (zone: string) =>
    mistakesAfter((c) => c.replace(identityFile, "timeZone: Europe/Rome", `timeZone: ${zone}`));

  it("is a place's zone the IANA database names, or the build stops in one line", () => {
    expect(withZone("Europe/Lisbon")).toEqual([]);
    expect(withZone("Europe/Athens")).toEqual([]);
    expect(withZone("Europe/Lisbonne")).toEqual([
      'app/config/identity.yaml: timeZone: "Europe/Lisbonne" is not a time zone: write its name in the IANA time zone database, a region and a city, like Europe/Rome, Europe/Lisbon or Europe/Athens',
    ]);
    expect(withZone("europe/lisbon")).toEqual([
      "app/config/identity.yaml: timeZone: write it Europe/Lisbon, with its capitals",
    ]);
    expect(withZone("CET")).toEqual([
      "app/config/identity.yaml: timeZone: \"CET\" is no place's time zone: write the chapter's region and city, like Europe/Rome (the IANA time zone database's names), whose clocks change when the place's do",
    ]);
    expect(mistakesAfter((c) => c.replace(identityFile, "timeZone: Europe/Rome\n", ""))).toEqual([
      "app/config/identity.yaml: timeZone: is missing: the chapter's time zone, like Europe/Rome",
    ]);
  });
});

describe("an SVG logo", () => {
  it("from the hostile corpus is refused in one line naming the file and the field, or passes harmless", async () => {
    copy = copyFixtureContent();
    const files = hostileSvgFiles();
    for (const name of files) {
      writeFileSync(
        join(copy.root, `app/assets/sponsors/${name}.svg`),
        readFileSync(join(hostileSvgFolder, `${name}.svg`)),
      );
    }
    copy.write(
      "app/content/sponsors.yaml",
      `sponsors:\n${files.map((name) => `  - logo: ${name}.svg\n    url: https://www.example.com/${name}\n`).join("")}`,
    );
    const check = await checkContent(copy.root, fixtureDay);
    const refused = hostileSvgs.filter(({ refused }) => refused);
    const lines = check.lines.slice(0, -1);
    // The fixture's recaps name partners this list no longer holds: those lines are not the SVGs'.
    expect(lines.filter((line) => line.includes("app/assets/sponsors/"))).toHaveLength(
      refused.length,
    );
    for (const { name, refused: reason } of hostileSvgs) {
      const index = files.indexOf(name);
      const told = lines.filter((line) => line.includes(`/${name}.svg `));
      if (!reason) {
        expect(told, name).toEqual([]);
        continue;
      }
      expect(told, name).toHaveLength(1);
      expect(told[0]).toMatch(
        new RegExp(
          `^app/content/sponsors\\.yaml: sponsors\\[${index}\\]\\.logo: app/assets/sponsors/${name}\\.svg `,
        ),
      );
      expect(told[0]).toContain(reason);
    }
  });

  it("that no content file names is neither checked nor published", async () => {
    copy = copyFixtureContent();
    copy.write(
      "app/assets/sponsors/unused.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/")</script></svg>',
    );
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.lines).toEqual([]);
    expect(check.content?.sponsors.map(({ logo }) => logo)).not.toContain("unused.svg");
  });

  it("drawn in an editor, with its metadata, parts used twice and an embedded picture, passes", async () => {
    copy = copyFixtureContent();
    copy.write(
      "app/assets/sponsors/sponsor-1.svg",
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="200" height="60" viewBox="0 0 200 60" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" sodipodi:docname="logo.svg">
  <title>ACME</title>
  <sodipodi:namedview id="view" pagecolor="#ffffff"/>
  <defs><linearGradient id="fill"><stop offset="0" style="stop-color:#135"/></linearGradient></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer">
    <rect id="box" style="fill:url(#fill)" width="50" height="50"/>
    <use xlink:href="#box" x="60"/>
    <image href="data:image/png;base64,iVBORw0KGgo=" x="120" width="10" height="10"/>
    <style><![CDATA[ rect { stroke: none } ]]></style>
  </g>
</svg>`,
    );
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.lines).toEqual([]);
  });
});

describe("a picture's kind", () => {
  it("is what its first bytes say: an SVG named as a raster is refused with its file and field", async () => {
    copy = copyFixtureContent();
    for (const { file } of misnamedSvgs) {
      writeFileSync(
        join(copy.root, `app/assets/sponsors/${file}`),
        readFileSync(join(hostileSvgFolder, file)),
      );
    }
    copy.write(
      "app/content/sponsors.yaml",
      `sponsors:\n${misnamedSvgs.map(({ file }) => `  - logo: ${file}\n    url: https://www.example.com/\n`).join("")}`,
    );
    const check = await checkContent(copy.root, fixtureDay);
    const told = check.lines.filter((line) => line.includes("app/assets/sponsors/"));
    expect(told).toEqual(
      misnamedSvgs.flatMap(({ file, refused }, index) =>
        refused
          ? [
              `app/content/sponsors.yaml: sponsors[${index}].logo: app/assets/sponsors/${file} ${refused}`,
            ]
          : [],
      ),
    );
  });

  it("of a raster named as an SVG, or an SVG named as a portrait's photo, is told the same way", async () => {
    copy = copyFixtureContent();
    renameSync(
      join(copy.root, "app/assets/sponsors/sponsor-1.svg"),
      join(copy.root, "app/assets/sponsors/sponsor-1.png"),
    );
    writeFileSync(
      join(copy.root, "app/assets/sponsors/sponsor-1.svg"),
      await sharp({ create: { width: 40, height: 20, channels: 3, background: "#888" } })
        .png()
        .toBuffer(),
    );
    // In UTF-16, after white space: what the image pipeline's SVG reader still takes for one.
    writeFileSync(
      join(copy.root, "app/assets/team/giulia-romano.jpg"),
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('\n <svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>', "utf16le"),
      ]),
    );
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.lines.filter((line) => /sponsor-1|giulia-romano/.test(line))).toEqual([
      "app/content/sponsors.yaml: sponsors[0].logo: app/assets/sponsors/sponsor-1.svg is a PNG file, whatever its name says: rename it sponsor-1.png",
      "app/content/team.yaml: members[0].photo: app/assets/team/giulia-romano.jpg is an SVG file, whatever its name says: save it as JPEG, PNG or WebP",
    ]);
  });
});

describe("a flagship mark", () => {
  const ecotech = "app/content/events/ecotech-challenge.yaml";
  const mark = (c: ContentCopy, file: string) =>
    c.replace(file, "\nstart:", "\nflagship: true\nstart:");
  const ended =
    "flagship: the event ended on 2024-12-13: only an event still ahead can be the flagship; remove the mark (or put it on the next edition)";

  it("on an event still ahead is no mistake", async () => {
    copy = copyFixtureContent();
    mark(copy, clash);
    expect((await checkContent(copy.root, fixtureDay)).lines).toEqual([]);
  });

  it("on an ended event stops the build, in one line naming the file and the field", async () => {
    copy = copyFixtureContent();
    mark(copy, ecotech);
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.mistakes).toBe(1);
    expect(check.lines[0]).toBe(`${ecotech}: ${ended}`);
    expect(check.content).toBeUndefined();
  });

  it(
    "left on an event that has since ended does not stop the nightly build, until its file changes",
    async () => {
      copy = copyFixtureContent();
      mark(copy, ecotech);
      git(copy.root, ["init", "-q"]);
      // Marked (committed) before the event ended; built after it.
      commitAll(copy.root, "2024-11-01T12:00:00Z");
      expect((await checkContent(copy.root, fixtureDay)).lines).toEqual([]);
      // Edited after the event, the mark still there: the board is told to remove it.
      copy.replace(ecotech, "kind: hackathon", "kind: competition");
      commitAll(copy.root, "2025-01-15T12:00:00Z");
      expect((await checkContent(copy.root, fixtureDay)).lines[0]).toBe(`${ecotech}: ${ended}`);
      // Two whole checks of the content and three runs of git: more than one check's time.
    },
    scaled(20_000),
  );
});
