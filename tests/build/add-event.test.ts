/**
 * The promise to the board: a new event is one new file in app/content/events/, and nothing
 * else. This builds a copy of the project with one more event file and checks that the event
 * gets its page in both languages, its entry in the events list and its calendar files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCopy, copyProject } from "./project-copy";

const copy = copyProject();
const copyRoot = copy.dir;

/** Written exactly as a board member would, following the README. */
const newEvent = `import { site } from "../site";
import type { EventContent } from "../types";

export default {
  slug: "robotics-night",
  kind: "workshop",
  title: { en: "Robotics Night", it: "Notte della robotica" },
  start: "2027-03-10T18:00",
  end: "2027-03-10T22:00",
  place: {
    name: { en: "Robotics lab, main campus", it: "Laboratorio di robotica, sede centrale" },
    address: { en: "Corso Duca degli Abruzzi 24, Turin", it: "Corso Duca degli Abruzzi 24, Torino" },
  },
  image: "levels.jpg",
  imageAlt: { en: "Papers and data on a desk", it: "Fogli e dati su una scrivania" },
  listing: {
    summary: {
      en: "An evening building small robots in teams.",
      it: "Una serata a costruire piccoli robot in squadra.",
    },
  },
  teamSize: { min: 2, max: 4 },
  registration: { url: site.forms.levels, action: "apply", deadline: "2027-03-05" },
  page: {
    intro: {
      en: "Build and program a small robot with your team in one evening.",
      it: "Costruisci e programma un piccolo robot con la tua squadra in una sera.",
    },
    sections: [
      {
        id: "programme",
        heading: { en: "The evening", it: "La serata" },
        paragraphs: {
          en: ["We provide the kits; you bring the ideas."],
          it: ["Noi forniamo i kit, voi portate le idee."],
        },
      },
    ],
  },
  contacts: { emails: [site.emails.events] },
} satisfies EventContent;
`;

beforeAll(() => {
  writeFileSync(join(copyRoot, "app/content/events/robotics-night.ts"), newEvent);
  buildCopy(copyRoot, { SITE_TODAY: "2027-03-01" });
}, 180_000);

afterAll(() => copy.remove());

const built = (path: string) => readFileSync(join(copyRoot, "build/client", path), "utf8");

describe("a sixth event added as one content file", () => {
  it("gets its page in both languages", () => {
    expect(built("robotics-night/index.html")).toContain("<h1");
    expect(built("robotics-night/index.html")).toContain("Robotics Night");
    expect(built("it/robotics-night/index.html")).toContain("Notte della robotica");
    expect(built("it/robotics-night/index.html")).toContain('lang="it"');
  });

  it("gets its entry in the events list, as upcoming on the pinned day", () => {
    const list = built("events/index.html");
    const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
    expect(upcoming).toContain("Robotics Night");
    expect(built("it/events/index.html")).toContain("Notte della robotica");
  });

  it("gets its calendar files", () => {
    expect(built("robotics-night.ics")).toContain("SUMMARY:Robotics Night");
    expect(built("it/robotics-night.ics")).toContain("SUMMARY:Notte della robotica");
  });
});
