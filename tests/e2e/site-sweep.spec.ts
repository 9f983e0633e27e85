/**
 * Every page of the chapter's build, in each of its languages (its identity's list), whatever its content: accessible in the
 * light and the dark scheme, nothing loaded from another origin, readable without JavaScript, no
 * sideways scrolling on a 320 px phone, and usable at 200% zoom. `SWEEP_PAGES=/a,/it/a` limits
 * it to some pages (the content change test checks the pages it changed).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { pageIds, pagePaths } from "~/config/pages";
import { chapterLanguages, chapterPath } from "../support/chapter-languages";
import { expect, test, waitForHydration } from "./fixtures";
import {
  builtPages,
  colourRules,
  expectNoSeriousViolations,
  recordForeignRequests,
} from "./support";

const pages = process.env.SWEEP_PAGES?.split(",") ?? builtPages();

test("the sweep covers every page of the page table, in every language", () => {
  test.skip(Boolean(process.env.SWEEP_PAGES), "a chosen set of pages");
  for (const page of pageIds) {
    for (const language of chapterLanguages) {
      expect(pages).toContain(chapterPath(pagePaths[page], language));
    }
  }
});

/** One page with JavaScript and one without for all the pages a worker sweeps, each in a context
 * of its own, not two new contexts per page: a new context starts with an empty cache and a new
 * renderer, which fetches and compiles the site's scripts, styles and fonts, and axe, again
 * (axe's compiled code is kept by the renderer from one page to the next). Nothing a page does
 * is kept for the next but the cache: the site stores no choice unless a visitor picks a
 * language, which no check here does, and each test sets the width and scheme it starts in. */
let withScripts: Promise<Page> | undefined;
let withoutScripts: Promise<Page> | undefined;
const pageIn = async (context: Promise<BrowserContext>) => (await context).newPage();
test.afterAll(async () => {
  await (await withScripts)?.context().close();
  await (await withoutScripts)?.context().close();
});

for (const path of pages) {
  test.describe(path, () => {
    // One test per page (a test of its own cost about as much as a load): the page with its
    // scripts, then its twin without them.
    test("fits a 320 px phone and works at 200% zoom; loads nothing from another origin; no serious accessibility violation, light or dark; readable without JavaScript", async ({
      baseURL,
      browser,
      locale,
      userAgent,
    }) => {
      withScripts ??= pageIn(browser.newContext({ baseURL, locale, userAgent }));
      const page = await withScripts;
      page.removeAllListeners("request");
      const origin = new URL(baseURL ?? "").origin;
      const foreign = recordForeignRequests(page, origin);
      await page.emulateMedia({ colorScheme: "light" });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await waitForHydration(page);
      // The page itself is swept, not a twin the detection script sent the browser to.
      expect(new URL(page.url()).pathname).toBe(path);
      // 200% zoom on a 1280 × 720 screen lays the page out in 640 × 360 CSS pixels.
      for (const viewport of [
        { width: 320, height: 640 },
        { width: 640, height: 360 },
      ]) {
        await page.setViewportSize(viewport);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${viewport.width} px`).toBe(0);
        const bar = await page.locator("header").first().boundingBox();
        expect(bar?.height).toBeLessThan(viewport.height * 0.2);
        const menu = page.getByRole("navigation").first().getByRole("button");
        await menu.click();
        await expect(page.getByRole("navigation").first().getByRole("link").nth(1)).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("navigation").first().getByRole("link").nth(1)).toBeHidden();
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 0.1 });
      }
      // The same page on a laptop, scanned whole: one load for both (a load is most of a test).
      // Not scrolled through first: axe reads the document and its styles, and each picture has
      // its size before it loads. The pictures held back by lazy loading are requested by the
      // twin without JavaScript below (scripts off, lazy loading is off: the HTML standard), where
      // their origin is checked.
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectNoSeriousViolations(page);
      // Only colours change with the scheme: the dark one is measured by the colour rules.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoSeriousViolations(page, colourRules);
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);

      await test.step("is readable without JavaScript", async () => {
        withoutScripts ??= pageIn(
          browser.newContext({ baseURL, locale, userAgent, javaScriptEnabled: false }),
        );
        const staticPage = await withoutScripts;
        staticPage.removeAllListeners("request");
        const foreignWithoutScripts = recordForeignRequests(staticPage, origin);
        await staticPage.goto(path);
        await expect(staticPage.getByRole("heading", { level: 1 })).toBeVisible();
        const text = await staticPage.getByRole("main").innerText();
        expect(text.length).toBeGreaterThan(200);
        await expect(staticPage.getByRole("contentinfo")).toBeVisible();
        expect(
          foreignWithoutScripts,
          "without JavaScript, every picture requested, lazy ones too",
        ).toEqual([]);
      });
    });
  });
}
