/**
 * The CMS at /admin/, driven in Chromium as a board member would, against a checkout on this
 * computer (`npm run cms`, on a copy of the project with the fixture content): it creates an
 * event with both languages, a picture, two sections and their navigation, whose file
 * passes the content check (the content change test, content-changes.test.ts, builds a file of
 * that shape into its pages, list entries and calendar files); a picture's focal point is set with a click on the
 * picture; it refuses, before saving, a mistake of each kind the build refuses (an invisible
 * character among them); an edit of a team member's role changes that line of the file only and
 * shows on the about page, in the form of the role chosen for the person; a change of one field of
 * a file of each kind changes that field's line only; two different photos uploaded under one
 * name both stay, each under its own name, without the place they were taken; the form holds the
 * entry its address names however the board member moves (the address bar, the back button, the
 * list), and each save changes that entry's file only; a mistake names its field by its labels
 * and takes the board member to it, and the panel follows the form, under an upload's notice;
 * events are listed latest first, one that repeats by its rule; folded list items show their
 * text, and "(optional)" is said once; "View Live" opens the local site; in Italian, in a
 * browser set to American English, the editor speaks Italian and takes dates day first on the
 * 24-hour clock. The local preview shows a new event's page without a restart, a content mistake
 * as a list of lines, and an unknown address with status 404. While it opens, /admin/ loads
 * nothing from another origin and breaks no rule of its Content-Security-Policy. Both of its
 * ports answer only requests addressed to this computer (DNS rebinding).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { expect as expectPage, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { imageFolders } from "../../app/config/content-locations";
import { messagesOf } from "../../app/i18n/messages";
import { eventFiles, namedFiles, siteFiles } from "../../app/lib/content-collections";
import { eventSchema } from "../../app/lib/content-schema";
import { hasLocation } from "../../app/lib/picture-metadata";
import { formatProblem, readContent } from "../../app/server/content.server";
import { cmsTexts } from "../../tools/cms-browser/words";
import { text } from "../e2e/texts";
import {
  addSection as addSectionIn,
  field,
  fillDate,
  fillLanguages,
  openCms as openCmsAt,
  publish as publishIn,
  replaceText,
  startCms,
  uploadPicture as uploadPictureIn,
  type CmsSession,
  type Scope,
} from "../support/cms-browser";
import { changedLines } from "../support/changed-lines";
import { copyProject } from "../support/project-copy";
import { scaled } from "../support/time-scale";

/** The label the form gives an event's audience: its schema's title. */
const audienceLabel = String(eventSchema.shape.audience.meta()?.title);

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
  texts: { en: string; it: string },
) => addSectionIn(page, eventPage, heading, texts);
const openCms = (view: string, on: Page = page, language?: "en" | "it") =>
  openCmsAt(on, origin, view, language);
const publish = (on: Page = page, language: "en" | "it" = "en") => publishIn(on, language);
const uploadPicture = (file: string) => uploadPictureIn(page, file);

/** A phone's photo: one colour, where it was taken (GPS) and the camera, in its EXIF. */
function phonePhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "ExamplePhone", Model: "Model 7" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 4/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "7/1 41/1 0/1",
      },
    })
    .toBuffer();
}

beforeAll(async () => {
  cms = await startCms(copy.dir);
  ({ origin, browser, page } = cms);
}, scaled(120_000));

afterAll(async () => {
  // Closes the browser and stops `npm run cms`: after it, nothing watches or serves the copy.
  await cms?.stop();
  copy.remove();
});

/** A page of the local site as its server renders it, without scripts: what the checks of a
 * page here read is in its HTML, and a page with scripts in the development server has Vite
 * transform and bundle the site's modules for it first (10 to 20 s of processor time). */
async function pageWithoutScripts(): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** The accessible names (with their descriptions) of the page that say "(optional)" twice, as a
 * screen reader reads them (Chromium's accessibility tree). */
async function optionalSaidTwice(on: Page): Promise<string[]> {
  const session = await on.context().newCDPSession(on);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { name?: { value?: unknown }; description?: { value?: unknown } }[];
  };
  await session.detach();
  return nodes
    .map(
      ({ name, description }) =>
        `${String(name?.value ?? "")} | ${String(description?.value ?? "")}`,
    )
    .filter((said) => (said.match(/\(optional\)/g) ?? []).length > 1);
}

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

  // Over 20 s: a whole event typed into the form, an upload, and the development server's restart
  // for a new event (its routes are made from the events) before the page answers.
  it(
    "creates an event in every language, with a picture, as a valid file",
    async () => {
      await openCms("collections/events/new");
      // Each field says "(optional)" once, to the eye and to a screen reader: no name, nor a name
      // and its description, says it twice (a date's calendar button names the day's field
      // without it, once).
      await expectPage(field(page, "slug")).toBeVisible();
      expect(await optionalSaidTwice(page)).toEqual([]);
      await expectPage(
        page.getByRole("button", { name: "First day to apply: choose the day on a calendar" }),
      ).toBeVisible();
      await field(page, "slug").fill("robotics-night");
      await field(page, "kind").click();
      await page.getByText(messagesOf("en").kindWorkshop, { exact: true }).click();
      await fillLanguages(page, "title", { en: "Robotics Night", it: "Notte della robotica" });
      await fillDate(page, "start", "10/03/2031", "18:00");
      await fillDate(page, "end", "10/03/2031", "22:00");
      await fillLanguages(field(page, "place"), "name", {
        en: "Robotics lab",
        it: "Laboratorio di robotica",
      });
      // The picture, uploaded through the media library into the events' folder.
      const upload = join(copy.dir, "robotics-night.jpg");
      copyFileSync(join(copy.dir, imageFolders.events, "levels.jpg"), upload);
      expect(await uploadPicture(upload)).toBe(
        cmsTexts.en.uploaded("robotics-night.jpg", "robotics-night.jpg"),
      );
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
      await addSection(
        eventPage,
        { en: "What to bring", it: "Cosa portare" },
        { en: "A laptop and a friend.", it: "Un portatile e un amico." },
      );
      // The dots beside the sections: a switch, saved as `true`.
      const navigation = field(eventPage, "sectionNavigation");
      await navigation.click();
      await expectPage(navigation).toHaveAttribute("aria-checked", "true");
      await publish();
      const file = join(copy.dir, eventFiles.folder, "robotics-night.yaml");
      await expectPage.poll(() => existsSync(file), { timeout: scaled(15_000) }).toBe(true);
      // Saved, the new event opens at its own address.
      await expectPage(page).toHaveURL(
        `${origin}/admin/#/collections/events/entries/robotics-night`,
        { timeout: scaled(5_000) },
      );

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
        page: {
          sections: [
            { text: { en: "We provide the kits; you bring the ideas." } },
            { heading: { en: "What to bring", it: "Cosa portare" } },
          ],
          sectionNavigation: true,
        },
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
      // The next tests edit this file by its text, so it is put back as it was.
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
        await expectPage(focus.getByText(cmsTexts.en.focus.at(25, 80))).toBeVisible();
        await publish();
        await expectPage
          .poll(() => readFileSync(file, "utf8"), { timeout: scaled(15_000) })
          .toMatch(/imageFocus:/);
        const saved = readContent(copy.dir).events.find((entry) => entry.id === "levels")?.event;
        expect(saved?.imageFocus?.x).toBeCloseTo(0.25, 1);
        expect(saved?.imageFocus?.y).toBeCloseTo(0.8, 1);
        expect(readContent(copy.dir).problems.map(formatProblem)).toEqual([]);
        // The page shows the picture cropped around it.
        const eventPage = await pageWithoutScripts();
        await eventPage.goto(`${origin}/levels`);
        await expectPage(eventPage.locator("main header img").first()).toHaveAttribute(
          "data-focus",
          /^2[45](\.\d)?% 8[01](\.\d)?%$/,
        );
        await eventPage.context().close();
      } finally {
        writeFileSync(file, original);
      }
    },
    scaled(90_000),
  );

  // Over 20 s on a busy machine: a whole event typed into the form, refused twice.
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
      await page.getByText(messagesOf("en").kindWorkshop, { exact: true }).click();
      // A zero-width space, as a paste from a chat or a web page can bring one.
      await fillLanguages(page, "title", { en: "Board\u200BTest", it: "Prova del consiglio" });
      // A date and time pasted whole, as the file writes them, fills both parts.
      await field(page, "start").fill("2031-03-10T18:00");
      await fillDate(page, "end", "09/03/2031", "22:00");
      const picture = page.locator('label[for^="image-field"]').first().locator("xpath=../..");
      await picture.getByRole("button", { name: "Choose an image" }).click();
      await page.getByText("levels.jpg", { exact: true }).first().click();
      await page.getByRole("button", { name: "Choose selected" }).click();
      await fillLanguages(page, "imageAlt", { en: "A robot", it: "Un robot" });
      await fillLanguages(page, "summary", {
        en: "An evening with robots.",
        it: "Una serata con i robot.",
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
      // Each mistake names its field as the form labels it, then says what the build expects.
      const intro =
        "must be at least 50 characters (it is also the page's description for search engines)";
      const summary =
        "must be at least 50 characters on an event with a page (once the event has ended, it is the page's description for search engines until the recap is written)";
      await expectPage(mistakes.getByRole("listitem")).toHaveText([
        // The fixture's German texts are its English ones (decision 0033): German fails as English.
        `${audienceLabel} › Italian: is missing`,
        `${audienceLabel} › German: is missing`,
        "Applications › Button: is missing",
        "Ends: must be after start (2031-03-10T18:00)",
        `Page › Introduction › English: ${intro}, not 10`,
        `Summary › English: ${summary}, not 23`,
        `Page › Introduction › Italian: ${intro}, not 13`,
        `Summary › Italian: ${summary}, not 23`,
        `Page › Introduction › German: ${intro}, not 10`,
        `Summary › German: ${summary}, not 23`,
        "Title › English: holds an invisible character (U+200B, zero width space): remove it",
        "Title › German: holds an invisible character (U+200B, zero width space): remove it",
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
      await expectPage(field(page, "title").getByText("Italian is required.")).toBeVisible();
      expect(readdirSync(join(copy.dir, eventFiles.folder))).toEqual(before);
    },
    scaled(60_000),
  );

  // Over 20 s: a save, then the about page rendered by the development server in a second page.
  it(
    "changes a team member's role in that line only, and the about page shows it in the form chosen for the person",
    async () => {
      const teamFile = join(copy.dir, siteFiles.team.file);
      const source = readFileSync(teamFile, "utf8");
      const before = parse(source) as {
        members: Record<string, unknown>[];
        examples: string[];
      };
      await openCms("collections/site/entries/team");
      const role = field(field(page, "members"), "role");
      await role.click();
      // Roles in words, saved as the codes the site reads.
      await page.getByText(messagesOf("en").treasurer, { exact: true }).click();
      await publish();
      await expectPage
        .poll(() => readFileSync(teamFile, "utf8"), { timeout: scaled(15_000) })
        .toMatch(/role: treasurer/);
      // Nothing else changed or lost, the list of example values included.
      const after = parse(readFileSync(teamFile, "utf8")) as typeof before;
      expect(after.members.slice(1)).toEqual(before.members.slice(1));
      expect(after.members[0]).toEqual({ ...before.members[0], role: "treasurer" });
      expect(after.examples).toEqual(before.examples);
      // The file as it was, but that line.
      expect(changedLines(source, readFileSync(teamFile, "utf8"))).toEqual({
        removed: ["    role: president"],
        added: ["    role: treasurer"],
      });
      // Folded, each member shows its name; the example values' list, folded as it opens, each
      // field it names.
      const members = field(page, "members");
      await members.getByRole("button", { name: "Collapse" }).first().click();
      for (const member of before.members) {
        await expectPage(members.getByText(String(member.name), { exact: true })).toBeVisible();
      }
      const examples = field(page, "examples");
      for (const example of before.examples) {
        await expectPage(examples.getByText(example, { exact: true })).toBeVisible();
      }
      // The development server reads the content at each request: a reload shows the change,
      // in Italian in the feminine, as the file says for her.
      expect(before.members[0]?.roleForm).toBe("feminine");
      const contact = await pageWithoutScripts();
      await contact.goto(`${origin}/about`);
      await expectPage(
        contact.getByRole("link", { name: `Giulia Romano ${text("en", "treasurer")}` }),
      ).toBeVisible();
      await contact.context().close();
      // Read as the page's HTML: the development server may reload an open page for a changed
      // file at any moment.
      const italian = await (await fetch(`${origin}/it/about`, { headers: html })).text();
      expect(italian).toContain(text("it", "treasurerFeminine"));
      expect(italian).not.toContain(text("it", "treasurer"));
    },
    scaled(90_000),
  );

  // Over 20 s: two entries opened, two uploads (each picture read and written again) and two saves.
  it(
    "keeps two different photos uploaded under one name, each under its own, without their location",
    async () => {
      const events = join(copy.dir, imageFolders.events);
      const files = {
        levels: join(copy.dir, eventFiles.folder, "levels.yaml"),
        ecotech: join(copy.dir, eventFiles.folder, "ecotech-challenge.yaml"),
      };
      const before = {
        levels: readFileSync(files.levels, "utf8"),
        ecotech: readFileSync(files.ecotech, "utf8"),
      };
      // Two phones' photos, both IMG_1234.JPG: a red one for one event, a blue one for another.
      for (const [folder, colour] of [
        ["first-phone", "#c03030"],
        ["second-phone", "#3030c0"],
      ] as const) {
        mkdirSync(join(copy.dir, folder), { recursive: true });
        writeFileSync(join(copy.dir, folder, "IMG_1234.JPG"), await phonePhoto(colour));
      }
      cms.dialogs.length = 0;

      await openCms("collections/events/entries/levels");
      expect(await uploadPicture(join(copy.dir, "first-phone", "IMG_1234.JPG"))).toBe(
        `${cmsTexts.en.uploaded("IMG_1234.JPG", "img_1234.jpg")} ${cmsTexts.en.stripped(true)}`,
      );
      await publish();
      await expectPage
        .poll(() => readFileSync(files.levels, "utf8"), { timeout: scaled(15_000) })
        .toContain("image: img_1234.jpg");

      await openCms("collections/events/entries/ecotech-challenge");
      expect(await uploadPicture(join(copy.dir, "second-phone", "IMG_1234.JPG"))).toBe(
        `${cmsTexts.en.renamed("IMG_1234.JPG", "img_1234-2.jpg", "img_1234.jpg")} ${cmsTexts.en.stripped(true)}`,
      );
      await publish();
      await expectPage
        .poll(() => readFileSync(files.ecotech, "utf8"), { timeout: scaled(15_000) })
        .toContain("image: img_1234-2.jpg");
      await expectPage
        .poll(() => existsSync(join(events, "img_1234-2.jpg")), { timeout: scaled(15_000) })
        .toBe(true);

      // Nothing asked, nothing replaced: each event shows its own photo.
      expect(cms.dialogs).toEqual([]);
      const colourOf = async (name: string) => {
        const { channels } = await sharp(join(events, name)).stats();
        return channels.map(({ mean }) => Math.round(mean / 64));
      };
      expect(await colourOf("img_1234.jpg")).toEqual([3, 1, 1]);
      expect(await colourOf("img_1234-2.jpg")).toEqual([1, 1, 3]);
      // The originals in the repository say nothing of where they were taken, nor the camera.
      for (const name of ["img_1234.jpg", "img_1234-2.jpg"]) {
        const bytes = readFileSync(join(events, name));
        expect(hasLocation(new Uint8Array(bytes)), name).toBe(false);
        expect(bytes.toString("latin1"), name).not.toContain("ExamplePhone");
        expect((await sharp(bytes).metadata()).width, name).toBe(1600);
      }
      // Each file changed in the picture's line only, and the content check passes.
      expect(changedLines(before.levels, readFileSync(files.levels, "utf8"))).toEqual({
        removed: ["image: levels.jpg"],
        added: ["image: img_1234.jpg"],
      });
      expect(changedLines(before.ecotech, readFileSync(files.ecotech, "utf8"))).toEqual({
        removed: ["image: ecotech-challenge.jpg"],
        added: ["image: img_1234-2.jpg"],
      });
      expect(readContent(copy.dir).problems.map(formatProblem)).toEqual([]);
    },
    scaled(180_000),
  );

  // Over 20 s: nine files, each opened in the form and saved (a few seconds each); one test, so
  // that the editor is opened once for all of them.
  it(
    "changes one field of a file of each kind, and only that field's line",
    async () => {
      /** A text field of each kind of file, and how to reach it in the form: one event (an
       * edition of a series); every field of every fixture file is patched by the unit tests
       * (tools/cms-browser/yaml-patch.test.ts), these are the saves through Decap in a browser. */
      const edits: {
        file: string;
        view: string;
        input: () => Locator;
        change?: (value: string) => string;
      }[] = [
        {
          file: `${eventFiles.folder}/student-tech-clash.yaml`,
          view: "collections/events/entries/student-tech-clash",
          input: () => field(field(page, "title"), "en"),
        },
        {
          file: namedFiles.identity.file,
          view: "collections/site/entries/identity",
          input: () => field(page, "chapterName"),
        },
        {
          file: namedFiles.team.file,
          view: "collections/site/entries/team",
          input: () => page.locator('[id^="name-field-"]').nth(3),
        },
        {
          file: namedFiles.sponsors.file,
          view: "collections/site/entries/sponsors",
          input: () => page.locator('[id^="url-field-"]').first(),
          change: (value) => `${value}/changed`,
        },
        {
          file: namedFiles.home.file,
          view: "collections/site/entries/home",
          input: () => field(field(page, "heading"), "en"),
        },
        {
          file: namedFiles.partners.file,
          view: "collections/site/entries/partners",
          input: () => field(field(page, "formats"), "en"),
        },
      ];
      for (const { file, view, input, change = (value: string) => `${value} (changed)` } of edits) {
        const path = join(copy.dir, file);
        const before = readFileSync(path, "utf8");
        await openCms(view);
        const value = await input().inputValue();
        await replaceText(input(), change(value));
        await publish();
        // Until the file is written whole: a reader can see it empty while it is written.
        await expectPage
          .poll(() => readFileSync(path, "utf8"), { timeout: scaled(15_000) })
          .toContain(change(value));
        const { removed, added } = changedLines(before, readFileSync(path, "utf8"));
        expect(removed, file).toHaveLength(1);
        expect(removed[0], file).toContain(value);
        expect(added, file).toEqual([removed[0]?.replace(value, change(value))]);
      }
      expect(readContent(copy.dir).problems.map(formatProblem)).toEqual([]);
    },
    scaled(180_000),
  );

  // Over 20 s: three saves, and the editor loaded again by the address bar and the back button.
  it(
    "keeps each entry in its own form however the board member moves (address bar, back button, list), and saves it into its own file only",
    async () => {
      const slugs = ["career-days", "design-sprint", "open-data-hackathon"] as const;
      const path = (slug: string) => join(copy.dir, eventFiles.folder, `${slug}.yaml`);
      const expected = Object.fromEntries(
        slugs.map((slug) => [slug, readFileSync(path(slug), "utf8")]),
      );
      const title = () => field(field(page, "title"), "en");
      /** Changes the shown event's English title and publishes: that file changes in that line
       * only, and the others not at all. */
      const saveTitle = async (slug: (typeof slugs)[number], from: string, to: string) => {
        // The entry is read afresh (through the list, on a busy machine: seconds).
        await expectPage(title()).toHaveValue(from, { timeout: scaled(30_000) });
        await replaceText(title(), to);
        await publish();
        await expectPage
          .poll(() => readFileSync(path(slug), "utf8"), { timeout: scaled(15_000) })
          .toContain(to);
        expect(changedLines(expected[slug]!, readFileSync(path(slug), "utf8"))).toEqual({
          removed: [`  en: ${from}`],
          added: [`  en: ${to}`],
        });
        expected[slug] = readFileSync(path(slug), "utf8");
        for (const other of slugs)
          expect(readFileSync(path(other), "utf8"), other).toBe(expected[other]);
      };
      const entryAddress = (slug: string) => `${origin}/admin/#/collections/events/entries/${slug}`;

      await openCms("collections/events/entries/career-days");
      await expectPage(title()).toHaveValue("Autumn Career Days");
      // A change left unsaved, then another event typed in the address bar: asked once, and the
      // form is that event's, as its file has it.
      await replaceText(title(), "Never saved");
      cms.dialogs.length = 0;
      await page.goto(entryAddress("design-sprint"));
      await saveTitle("design-sprint", "Design Sprint", "Design Sprint (typed address)");
      expect(cms.dialogs).toEqual(["Are you sure you want to leave this page?"]);
      // "View Live" opens the site on this computer, not the published one.
      await expectPage(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
        "href",
        origin,
      );

      // The browser's back button: the event before, as its file has it (the unsaved change gone).
      await page.goBack();
      await saveTitle("career-days", "Autumn Career Days", "Autumn Career Days (back button)");

      // The list: the latest events first, one that repeats by its rule.
      await page.getByRole("link", { name: /Writing in Events collection/ }).click();
      const cards = page.locator('a[href*="#/collections/events/entries/"]');
      await expectPage(cards.filter({ hasText: "Weekly meeting" })).toHaveText(
        "Weekly meeting · Every Tuesday, 18:20 (until 30/06/2026)",
      );
      await expectPage(cards.filter({ hasText: "Open Data Hackathon" })).toHaveText(
        "Open Data Hackathon · 12/12/2025 09:00",
      );
      const starts = (
        await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
      ).map((href) => {
        const slug = href.split("/entries/")[1] ?? "";
        return String((parse(readFileSync(path(slug), "utf8")) as { start: string }).start);
      });
      expect(starts.length).toBeGreaterThan(5);
      expect(starts).toEqual([...starts].sort().reverse());
      await cards.filter({ hasText: "Open Data Hackathon" }).click();
      await saveTitle("open-data-hackathon", "Open Data Hackathon", "Open Data Hackathon (list)");
    },
    scaled(120_000),
  );

  it(
    "names each mistake by the labels on screen, takes the board member to its field, follows the form, and stacks with an upload's notice",
    async () => {
      const levels = join(copy.dir, eventFiles.folder, "levels.yaml");
      const before = readFileSync(levels, "utf8");
      await openCms("collections/events/entries/levels");
      await fillDate(page, "end", "09/03/2020", "22:00");
      const eventPage = field(page, "page");
      await fillLanguages(eventPage, "intro", { en: "Too short.", it: "Troppo breve." });
      await publish();
      const shown = page.getByRole("alert", { name: /^Not saved: 5 mistakes/ });
      const intro =
        "must be at least 50 characters (it is also the page's description for search engines)";
      await expectPage(shown.getByRole("listitem")).toHaveText([
        "Ends: must be after start (2024-10-31T16:00)",
        "Applications › Last day to apply: must not be after the event ends (2020-03-09)",
        `Page › Introduction › English: ${intro}, not 10`,
        `Page › Introduction › Italian: ${intro}, not 13`,
        `Page › Introduction › German: ${intro}, not 10`,
      ]);
      // A mistake's field is a button to it.
      await shown.getByRole("button", { name: "Page › Introduction › Italian" }).click();
      const italianIntro = field(field(eventPage, "intro"), "it");
      await expectPage(italianIntro).toBeFocused();
      // Corrected, it leaves the list.
      await page.keyboard.type(" Ora è abbastanza lungo da presentare la pagina, davvero.");
      const following = page.getByRole("region", { name: /^Not saved:/ });
      await expectPage(following.getByRole("listitem")).toHaveText([
        "Ends: must be after start (2024-10-31T16:00)",
        "Applications › Last day to apply: must not be after the event ends (2020-03-09)",
        `Page › Introduction › English: ${intro}, not 10`,
        `Page › Introduction › German: ${intro}, not 10`,
      ]);
      // An upload's notice goes above the panel, not over it.
      const upload = join(copy.dir, "stacked-notice.jpg");
      copyFileSync(join(copy.dir, imageFolders.events, "levels.jpg"), upload);
      expect(await uploadPicture(upload)).toBe(
        cmsTexts.en.uploaded("stacked-notice.jpg", "stacked-notice.jpg"),
      );
      const notice = page.getByRole("status").filter({ hasText: "stacked-notice.jpg" });
      await expectPage(notice).toBeVisible();
      await expectPage(following).toBeVisible();
      const [noticeBox, panelBox] = [await notice.boundingBox(), await following.boundingBox()];
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(panelBox!.y);
      // Everything corrected: no panel.
      await fillDate(page, "end", "31/10/2024", "18:30");
      const long = "A page long enough to be introduced properly, in one sentence or two.";
      await fillLanguages(eventPage, "intro", { en: long, it: `${long} (it)` });
      await expectPage(following).toHaveCount(0);
      await expectPage(notice).toBeVisible();
      // Nothing was saved.
      expect(readFileSync(levels, "utf8")).toBe(before);
    },
    scaled(120_000),
  );

  // Over 20 s: a second browser context loads the editor anew (in Italian, then in German and in
  // English again: each language a new load of Decap) and saves a new event.
  it(
    "speaks Italian to whoever chooses it, and takes dates day first on the 24-hour clock in an American browser",
    async () => {
      const context = await browser.newContext({
        locale: "en-US",
        viewport: { width: 1280, height: 900 },
      });
      const italian = await context.newPage();
      italian.on("dialog", (dialog) => void dialog.accept());
      const texts = cmsTexts.it;
      await openCms("collections/events/new", italian, "it");
      await expectPage(italian.locator("html")).toHaveAttribute("lang", "it");
      await expectPage(italian.getByText("Titolo", { exact: true }).first()).toBeVisible({
        timeout: scaled(30_000),
      });
      await expectPage(italian.locator('label[for^="series-field"]')).toHaveText(
        /^Serie \(facoltativo\)/,
      );
      await expectPage(
        italian.getByRole("button", { name: texts.addInLanguage("un passo", "Inglese") }),
      ).toBeVisible();
      const start = field(italian, "start");
      await expectPage(start).toHaveAttribute("placeholder", texts.datePlaceholder);

      await field(italian, "slug").fill("serata-droni");
      await field(italian, "kind").click();
      await italian.getByText(messagesOf("it").kindWorkshop, { exact: true }).click();
      await fillLanguages(italian, "title", { en: "Drone Evening", it: "Serata dei droni" });
      // A date written the American way is no day: the CMS says how to write it.
      await fillDate(italian, "start", "03/31/2031", "18:00");
      await fillDate(italian, "end", "31/03/2031", "22:00");
      await publish(italian, "it");
      await expectPage(italian.getByText(texts.dateProblem("Inizio"))).toBeVisible();
      await fillDate(italian, "start", "31/03/2031", "6:30");
      // Tidied once left: the time on the 24-hour clock.
      const startTime = field(italian, "start").locator("xpath=..").locator('input[type="text"]');
      await startTime.nth(1).blur();
      await expectPage(startTime.nth(1)).toHaveValue("06:30");
      // Local time in the chapter's time zone, as the time says beside it.
      await expectPage(startTime.nth(1)).toHaveAccessibleDescription(
        texts.timeZoneNote("Europe/Rome"),
      );
      const picture = italian.locator('label[for^="image-field"]').first().locator("xpath=../..");
      await picture.getByRole("button", { name: "Scegli un'immagine" }).click();
      await italian.getByText("levels.jpg", { exact: true }).first().click();
      await italian.getByRole("button", { name: "Scegli la selezionata" }).click();
      await fillLanguages(italian, "imageAlt", { en: "A drone", it: "Un drone" });
      await fillLanguages(italian, "summary", {
        en: "An evening flying drones.",
        it: "Una serata a pilotare droni.",
      });
      await publish(italian, "it");
      const file = join(copy.dir, eventFiles.folder, "serata-droni.yaml");
      await expectPage.poll(() => existsSync(file), { timeout: scaled(15_000) }).toBe(true);
      await expectPage(italian).toHaveURL(
        `${origin}/admin/?language=it#/collections/events/entries/serata-droni`,
        { timeout: scaled(5_000) },
      );
      const saved = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      expect(saved).toMatchObject({ start: "2031-03-31T06:30", end: "2031-03-31T22:00" });
      // A new file in the content files' style: dates in quotes, no blank fields.
      expect(readFileSync(file, "utf8")).toContain('start: "2031-03-31T06:30"\n');

      // A saved date is shown day first, its time on the 24-hour clock.
      await openCms("collections/events/entries/levels", italian, "it");
      await expectPage(field(italian, "start")).toHaveValue("31/10/2024");
      await expectPage(
        field(italian, "start").locator("xpath=..").locator('input[type="text"]').nth(1),
      ).toHaveValue("16:00");
      // The button at the bottom left shows it in the site's next language, German, then in
      // English again.
      await italian.getByRole("button", { name: "Deutsch" }).click();
      await expectPage(italian.locator("html")).toHaveAttribute("lang", "de", {
        timeout: scaled(30_000),
      });
      await expectPage(italian.getByText("Beginn", { exact: true }).first()).toBeVisible({
        timeout: scaled(30_000),
      });
      await italian.getByRole("button", { name: "English" }).click();
      await expectPage(italian.getByRole("button", { name: "Publish" }).first()).toBeVisible({
        timeout: scaled(30_000),
      });
      await expectPage(italian.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    },
    scaled(180_000),
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
          "app/content/events/levels.yaml: start: must be a date and time like 2025-12-05T09:00 (local time in Europe/Rome), not &quot;31/10/2024 16:00&quot;",
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
});
