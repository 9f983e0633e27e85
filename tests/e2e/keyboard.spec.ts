import { pageIds } from "../../app/config/pages";
import { pageTextKeys } from "../../app/i18n/page-texts";
import { knownLanguages } from "../../app/config/known-languages";
import { expect, test } from "./fixtures";
import { defaultLanguage } from "./support";
import { escaped, text } from "./texts";

/** The bar's page links in its order (the page table), then its two outward links. */
const barStops = [
  ...pageIds.flatMap((page) => pageTextKeys[page].navigation ?? []),
  "courses",
  "joinus",
] as const;

test("a keyboard-only visitor reaches and operates everything", async ({ page }) => {
  await page.goto("/");

  // Skip link, then the bar: logo, the page links, the external links, the language button.
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: text(defaultLanguage, "skipToContent") }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /EST Torino/ }).first()).toBeFocused();
  for (const name of barStops) {
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toContainText(text(defaultLanguage, name));
  }
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("button", { name: text(defaultLanguage, "languageButtonLabel") }),
  ).toBeFocused();

  // The language list (this page loads no script): open, move, choose.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: knownLanguages[defaultLanguage].nativeName }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Italiano" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/it");

  // Through the bar to the about page, by keyboard.
  const teamLink = page
    .getByRole("navigation")
    .getByRole("link", { name: text("it", "contactus") });
  await teamLink.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/it/about");

  // The carousel, at a width where the team's four cards do not all fit (it moves): its pause
  // button, then a card; arrow keys move the cards.
  const screen = page.viewportSize();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByRole("button", { name: text("it", "carouselPause") }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: text("it", "carouselPlay") })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", {
      name: new RegExp(`^Giulia Romano .*${escaped(text("it", "writeAnEmail"))}$`),
    }),
  ).toBeFocused();
  const offset = () =>
    page.locator('[aria-roledescription="carousel"] [style*="--offset"]').getAttribute("style");
  const before = await offset();
  await page.keyboard.press("ArrowRight");
  await expect.poll(offset).not.toBe(before);
  if (screen) await page.setViewportSize(screen);

  // An event page's FAQ: Tab to a question, Enter opens it, Enter again closes it.
  await page.goto("/it/student-tech-clash");
  const question = page.locator("summary", { hasText: "È previsto il cibo?" });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Da definire.", { exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Da definire.", { exact: true })).toBeHidden();

  // The section dots are buttons in the tab order.
  const dots = page.getByRole("navigation", { name: text("it", "sections") }).getByRole("button");
  await dots.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
});
