/**
 * A second chapter, unlike the example one, as part of `npm test` (issue "Any chapter, anywhere"):
 * a copy of the project turned by `npm run new-chapter` into the site of a chapter in Lisbon,
 * Portuguese first and English second, on Lisbon's clock, in a green and a pure red, with two
 * events of its own at 18:00 local time, one in winter and one in summer
 * (tests/support/second-chapter.ts). Then every step of `npm test` that reads the chapter's
 * content runs in the copy, on its own build: the build, the checks over the built site, the
 * browser checks of every page (accessibility, 320 px, without JavaScript, headers, the editor),
 * nginx over HTTP (its browser smoke tests, which load the pages the browser checks load under the
 * same policies, run on the chapter's build), and the hostile requests that ask for its
 * languages' paths (its second language's folder, pages and feeds; the others ask what no content
 * changes, and run on the chapter's build in `npm test`). Whatever assumes English at `/`, Italy's clock or the example's colours fails
 * here. The other steps (types, lint, unit tests, the fixture's browser tests) do not read the
 * chapter's content; the types of a new chapter are checked by new-chapter.test.ts.
 *
 * Its build is also the new chapter's site as `npm run new-chapter` leaves it (decision 0035), a
 * board's first build (one build for both: a build is the costliest thing a test does): what
 * new-chapter printed, the country and zone it proposed, the words of each language's message
 * file, no Italian page, the brand colour in its styles, its map drawn in the brand's colours,
 * its web manifest, the example guard passed, and not a byte of the example published: its logo
 * and pictures (by their hashes, as given and as the SVG check writes them), its map's colours,
 * address, time zone, editor's labels, events, people and sponsors. A chapter with no event yet,
 * and one whose address is guessed, are new-chapter.test.ts's (not built: its type check and
 * content check).
 */
import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examplePictureHashes } from "../../app/config/example-pictures";
import { messagesOf } from "../../app/i18n/messages";
import { exampleMapColours } from "../../tools/europe-map";
import { eventFiles } from "../../app/lib/content-collections";
import { cssColour, rootColours } from "../support/css-colour";
import {
  makeSecondChapter,
  nextSeasons,
  runChapterSteps,
  runLanguageHostileRequests,
  secondChapter,
  secondChapterEvents,
} from "../support/second-chapter";
import { projectRoot } from "../support/project-copy";
import { scaled } from "../support/time-scale";

let chapter: ReturnType<typeof makeSecondChapter>;
let run: Awaited<ReturnType<typeof runChapterSteps>>;
let hostile: Awaited<ReturnType<typeof runLanguageHostileRequests>> | undefined;
const seasons = nextSeasons();
const [firstLanguage, secondLanguage] = secondChapter.languages;

const built = (path: string) => readFileSync(join(chapter.dir, "build/client", path), "utf8");

/** Every file under a folder of the copy, with its path under it. */
function filesUnder(folder: string): string[] {
  const base = join(chapter.dir, folder);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(base, path)];
    });
  return walk(base);
}

/** Every file the build publishes, with its path under build/client. */
const published = () => filesUnder("build/client");

/** The published files that are text, which a leftover of the example could be in. */
const publishedTexts = () =>
  published().filter((file) => /\.(html|xml|txt|ics|json|js|css|svg|webmanifest|yml)$/.test(file));

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  chapter = makeSecondChapter();
  run = await runChapterSteps(chapter.dir, {
    steps: ["build", "built", "browser", "nginx"],
    // nginx over HTTP: every page with the policy its build wrote for it, its language folders,
    // feeds and not-found pages. The browser tests load every page under that same policy (as
    // `npm start` sends it); nginx's browser smoke tests would load them again, and run in
    // `npm test` on the chapter's build.
    nginxBrowserSmoke: false,
    // Apart from the suite's own servers and the content change test's (E2E_SITE_PORT + 8).
    sitePort: Number(process.env.E2E_SITE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 1) + 9,
    // On the copy's build, beside the steps after it, as `npm test` runs the hostile requests.
    onBuilt: async () => {
      hostile = await runLanguageHostileRequests(chapter.dir, secondLanguage);
    },
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
    for (const step of ["build", "built site checks", "browser tests", "nginx checks"]) {
      expect(run.output, step).toMatch(new RegExp(`^✔ ${step}`, "m"));
    }
  });

  it("answers the hostile requests for its second language's folder, pages and feeds", () => {
    if (!hostile) throw new Error("not run: the copy's build failed");
    expect(hostile.failed, hostile.output.slice(-6000)).toBe(0);
    // Each server, each kind of request: the filter took what it was meant to.
    for (const server of ["node", "nginx"]) {
      for (const name of [
        `'/${secondLanguage}/404'`,
        `'/${secondLanguage}%2fabout'`,
        `'/${secondLanguage}/nowhere'`,
        `'/${secondLanguage}/../nowhere'`,
        "a page, compressed",
        "a calendar feed",
      ]) {
        expect(
          hostile.passed.some((test) => test.startsWith(server) && test.includes(name)),
          `${server} ${name}`,
        ).toBe(true);
      }
    }
  });

  it("was told by new-chapter what is left to do, and given the zone and names of its country", () => {
    // What is left to do is printed, the links it leaves out among it.
    expect(chapter.output).toMatch(/What is left to do:/);
    expect(chapter.output).toContain("links.joinUs");
    // No logo given: a wordmark drawn from the name, which the list says; the address given.
    expect(chapter.output).toContain("The logo is a wordmark drawn from your name and colours");
    expect(chapter.output).not.toContain("is guessed");
    expect(chapter.output).toContain(
      `Its days and times are local time in ${secondChapter.timeZone}`,
    );
    // Its country, named in each language, and the time zone proposed from it.
    const identity = parse(readFileSync(join(chapter.dir, "app/config/identity.yaml"), "utf8")) as {
      city: Record<string, unknown>;
      url: string;
    };
    expect(identity.city).toMatchObject({
      country: Object.fromEntries(
        secondChapter.languages.map((language) => [language, "Portugal"]),
      ),
      countryCode: "620",
    });
    expect(identity.url).toBe(secondChapter.url);
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
    // Join us writes to the chapter while it has no membership form.
    const subject = encodeURIComponent(
      messagesOf(secondLanguage).joinUsSubject.replace("{{chapter}}", secondChapter.name),
    );
    expect(homeSecond).toContain(`href="mailto:${secondChapter.email}?subject=${subject}"`);
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
    // No example event, person or sponsor was published; the only PDFs are the chapter's own
    // deck, one per language, built from its content.
    const pdfs = published().filter((file) => /\.pdf$/.test(file));
    expect(pdfs).toContain("partnership-deck.pdf");
    expect(pdfs.filter((file) => !/^([a-z]{2}\/)?partnership-deck\.pdf$/.test(file))).toEqual([]);
    expect(built("partners/index.html")).not.toContain('id="our-partners"');
    expect(built("about/index.html")).not.toContain('id="team"');
    const events = readdirSync(join(chapter.dir, eventFiles.folder));
    expect(events.sort()).toEqual(secondChapterEvents.map(({ slug }) => `${slug}.yaml`).sort());
  });

  it("holds no byte of the example: logo, pictures, map colours, address, zone, labels", () => {
    // Neither the example's pictures as they were, nor its SVGs as the check writes them again,
    // in the site's own folders or in the build.
    const ownPictures = filesUnder("app/assets").filter((file) =>
      examplePictureHashes.has(sha256(readFileSync(join(chapter.dir, "app/assets", file)))),
    );
    expect(ownPictures).toEqual([]);
    const examplesPublished = published().filter((file) => {
      const hash = sha256(readFileSync(join(chapter.dir, "build/client", file)));
      return examplePictureHashes.has(hash) || chapter.checkedExampleSvgs.has(hash);
    });
    expect(examplesPublished).toEqual([]);
    expect(chapter.checkedExampleSvgs.size).toBeGreaterThan(0);
    // Its own: the wordmark in the bar, and the drawn pictures on the home page.
    expect(built("index.html")).toMatch(/<img src="[^"]*wordmark[^"]*\.svg"/);
    expect(readFileSync(join(chapter.dir, "app/content/pages/home.yaml"), "utf8")).toContain(
      "image: banner.jpg",
    );

    // The map is drawn, in the brand's colours: none of the example map's in it, nor in the pages
    // and styles (the editor's own hints may name the example's colour as a format to follow).
    const texts = publishedTexts();
    expect(published().filter((file) => /europe-map/.test(file)).length).toBeGreaterThan(0);
    const holding = (needle: RegExp) => texts.filter((file) => needle.test(built(file)));
    const mapColours = new RegExp(exampleMapColours.join("|"), "i");
    expect(holding(mapColours).filter((file) => /europe-map|\.html$|\.css$/.test(file))).toEqual(
      [],
    );

    // Not the template's address, nor its time zone, nor the editor's labels naming its country.
    const templateUrl = (
      parse(readFileSync(join(projectRoot, "app/config/identity.yaml"), "utf8")) as { url: string }
    ).url;
    expect(texts.filter((file) => built(file).includes(templateUrl))).toEqual([]);
    expect(holding(/Europe\/Rome/)).toEqual([]);
    expect(holding(/Italy: 380|Italia: 380|380 for Italy|380 per l'Italia/)).toEqual([]);
    // The Italian article's field is not in the editor of a site with no Italian (its words stay
    // in the schema setup.js checks with, where no one reads them).
    expect(
      texts
        .filter((file) => /^admin\/config.*\.yml$/.test(file))
        .filter((file) => /Italian article|articolo italiano|nameWithArticle/.test(built(file))),
    ).toEqual([]);
    expect(built("admin/config.yml")).toContain("(Portugal: 620)");

    // A web manifest from the identity, linked from the pages.
    const manifest = JSON.parse(built("manifest.webmanifest")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: secondChapter.name,
      lang: firstLanguage,
      start_url: "/",
      theme_color: secondChapter.brand.primary,
    });
    expect(built("index.html")).toContain('rel="manifest" href="/manifest.webmanifest"');
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
