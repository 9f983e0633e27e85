/**
 * A site served under a sub-path, as GitHub Pages serves a project
 * (https://someone.github.io/chapter-site/): only the public URL in identity.yaml changes. This
 * builds a copy (with the fixture content) with such a URL, serves it with scripts/serve.mjs and
 * checks it in Chromium. The copy's chapter is in Lisbon (its identity's time zone): the fixture's
 * times are read there, on the pages, in the calendar files and in the structured data.
 *
 * The same copy is built as on 15 July 2026, after every fixture event and more than a year after
 * its last recap, as the site is when the board has not yet added the next semester's events:
 * the pages decided by the date are checked in that state too (the browser tests see the fixture
 * site as on 20 October 2025). Its day is pinned, so that it is the same site whatever day the
 * suite runs; a page with a widget runs its island, which decides nothing by the visitor's clock.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeServer } from "../../scripts/test-servers.mjs";
import { buildCopy, copyProject } from "../support/project-copy";
import type { MessageKey } from "../../app/i18n/en";
import type { Language } from "../../app/config/languages";
import { text } from "../e2e/texts";

/** An interface text as the built HTML writes it (React escapes the apostrophe). */
const builtText = (language: Language, key: MessageKey) =>
  text(language, key).replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
import { scaled } from "../support/time-scale";
import { testBrowserLaunch } from "../support/test-browser";

const copy = copyProject();
/** The day the copy is built on. */
const afterTheLastEvent = "2026-07-15";
const identityFile = join(copy.dir, "app/config/identity.yaml");
let server: Awaited<ReturnType<typeof startNodeServer>>;
let origin = "";
let browser: Browser;

beforeAll(async () => {
  writeFileSync(
    identityFile,
    readFileSync(identityFile, "utf8")
      .replace("url: https://chapter.example.org", "url: https://someone.github.io/chapter-site")
      .replace("timeZone: Europe/Rome", "timeZone: Europe/Lisbon"),
  );
  // After the fixture's last event (its weekly meeting ends on 30 June 2026), more than twelve
  // months after its last recap: the same site whatever day the suite runs.
  buildCopy(copy.dir, { SITE_TODAY: afterTheLastEvent });
  // On a free port, so that other test runs on the machine do not collide with it.
  server = await startNodeServer({ cwd: copy.dir });
  origin = server.origin;
  browser = await chromium.launch(testBrowserLaunch);
}, scaled(180_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy.remove();
});

const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");

describe("a site under a sub-path", () => {
  it("refers to its assets, pages and public URL under that path", () => {
    const html = built("events/index.html");
    expect(html).toMatch(/src="\/chapter-site\/assets\/[^"]+\.(svg|avif|jpeg|webp)"/);
    expect(html).not.toMatch(/(src|href)="\/assets\//);
    expect(html).toContain('href="/chapter-site/it/events"');
    expect(html).toContain('href="/chapter-site/favicon.svg"');
    // The web manifest, linked, and its pages and icons under that path.
    expect(html).toContain('<link rel="manifest" href="/chapter-site/manifest.webmanifest"/>');
    expect(JSON.parse(built("manifest.webmanifest"))).toMatchObject({
      start_url: "/chapter-site/",
      scope: "/chapter-site/",
      icons: [{ src: "/chapter-site/icon-192.png" }, { src: "/chapter-site/icon-512.png" }],
    });
    expect(html).toContain(
      '<link rel="canonical" href="https://someone.github.io/chapter-site/events"/>',
    );
    expect(html).toContain('b="/chapter-site"');
    expect(built("sitemap.xml")).toContain("<loc>https://someone.github.io/chapter-site/it</loc>");
  });

  it("publishes its calendar feeds under that path, and offers them with it", async () => {
    const html = built("events/index.html");
    expect(html).toContain('href="webcal://someone.github.io/chapter-site/events.ics"');
    expect(html).toContain('href="webcal://someone.github.io/chapter-site/events/trips.ics"');
    expect(html).toContain(">https://someone.github.io/chapter-site/events.ics</textarea>");
    expect(html).toContain(
      encodeURIComponent("webcal://someone.github.io/chapter-site/events.ics"),
    );
    expect(built("it/events/trips.ics")).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(built("_headers")).toMatch(/^\/chapter-site\/\*\.ics$/m);
    const response = await fetch(`${origin}/chapter-site/it/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toContain(
      "\r\nURL;VALUE=URI:https://someone.github.io/chapter-site/it/",
    );
  });

  it("works in a browser: pages, hydration, language and 404", async () => {
    const page = await browser.newPage({ locale: "it-IT" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text()))
        errors.push(message.text());
    });
    await page.goto(`${origin}/chapter-site/events`);
    // An Italian browser lands on the Italian twin, under the same sub-path.
    await page.waitForURL(`${origin}/chapter-site/it/events`);
    await page
      .getByRole("navigation")
      .getByRole("link", { name: text("it", "partners") })
      .click();
    await page.waitForURL(`${origin}/chapter-site/it/partners`);
    await page.getByRole("heading", { level: 1, name: text("it", "partners") }).waitFor();
    const image = page.locator("main img").first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: scaled(10_000),
      })
      .toBe(true);
    // The about page loads its scripts from under the sub-path, and hydrates.
    await page
      .getByRole("navigation")
      .getByRole("link", { name: text("it", "contactus") })
      .click();
    await page.waitForURL(`${origin}/chapter-site/it/about`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // At a width where the fixture's four members do not all fit: the carousel moves.
    await page.setViewportSize({ width: 600, height: 900 });
    await page.getByRole("button", { name: text("it", "carouselPause") }).click();
    await page.getByRole("button", { name: text("it", "carouselPlay") }).waitFor();
    const missing = await page.goto(`${origin}/chapter-site/it/nowhere`);
    expect(missing?.status()).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the CMS typed without its slash", () => {
  it("is sent to its folder by npm start, under the sub-path, keeping the query", async () => {
    const response = await fetch(`${origin}/chapter-site/admin?x=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/chapter-site/admin/?x=1");
  });

  it("gets no page of its own on GitHub Pages, which then sends /admin to /admin/", () => {
    // The deploy's preparation, on a copy of the build (the server above serves the build).
    const pages = mkdtempSync(join(tmpdir(), "chapter-pages-"));
    try {
      cpSync(join(copy.dir, "build"), pages, { recursive: true });
      const prepared = spawnSync("node", [join(copy.dir, "scripts/prepare-github-pages.mjs")], {
        env: { ...process.env, BUILD_DIR: pages },
        encoding: "utf8",
      });
      expect(prepared.status, prepared.stderr).toBe(0);
      // Served from admin.html, the CMS's page would look for /chapter-site/init.js: blank.
      expect(existsSync(join(pages, "client/admin.html"))).toBe(false);
      expect(existsSync(join(pages, "client/admin/index.html"))).toBe(true);
      expect(existsSync(join(pages, "client/events.html"))).toBe(true);
      expect(existsSync(join(pages, "client/it/events.html"))).toBe(true);
      expect(existsSync(join(pages, "client/_headers"))).toBe(false);
      // GitHub Pages compresses itself, and would serve a twin as a file of its own.
      expect(existsSync(join(copy.dir, "build/client/index.html.gz"))).toBe(true);
      expect(existsSync(join(pages, "client/index.html.gz"))).toBe(false);
      expect(existsSync(join(pages, "client/index.html.br"))).toBe(false);
      expect(existsSync(join(pages, "client/index.html"))).toBe(true);
    } finally {
      rmSync(pages, { recursive: true, force: true });
    }
  });
});

describe("a chapter in Lisbon", () => {
  it("reads its times there: as written on the page, at Lisbon's instant and offset elsewhere", () => {
    // The workshop from 16:00 to 18:30 on 31 October 2024, on Lisbon's winter time (UTC+0).
    const page = built("levels/index.html");
    expect(page).toContain("16:00–18:30");
    expect(page).toMatch(/"startDate":"2024-10-31T16:00:00\+00:00"/);
    expect(built("levels.ics")).toContain("\r\nDTSTART:20241031T160000Z\r\n");
    // The weekly meeting at 18:20 in Lisbon, with Lisbon's rules for the calendar app.
    const feed = built("events.ics").replace(/\r\n /g, "");
    expect(feed).toContain("\r\nDTSTART;TZID=Europe/Lisbon:20250930T182000\r\n");
    expect(feed).toContain("\r\nTZID:Europe/Lisbon\r\n");
    expect(feed).toContain("\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nTZNAME:WET\r\n");
    expect(feed).not.toContain("Europe/Rome");
  });
});

describe("a site built after its last event", () => {
  const region = (html: string, id: string, next: string) =>
    html.slice(html.indexOf(`id="${id}"`), next ? html.indexOf(`id="${next}"`) : undefined);

  it("says at the top that no event is scheduled, offers what to do instead, in each language, and lists every event once, as past", () => {
    for (const [path, empty, subscribe] of [
      ["events/index.html", text("en", "noEvents"), text("en", "subscribe")],
      ["it/events/index.html", text("it", "noEvents"), text("it", "subscribe")],
    ] as const) {
      const html = built(path);
      // Said first, before the archive; no highlight is recent (none ended in the last twelve
      // months), so none is set apart.
      expect(html.indexOf('id="upcoming"'), path).toBeLessThan(html.indexOf('id="past"'));
      expect(html, path).not.toContain('id="highlights"');
      const upcoming = region(html, "upcoming", "past");
      expect(upcoming, path).toContain(empty);
      // A next step: the chapter's social profiles, in new tabs, and the calendar subscription.
      for (const profile of [
        "https://www.instagram.com/example.chapter/",
        "https://chat.whatsapp.com/EXAMPLEINVITE",
      ]) {
        expect(upcoming, `${path}: ${profile}`).toMatch(
          new RegExp(
            `<a href="${profile.replace(/[.?/]/g, "\\$&")}" target="_blank" rel="noopener noreferrer"`,
          ),
        );
      }
      expect(upcoming, path).toMatch(new RegExp(`<a href="#subscribe"[^>]*>${subscribe}<`));
      // Every event once, under "Past events", under its year (the weekly meeting under that of
      // its last date, 2026).
      const past = region(html, "past", "subscribe");
      expect(past.match(/<h3[^>]*>\d{4}<\/h3>/g), path).toEqual([
        expect.stringContaining(">2026<"),
        expect.stringContaining(">2025<"),
        expect.stringContaining(">2024<"),
      ]);
      expect(past.match(/<h4/g), path).toHaveLength(11);
      expect(past, path).not.toMatch(/\.ics"/);
      expect(html, path).not.toContain("SNOWEST25");
    }
  });

  it("leads the home page with the next event being planned and the archive under it, each recap with its link, in each language", () => {
    for (const [path, recap] of [
      ["events/index.html", builtText("en", "recapLink")],
      ["it/events/index.html", builtText("it", "recapLink")],
    ] as const) {
      // The three events with a recap, among the others of their year, each with a link to it.
      const past = region(built(path), "past", "subscribe");
      expect(past.match(new RegExp(`>${recap}<`, "g")), path).toHaveLength(3);
      expect(past, path).toMatch(/CityPulse|Sentinel/);
    }
    for (const [path, language] of [
      ["index.html", "en"],
      ["it/index.html", "it"],
    ] as const) {
      const next = region(built(path), "next-event", "why-join");
      // Never "coming up" and "being planned" of the same moment; nothing a year old leads.
      expect(next, path).toContain(builtText(language, "noNextEvent"));
      expect(next, path).not.toContain(builtText(language, "recentHighlights"));
      expect(next.indexOf(builtText(language, "noNextEvent")), path).toBeLessThan(
        next.indexOf(`>${builtText(language, "archiveHighlights")}</h3>`),
      );
      expect(next.match(/<article/g), path).toHaveLength(3);
    }
  });

  it("closes applications on a page without scripts, says the event has ended (once), offers no form", () => {
    const english = built("snowweek/index.html");
    expect(english).toContain(builtText("en", "eventEnded"));
    expect(english).not.toContain(builtText("en", "applicationsClosed"));
    expect(english).not.toContain("https://snowweek.example.com/accommodation");
    expect(english).not.toContain("snowweek.ics");
    expect(english).not.toMatch(/<script[^>]*type="module"/);
    const italian = built("it/snowweek/index.html");
    expect(italian).toContain(builtText("it", "eventEnded"));
    expect(italian).not.toContain(builtText("it", "applicationsClosed"));
    // The calendar file stays for the calendars that imported it.
    expect(built("snowweek.ics")).toContain("BEGIN:VEVENT");
  });

  it("keeps an ended event ended when the visitor's clock is a year behind", async () => {
    const page = await browser.newPage();
    await page.clock.setFixedTime(new Date("2024-11-01T12:00:00+01:00"));
    await page.goto(`${origin}/chapter-site/student-tech-clash`);
    // Nothing in the browser decides again: the page says what the build decided.
    expect(await page.getByText(text("en", "eventEnded")).count()).toBe(1);
    expect(
      await page.getByRole("link", { name: new RegExp(`^${text("en", "applyNow")}`) }).count(),
    ).toBe(0);
    expect(await page.locator("main button:disabled").count()).toBe(0);
    expect(
      await page.getByRole("link", { name: new RegExp(text("en", "addToCalendar")) }).count(),
    ).toBe(0);
    await page.close();
  });

  it("gives an ended event's page no script when its section navigation has nothing left to navigate", () => {
    // Its sections are all for before the event, and it has no recap: no dots, so no island.
    const html = built("it/student-tech-clash/index.html");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("data-island");
    expect(html).toContain(text("it", "eventEnded"));
    // "This event has ended" says it: applications closed is not said a second time.
    expect(html).not.toContain(text("it", "applicationsClosed"));
    expect(html).not.toContain(`>${text("it", "applyNow")}`);
    expect(html).not.toContain('"offers"');
  });
});
