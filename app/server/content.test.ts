/**
 * The content check on the fixture content, and on copies of it with the mistakes a board
 * member makes: each is told in one line that names the file and the field.
 */
import { truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { it as italian } from "../i18n/it";
import { copyFixtureContent, type ContentCopy } from "../../tests/support/content-copy";
import { fixtureSiteToday } from "../../tests/support/fixture-build";
import { commitAll, git } from "../../tests/support/git-repository";
import { fixtureSite } from "../../tests/support/project-copy";
import { scaled } from "../../tests/support/time-scale";
import { startOfRomeDay } from "../lib/dates";
import { checkContent } from "./check-content.server";
import { formatProblem, messageProblems, readContent } from "./content.server";

/** The day the fixture site is built on (tests/support/fixture-build.ts). */
const fixtureDay = startOfRomeDay(fixtureSiteToday);
const levels = "app/content/events/levels.yaml";
const clash = "app/content/events/student-tech-clash.yaml";

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
      `${clash}: end: must be a date and time like 2025-12-05T09:00 (local time in Italy), not "22/11/2025 18:00"`,
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
      "app/content/events/broken.yaml: line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ] (YAML syntax)",
      "app/content/events/empty.yaml: is empty",
      "app/content/events/notes.txt: is not an event file: the events folder holds one .yaml file per event (pictures go in app/assets/events)",
      "app/content/events/robotics.yml: must end in .yaml, not .yml",
    ]);
  });

  it("names a misspelt field and the one that was meant, instead of dropping it", () => {
    expect(mistakesAfter((c) => c.replace(levels, "audience:", "audiense:"))).toEqual([
      `${levels}: audiense: is not a known field (did you mean "audience"?)`,
    ]);
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

  it("tells a time that does not exist in Italy, and an end before the start", () => {
    expect(
      mistakesAfter((c) => {
        c.replace(levels, 'start: "2024-10-31T16:00"', 'start: "2026-03-29T02:30"');
        c.replace(levels, 'end: "2024-10-31T18:30"', 'end: "2026-03-29T04:00"');
        c.replace(clash, 'end: "2025-11-22T18:00"', 'end: "2025-11-22T08:00"');
      }),
    ).toEqual([
      `${levels}: start: 2026-03-29T02:30 does not exist in Italy: the clocks go forward that night, from 02:00 to 03:00; write a time from 03:00`,
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
      `${levels}: page.steps.items: must have as many items in every language (en: 4, it: 3)`,
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
    expect(messageProblems({ it: withoutWhen }).map(formatProblem)).toEqual([
      'app/i18n/it.ts: when: is missing (English: "When")',
      "app/i18n/it.ts: extra: is not a key of app/i18n/en.ts",
    ]);
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
      'app/content/pages/partners.yaml: figures[3]: "chapterFounded" is not a figure of app/config/identity.yaml; known: founded, universities, members, studentsReached, universitiesInCity, city, founded',
    ]);
  });

  it("warns of a text that writes a figure's number instead of its placeholder", async () => {
    copy = copyFixtureContent();
    copy.replace(home, "Founded in {{founded}}", "Founded in 1989");
    copy.replace(home, "uno dei {{universities}} in Europa", "uno dei 90 in Europa");
    const check = await checkContent(copy.root, fixtureDay);
    expect(check.mistakes).toBe(0);
    expect(check.lines).toEqual([
      'warning: app/content/pages/home.yaml: aboutUs.en: writes 1989, the figure "founded" of app/config/identity.yaml: write {{founded}}, so that it is one number everywhere',
      'warning: app/content/pages/home.yaml: whereWeAre.it: writes 90, the figure "universities" of app/config/identity.yaml: write {{universities}}, so that it is one number everywhere',
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
      "app/content/sponsors.yaml: sponsors[0].logo: app/assets/sponsors/sponsor-1.svg needs width and height attributes on its <svg> element (in px)",
      "warning: app/content/team.yaml: members[0].photo: app/assets/team/giulia-romano.jpg is 600 × 900 px, not square: the card shows its middle; give photoFocus (top, bottom, ...) to keep the face",
      "Content check: 2 mistakes (listed above, one per line: file: field: what is expected). Nothing was built.",
    ]);
  });
});

/** SVGs that are more than a picture, each as a board member might receive one. */
const hostileSvgs: Record<string, string> = {
  script:
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/")</script></svg>',
  handler: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
  foreign:
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>',
  outside:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="https://tracker.example/x.png" width="10" height="10"/></svg>',
  link: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
  style:
    '<?xml-stylesheet href="https://tracker.example/b.css"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(https://tracker.example/a.css);</style></svg>',
};

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

describe("an SVG logo", () => {
  it("that holds more than a picture is refused, named or only in the folder, each in one line", async () => {
    copy = copyFixtureContent();
    const names = Object.keys(hostileSvgs);
    names.forEach((name, index) =>
      copy?.write(`app/assets/sponsors/sponsor-${index + 1}.svg`, hostileSvgs[name] ?? ""),
    );
    copy.write("app/assets/sponsors/unused.svg", hostileSvgs.script ?? "");
    copy.write("app/assets/sponsors/sponsor-7.svg", '<svg xmlns="http://www.w3.org/2000/svg"><g>');
    const check = await checkContent(copy.root, fixtureDay);
    const advice =
      "a logo must be a picture only, never a program or a link to other files; export it again as plain SVG, or as PNG";
    const at = (index: number) =>
      `app/content/sponsors.yaml: sponsors[${index}].logo: app/assets/sponsors/sponsor-${index + 1}.svg`;
    expect(check.lines).toEqual([
      "app/assets/sponsors/unused.svg: holds a <script> element: " + advice,
      `app/content/events/ey-competition.yaml: recap.partner.logo: app/assets/sponsors/sponsor-3.svg holds a <foreignObject> element: ${advice}`,
      `${at(0)} holds a <script> element: ${advice}`,
      `${at(1)} holds a onload attribute on <svg> (a script): ${advice}`,
      `${at(2)} holds a <foreignObject> element: ${advice}`,
      `${at(3)} holds a reference to another file (xlink:href="https://tracker.example/x.png"): ${advice}`,
      `${at(4)} holds a href="javascript:alert(1)" link (a script): ${advice}`,
      `${at(5)} holds an <?xml-stylesheet?> instruction (a reference to another file), a style that loads another file: ${advice}`,
      `${at(6)} is not an SVG a browser can read (line 1, column 43: unclosed tag: g)`,
      "Content check: 9 mistakes (listed above, one per line: file: field: what is expected). Nothing was built.",
    ]);
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
