/**
 * Smoke tests against the site served by nginx with its generated configuration (run by
 * scripts/nginx-check.mjs): every page loads, hydrates and works under the production
 * Content-Security-Policy, which must report no violation.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  chapterDefault,
  chapterPath,
  nativeName,
  otherLanguage,
} from "../support/chapter-languages";
import { builtPages, gitHubSignIn } from "./support";
// Texts without the identity in them only: nginx serves the chapter's build, not the fixture's.
import { escaped, text } from "./texts";

const client = join(import.meta.dirname, "..", "..", "build", "client");

/** Every Content-Security-Policy violation and script error the page reports. */
async function recordProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.beforeAll(() => {
  expect(process.env.NGINX_BASE_URL, "run through scripts/nginx-check.mjs").toBeTruthy();
});

/** Every page, or those `SWEEP_PAGES=/a,/it/a` names (the content change test checks the pages
 * it changed). */
const pages = process.env.SWEEP_PAGES?.split(",") ?? builtPages();

// An unknown address under another language's folder, or at the root on a site in one language.
const unknown = `${otherLanguage ? chapterPath("", otherLanguage) : ""}/no-such-page`;

/** One page for all the pages a worker loads, in a context of its own, not a new context per
 * page: a new one starts with an empty cache and a new renderer, which fetches and compiles the
 * site's scripts again. Each load is still checked whole: the page is a new document, with its
 * policy, and its problems are counted from its own load. Nothing here chooses a language, the
 * one thing the site keeps from one page to the next. */
let shared: Promise<{ page: Page; problems: string[] }> | undefined;
test.afterAll(async () => {
  await (await shared)?.page.context().close();
});

for (const path of [...pages, unknown]) {
  test(`${path} loads and hydrates under the production policy`, async ({
    browser,
    baseURL,
    locale,
    userAgent,
  }) => {
    shared ??= browser.newContext({ baseURL, locale, userAgent }).then(async (context) => {
      const page = await context.newPage();
      return { page, problems: await recordProblems(page) };
    });
    const { page, problems } = await shared;
    problems.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("client navigation, the carousel and the FAQ work under the policy", async ({ page }) => {
  const problems = await recordProblems(page);
  await page.goto("/");
  await page
    .getByRole("navigation")
    .getByRole("link", { name: text(chapterDefault, "contactus") })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  // The team's carousel, on a phone, if the chapter lists more members than the two that fit
  // there (a new chapter's page has none; a team that fits stands still).
  await page.setViewportSize({ width: 390, height: 844 });
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const cards = carousel.getByRole("link", {
    name: new RegExp(` ${escaped(text(chapterDefault, "writeAnEmail"))}$`),
  });
  if ((await cards.count()) > 2) {
    await cards.first().focus();
    const offset = () => carousel.locator('[style*="--offset"]').getAttribute("style");
    const before = await offset();
    await page.keyboard.press("ArrowRight");
    await expect.poll(offset).not.toBe(before);
  }
  // A page with questions and answers, if the chapter has one now.
  const faqPage = builtPages().find((path) =>
    readFileSync(join(client, path, "index.html"), "utf8").includes("<details"),
  );
  if (faqPage) {
    await page.goto(faqPage);
    const question = page.locator("summary").first();
    await question.click();
    await expect(page.locator("details[open]")).toHaveCount(1);
  }
  expect(problems).toEqual([]);
});

test("the language menu works under the policy; a site in one language has none", async ({
  page,
}) => {
  const problems = await recordProblems(page);
  await page.goto("/about");
  const menu = page.getByRole("button", { name: text(chapterDefault, "languageButtonLabel") });
  if (!otherLanguage) {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
    return;
  }
  const other = otherLanguage;
  await menu.click();
  await page.getByRole("link", { name: nativeName(other) }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(chapterPath("/about", other))}$`));
  await page
    .getByRole("navigation")
    .getByRole("link", { name: text(other, "events") })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: text(other, "events") })).toBeVisible();
  // The other language was chosen above: the default address now leads to its page.
  await page.goto("/partners");
  await expect(page).toHaveURL(new RegExp(`${escaped(chapterPath("/partners", other))}$`));
  expect(problems).toEqual([]);
});

test("the events page's calendar feed comes from nginx as a calendar, revalidated", async ({
  page,
}) => {
  await page.goto("/events");
  const address = await page
    .getByRole("textbox", { name: text(chapterDefault, "subscribeAddress") })
    .inputValue();
  const response = await page.request.get(new URL(address).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
});

test("/admin, typed without its slash or with %2f for it, is sent to /admin/ and opens the CMS", async ({
  page,
}) => {
  const problems = await recordProblems(page);
  // Served at /admin%2f, the CMS's page would look for its scripts at /init.js: a blank page.
  // Only where the browser lands is looked at there; the CMS opens once, from /admin.
  await page.goto("/admin%2f", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await expect(page.getByRole("button", { name: gitHubSignIn })).toBeVisible();
  expect(problems).toEqual([]);
});
