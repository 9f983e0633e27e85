/**
 * The CMS at /admin/, driven in Chromium as a board member would, against a checkout on this
 * computer (`npm run cms`, on a copy of the project with the fixture content): it creates an
 * event with both languages and a picture, whose file passes the content check and builds into
 * pages, list entries and calendar files; a picture's focal point is set with a click on the
 * picture; it refuses, before saving, a mistake of each kind the
 * build refuses (an invisible character among them); an edit of a team member's role keeps every
 * other value of the file and shows on the contact page. The local preview shows a new event's page without a restart, a content
 * mistake as a list of lines, and an unknown address with status 404. While it opens, /admin/
 * loads nothing from another origin and breaks no rule of its Content-Security-Policy. Both of its
 * ports answer only requests addressed to this computer (DNS rebinding).
 */
import { request } from "node:http";
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect as expectPage, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { imageFolders } from "../../app/config/content-files";
import { eventFiles, siteFiles } from "../../app/lib/content-collections";
import { formatProblem, readContent } from "../../app/server/content.server";
import {
  addSection as addSectionIn,
  field,
  fillLanguages,
  openCms as openCmsAt,
  publish as publishIn,
  replaceText,
  startCms,
  type CmsSession,
  type Scope,
} from "../support/cms-browser";
import { buildCopy, copyProject } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject();
let cms: CmsSession;
let origin = "";
let browser: Browser;
let page: Page;
/** What a browser asks for when it opens a page. */
const html = { Accept: "text/html" };

const addSection = (
  eventPage: Scope,
  heading: { en: string; it: string },
  text: { en: string; it: string },
) => addSectionIn(page, eventPage, heading, text);
const openCms = (view: string) => openCmsAt(page, origin, view);
const publish = () => publishIn(page);

beforeAll(async () => {
  cms = await startCms(copy.dir);
  ({ origin, browser, page } = cms);
}, scaled(120_000));

/** Closes the browser and stops `npm run cms`: after it, nothing watches or serves the copy. */
const stopCms = () => cms?.stop();

afterAll(async () => {
  await stopCms();
  copy.remove();
});

/** The status a request to `port` of this computer gets when it names `host` in its Host
 * header, as a page whose name was pointed at 127.0.0.1 sends it. */
function statusFor(port: number, host: string, path: string, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: body === undefined ? "GET" : "POST",
        headers: { Host: host, "Content-Type": "application/json" },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

describe("the CMS on a laptop", () => {
  it(
    "answers only requests addressed to this computer, on both its ports",
    async () => {
      const port = Number(new URL(origin).port);
      const info = JSON.stringify({ action: "info" });
      for (const [target, path, body] of [
        [port, "/admin/config.yml", undefined],
        [port, "/api/v1", info],
        [port + 1, "/api/v1", info],
      ] as const) {
        for (const host of ["evil.example", "192.168.1.20", "localhost.evil.example"]) {
          expect(await statusFor(target, `${host}:${target}`, path, body), `${host} ${path}`).toBe(
            403,
          );
        }
        expect(await statusFor(target, `localhost:${target + 1}`, path, body)).toBe(403);
        for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
          expect(await statusFor(target, `${host}:${target}`, path, body), `${host} ${path}`).toBe(
            200,
          );
        }
      }
    },
    scaled(30_000),
  );

  it(
    "opens without a request to another origin or a policy violation",
    async () => {
      await page.goto(`${origin}/admin/`);
      await page.getByRole("button", { name: "Login" }).click();
      await expectPage(page.getByRole("heading", { name: "Collections" })).toBeVisible();
      expect(cms.foreign).toEqual([]);
      expect(cms.problems).toEqual([]);
    },
    scaled(60_000),
  );

  it(
    "creates an event with both languages and a picture, as a valid file",
    async () => {
      await openCms("collections/events/new");
      await field(page, "slug").fill("robotics-night");
      await field(page, "kind").click();
      await page.getByText("Workshop", { exact: true }).click();
      await fillLanguages(page, "title", { en: "Robotics Night", it: "Notte della robotica" });
      await field(page, "start").fill("2031-03-10T18:00");
      await field(page, "end").fill("2031-03-10T22:00");
      await fillLanguages(field(page, "place"), "name", {
        en: "Robotics lab",
        it: "Laboratorio di robotica",
      });
      // The picture, uploaded through the media library into the events' folder.
      const picture = page.locator('label[for^="image-field"]').first().locator("xpath=../..");
      await picture.getByRole("button", { name: "Choose an image" }).click();
      const upload = join(copy.dir, "robotics-night.jpg");
      copyFileSync(join(copy.dir, imageFolders.events, "levels.jpg"), upload);
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByRole("button", { name: "Choose selected" }).click();
      await fillLanguages(page, "imageAlt", {
        en: "A small robot on a desk",
        it: "Un piccolo robot su una scrivania",
      });
      await fillLanguages(page, "summary", {
        en: "An evening building small robots, on {{date}}.",
        it: "Una serata a costruire piccoli robot, {{date}}.",
      });
      const eventPage = field(page, "page");
      await fillLanguages(eventPage, "intro", {
        en: "Build and program a small robot with your team, in one evening at the lab: {{date}}.",
        it: "Costruisci e programma un piccolo robot con la tua squadra, in una serata in laboratorio.",
      });
      await addSection(
        eventPage,
        { en: "The evening", it: "La serata" },
        {
          en: "We provide the kits; you bring the ideas.",
          it: "Noi forniamo i kit, voi portate le idee.",
        },
      );
      await publish();
      const file = join(copy.dir, eventFiles.folder, "robotics-night.yaml");
      await expectPage.poll(() => existsSync(file), { timeout: scaled(15_000) }).toBe(true);

      // The picture is written by its own request, which may finish after the event's file.
      await expectPage
        .poll(() => existsSync(join(copy.dir, imageFolders.events, "robotics-night.jpg")), {
          timeout: scaled(15_000),
        })
        .toBe(true);
      const report = readContent(copy.dir);
      expect(report.problems.map(formatProblem)).toEqual([]);
      const saved = report.events.find((entry) => entry.id === "robotics-night")?.event;
      expect(saved).toMatchObject({
        slug: "robotics-night",
        kind: "workshop",
        title: { en: "Robotics Night", it: "Notte della robotica" },
        start: "2031-03-10T18:00",
        image: "robotics-night.jpg",
        page: { sections: [{ text: { en: "We provide the kits; you bring the ideas." } }] },
      });
      expect(readFileSync(file, "utf8")).not.toContain("registration");
      // The site on the same address shows the new page: the server restarts for a new event.
      await expectPage
        .poll(async () => (await fetch(`${origin}/robotics-night`, { headers: html })).status, {
          timeout: scaled(30_000),
        })
        .toBe(200);
    },
    scaled(120_000),
  );

  it(
    "sets a picture's focal point with a click on the picture, saved as two numbers the build reads",
    async () => {
      const file = join(copy.dir, eventFiles.folder, "levels.yaml");
      // The CMS writes the whole file again (its own quoting): the next tests edit this one
      // by its text, so it is put back as it was.
      const original = readFileSync(file, "utf8");
      try {
        await openCms("collections/events/entries/levels");
        const focus = field(page, "imageFocus");
        // The picture chosen beside it, shown to click on.
        const picture = focus.locator("img[data-focus-picture]");
        await picture.scrollIntoViewIfNeeded();
        await expectPage
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
            timeout: scaled(15_000),
          })
          .toBeGreaterThan(100);
        const box = await picture.boundingBox();
        await page.mouse.click(box!.x + box!.width * 0.25, box!.y + box!.height * 0.8);
        await expectPage(focus.getByText("25 % across, 80 % down")).toBeVisible();
        await publish();
        await expectPage
          .poll(() => readFileSync(file, "utf8"), { timeout: scaled(15_000) })
          .toMatch(/imageFocus:/);
        const saved = readContent(copy.dir).events.find((entry) => entry.id === "levels")?.event;
        expect(saved?.imageFocus?.x).toBeCloseTo(0.25, 1);
        expect(saved?.imageFocus?.y).toBeCloseTo(0.8, 1);
        expect(readContent(copy.dir).problems.map(formatProblem)).toEqual([]);
        // The page shows the picture cropped around it.
        const eventPage = await browser.newPage();
        await eventPage.goto(`${origin}/levels`);
        await expectPage(eventPage.locator("main header img").first()).toHaveAttribute(
          "data-focus",
          /^2[45](\.\d)?% 8[01](\.\d)?%$/,
        );
        await eventPage.close();
      } finally {
        writeFileSync(file, original);
      }
    },
    scaled(90_000),
  );

  it(
    "refuses, before saving, a mistake of each kind the build refuses, all at once",
    async () => {
      const before = readdirSync(join(copy.dir, eventFiles.folder));
      await openCms("collections/events/new");
      // What a pattern can tell, the field tells as it is filled.
      await field(page, "slug").fill("Board Test!");
      const registration = field(page, "registration");
      await field(registration, "url").fill("forms.example.org/board-test");
      await publish();
      await expectPage(page.getByText("Address didn't match the pattern")).toBeVisible();
      await expectPage(page.getByText("Form didn't match the pattern")).toBeVisible();
      // The rest, across fields and languages, the CMS checks as the build does, before saving.
      await replaceText(field(page, "slug"), "board-test");
      await replaceText(field(registration, "url"), "https://forms.example.org/board-test");
      await field(page, "kind").click();
      await page.getByText("Workshop", { exact: true }).click();
      // A zero-width space, as a paste from a chat or a web page can bring one.
      await fillLanguages(page, "title", { en: "Board\u200BTest", it: "Prova del consiglio" });
      await field(page, "start").fill("2031-03-10T18:00");
      await field(page, "end").fill("2031-03-09T22:00");
      const picture = page.locator('label[for^="image-field"]').first().locator("xpath=../..");
      await picture.getByRole("button", { name: "Choose an image" }).click();
      await page.getByText("levels.jpg", { exact: true }).first().click();
      await page.getByRole("button", { name: "Choose selected" }).click();
      await fillLanguages(page, "imageAlt", { en: "A robot", it: "Un robot" });
      await fillLanguages(page, "summary", {
        en: "An evening with robots, built and raced by teams of students.",
        it: "Una serata con i robot, costruiti e fatti gareggiare da squadre di studenti.",
      });
      await field(field(page, "audience"), "en").fill("Anyone");
      const eventPage = field(page, "page");
      await fillLanguages(eventPage, "intro", { en: "Too short.", it: "Troppo breve." });
      await addSection(
        eventPage,
        { en: "The evening", it: "La serata" },
        { en: "Robots.", it: "Robot." },
      );
      await publish();
      const mistakes = page.getByRole("alert", { name: /^Not saved:/ });
      await expectPage(mistakes).toBeVisible();
      const file = "app/content/events/board-test.yaml";
      await expectPage(mistakes.getByRole("listitem")).toHaveText([
        `${file}: audience.it: is missing`,
        `${file}: registration.action: is missing`,
        `${file}: end: must be after start (2031-03-10T18:00)`,
        `${file}: page.intro.en: must be at least 50 characters (it is also the page's description for search engines), not 10`,
        `${file}: page.intro.it: must be at least 50 characters (it is also the page's description for search engines), not 13`,
        `${file}: title.en: holds an invisible character (U+200B, zero width space): remove it`,
      ]);
      expect(readdirSync(join(copy.dir, eventFiles.folder))).toEqual(before);
    },
    scaled(90_000),
  );

  it(
    "refuses an event without its Italian title",
    async () => {
      const before = readdirSync(join(copy.dir, eventFiles.folder));
      await openCms("collections/events/new");
      await field(page, "slug").fill("untitled-night");
      await field(field(page, "title"), "en").fill("Untitled Night");
      await publish();
      await expectPage(page.getByText("Oops, you've missed a required field")).toBeVisible();
      await expectPage(field(page, "title").getByText("Italiano is required.")).toBeVisible();
      expect(readdirSync(join(copy.dir, eventFiles.folder))).toEqual(before);
    },
    scaled(60_000),
  );

  it(
    "changes a team member's role, keeps every other value, and the contact page shows it",
    async () => {
      const teamFile = join(copy.dir, siteFiles.team.file);
      const before = parse(readFileSync(teamFile, "utf8")) as {
        members: Record<string, unknown>[];
        examples: string[];
      };
      await openCms("collections/site/entries/team");
      const role = field(field(page, "members"), "role");
      await role.click();
      // Roles in words, saved as the codes the site reads.
      await page.getByText("Treasurer", { exact: true }).click();
      await publish();
      await expectPage
        .poll(() => readFileSync(teamFile, "utf8"), { timeout: scaled(15_000) })
        .toMatch(/role: treasurer/);
      // Nothing else changed or lost, the list of example values included.
      const after = parse(readFileSync(teamFile, "utf8")) as typeof before;
      expect(after.members.slice(1)).toEqual(before.members.slice(1));
      expect(after.members[0]).toEqual({ ...before.members[0], role: "treasurer" });
      expect(after.examples).toEqual(before.examples);
      // The development server reads the content at each request: a reload shows the change.
      const contact = await browser.newPage();
      await contact.goto(`${origin}/about`);
      await expectPage(
        contact.getByRole("link", { name: /Giulia Romano Treasurer/ }),
      ).toBeVisible();
      await contact.close();
    },
    scaled(60_000),
  );

  it(
    "shows a content mistake on the page as the build tells it, and an unknown address as not found",
    async () => {
      const levels = join(copy.dir, eventFiles.folder, "levels.yaml");
      const text = readFileSync(levels, "utf8");
      // The mistake is written by replacing the fixture's own line: it must still be there.
      expect(text).toContain('start: "2024-10-31T16:00"');
      writeFileSync(levels, text.replace('start: "2024-10-31T16:00"', 'start: "31/10/2024 16:00"'));
      try {
        const response = await fetch(`${origin}/levels`, { headers: html });
        expect(response.status).toBe(500);
        const body = await response.text();
        expect(body).toContain("The content has a mistake");
        expect(body).toContain(
          "app/content/events/levels.yaml: start: must be a date and time like 2025-12-05T09:00 (local time in Italy), not &quot;31/10/2024 16:00&quot;",
        );
        expect(body).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
      } finally {
        writeFileSync(levels, text);
      }
      expect((await fetch(`${origin}/no-such-page`, { headers: html })).status).toBe(404);
      expect((await fetch(`${origin}/it/levels`, { headers: html })).status).toBe(200);
    },
    scaled(60_000),
  );

  it(
    "publishes the new event in a build: its pages, its entries and its calendar files",
    async () => {
      // The CMS's part is over: its development server would otherwise watch every file the
      // build writes into the copy, and take the processor from the build while it does.
      await stopCms();
      buildCopy(copy.dir, { SITE_TODAY: "2031-03-01" });
      const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");
      for (const path of ["events/index.html", "it/events/index.html"]) {
        const list = built(path);
        const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
        expect(upcoming, path).toMatch(/Robotics Night|Notte della robotica/);
      }
      expect(built("robotics-night/index.html")).toContain(
        "in one evening at the lab: Monday, 10 March 2031.",
      );
      expect(built("it/robotics-night/index.html")).toContain(
        "Noi forniamo i kit, voi portate le idee.",
      );
      expect(built("robotics-night.ics")).toContain("SUMMARY:Robotics Night");
      expect(built("it/robotics-night.ics")).toContain("SUMMARY:Notte della robotica");
    },
    scaled(120_000),
  );
});
