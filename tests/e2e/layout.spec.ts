import type { Page } from "@playwright/test";
import { languageInfo } from "~/config/languages";
import { expect, test } from "./fixtures";
import { fixtureSiteToday } from "../support/fixture-build";
import { scaled } from "../support/time-scale";
import { backToTop, computedColour, languages, localized, type Language } from "./support";
import { fixtureIdentity, newTabName, text } from "./texts";

/**
 * On a 320 px phone, with the page as loaded: nothing is wider than the screen, and the bar's links
 * fold into a menu that opens, closes with Escape and closes when Tab leaves it.
 */
async function expectMenuFolds(page: Page, language: Language) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const nav = page.getByRole("navigation", { name: text(language, "mainNavigation") });
  const courses = nav.getByRole("link", {
    name: newTabName(language, text(language, "courses")),
    exact: true,
  });
  await expect(courses).toBeHidden();
  const menu = nav.getByRole("button", { name: text(language, "menu") });
  // Chromium tells assistive technology whether a popover's button has it open; no script
  // runs in the bar, even on a page with a widget (its island is the widget alone).
  await expect(menu).not.toHaveAttribute("aria-expanded");
  await menu.click();
  await expect(courses).toBeVisible();
  await expect(nav.getByRole("link", { name: text(language, "home"), exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(courses).toBeHidden();
  await expect(menu).toBeFocused();
  // Tab past the last link closes it, so it never hides what has focus.
  await menu.click();
  const links = await nav.locator("#site-menu a").count();
  for (let index = 0; index <= links; index++) await page.keyboard.press("Tab");
  await expect(courses).toBeHidden();
}

for (const language of languages) {
  test.describe(`layout (${language})`, () => {
    test("the home page's bar and footer, and the skip link first", async ({ page }) => {
      // One page, loaded once: the steps look at it as loaded; the bar's step scrolls and comes
      // back to the top, the skip link's (the keyboard, from the page's start) is the last.
      test.setTimeout(scaled(45_000));
      await page.goto(localized("/", language));
      await test.step("the navigation bar links to the pages of its language and marks the current one", async () => {
        const nav = page.getByRole("navigation", { name: text(language, "mainNavigation") });
        const home = nav.getByRole("link", { name: text(language, "home"), exact: true });
        await expect(home).toHaveAttribute("href", localized("/", language));
        await expect(home).toHaveAttribute("aria-current", "page");
        await expect(page.getByRole("link", { name: /EST Torino/ }).first()).toHaveAttribute(
          "href",
          localized("/", language),
        );
        for (const name of [
          newTabName(language, text(language, "courses")),
          newTabName(language, text(language, "joinus")),
        ]) {
          const link = nav.getByRole("link", { name, exact: true });
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link).toHaveAttribute("href", /^https:\/\//);
        }
      });
      await test.step("the footer has its three columns, the copyright line and three social icons", async () => {
        const footer = page.getByRole("contentinfo");
        for (const heading of ["footerAbout", "footerFollowUs", "footerLegal"] as const) {
          await expect(
            footer.getByRole("heading", { name: text(language, heading) }),
          ).toBeVisible();
        }
        // The year of the build's day.
        await expect(
          footer.getByText(text(language, "copyright", { year: fixtureSiteToday.slice(0, 4) })),
        ).toBeVisible();
        const icons = footer.getByRole("listitem").filter({ has: page.locator("img") });
        await expect(icons).toHaveCount(3);
        // Other sites open in a new tab; the site's own pages do not.
        for (const link of await footer.getByRole("link").all()) {
          if ((await link.getAttribute("href"))?.startsWith("https://")) {
            await expect(link).toHaveAttribute("target", "_blank");
            await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          } else {
            await expect(link).not.toHaveAttribute("target", /./);
          }
        }
        for (const name of ["instagram", "linkedin", "whatsappGroup"] as const) {
          await expect(footer.getByRole("link", { name: text(language, name) })).toHaveCount(2);
        }
      });
      await test.step("the bar is fixed, full width, 13% of the viewport high, above everything", async () => {
        const bar = page.locator("header").first();
        const box = await bar.boundingBox();
        const viewport = page.viewportSize();
        expect(box).not.toBeNull();
        expect(box?.x).toBe(0);
        // (At the top its slide is nothing: 0, to the rounding of a calculation.)
        expect(box?.y).toBeCloseTo(0, 3);
        expect(box?.width).toBe(viewport?.width);
        expect(box?.height).toBeCloseTo((viewport?.height ?? 0) * 0.13, 0);
        await expect(bar).toHaveCSS("position", "fixed");
        await expect(bar).toHaveCSS("z-index", "1000");
        await expect(bar).toHaveCSS(
          "background-color",
          computedColour(fixtureIdentity.brand.primary),
        );
        // The bar stays on top while scrolling, and never covers the start of the content.
        const main = await page.locator("main").boundingBox();
        // (To the rounding of the bar's slide, nothing at the top.)
        expect(main?.y).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0) - 0.001);
        await page.mouse.wheel(0, 800);
        // The wheel's scroll lands a moment after the call returns.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        // (Once scrolled it slides up, its top above the screen: what it covers is its bottom.)
        const scrolled = await bar.boundingBox();
        expect(scrolled?.y).toBeLessThanOrEqual(0);
        expect((scrolled?.y ?? 0) + (scrolled?.height ?? 0)).toBeGreaterThan(0);
        // Back to the top, as loaded, for the next step.
        await backToTop(page);
      });
      await test.step("the skip link is the first stop of the keyboard and jumps to the content", async () => {
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: text(language, "skipToContent") });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.locator("main")).toBeFocused();
      });
    });

    test("the bar's pages are headed with its words, the about page with what it is; the language button names the language (390 px, then 1366 px); the footer links the site's own pages with the bar's words, its chapter link staying on the site", async ({
      page,
    }) => {
      // One load of the events page: it has no script, its layout is its style's at each width
      // (the screen is made wider rather than the page loaded again).
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(localized("/events", language));
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await test.step(`the language button names the language in its words and its name (${width} px)`, async () => {
          const button = page
            .getByRole("banner")
            .getByRole("button", { name: text(language, "languageButtonLabel") });
          // The words a visitor sees beside the flag: the language's code, never a flag alone.
          const words = await button.evaluate((element) =>
            Array.from(element.querySelectorAll("span"))
              .filter((span) => {
                const box = span.getBoundingClientRect();
                return (
                  box.width > 1 && box.height > 1 && getComputedStyle(span).visibility !== "hidden"
                );
              })
              .map((span) => span.textContent?.trim())
              .join(" "),
          );
          expect(words).toBe(languageInfo[language].abbreviation);
          await expect(button.getByText(words, { exact: true })).toBeVisible();
          // Its name says which language, and holds the words a visitor sees (speech input).
          await expect(button).toHaveAccessibleName(
            `${text(language, "languageButtonLabel")} (${words})`,
          );
        });
      }
      await test.step("the events page is headed with the bar's word for it", () =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "events")));
      await page.goto(localized("/partners", language));
      await test.step("the partners page is headed with the bar's word for it", () =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "partners")));
      await test.step("the footer links the site's own pages with the bar's words; its chapter link stays on the site; the about page is headed with what it is", async () => {
        const footer = page.getByRole("contentinfo");
        for (const [label, path] of [
          ["home", "/"],
          ["events", "/events"],
          ["partners", "/partners"],
          ["contactus", "/about"],
        ] as const) {
          await expect(
            footer.getByRole("link", { name: text(language, label), exact: true }),
          ).toHaveAttribute("href", localized(path, language));
        }
        // The specification's "link to the chapter": this site's home page, in the same tab.
        const chapter = footer.getByRole("link", {
          name: text(language, "chapterLink"),
          exact: true,
        });
        await expect(chapter).toHaveAttribute("href", localized("/", language));
        await chapter.click();
        await expect(page).toHaveURL(localized("/", language));
        const contact = page
          .getByRole("contentinfo")
          .getByRole("link", { name: text(language, "contactus"), exact: true });
        await contact.click();
        await expect(page).toHaveURL(localized("/about", language));
        // The page is titled as what it is; the bar's word heads the ways to reach us.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "aboutus"));
        await expect(
          page.getByRole("heading", { level: 2, name: text(language, "contactus"), exact: true }),
        ).toBeVisible();
      });
    });

    test("on a 320 px phone, the home page's bar: its parts apart, its links folded into a menu that opens and closes; and the about page's (a page with a widget)", async ({
      page,
    }) => {
      // Each page loaded once: the menu's step, which opens and closes it, is its last.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(localized("/", language));
      await test.step("on a 320 px phone, the chapter's name, the menu and the language button do not overlap", async () => {
        const bar = page.locator("header").first();
        // The name's letters themselves, not its box: a name that overflows its box runs on.
        const boxes = await bar.evaluate((header) => {
          const name = header.querySelector("a[data-logo] > span");
          const range = document.createRange();
          if (name) range.selectNodeContents(name);
          const text = range.getBoundingClientRect();
          const buttons = Array.from(header.querySelectorAll("button")).map((button) =>
            button.getBoundingClientRect(),
          );
          return {
            nameRight: text.right,
            nameWidth: text.width,
            buttons: buttons.map((b) => b.left),
          };
        });
        expect(boxes.nameWidth).toBeGreaterThan(0);
        expect(boxes.buttons.length).toBeGreaterThan(0);
        for (const left of boxes.buttons) expect(boxes.nameRight).toBeLessThanOrEqual(left);
      });
      await test.step("on a 320 px phone the links fold into a menu that opens and closes (page without scripts)", () =>
        expectMenuFolds(page, language));
      await page.goto(localized("/about", language));
      await test.step("on a 320 px phone the links fold into a menu that opens and closes (page with a widget)", () =>
        expectMenuFolds(page, language));
    });
  });
}

/** The layout shifts the page has had since it opened, summed as Chrome's CLS counts them. */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            shifts
              .filter((shift) => !shift.hadRecentInput)
              .reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // A page without any shift has no entry to report: none after two frames is none at all.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

/** Scrolls to `top` at once and waits for the frame that draws it. */
async function scrollToAt(page: Page, top: number) {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }, top);
}

for (const { width, height, compact } of [
  { width: 1440, height: 900, compact: 72 },
  { width: 390, height: 844, compact: 64 },
]) {
  test(`at ${width}×${height} the bar is 13% of the screen at the top and at most ${compact} px once the page scrolls, and nothing shifts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const bar = page.locator("header").first();
    const main = page.locator("main");
    // What the bar covers of the page: from the screen's top to its bottom edge (once scrolled
    // it slides up, its top above the screen).
    const barHeight = async () => {
      const box = await bar.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    expect(await barHeight()).toBeCloseTo(height * 0.13, 0);
    const mainTop = (await main.boundingBox())?.y ?? 0;
    expect(mainTop).toBeGreaterThanOrEqual(height * 0.13 - 1);

    // Scrolled down: the bar steps aside, at the top of the screen still.
    await scrollToAt(page, 600);
    await expect.poll(barHeight).toBeLessThanOrEqual(compact);
    // Its links are still whole inside what is seen of it.
    const links = await bar.evaluate((header) =>
      Array.from(header.querySelectorAll("img, a > span:not(.visually-hidden), button, nav a"))
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => ({ top: box.top, bottom: box.bottom })),
    );
    const compactHeight = await barHeight();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.top).toBeGreaterThanOrEqual(0);
      expect(link.bottom).toBeLessThanOrEqual(compactHeight + 0.5);
    }

    // Back at the top: the whole bar again, the page where it was, and no layout shift at all.
    await scrollToAt(page, 0);
    await expect.poll(barHeight).toBeCloseTo(height * 0.13, 0);
    expect((await main.boundingBox())?.y).toBe(mainTop);
    expect(await layoutShifts(page)).toBe(0);
  });
}
