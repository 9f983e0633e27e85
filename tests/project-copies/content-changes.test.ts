/**
 * The promise to the board: any content change that passes the content check passes `npm test`,
 * and a new event is one new file (and its picture), nothing else.
 *
 * On a copy of the project with the chapter's own content, this lives the board's week around an
 * event: a series of editions of an event with sections and section navigation, in the three
 * states an edition goes through, on the day the suite runs (dates relative to today, as the
 * chapter's build is made on today's date):
 * - upcoming: copied by file from an event of the chapter, as the board guide says, with new dates
 *   and texts (its page runs the section dots);
 * - ended two days ago without its recap yet: a new file, with two sections for before the event
 *   and section navigation on (its page has nothing left for the dots, so it loads no script, and
 *   the build reminds the board of the recap, once); the CMS writes such a file too, and the CMS
 *   test (cms.test.ts) checks that the file it writes passes the content check;
 * - ended last year with its recap and a photo, by file (the recap leads its page, with dots).
 * It also removes another event, replaces a team member and their portrait, replaces a sponsor
 * and removes another. Then it runs the steps of the suite that read what such changes change: the
 * build, the checks over the built site, and the browser checks of the pages that changed, each
 * served under its own policy (hosting.json's, which nginx.conf and _headers are written from).
 * nginx serves any page by the same generated configuration: the suite's nginx step checks it on
 * the chapter's own build, and the second chapter's run on another first language. The CMS's page
 * comes from the identity, which these changes keep: its browser check is left out here too.
 * The other steps use the fixture content, which no content change touches: unit tests see the
 * fixture identity and name the folder they read content from (`readContent(root)`). The hostile
 * requests ask the servers what a change of events, people or sponsors cannot change (their
 * languages' paths are the chapter's, which these changes keep); the second chapter's run has
 * them, on another first language (second-chapter.test.ts).
 *
 * What it plants is named so that no board would write it ("Planted Evening of npm test"): the
 * build refuses two events with one title, and a board's own event must never collide with it.
 * It is written in the chapter's languages (app/config/languages.ts reads them from the copy's
 * identity: English and Italian here, English and German for a chapter in München), at
 * addresses outside the domains kept for examples, which a real chapter's build refuses.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageFolders } from "../../app/config/content-locations";
import { languageInfo, languages, type Language } from "../../app/config/languages";
import { messagesOf } from "../../app/i18n/messages";
import { eventFiles, siteFiles } from "../../app/lib/content-collections";
import { siteTimeZone } from "../../app/config/time-zone";
import {
  formatEventDays,
  formatEventHours,
  localDateTimeOf,
  localInstant,
} from "../../app/lib/dates";
import { formatProblem, readContent } from "../../app/server/content.server";
import { dayPieces } from "../../app/lib/date-pieces";
import { copyProject, fixtureSite } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject({ content: "chapter" });
const at = (path: string) => join(copy.dir, path);
const built = (path: string) => readFileSync(at(`build/client/${path}`), "utf8");

type Data = Record<string, unknown>;

/** A planted text in the languages the content may have; the chapter's are taken from it. */
type Texts = { en: string; it: string; de: string };

/** The chapter's first language, at /, and its second one, if it has one, under its prefix. */
const [mainLanguage = "en", otherLanguage] = languages;

/** A planted text as a content file holds it: one entry per language of the chapter. */
const inLanguages = (texts: Texts) =>
  Object.fromEntries(languages.map((language) => [language, textIn(texts, language)]));

/** A planted text in one language (a language with no text of its own reads the English). */
const textIn = (texts: Texts, language: Language) =>
  (texts as Partial<Record<Language, string>>)[language] ?? texts.en;

/** A built file of a page in a language: `events/index.html`, `it/events/index.html`. */
const builtIn = (language: Language, path: string) =>
  built(
    `${languageInfo[language].prefix.slice(1)}${languageInfo[language].prefix ? "/" : ""}${path}`,
  );

/** The address of a page in a language: `/events`, `/it/events`. */
const pathIn = (language: Language, path: string) => `${languageInfo[language].prefix}${path}`;

function readYaml(file: string): Data {
  return parse(readFileSync(at(file), "utf8")) as Data;
}

function editYaml(file: string, edit: (data: Data) => void) {
  const data = readYaml(file);
  edit(data);
  writeFileSync(at(file), stringify(data));
}

/** Removes a picture no entry names any more, as a tidy board member would. */
function removeIfUnused(folder: string, name: unknown, file: string) {
  if (typeof name === "string" && !readFileSync(at(file), "utf8").includes(name)) {
    rmSync(at(`${folder}/${name}`), { force: true });
  }
}

/** A local time in the chapter's time zone `days` from today's (negative: before), at `time`:
 * "2026-11-24T18:00". */
function daysFromToday(days: number, time: string): string {
  const today = localDateTimeOf(Date.now(), siteTimeZone).slice(0, 10);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${day.toISOString().slice(0, 10)}T${time}`;
}

/** The three editions of the planted series: their files' names, addresses and days. */
const editions = {
  upcoming: {
    slug: "npm-test-planted-evening",
    start: daysFromToday(40, "18:00"),
    end: daysFromToday(40, "22:00"),
  },
  endedWithoutRecap: {
    slug: "npm-test-planted-evening-second",
    start: daysFromToday(-2, "18:00"),
    end: daysFromToday(-2, "22:00"),
  },
  endedWithRecap: {
    slug: "npm-test-planted-evening-first",
    start: daysFromToday(-330, "18:00"),
    end: daysFromToday(-330, "22:00"),
  },
};
const series = "npm-test-planted-evening";

/** How a page shows an edition's day, as the build writes it. */
/** A page's text as it reads, without its tags. */
const visibleText = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

const dayOf = (edition: { start: string; end: string }, language: Language) =>
  formatEventDays(
    localInstant(edition.start, siteTimeZone),
    localInstant(edition.end, siteTimeZone),
    language,
    siteTimeZone,
  );

/** The upcoming edition's title, and the end of its introduction, where `{{date}}` is filled. */
const plantedTitle: Texts = {
  en: "Planted Evening of npm test",
  it: "Serata piantata da npm test",
  de: "Gepflanzter Abend von npm test",
};
const introEnd: Texts = {
  en: "in one evening at the lab: ",
  it: "in laboratorio: ",
  de: "im Labor: ",
};
/** The words of the link to the events page in a section of the upcoming edition. */
const allEvents: Texts = {
  en: "All our events",
  it: "Tutti i nostri eventi",
  de: "Alle unsere Veranstaltungen",
};

/** The upcoming edition's texts, with values written once and placeholders. */
const newEvent: Data = {
  slug: editions.upcoming.slug,
  series,
  title: inLanguages(plantedTitle),
  start: editions.upcoming.start,
  end: editions.upcoming.end,
  image: "npm-test-planted-evening.jpg",
  imageAlt: inLanguages({
    en: "Papers and data on a desk",
    it: "Fogli e dati su una scrivania",
    de: "Papiere und Daten auf einem Schreibtisch",
  }),
  summary: inLanguages({
    en: "An evening building small robots, on {{date}}.",
    it: "Una serata a costruire piccoli robot, {{date}}.",
    de: "Ein Abend, an dem kleine Roboter gebaut werden, am {{date}}.",
  }),
};
const newPage: Data = {
  intro: inLanguages({
    en: "Build and program a small robot with your team, in one evening at the lab: {{date}}.",
    it: "Costruisci e programma un piccolo robot con la tua squadra, in una serata in laboratorio: {{date}}.",
    de: "Baue und programmiere mit deinem Team einen kleinen Roboter, an einem Abend im Labor: {{date}}.",
  }),
  sections: [
    {
      heading: inLanguages({ en: "The evening", it: "La serata", de: "Der Abend" }),
      text: inLanguages({
        en: `We provide the kits; you bring the ideas.\n\n- {{time}}\n- [${allEvents.en}](/events)`,
        it: `Noi forniamo i kit, voi portate le idee.\n\n- {{time}}\n- [${allEvents.it}](/events)`,
        de: `Wir stellen die Bausätze, ihr bringt die Ideen.\n\n- {{time}}\n- [${allEvents.de}](/events)`,
      }),
    },
    {
      heading: inLanguages({ en: "What to bring", it: "Cosa portare", de: "Was mitbringen" }),
      text: inLanguages({
        en: "A laptop and a friend.",
        it: "Un portatile e un amico.",
        de: "Einen Laptop und einen Freund.",
      }),
    },
  ],
  sectionNavigation: true,
};

/** What came of the first edition, as its recap says it. */
const recapOutcome: Texts = {
  en: "Twenty robots raced on the lab's floor; the Gearheads won.",
  it: "Venti robot hanno gareggiato sul pavimento del laboratorio; hanno vinto i Gearheads.",
  de: "Zwanzig Roboter fuhren auf dem Boden des Labors um die Wette; die Gearheads gewannen.",
};
/** The alternative text of the first edition's recap photo. */
const recapPhotoAlt: Texts = {
  en: "Robots racing on the floor",
  it: "Robot che gareggiano sul pavimento",
  de: "Roboter, die auf dem Boden um die Wette fahren",
};
/** What the planted sponsor got from the first edition, as its recap says it. */
const sponsorOutcome: Texts = {
  en: "Lent the robot kits planted by npm test",
  it: "Ha prestato i kit di robot piantati da npm test",
  de: "Hat die von npm test gepflanzten Roboterbausätze geliehen",
};

/** The first edition, ended last year, with the recap a board member writes after the event. */
const firstEdition: Data = {
  slug: editions.endedWithRecap.slug,
  title: inLanguages({
    en: "First Planted Evening of npm test",
    it: "Prima Serata piantata da npm test",
    de: "Erster Gepflanzter Abend von npm test",
  }),
  start: editions.endedWithRecap.start,
  end: editions.endedWithRecap.end,
  recap: {
    outcome: inLanguages(recapOutcome),
    summary: inLanguages({
      en: "On {{date}}, thirty students built and raced small robots.",
      it: "Il giorno della serata ({{date}}) trenta studenti hanno costruito piccoli robot e li hanno fatti gareggiare.",
      de: "Am {{date}} bauten dreißig Studierende kleine Roboter und ließen sie um die Wette fahren.",
    }),
    photos: [
      {
        image: "npm-test-planted-evening-first-1.jpg",
        alt: inLanguages(recapPhotoAlt),
      },
    ],
  },
};

type Section = { heading: Texts; text: Texts };

/** The title of the second edition. */
const secondTitle: Texts = {
  en: "Second Planted Evening of npm test",
  it: "Seconda Serata piantata da npm test",
  de: "Zweiter Gepflanzter Abend von npm test",
};

/** The two sections of the second edition, both for before the event. */
const secondSections: [Section, Section] = [
  {
    heading: { en: "How to take part", it: "Come partecipare", de: "So machst du mit" },
    text: {
      en: "Come with your team of three.",
      it: "Vieni con la tua squadra di tre persone.",
      de: "Komm mit deinem Dreierteam.",
    },
  },
  {
    heading: { en: "The programme", it: "Il programma", de: "Das Programm" },
    text: {
      en: "Building first, then the race.",
      it: "Prima la costruzione, poi la gara.",
      de: "Erst wird gebaut, dann gefahren.",
    },
  },
];

/** Where the planted editions take place. */
const lab: Texts = { en: "Lab", it: "Laboratorio", de: "Labor" };

/** The pages the browser checks sweep (the others are as the suite's own run checked them). */
const changedPages = [
  ...new Set([
    pathIn(mainLanguage, `/${editions.upcoming.slug}`),
    pathIn(otherLanguage ?? mainLanguage, `/${editions.upcoming.slug}`),
    pathIn(mainLanguage, `/${editions.endedWithRecap.slug}`),
    pathIn(otherLanguage ?? mainLanguage, `/${editions.endedWithoutRecap.slug}`),
    pathIn(otherLanguage ?? mainLanguage, "/events"),
    pathIn(mainLanguage, "/about"),
    pathIn(otherLanguage ?? mainLanguage, "/partners"),
    pathIn(mainLanguage, "/partners"),
  ]),
].map((path) => path || "/");

/** The reminder the build prints about the edition that ended without its recap. */
const recapReminder = `warning: ${eventFiles.folder}/${editions.endedWithoutRecap.slug}.yaml: recap: the event ended `;

let run: ReturnType<typeof spawnSync>;

/** The board's changes by file: the upcoming edition, the first one with its recap, and more. */
function changeByFile() {
  const eventNames = readdirSync(at(eventFiles.folder)).filter((name) => name.endsWith(".yaml"));
  // Copy an event file (one with a page when there is one), and change what makes it new.
  const model =
    eventNames.find((name) => "page" in readYaml(`${eventFiles.folder}/${name}`)) ?? eventNames[0];
  const event: Data = model ? readYaml(`${eventFiles.folder}/${model}`) : {};
  Object.assign(event, { kind: "workshop", place: { name: inLanguages(lab) } });
  Object.assign(event, newEvent);
  event.page = { ...(event.page as Data | undefined), ...newPage };
  for (const field of [
    "registration",
    "promoCode",
    "price",
    "teamSize",
    "prizes",
    "contacts",
    "recap",
    "examples",
    "status",
  ]) {
    delete event[field];
  }
  for (const field of ["faq", "steps", "benefits"]) delete (event.page as Data)[field];
  writeFileSync(at(`${eventFiles.folder}/${editions.upcoming.slug}.yaml`), stringify(event));
  copyFileSync(
    join(fixtureSite, imageFolders.events, "levels.jpg"),
    at(`${imageFolders.events}/npm-test-planted-evening.jpg`),
  );
  // The first edition, over, with the recap a board member writes after the event.
  const first: Data = structuredClone(event);
  Object.assign(first, firstEdition);
  // Each event page has its own introduction (search engines show them side by side).
  first.page = {
    ...(first.page as Data),
    intro: inLanguages({
      en: "The first Planted Evening of npm test: an evening of building and racing small robots at the lab, on {{date}}.",
      it: "La prima Serata piantata da npm test: una serata per costruire piccoli robot e farli gareggiare in laboratorio, {{date}}.",
      de: "Der erste Gepflanzte Abend von npm test: ein Abend, an dem im Labor kleine Roboter gebaut werden und um die Wette fahren, am {{date}}.",
    }),
  };
  writeFileSync(at(`${eventFiles.folder}/${editions.endedWithRecap.slug}.yaml`), stringify(first));
  copyFileSync(
    join(fixtureSite, imageFolders.recaps, "student-tech-clash-2024-1.jpg"),
    at(`${imageFolders.recaps}/npm-test-planted-evening-first-1.jpg`),
  );
  // Remove another event.
  const removed = eventNames.find((name) => name !== model);
  if (removed) rmSync(at(`${eventFiles.folder}/${removed}`));
  // Replace a team member, with a new portrait.
  copyFileSync(
    join(fixtureSite, imageFolders.team, "giulia-romano.jpg"),
    at(`${imageFolders.team}/npm-test-planted-member.jpg`),
  );
  let oldPhoto: unknown;
  editYaml(siteFiles.team.file, (team) => {
    const members = team.members as Data[];
    oldPhoto = members[0]?.photo;
    members[0] = {
      name: "Planted Member of npm test",
      role: "president",
      roleForm: "feminine",
      photo: "npm-test-planted-member.jpg",
      email: "planted.member@npm-test.example",
    };
  });
  removeIfUnused(imageFolders.team, oldPhoto, siteFiles.team.file);
  // Replace a sponsor, with a new logo, and remove another.
  writeFileSync(
    at(`${imageFolders.sponsors}/npm-test-planted-sponsor.svg`),
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><text x="10" y="50" font-size="40">Acme</text></svg>',
  );
  const oldLogos: unknown[] = [];
  editYaml(siteFiles.sponsors.file, (file) => {
    const sponsors = file.sponsors as Data[];
    // Sponsors no recap names by their short name (id): the build refuses to lose one it does.
    const unnamed = sponsors.flatMap((sponsor, index) => (sponsor.id ? [] : [index]));
    const [replaced = sponsors.length] = unnamed;
    oldLogos.push(sponsors[replaced]?.logo);
    sponsors[replaced] = {
      name: "Planted Sponsor of npm test",
      logo: "npm-test-planted-sponsor.svg",
      url: "https://planted-sponsor.npm-test.example",
    };
    const removed = unnamed.at(-1);
    if (removed !== undefined && removed !== replaced) {
      oldLogos.push(sponsors.splice(removed, 1)[0]?.logo);
    }
  });
  for (const logo of oldLogos) removeIfUnused(imageFolders.sponsors, logo, siteFiles.sponsors.file);
  plantProof();
}

/**
 * Proof, as the board adds it after an event: a partner's words about the ended edition in the
 * quotes' file, and in its recap what the new sponsor got (named by its short name, which the
 * board gives it in the sponsors' file).
 */
function plantProof() {
  editYaml(siteFiles.sponsors.file, (file) => {
    const planted = (file.sponsors as Data[]).find(
      (sponsor) => sponsor.logo === "npm-test-planted-sponsor.svg",
    );
    if (planted) planted.id = "npm-test-planted-sponsor";
  });
  editYaml(`${eventFiles.folder}/${editions.endedWithRecap.slug}.yaml`, (event) => {
    (event.recap as Data).partnerOutcomes = [
      {
        partner: "npm-test-planted-sponsor",
        outcomes: Object.fromEntries(
          languages.map((language) => [language, [textIn(sponsorOutcome, language)]]),
        ),
      },
    ];
  });
  editYaml(siteFiles.quotes.file, (file) => {
    file.quotes = [
      ...((file.quotes as Data[] | undefined) ?? []),
      {
        from: "partner",
        text: inLanguages({
          en: "Words planted by npm test: the robots raced, <b>and</b> so did we.",
          it: "Parole piantate da npm test: i robot hanno gareggiato, <b>e</b> anche noi.",
          de: "Von npm test gepflanzte Worte: die Roboter fuhren um die Wette, <b>und</b> wir auch.",
        }),
        name: "Planted Voice of npm test",
        role: inLanguages({
          en: "Head of Robots",
          it: "Responsabile dei robot",
          de: "Leiterin der Roboter",
        }),
        company: "Planted Sponsor of npm test",
        event: editions.endedWithRecap.slug,
      },
    ];
  });
}

/**
 * The second edition, by file: it ended two days ago and has no recap yet; its two sections are
 * for before the event, and its section navigation is on. A board member may add it through the
 * CMS as well: the CMS test (cms.test.ts) saves an event of this shape (two sections, the
 * navigation on) and checks that its file passes the content check, which is all this test
 * asks of a file.
 */
function addEndedEditionByFile() {
  writeFileSync(
    at(`${eventFiles.folder}/${editions.endedWithoutRecap.slug}.yaml`),
    stringify({
      slug: editions.endedWithoutRecap.slug,
      kind: "workshop",
      title: inLanguages(secondTitle),
      series,
      start: editions.endedWithoutRecap.start,
      end: editions.endedWithoutRecap.end,
      place: { name: inLanguages(lab) },
      image: "npm-test-planted-evening.jpg",
      imageAlt: inLanguages({
        en: "Robots on a lab's bench",
        it: "Robot sul banco di un laboratorio",
        de: "Roboter auf einer Laborbank",
      }),
      summary: inLanguages({
        en: "A second evening of building small robots and racing them on the lab's floor.",
        it: "Una seconda serata per costruire piccoli robot e farli gareggiare in laboratorio.",
        de: "Ein zweiter Abend, an dem kleine Roboter gebaut werden und im Labor um die Wette fahren.",
      }),
      page: {
        intro: inLanguages({
          en: "The second Planted Evening of npm test: teams build a small robot together and race it at the lab.",
          it: "La seconda Serata piantata da npm test: le squadre costruiscono insieme un piccolo robot e lo fanno gareggiare.",
          de: "Der zweite Gepflanzte Abend von npm test: Teams bauen gemeinsam einen kleinen Roboter und lassen ihn im Labor fahren.",
        }),
        sections: secondSections.map(({ heading, text }) => ({
          heading: inLanguages(heading),
          text: inLanguages(text),
        })),
        sectionNavigation: true,
      },
    }),
  );
}

beforeAll(async () => {
  changeByFile();
  addEndedEditionByFile();
  // The content check passes: the build and the checks after it are what is tested.
  expect(readContent(copy.dir).problems.map(formatProblem)).toEqual([]);
  // Route types do not depend on content: one module renders every event.
  run = spawnSync("node", ["scripts/test.mjs", "--only=build,built,browser"], {
    cwd: copy.dir,
    env: {
      ...process.env,
      NODE_ENV: "",
      SWEEP_PAGES: changedPages.join(","),
      // Apart from the suite's own servers (E2E_PORT and the port after it), so that the
      // suite of this checkout, or another's on other ports, does not take this one.
      E2E_SITE_PORT: String(
        Number(process.env.E2E_SITE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 1) + 8,
      ),
    },
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
}, scaled(900_000));

afterAll(() => copy.remove());

describe("a week of the board's content changes", () => {
  it("keeps every step of the suite that reads the chapter's content green", () => {
    const output = `${run.stdout}\n${run.stderr}`;
    // What failed first (Playwright's numbered failures, Vitest's and the steps' crosses), then
    // the end of the output: its last 6,000 characters alone can miss the failure's name.
    const failures = output
      .split("\n")
      .filter((line) => /^\s+\d+\) |^\s*(✘|×|FAIL)\s/u.test(line))
      .slice(0, 40)
      .join("\n");
    expect(
      String(run.stdout).trim().split("\n").at(-1),
      `${failures}\n…\n${output.slice(-6000)}`,
    ).toMatch(/^\d+ passed, 0 failed$/);
    expect(run.status).toBe(0);
    // Every step ran: none was left out for a build that failed.
    for (const step of ["build", "built site checks", "browser tests"]) {
      expect(String(run.stdout), step).toMatch(new RegExp(`^✔ ${step}`, "m"));
    }
  });

  it("reminds the board once of the recap the ended edition lacks", () => {
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output.split(recapReminder).length - 1).toBe(1);
  });

  it("gives the upcoming edition its page in every language, texts filled, with the section dots", () => {
    const slug = editions.upcoming.slug;
    for (const language of languages) {
      const html = builtIn(language, `${slug}/index.html`);
      expect(html, language).toContain(`lang="${languageInfo[language].tag}"`);
      expect(html, language).toContain(textIn(plantedTitle, language));
      // Values from the event's fields are in the text, its date in the pieces a line may
      // break between and never inside (lib/date-pieces.ts).
      const day = dayOf(editions.upcoming, language);
      expect(visibleText(html), language).toContain(`${textIn(introEnd, language)}${day}.`);
      for (const { date } of dayPieces(day)) {
        expect(html, language).toContain(`<span class="nowrap">${date}</span>`);
      }
      const hours = formatEventHours(
        localInstant(editions.upcoming.start, siteTimeZone),
        localInstant(editions.upcoming.end, siteTimeZone),
        language,
        siteTimeZone,
      );
      expect(html, language).toContain(`<li><span class="nowrap">${hours}</span></li>`);
      // A link to a page of the site goes to the page of the text's language.
      expect(html, language).toMatch(
        new RegExp(
          `<a href="${pathIn(language, "/events")}"[^>]*>${textIn(allEvents, language)}</a>`,
        ),
      );
      expect(html, language).toContain('data-island="section-navigation"');
      expect(html, language).toMatch(
        /<script type="module">[^<]*import\("\/assets\/island-section-navigation-/,
      );
    }
  });

  it("gives the edition that ended without its recap a page that says so, without a script", () => {
    const slug = editions.endedWithoutRecap.slug;
    for (const language of languages) {
      const html = builtIn(language, `${slug}/index.html`);
      expect(html, language).toContain(messagesOf(language).eventEnded);
      // Its sections were for before the event: nothing is left for the dots to navigate.
      expect(html, language).not.toContain(textIn(secondSections[0].heading, language));
      expect(html, language).not.toContain("data-island");
      expect(html, language).not.toMatch(/<script[^>]*type="module"/);
      // It leads to the next edition.
      expect(html, language).toContain(`href="${pathIn(language, `/${editions.upcoming.slug}`)}"`);
    }
  });

  it("leads the edition ended with its recap with it, with the dots, and links the editions", () => {
    const slug = editions.endedWithRecap.slug;
    for (const language of languages) {
      const recap = builtIn(language, `${slug}/index.html`);
      expect(recap, language).toContain(messagesOf(language).eventEnded);
      expect(recap, language).toContain(textIn(recapOutcome, language).replaceAll("'", "&#x27;"));
      expect(visibleText(recap), language).toContain(dayOf(editions.endedWithRecap, language));
      expect(recap, language).toContain('data-island="section-navigation"');
    }
    expect(builtIn(mainLanguage, `${slug}/index.html`)).toContain(
      `alt="${textIn(recapPhotoAlt, mainLanguage)}"`,
    );
    expect(builtIn(mainLanguage, `${editions.upcoming.slug}/index.html`)).toContain(
      `href="${pathIn(mainLanguage, `/${editions.endedWithoutRecap.slug}`)}"`,
    );
    // Listed once, with its outcome: among the latest recaps, or in the archive of past events
    // when later recaps have taken its place.
    const list = builtIn(mainLanguage, "events/index.html");
    const lists = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="subscribe"'));
    expect(lists.split("Gearheads").length - 1).toBe(1);
  });

  it("lists the upcoming edition as upcoming and the one that ended two days ago as past, each with its calendar files, and their places in the sitemap", () => {
    for (const language of languages) {
      const list = builtIn(language, "events/index.html");
      const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
      expect(upcoming, language).toContain(textIn(plantedTitle, language));
      expect(upcoming, language).not.toContain(textIn(secondTitle, language));
      const past = list.slice(list.indexOf('id="past"'), list.indexOf('id="subscribe"'));
      expect(past, language).toContain(textIn(secondTitle, language));
      expect(builtIn(language, `${editions.upcoming.slug}.ics`), language).toContain(
        `SUMMARY:${textIn(plantedTitle, language)}`,
      );
      expect(builtIn(language, `${editions.endedWithoutRecap.slug}.ics`), language).toContain(
        `SUMMARY:${textIn(secondTitle, language)}`,
      );
      expect(built("sitemap.xml"), language).toContain(
        `${pathIn(language, `/${editions.upcoming.slug}`)}</loc>`,
      );
      expect(built("sitemap.xml"), language).toContain(
        `${pathIn(language, `/${editions.endedWithoutRecap.slug}`)}</loc>`,
      );
      expect(builtIn(language, "about/index.html"), language).toContain(
        "Planted Member of npm test",
      );
    }
  });

  it("shows the planted proof: the partner's words and what it got, on the recap and the partners page", () => {
    const slug = editions.endedWithRecap.slug;
    const recap = builtIn(mainLanguage, `${slug}/index.html`);
    // The words as they were written: a tag in them is text, not markup.
    expect(recap).toContain("&lt;b&gt;");
    expect(recap).toContain("Planted Voice of npm test");
    for (const language of languages) {
      expect(builtIn(language, `${slug}/index.html`), language).toContain(
        textIn(sponsorOutcome, language),
      );
      const partners = builtIn(language, "partners/index.html");
      // The collaboration, linked to the recap, with what the sponsor got.
      const entry = partners.slice(partners.indexOf(`id="collaboration-${slug}"`));
      expect(entry, language).toMatch(new RegExp(`^id="collaboration-${slug}"`));
      expect(entry, language).toContain(`href="${pathIn(language, `/${slug}`)}"`);
      expect(entry, language).toContain(textIn(sponsorOutcome, language));
      expect(partners, language).toContain("Planted Voice of npm test");
    }
  });
});
