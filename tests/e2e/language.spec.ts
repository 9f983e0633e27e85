import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { languageInfo } from "../../app/config/languages";
import { languages, localized } from "./support";
import { text } from "./texts";

const storageKey = "i18nextLng";

async function stored(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), storageKey);
}

test.describe("language menu on a page without scripts", () => {
  test("loads no script, and by mouse the flag opens the list and a choice is remembered", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator('script[type="module"], script[src]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const button = page.getByRole("button", { name: text("en", "languageButtonLabel") });
    const list = page.getByRole("list", { name: text("en", "languageMenuLabel") });
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await expect(list.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await list.getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL("/it");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("list", { name: text("it", "languageMenuLabel") })).toBeHidden();
    await expect(
      page.getByRole("main").getByRole("heading", { name: text("it", "whyJoin") }),
    ).toBeVisible();
    expect(await stored(page)).toBe("it");

    // Back to English: the stored choice follows, and the English page stays English.
    await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    expect(await stored(page)).toBe("en");
    await page.reload();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a click outside closes the list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("en", "languageButtonLabel") }).click();
    const list = page.getByRole("list", { name: text("en", "languageMenuLabel") });
    await expect(list).toBeVisible();
    await page.getByRole("heading", { name: text("en", "whyJoin") }).click();
    await expect(list).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("by keyboard: Enter opens, Tab moves, Escape closes and returns focus, Enter follows", async ({
    page,
  }) => {
    await page.goto("/it");
    const button = page.getByRole("button", { name: text("it", "languageButtonLabel") });
    const list = page.getByRole("list", { name: text("it", "languageMenuLabel") });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "English" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Italiano" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await stored(page)).toBe("en");
  });

  test("Tab out of the list closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("en", "languageButtonLabel") }).click();
    const list = page.getByRole("list", { name: text("en", "languageMenuLabel") });
    await expect(list).toBeVisible();
    for (let link = 0; link < languages.length; link++) await page.keyboard.press("Tab");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list).toBeHidden();
  });

  test("lists every language of the site by its own name, each leading to its twin", async ({
    page,
  }) => {
    await page.goto("/events");
    await page.getByRole("button", { name: text("en", "languageButtonLabel") }).click();
    const list = page.getByRole("list", { name: text("en", "languageMenuLabel") });
    await expect(list.getByRole("link")).toHaveCount(languages.length);
    for (const language of languages) {
      const link = list.getByRole("link", { name: languageInfo[language].nativeName });
      await expect(link).toHaveAttribute("href", localized("/events", language));
      await expect(link).toHaveAttribute("lang", language);
    }
    // A language is not a country: no flag.
    await expect(page.getByRole("banner").locator("img[src*='flag']")).toHaveCount(0);
  });

  test.describe("an Italian browser", () => {
    test.use({ locale: "it-IT" });

    test("keeps English, chosen on a page without scripts, on the next English address", async ({
      page,
    }) => {
      await page.goto("/it/events");
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/events");
      // A new visit, typed in: no referrer from the site, so only the stored choice keeps it.
      await page.goto("/partners");
      await expect(page).toHaveURL("/partners");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("language menu on a page with a widget", () => {
  // React runs there for the team carousel only (an island): the menu is the same disclosure as
  // everywhere, and the widget's script takes nothing from it.
  test("is the same list of links, by mouse and by keyboard, and a choice is remembered", async ({
    page,
  }) => {
    await page.goto("/it/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("menu")).toHaveCount(0);
    const button = page.getByRole("button", { name: text("it", "languageButtonLabel") });
    const list = page.getByRole("list", { name: text("it", "languageMenuLabel") });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "English" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await list.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await stored(page)).toBe("en");
  });
});

test.describe("language detection", () => {
  test.describe("an Italian browser", () => {
    test.use({ locale: "it-IT" });

    test("goes to the Italian twin, keeping query and hash, and the choice is cached", async ({
      page,
    }) => {
      await page.goto("/?ref=poster#where-we-are");
      await expect(page).toHaveURL("/it?ref=poster#where-we-are");
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      expect(await stored(page)).toBe("it");
    });

    test("stays on English pages when English was chosen before", async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, "en"), storageKey);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveURL("/");
    });

    test("ignores junk in storage and follows the browser", async ({ page }) => {
      await page.addInitScript((key) => {
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem(key, '{"lng":"klingon"}');
        }
      }, storageKey);
      await page.goto("/");
      await expect(page).toHaveURL("/it");
      expect(await stored(page)).toBe("it");
    });

    test("works when storage is disabled", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/");
      await expect(page).toHaveURL("/it");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The menu still switches language (the choice just is not remembered).
      await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/");
      expect(errors).toEqual([]);
    });

    test("is not redirected away from an Italian page", async ({ page }) => {
      await page.goto("/it");
      await expect(page).toHaveURL("/it");
    });
  });

  test.describe("a German browser", () => {
    test.use({ locale: "de-DE" });

    test("goes to the German pages, with German words and dates", async ({ page }) => {
      await page.goto("/events");
      await expect(page).toHaveURL("/de/events");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      expect(await stored(page)).toBe("de");
      await expect(
        page.getByRole("heading", { level: 1, name: text("de", "events") }),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: text("de", "languageButtonLabel") }),
      ).toBeVisible();
      // A date as German writes it: "28. Oktober 2025".
      await expect(page.getByRole("main")).toContainText(
        /\d{1,2}\. (Oktober|November|Dezember) 2025/,
      );
    });
  });

  test.describe("a browser in a language the site does not have", () => {
    test.use({ locale: "pt-PT" });

    test("falls back to English and caches it", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await stored(page)).toBe("en");
    });
  });

  test.describe("an English browser", () => {
    test.use({ locale: "en-GB" });

    test("goes to Italian when Italian was chosen before", async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, "it"), storageKey);
      await page.goto("/");
      await expect(page).toHaveURL("/it");
    });
  });
});
