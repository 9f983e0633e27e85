/**
 * The promise to the board: a new event is one new file in app/content/events/ (and its
 * picture), nothing else. This builds a copy of the project, with the fixture content, plus one
 * event file written as the README says, and checks that the event gets its page in both
 * languages, its entry in the events list and its calendar files.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCopy, copyProject } from "../support/project-copy";

const copy = copyProject();

/** Written as a board member would, following the README. */
const newEvent = `slug: robotics-night
kind: workshop
title:
  en: Robotics Night
  it: Notte della robotica
start: "2027-03-10T18:00"
end: "2027-03-10T22:00"
place:
  name:
    en: Robotics lab, main campus
    it: Laboratorio di robotica, sede centrale
image: robotics-night.jpg
imageAlt:
  en: Papers and data on a desk
  it: Fogli e dati su una scrivania
summary:
  en: An evening building small robots in teams of {{teamSize}}.
  it: Una serata a costruire piccoli robot in squadre di {{teamSize}}.
teamSize:
  min: 2
  max: 4
registration:
  url: https://forms.example.org/robotics-night
  action: apply
  deadline: "2027-03-05"
page:
  intro:
    en: Build and program a small robot with your team on {{date}}. Apply by {{deadline}}.
    it: Costruisci e programma un piccolo robot con la tua squadra, {{date}}. Iscriviti entro il {{deadline}}.
  sections:
    - heading:
        en: The evening
        it: La serata
      text:
        en: |-
          We provide the kits; you bring the ideas.

          - {{time}}
          - [All our events](/events)
        it: |-
          Noi forniamo i kit, voi portate le idee.

          - {{time}}
          - [Tutti i nostri eventi](/events)
`;

beforeAll(() => {
  writeFileSync(join(copy.dir, "app/content/events/robotics-night.yaml"), newEvent);
  copyFileSync(
    join(copy.dir, "app/assets/events/levels.jpg"),
    join(copy.dir, "app/assets/events/robotics-night.jpg"),
  );
  buildCopy(copy.dir, { SITE_TODAY: "2027-03-01" });
}, 180_000);

afterAll(() => copy.remove());

const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");

describe("a seventh event added as one content file", () => {
  it("gets its page in both languages, its texts filled in the page's language", () => {
    const english = built("robotics-night/index.html");
    expect(english).toContain("<h1");
    expect(english).toContain("Robotics Night");
    expect(english).toContain("on Wednesday, 10 March 2027. Apply by 5 March 2027.");
    expect(english).toContain("<li>18:00–22:00</li>");
    const italian = built("it/robotics-night/index.html");
    expect(italian).toContain("Notte della robotica");
    expect(italian).toContain('lang="it"');
    expect(italian).toContain("mercoledì 10 marzo 2027. Iscriviti entro il 5 marzo 2027.");
    expect(italian).toMatch(/<a href="\/it\/events"[^>]*>Tutti i nostri eventi<\/a>/);
  });

  it("gets its entry in the events list, as upcoming on the pinned day", () => {
    const list = built("events/index.html");
    const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
    expect(upcoming).toContain("Robotics Night");
    expect(upcoming).toContain("teams of 2–4");
    expect(built("it/events/index.html")).toContain("Notte della robotica");
  });

  it("gets its calendar files and its place in the sitemap", () => {
    expect(built("robotics-night.ics")).toContain("SUMMARY:Robotics Night");
    expect(built("it/robotics-night.ics")).toContain("SUMMARY:Notte della robotica");
    expect(built("sitemap.xml")).toContain("/it/robotics-night</loc>");
  });
});
