/**
 * A site served under a sub-path, as GitHub Pages serves a project
 * (https://someone.github.io/chapter-site/): only the public URL in identity.yaml changes. This
 * builds a copy (with the fixture content) with such a URL, serves it with scripts/serve.mjs and
 * checks it in Chromium.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeServer } from "../../scripts/test-servers.mjs";
import { buildCopy, copyProject } from "../support/project-copy";

const copy = copyProject();
const identityFile = join(copy.dir, "app/config/identity.yaml");
let server: Awaited<ReturnType<typeof startNodeServer>>;
let origin = "";
let browser: Browser;

beforeAll(async () => {
  writeFileSync(
    identityFile,
    readFileSync(identityFile, "utf8").replace(
      "url: https://chapter.example.org",
      "url: https://someone.github.io/chapter-site",
    ),
  );
  buildCopy(copy.dir);
  // On a free port, so that other test runs on the machine do not collide with it.
  server = await startNodeServer({ cwd: copy.dir });
  origin = server.origin;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}, 180_000);

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
    expect(html).toContain('<link rel="canonical" href="https://someone.github.io/chapter-site/events"/>');
    expect(html).toContain('b="/chapter-site"');
    expect(built("sitemap.xml")).toContain("<loc>https://someone.github.io/chapter-site/it</loc>");
  });

  it("publishes its calendar feeds under that path, and offers them with it", async () => {
    const html = built("events/index.html");
    expect(html).toContain('href="webcal://someone.github.io/chapter-site/events.ics"');
    expect(html).toContain('href="webcal://someone.github.io/chapter-site/events/trips.ics"');
    expect(html).toContain(">https://someone.github.io/chapter-site/events.ics</textarea>");
    expect(html).toContain(encodeURIComponent("webcal://someone.github.io/chapter-site/events.ics"));
    expect(built("it/events/trips.ics")).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(built("_headers")).toMatch(/^\/chapter-site\/\*\.ics$/m);
    const response = await fetch(`${origin}/chapter-site/it/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toContain("\r\nURL:https://someone.github.io/chapter-site/it/");
  });

  it("works in a browser: pages, hydration, client navigation, language and 404", async () => {
    const page = await browser.newPage({ locale: "it-IT" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${origin}/chapter-site/events`);
    // An Italian browser lands on the Italian twin, under the same sub-path.
    await page.waitForURL(`${origin}/chapter-site/it/events`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("navigation").getByRole("link", { name: "Partner" }).click();
    await page.waitForURL(`${origin}/chapter-site/it/partners`);
    await page.getByRole("heading", { level: 1, name: "Collaborazioni" }).waitFor();
    // A client navigation shows the page before its images have arrived.
    const image = page.locator("main img").first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    const missing = await page.goto(`${origin}/chapter-site/it/nowhere`);
    expect(missing?.status()).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });
});
