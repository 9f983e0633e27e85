/**
 * A visitor who blocks storage (cookies blocked in Chromium, some private modes): reading
 * `localStorage` or `sessionStorage` throws. No page may fail, and an explicit choice of the first
 * language (the fixture's, at `/`) by a visitor whose browser prefers the second holds for the
 * visit.
 */
import type { Page } from "@playwright/test";
import { knownLanguages } from "~/config/known-languages";
import { expect, test } from "./fixtures";
import { defaultLanguage, languages, localized } from "./support";
import { text } from "./texts";

/** The language the browser prefers: the fixture's second. */
const other = languages.find((language) => language !== defaultLanguage) ?? defaultLanguage;

test.use({ locale: knownLanguages[other].locale });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            "SecurityError",
          );
        },
      });
    }
  });
});

/** Every uncaught error and console error of the page from now on (404 answers aside). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

const pages = [
  ...["/", "/about", "/events", "/partners", "/student-tech-clash", "/levels"].map((path) =>
    localized(path, other),
  ),
  "/events",
  "/no-such-page",
];

for (const path of pages) {
  test(`${path} works without an error`, async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("navigation").getByRole("link").first().click();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("the first language chosen on another language's page holds on the next page", async ({
  page,
  baseURL,
}) => {
  const errors = recordErrors(page);
  await page.goto("/about");
  // The browser prefers the other language, and there is no stored choice to say otherwise.
  await expect(page).toHaveURL(localized("/about", other));
  await page.getByRole("button", { name: text(other, "languageButtonLabel") }).click();
  await page.getByRole("link", { name: knownLanguages[defaultLanguage].nativeName }).click();
  await expect(page).toHaveURL("/about");
  // A full page load from the site (a link opened before the scripts ran, or in a new tab).
  await page.evaluate(() => location.assign("/events"));
  await page.waitForURL(`${baseURL}/events`);
  await expect(page.locator("html")).toHaveAttribute("lang", defaultLanguage);
  await page.reload();
  await expect(page).toHaveURL("/events");
  expect(errors).toEqual([]);
});
