/**
 * The CMS at /admin/, driven in Chromium as a board member would, against a checkout on this
 * computer (`npm run cms`, on a copy of the project with the fixture content): it creates an
 * event with both languages and a picture, whose file passes the content check and builds into
 * pages, list entries and calendar files; it refuses an event without its Italian title; an edit
 * of a team member's role shows on the contact page. While it opens, /admin/ loads nothing from
 * another origin and breaks no rule of its Content-Security-Policy.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium, expect as expectPage, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles, imageFolders } from "../../app/config/content-files";
import { formatProblem, readContent } from "../../app/server/content.server";
import { buildCopy, copyProject } from "../support/project-copy";

const copy = copyProject();
let cms: ChildProcess;
let origin = "";
let browser: Browser;
let page: Page;
const problems: string[] = [];
const foreign: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A field of the CMS's form, by the field's name (`title`, `place`); nested with `.within`. */
const field = (scope: Page | ReturnType<Page["locator"]>, name: string) =>
  scope.locator(`[id^="${name}-field-"]`).first();

/** Opens a view of the CMS afresh (`collections/events/new`), signing in when it asks. */
async function openCms(view: string) {
  // A new document each time: the CMS keeps the state of an entry left unsaved.
  await page.goto("about:blank");
  await page.goto(`${origin}/admin/#/${view}`);
  const login = page.getByRole("button", { name: "Login" });
  const ready = page.getByRole("button", { name: "Publish" }).or(login).first();
  await ready.waitFor();
  if (await login.isVisible()) await login.click();
}

async function publish() {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  cms = spawn("node", ["scripts/cms.mjs"], {
    cwd: copy.dir,
    env: { ...process.env, PORT: String(port), HOST: "localhost", NODE_ENV: "development" },
    stdio: "ignore",
    detached: true,
  });
  await waitFor(`${origin}/admin/config.yml`);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Leaving an entry that was not saved (the refused one) asks for a confirmation.
  page.on("dialog", (dialog) => void dialog.accept());
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) {
      foreign.push(request.url());
    }
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  // The CMS command and the servers it started, as one group.
  if (cms?.pid) process.kill(-cms.pid, "SIGTERM");
  copy.remove();
});

describe("the CMS on a laptop", () => {
  it("opens without a request to another origin or a policy violation", async () => {
    await page.goto(`${origin}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await expectPage(page.getByRole("heading", { name: "Collections" })).toBeVisible();
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it("creates an event with both languages and a picture, as a valid file", async () => {
    await openCms("collections/events/new");
    await field(page, "slug").fill("robotics-night");
    await field(page, "kind").click();
    await page.getByText("workshop", { exact: true }).click();
    await field(field(page, "title"), "en").fill("Robotics Night");
    await field(field(page, "title"), "it").fill("Notte della robotica");
    await field(page, "start").fill("2031-03-10T18:00");
    await field(page, "end").fill("2031-03-10T22:00");
    const place = field(field(page, "place"), "name");
    await field(place, "en").fill("Robotics lab");
    await field(place, "it").fill("Laboratorio di robotica");
    // The picture, uploaded through the media library into the events' folder.
    const picture = page.locator('label[for^="image-field"]').first().locator("xpath=../..");
    await picture.getByRole("button", { name: "Choose an image" }).click();
    const upload = join(copy.dir, "robotics-night.jpg");
    copyFileSync(join(copy.dir, imageFolders.events, "levels.jpg"), upload);
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await field(field(page, "imageAlt"), "en").fill("A small robot on a desk");
    await field(field(page, "imageAlt"), "it").fill("Un piccolo robot su una scrivania");
    await field(field(page, "summary"), "en").fill("An evening building small robots, on {{date}}.");
    await field(field(page, "summary"), "it").fill("Una serata a costruire piccoli robot, {{date}}.");
    const eventPage = field(page, "page");
    await field(field(eventPage, "intro"), "en").fill(
      "Build and program a small robot with your team, in one evening at the lab: {{date}}.",
    );
    await field(field(eventPage, "intro"), "it").fill(
      "Costruisci e programma un piccolo robot con la tua squadra, in una serata in laboratorio.",
    );
    const sections = field(eventPage, "sections");
    await sections.getByRole("button", { name: "Add sections" }).click();
    await field(field(sections, "heading"), "en").fill("The evening");
    await field(field(sections, "heading"), "it").fill("La serata");
    const texts = field(sections, "text").locator('[contenteditable="true"]');
    await texts.nth(0).click();
    await page.keyboard.type("We provide the kits; you bring the ideas.");
    await texts.nth(1).click();
    await page.keyboard.type("Noi forniamo i kit, voi portate le idee.");
    await publish();
    const file = join(copy.dir, contentFiles.events, "robotics-night.yaml");
    await expectPage.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);

    expect(existsSync(join(copy.dir, imageFolders.events, "robotics-night.jpg"))).toBe(true);
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
  }, 90_000);

  it("refuses an event without its Italian title", async () => {
    const before = readdirSync(join(copy.dir, contentFiles.events));
    await openCms("collections/events/new");
    await field(page, "slug").fill("untitled-night");
    await field(field(page, "title"), "en").fill("Untitled Night");
    await publish();
    await expectPage(page.getByText("Oops, you've missed a required field")).toBeVisible();
    await expectPage(field(page, "title").getByText("Italiano is required.")).toBeVisible();
    expect(readdirSync(join(copy.dir, contentFiles.events))).toEqual(before);
  }, 60_000);

  it("changes a team member's role, and the contact page shows it", async () => {
    await openCms("collections/site/entries/team");
    const role = field(field(page, "members"), "role");
    await role.click();
    await page.getByText("treasurer", { exact: true }).click();
    await publish();
    await expectPage
      .poll(() => readFileSync(join(copy.dir, contentFiles.team), "utf8"), { timeout: 15_000 })
      .toMatch(/role: treasurer/);
    // The development server reads the content at each request: a reload shows the change.
    const contact = await browser.newPage();
    await contact.goto(`${origin}/about`);
    await expectPage(contact.getByRole("link", { name: /Giulia Romano Treasurer/ })).toBeVisible();
    await contact.close();
  }, 60_000);

  it("publishes the new event in a build: its pages, its entries and its calendar files", () => {
    buildCopy(copy.dir, { SITE_TODAY: "2031-03-01" });
    const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");
    for (const path of ["events/index.html", "it/events/index.html"]) {
      const list = built(path);
      const upcoming = list.slice(list.indexOf('id="upcoming"'), list.indexOf('id="past"'));
      expect(upcoming, path).toMatch(/Robotics Night|Notte della robotica/);
    }
    expect(built("robotics-night/index.html")).toContain("in one evening at the lab: Monday, 10 March 2031.");
    expect(built("it/robotics-night/index.html")).toContain("Noi forniamo i kit, voi portate le idee.");
    expect(built("robotics-night.ics")).toContain("SUMMARY:Robotics Night");
    expect(built("it/robotics-night.ics")).toContain("SUMMARY:Notte della robotica");
  }, 120_000);
});
