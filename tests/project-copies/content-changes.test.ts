/**
 * The promise to the board: any content change that passes the content check passes `npm test`,
 * and a new event is one new file (and its picture), nothing else.
 *
 * On a copy of the project with the chapter's own content, this copies an event file and changes
 * its address, dates and texts, adds an earlier edition of it that has ended, with its recap and a
 * photo (as the board does after an event), removes another event, replaces a team member and their portrait,
 * replaces a sponsor and removes another, as a board member would; then it runs every step of the
 * suite that reads the chapter's content: the build, the checks over the built site and the
 * browser checks of the pages that changed. The other steps use the fixture content,
 * which no content change touches: unit tests see the fixture identity and name the folder they
 * read content from (`readContent(root)`).
 *
 * What it plants is named so that no board would write it ("Planted Evening of npm test"): the
 * build refuses two events with one title, and a board's own event must never collide with it.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageFolders } from "../../app/config/content-files";
import { eventFiles, siteFiles } from "../../app/lib/content-collections";
import { copyProject, fixtureSite } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject({ content: "chapter" });
const at = (path: string) => join(copy.dir, path);
const built = (path: string) => readFileSync(at(`build/client/${path}`), "utf8");

type Data = Record<string, unknown>;

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

/** The new event's texts, with values written once and placeholders. */
const newEvent: Data = {
  slug: "npm-test-planted-evening",
  title: { en: "Planted Evening of npm test", it: "Serata piantata da npm test" },
  start: "2031-03-10T18:00",
  end: "2031-03-10T22:00",
  image: "npm-test-planted-evening.jpg",
  imageAlt: { en: "Papers and data on a desk", it: "Fogli e dati su una scrivania" },
  summary: {
    en: "An evening building small robots, on {{date}}.",
    it: "Una serata a costruire piccoli robot, {{date}}.",
  },
};
const newPage: Data = {
  intro: {
    en: "Build and program a small robot with your team, in one evening at the lab: {{date}}.",
    it: "Costruisci e programma un piccolo robot con la tua squadra, in una serata in laboratorio: {{date}}.",
  },
  sections: [
    {
      heading: { en: "The evening", it: "La serata" },
      text: {
        en: "We provide the kits; you bring the ideas.\n\n- {{time}}\n- [All our events](/events)",
        it: "Noi forniamo i kit, voi portate le idee.\n\n- {{time}}\n- [Tutti i nostri eventi](/events)",
      },
    },
  ],
};

/** An earlier edition of the new event, over before any day the suite runs on, with a recap. */
const pastEdition: Data = {
  slug: "npm-test-planted-evening-2026",
  title: { en: "Planted Evening of npm test 2026", it: "Serata piantata da npm test 2026" },
  start: "2026-01-10T18:00",
  end: "2026-01-10T22:00",
  recap: {
    outcome: {
      en: "Twenty robots raced on the lab's floor; the Gearheads won.",
      it: "Venti robot hanno gareggiato sul pavimento del laboratorio; hanno vinto i Gearheads.",
    },
    summary: {
      en: "On {{date}}, thirty students built and raced small robots.",
      it: "Il giorno della serata ({{date}}) trenta studenti hanno costruito piccoli robot e li hanno fatti gareggiare.",
    },
    photos: [
      {
        image: "npm-test-planted-evening-2026-1.jpg",
        alt: { en: "Robots racing on the floor", it: "Robot che gareggiano sul pavimento" },
      },
    ],
  },
};

let run: ReturnType<typeof spawnSync>;

beforeAll(() => {
  const eventNames = readdirSync(at(eventFiles.folder)).filter((name) => name.endsWith(".yaml"));
  // Copy an event file (one with a page when there is one), and change what makes it new.
  const model =
    eventNames.find((name) => "page" in readYaml(`${eventFiles.folder}/${name}`)) ?? eventNames[0];
  const event: Data = model ? readYaml(`${eventFiles.folder}/${model}`) : {};
  Object.assign(event, { kind: "workshop", place: { name: { en: "Lab", it: "Laboratorio" } } });
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
    "series",
    "examples",
  ]) {
    delete event[field];
  }
  if (event.page && typeof event.page === "object") {
    for (const field of ["faq", "steps", "benefits"]) delete (event.page as Data)[field];
  }
  event.series = "npm-test-planted-evening";
  writeFileSync(at(`${eventFiles.folder}/npm-test-planted-evening.yaml`), stringify(event));
  copyFileSync(
    join(fixtureSite, imageFolders.events, "levels.jpg"),
    at(`${imageFolders.events}/npm-test-planted-evening.jpg`),
  );
  // Its earlier edition, over, with the recap a board member writes after the event.
  const earlier: Data = structuredClone(event);
  Object.assign(earlier, pastEdition);
  // Each event page has its own introduction (search engines show them side by side).
  earlier.page = {
    ...(earlier.page as Data),
    intro: {
      en: "The first Planted Evening of npm test: an evening of building and racing small robots at the lab, on {{date}}.",
      it: "La prima Serata piantata da npm test: una serata per costruire piccoli robot e farli gareggiare in laboratorio, {{date}}.",
    },
  };
  writeFileSync(at(`${eventFiles.folder}/npm-test-planted-evening-2026.yaml`), stringify(earlier));
  copyFileSync(
    join(fixtureSite, imageFolders.recaps, "student-tech-clash-2024-1.jpg"),
    at(`${imageFolders.recaps}/npm-test-planted-evening-2026-1.jpg`),
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
      email: "planted.member@example.org",
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
    oldLogos.push(sponsors[0]?.logo);
    sponsors[0] = {
      name: "Planted Sponsor of npm test",
      logo: "npm-test-planted-sponsor.svg",
      url: "https://planted-sponsor.example.com",
    };
    if (sponsors.length > 1) oldLogos.push(sponsors.pop()?.logo);
  });
  for (const logo of oldLogos) removeIfUnused(imageFolders.sponsors, logo, siteFiles.sponsors.file);

  const changedPages = [
    "/npm-test-planted-evening",
    "/it/npm-test-planted-evening",
    "/npm-test-planted-evening-2026",
    "/it/events",
    "/about",
    "/it/partners",
  ];
  // Route types do not depend on content: one module renders every event.
  run = spawnSync("node", ["scripts/test.mjs", "--only=build,built,browser"], {
    cwd: copy.dir,
    env: {
      ...process.env,
      NODE_ENV: "",
      SWEEP_PAGES: changedPages.join(","),
      // Apart from the suite's own servers (E2E_SITE_PORT, 4175 by default), so that another
      // checkout running the suite on other ports does not take this one.
      E2E_SITE_PORT: String(Number(process.env.E2E_SITE_PORT ?? 4175) + 8),
    },
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
}, scaled(600_000));

afterAll(() => copy.remove());

describe("a content change by the board", () => {
  it("keeps every step of the suite that reads the chapter's content green", () => {
    const output = `${run.stdout}\n${run.stderr}`;
    expect(String(run.stdout).trim().split("\n").at(-1), output.slice(-6000)).toMatch(
      /^\d+ passed, 0 failed$/,
    );
    expect(run.status).toBe(0);
  });

  it("gives the new event its page in both languages, texts filled in the page's language", () => {
    const english = built("npm-test-planted-evening/index.html");
    expect(english).toContain("Planted Evening of npm test");
    // Values from the event's fields are unbreakable pieces of the text.
    expect(english).toContain(
      'in one evening at the lab: <span class="nowrap">Monday, 10 March 2031</span>.',
    );
    expect(english).toContain('<li><span class="nowrap">18:00–22:00</span></li>');
    const italian = built("it/npm-test-planted-evening/index.html");
    expect(italian).toContain('lang="it"');
    expect(italian).toContain('in laboratorio: <span class="nowrap">lunedì 10 marzo 2031</span>.');
    expect(italian).toMatch(/<a href="\/it\/events"[^>]*>Tutti i nostri eventi<\/a>/);
  });

  it("leads the ended edition's page with its recap, and links the two editions", () => {
    const recap = built("npm-test-planted-evening-2026/index.html");
    expect(recap).toContain("This event has ended.");
    expect(recap).toContain("Twenty robots raced on the lab&#x27;s floor; the Gearheads won.");
    expect(recap).toContain('On <span class="nowrap">Saturday, 10 January 2026</span>, thirty');
    expect(recap).toContain('alt="Robots racing on the floor"');
    expect(recap).toMatch(
      /href="\/npm-test-planted-evening"[^>]*>.*Planted Evening of npm test 2031/s,
    );
    const italian = built("it/npm-test-planted-evening-2026/index.html");
    expect(italian).toContain("Questo evento si è concluso.");
    expect(italian).toContain("hanno vinto i Gearheads");
    expect(built("npm-test-planted-evening/index.html")).toMatch(
      /href="\/npm-test-planted-evening-2026"[^>]*>Planted Evening of npm test 2026/,
    );
    // In the archive of past events, with its outcome.
    const list = built("events/index.html");
    expect(list.slice(list.indexOf('id="past"'))).toContain("the Gearheads won");
  });

  it("lists the new event as upcoming, with its calendar files and its place in the sitemap", () => {
    const list = built("events/index.html");
    const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
    expect(upcoming).toContain("Planted Evening of npm test");
    expect(built("it/events/index.html")).toContain("Serata piantata da npm test");
    expect(built("npm-test-planted-evening.ics")).toContain("SUMMARY:Planted Evening of npm test");
    expect(built("it/npm-test-planted-evening.ics")).toContain(
      "SUMMARY:Serata piantata da npm test",
    );
    expect(built("sitemap.xml")).toContain("/it/npm-test-planted-evening</loc>");
    expect(existsSync(at("build/client/about/index.html"))).toBe(true);
    expect(built("about/index.html")).toContain("Planted Member of npm test");
  });
});
