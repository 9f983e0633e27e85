import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { languageInfo } from "../../app/config/languages";
import { knownLanguages, type KnownLanguageCode } from "../../app/config/known-languages";
import { defaultLanguage, languages, localized } from "./support";
import { text } from "./texts";

/** The fixture's languages by their place: the first at `/`, the second and third under their
 * codes (English, Italian and German today; nothing below takes one for another). */
const [first, second, third] = [defaultLanguage, languages[1], languages[2]];
if (!second || !third) throw new Error("the fixture's identity lists three languages");
const name = (language: KnownLanguageCode) => knownLanguages[language].nativeName;
const locale = (language: KnownLanguageCode) => knownLanguages[language].locale;
/** A language the site does not have. */
const stranger = (Object.keys(knownLanguages) as KnownLanguageCode[]).find(
  (code) => !languages.includes(code),
) as KnownLanguageCode;

const storageKey = "i18nextLng";

async function stored(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), storageKey);
}

test.describe("language menu on a page without scripts", () => {
  // One load of the home page: the steps that close the list leave it as loaded; the choice,
  // which leaves the page, comes last.
  test("loads no script; a click outside or Tab out of the list closes it; by mouse the flag opens the list and a choice is remembered", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: text(first, "languageButtonLabel") });
    const list = page.getByRole("list", { name: text(first, "languageMenuLabel") });
    await test.step("loads no script", async () => {
      await expect(page.locator('script[type="module"], script[src]')).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", first);
    });
    await test.step("a click outside closes the list", async () => {
      await button.click();
      await expect(list).toBeVisible();
      await page.getByRole("heading", { name: text(first, "whyJoin") }).click();
      await expect(list).toBeHidden();
      await expect(page).toHaveURL("/");
    });
    await test.step("Tab out of the list closes it", async () => {
      await button.click();
      await expect(list).toBeVisible();
      for (let link = 0; link < languages.length; link++) await page.keyboard.press("Tab");
      await expect(list).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(list).toBeHidden();
    });
    await test.step("by mouse the flag opens the list and a choice is remembered", async () => {
      await expect(list).toBeHidden();
      await button.click();
      await expect(list).toBeVisible();
      await expect(list.getByRole("link", { name: name(first) })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await list.getByRole("link", { name: name(second) }).click();
      await expect(page).toHaveURL(localized("/", second));
      await expect(page.locator("html")).toHaveAttribute("lang", second);
      await expect(
        page.getByRole("list", { name: text(second, "languageMenuLabel") }),
      ).toBeHidden();
      await expect(
        page.getByRole("main").getByRole("heading", { name: text(second, "whyJoin") }),
      ).toBeVisible();
      expect(await stored(page)).toBe(second);

      // Back to the first language: the stored choice follows, and its page stays.
      await page.getByRole("button", { name: text(second, "languageButtonLabel") }).click();
      await page.getByRole("link", { name: name(first) }).click();
      await expect(page).toHaveURL("/");
      expect(await stored(page)).toBe(first);
      await page.reload();
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", first);
    });
  });

  test("by keyboard: Enter opens, Tab moves, Escape closes and returns focus, Enter follows", async ({
    page,
  }) => {
    await page.goto(localized("/", second));
    const button = page.getByRole("button", { name: text(second, "languageButtonLabel") });
    const list = page.getByRole("list", { name: text(second, "languageMenuLabel") });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: name(first) })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: name(second) })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", first);
    expect(await stored(page)).toBe(first);
  });

  test("lists every language of the site by its own name, each leading to its twin", async ({
    page,
  }) => {
    await page.goto("/events");
    await page.getByRole("button", { name: text(first, "languageButtonLabel") }).click();
    const list = page.getByRole("list", { name: text(first, "languageMenuLabel") });
    await expect(list.getByRole("link")).toHaveCount(languages.length);
    for (const language of languages) {
      const link = list.getByRole("link", { name: languageInfo[language].nativeName });
      await expect(link).toHaveAttribute("href", localized("/events", language));
      await expect(link).toHaveAttribute("lang", language);
    }
    // A language is not a country: no flag.
    await expect(page.getByRole("banner").locator("img[src*='flag']")).toHaveCount(0);
  });

  test.describe("a browser preferring the second language", () => {
    test.use({ locale: locale(second) });

    test("keeps the first language, chosen on a page without scripts, on its next address", async ({
      page,
    }) => {
      await page.goto(localized("/events", second));
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      await page.getByRole("button", { name: text(second, "languageButtonLabel") }).click();
      await page.getByRole("link", { name: name(first) }).click();
      await expect(page).toHaveURL("/events");
      // A new visit, typed in: no referrer from the site, so only the stored choice keeps it.
      await page.goto("/partners");
      await expect(page).toHaveURL("/partners");
      await expect(page.locator("html")).toHaveAttribute("lang", first);
    });
  });
});

test.describe("language menu on a page with a widget", () => {
  // React runs there for the team carousel only (an island): the menu is the same disclosure as
  // everywhere, and the widget's script takes nothing from it.
  test("is the same list of links, by mouse and by keyboard, and a choice is remembered", async ({
    page,
  }) => {
    await page.goto(localized("/about", second));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("menu")).toHaveCount(0);
    const button = page.getByRole("button", { name: text(second, "languageButtonLabel") });
    const list = page.getByRole("list", { name: text(second, "languageMenuLabel") });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: name(first) })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await list.getByRole("link", { name: name(first) }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", first);
    expect(await stored(page)).toBe(first);
  });
});

test.describe("language detection", () => {
  test.describe("a browser preferring the second language", () => {
    test.use({ locale: locale(second) });

    test("goes to its twin, keeping query and hash, and the choice is cached", async ({ page }) => {
      await page.goto("/?ref=poster#where-we-are");
      await expect(page).toHaveURL(`${localized("/", second)}?ref=poster#where-we-are`);
      await expect(page.locator("html")).toHaveAttribute("lang", second);
      expect(await stored(page)).toBe(second);
    });

    test("stays on the first language's pages when it was chosen before", async ({ page }) => {
      await page.addInitScript(({ key, language }) => localStorage.setItem(key, language), {
        key: storageKey,
        language: first,
      });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", first);
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
      await expect(page).toHaveURL(localized("/", second));
      expect(await stored(page)).toBe(second);
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
      await expect(page).toHaveURL(localized("/", second));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The menu still switches language (the choice just is not remembered).
      await page.getByRole("button", { name: text(second, "languageButtonLabel") }).click();
      await page.getByRole("link", { name: name(first) }).click();
      await expect(page).toHaveURL("/");
      expect(errors).toEqual([]);
    });

    test("is not redirected away from a page in another language", async ({ page }) => {
      await page.goto(localized("/", second));
      await expect(page).toHaveURL(localized("/", second));
    });
  });

  test.describe("a browser preferring the third language", () => {
    test.use({ locale: locale(third) });

    test("goes to its pages, with its words and dates", async ({ page }) => {
      await page.goto("/events");
      await expect(page).toHaveURL(localized("/events", third));
      await expect(page.locator("html")).toHaveAttribute("lang", third);
      expect(await stored(page)).toBe(third);
      await expect(
        page.getByRole("heading", { level: 1, name: text(third, "events") }),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: text(third, "languageButtonLabel") }),
      ).toBeVisible();
      // A date as the language writes it ("28. Oktober 2025" in German): its month's name.
      const months = [9, 10, 11].map((month) =>
        new Intl.DateTimeFormat(locale(third), { month: "long" }).format(new Date(2025, month, 15)),
      );
      await expect(page.getByRole("main")).toContainText(new RegExp(`(${months.join("|")}) 2025`));
    });
  });

  test.describe("a browser in a language the site does not have", () => {
    test.use({ locale: locale(stranger) });

    test("falls back to the first language and caches it", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", first);
      expect(await stored(page)).toBe(first);
    });
  });

  test.describe("a browser preferring the first language", () => {
    test.use({ locale: locale(first) });

    test("goes to the second language when it was chosen before", async ({ page }) => {
      await page.addInitScript(({ key, language }) => localStorage.setItem(key, language), {
        key: storageKey,
        language: second,
      });
      await page.goto("/");
      await expect(page).toHaveURL(localized("/", second));
    });
  });
});
