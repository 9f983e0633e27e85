/**
 * A visitor who blocks storage (cookies blocked in Chromium, some private modes): reading
 * `localStorage` or `sessionStorage` throws. No page may fail, and an explicit choice of English
 * by a visitor whose browser prefers Italian holds for the visit.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { text } from "./texts";

test.use({ locale: "it-IT" });

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
  "/it",
  "/it/about",
  "/it/events",
  "/it/partners",
  "/it/student-tech-clash",
  "/it/levels",
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

test("English chosen on an Italian page holds on the next English page", async ({
  page,
  baseURL,
}) => {
  const errors = recordErrors(page);
  await page.goto("/about");
  // The browser prefers Italian, and there is no stored choice to say otherwise.
  await expect(page).toHaveURL("/it/about");
  await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/about");
  // A full page load from the site (a link opened before the scripts ran, or in a new tab).
  await page.evaluate(() => location.assign("/events"));
  await page.waitForURL(`${baseURL}/events`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page).toHaveURL("/events");
  expect(errors).toEqual([]);
});
