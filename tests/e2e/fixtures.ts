import { test as base, expect, type Page } from "@playwright/test";
import { scaled } from "../support/time-scale";

/**
 * Waits until React has hydrated the page, on pages that load it (for pages of contexts a test
 * makes itself). Pages without a widget load no script: they are ready once loaded.
 */
export async function waitForHydration(page: Page) {
  const loadsReact = await page
    .locator('script[type="module"]')
    .count()
    .then((count) => count > 0);
  if (loadsReact) {
    await page.waitForSelector("html[data-hydrated]", {
      state: "attached",
      timeout: scaled(10_000),
    });
  }
}

/**
 * Playwright's `test`, with `page.goto` and `page.reload` that wait until a page that loads React
 * is hydrated (`<html data-hydrated>`): scripts load after the first paint, so a test that presses
 * a key right after the load event could otherwise act on the static page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => waitForHydration(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
