/**
 * A second chapter, unlike the example one, as part of `npm test` (issue "Any chapter, anywhere"):
 * a copy of the project turned by `npm run new-chapter` into the site of a chapter in Lisbon,
 * Portuguese first and English second, on Lisbon's clock, in a green and a pure red, with two
 * events of its own at 18:00 local time, one in winter and one in summer
 * (tests/support/second-chapter.ts). Then every step of `npm test` that reads the chapter's
 * content runs in the copy, on its own build: the build, the checks over the built site, the
 * browser checks of every page (accessibility, 320 px, without JavaScript, headers, the editor),
 * nginx and the hostile requests. Whatever assumes English at `/`, Italy's clock or the example's
 * colours fails here. The other steps (types, lint, unit tests, the fixture's browser tests) do
 * not read the chapter's content; the types of a new chapter are checked by new-chapter.test.ts.
 */
import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examplePictureHashes } from "../../app/config/example-pictures";
import { messagesOf } from "../../app/i18n/messages";
import { cssColour, rootColours } from "../support/css-colour";
import {
  makeSecondChapter,
  nextSeasons,
  runChapterSteps,
  secondChapter,
  secondChapterEvents,
} from "../support/second-chapter";
import { projectRoot } from "../support/project-copy";
import { scaled } from "../support/time-scale";

let chapter: { dir: string; remove: () => void };
let run: ReturnType<typeof runChapterSteps>;
const seasons = nextSeasons();
const [firstLanguage, secondLanguage] = secondChapter.languages;

const built = (path: string) => readFileSync(join(chapter.dir, "build/client", path), "utf8");

/** Every file the build publishes, with its path under build/client. */
function published(): string[] {
  const base = join(chapter.dir, "build/client");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(base, path)];
    });
  return walk(base);
}

beforeAll(() => {
  chapter = makeSecondChapter();
  run = runChapterSteps(chapter.dir, {
    steps: ["build", "built", "browser", "nginx", "hostile"],
    // Apart from the suite's own servers and the content change test's (E2E_SITE_PORT + 8).
    sitePort: Number(process.env.E2E_SITE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 1) + 9,
  });
}, scaled(900_000));

afterAll(() => chapter?.remove());

/** The local wall clock in Lisbon of an instant: "2027-01-15 18:00". */
const inLisbon = (instant: number) =>
  new Date(instant).toLocaleString("sv-SE", { timeZone: secondChapter.timeZone }).slice(0, 16);

/** The first event of a calendar file as a calendar app reads it, its zones' rules known (an
 * event that happens once is written in UTC instants, one that repeats with its zone's TZID). */
function calendarEvent(text: string): { start: number; end: number } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  return {
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  };
}

/** The schema.org Event of a page. */
function structuredEvent(html: string): { startDate: string; endDate: string } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const data = blocks
    .map(([, json]) => JSON.parse(json ?? "null") as { "@type"?: string })
    .find((item) => item?.["@type"] === "Event");
  if (!data) throw new Error("no Event in the page's structured data");
  return data as unknown as { startDate: string; endDate: string };
}

describe("a chapter in Lisbon, Portuguese first, made by npm run new-chapter", () => {
  it("passes every step of npm test that reads its content", () => {
    const failures = run.output
      .split("\n")
      .filter((line) => /^\s+\d+\) |^\s*(✘|×|FAIL)\s/u.test(line))
      .slice(0, 40)
      .join("\n");
    expect(run.passed, `${failures}\n…\n${run.output.slice(-6000)}`).toBe(true);
    for (const step of [
      "build",
      "built site checks",
      "browser tests",
      "nginx checks",
      "hostile requests",
    ]) {
      expect(run.output, step).toMatch(new RegExp(`^✔ ${step}`, "m"));
    }
  });

  it("has its first language at / and English under /en, in the sitemap too", () => {
    const home = built("index.html");
    const homeSecond = built(`${secondLanguage}/index.html`);
    expect(home).toMatch(new RegExp(`<html lang="${firstLanguage}"`));
    expect(homeSecond).toMatch(new RegExp(`<html lang="${secondLanguage}"`));
    // Each with the words of its language's message file, and no Italian page.
    expect(home).toContain(messagesOf(firstLanguage).whyJoin);
    expect(homeSecond).toContain(messagesOf(secondLanguage).whyJoin);
    expect(existsSync(join(chapter.dir, "build/client/it"))).toBe(false);
    expect(home).toContain(`© ${new Date().getFullYear()} ${secondChapter.name}`);
    const sitemap = built("sitemap.xml");
    for (const { slug } of secondChapterEvents) {
      expect(sitemap).toMatch(new RegExp(`/${slug}</loc>`));
      expect(sitemap).toMatch(new RegExp(`/${secondLanguage}/${slug}</loc>`));
    }
    expect(sitemap).not.toContain(`/${secondLanguage}/${secondLanguage}/`);
  });

  it("is on Lisbon's clock, and holds nothing of the example chapter's name or city", () => {
    const identity = parse(readFileSync(join(chapter.dir, "app/config/identity.yaml"), "utf8")) as {
      timeZone: string;
      demonstration: boolean;
    };
    expect(identity.timeZone).toBe(secondChapter.timeZone);
    // A real chapter's site: the example guard ran on it, and let it through.
    expect(identity.demonstration).toBe(false);
    // Decap's own Lithuanian word "Turinys" is no Turin.
    const leftovers = published().filter(
      (file) =>
        /\.(html|xml|txt|ics|json|js|css|svg|webmanifest)$/.test(file) &&
        /EST Torino|Politecnico|\bTurin\b|Torino|Europe\/Rome/.test(built(file)),
    );
    expect(leftovers).toEqual([]);
  });

  it("publishes no byte of the example's logo or pictures, nor the template's address", () => {
    const sha256 = (path: string) =>
      createHash("sha256")
        .update(readFileSync(join(chapter.dir, "build/client", path)))
        .digest("hex");
    expect(published().filter((file) => examplePictureHashes.has(sha256(file)))).toEqual([]);
    const templateUrl = (
      parse(readFileSync(join(projectRoot, "app/config/identity.yaml"), "utf8")) as { url: string }
    ).url;
    const texts = published().filter((file) =>
      /\.(html|xml|txt|ics|json|js|css|svg|webmanifest|yml)$/.test(file),
    );
    expect(texts.filter((file) => built(file).includes(templateUrl))).toEqual([]);
  });

  it("paints its bar in its own colour, however the stylesheet spells it", () => {
    const stylesheets = [...built("index.html").matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map(
      ([, path]) => built(path ?? ""),
    );
    expect(rootColours(stylesheets.join("\n")).get("--color-bar")).toBe(
      cssColour(secondChapter.brand.primary),
    );
  });

  describe.each(secondChapterEvents)("its event $slug, in $season", ({ slug, season }) => {
    const day = seasons[season];
    // Lisbon is on UTC in winter and an hour ahead in summer.
    const offset = season === "winter" ? "+00:00" : "+01:00";

    it("reads 18:00–22:00 on its page in each language", () => {
      for (const page of [`${slug}/index.html`, `${secondLanguage}/${slug}/index.html`]) {
        const text = built(page).replace(/<[^>]+>/g, " ");
        expect(text, page).toMatch(/18:00\s*[–-]\s*22:00/);
      }
    });

    it("starts at 18:00 with Lisbon's offset of that day in its structured data", () => {
      for (const page of [`${slug}/index.html`, `${secondLanguage}/${slug}/index.html`]) {
        const event = structuredEvent(built(page));
        expect(event.startDate, page).toBe(`${day}T18:00:00${offset}`);
        expect(event.endDate, page).toBe(`${day}T22:00:00${offset}`);
      }
    });

    it("starts at 18:00 in Lisbon in its calendar file, as a calendar app reads it", () => {
      for (const file of [`${slug}.ics`, `${secondLanguage}/${slug}.ics`]) {
        const event = calendarEvent(built(file));
        expect(inLisbon(event.start), file).toBe(`${day} 18:00`);
        expect(inLisbon(event.end), file).toBe(`${day} 22:00`);
      }
    });
  });
});
