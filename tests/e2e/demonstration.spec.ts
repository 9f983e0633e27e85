/**
 * A demonstration site (the fixture identity's `demonstration: true`) says so on every page, in
 * the page's language, in one quiet line of the footer that covers nothing; and the identity's
 * brand colours are the bar's and the main action's, in both schemes (decision 0034).
 */
import { brandTokens } from "~/config/brand";
import { splitLocalizedPath } from "~/lib/paths";
import { fixtureSiteBuild } from "../support/fixture-build";
import { expect, test } from "./fixtures";
import { builtPages, computedColour, type Language } from "./support";
import { fixtureIdentity, newTabName, text } from "./texts";

const pages = [...builtPages(fixtureSiteBuild.client), "/no-such-page", "/it/no-such-page"];

test("the fixture identity is a demonstration with a repository", () => {
  expect(fixtureIdentity.demonstration).toBe(true);
  expect(fixtureIdentity.repository).toBeDefined();
});

test("the pages are the fixture build's, both languages and the not-found page", () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages).toContain("/it");
});

for (const path of pages) {
  test(`${path} says it is a demonstration, in its language, in the footer`, async ({ page }) => {
    await page.goto(path);
    const language: Language = splitLocalizedPath(path).language;
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(text(language, "demonstrationNotice"))).toHaveCount(1);
    const link = footer.getByRole("link", {
      name: newTabName(language, text(language, "demonstrationLink")),
    });
    await expect(link).toHaveAttribute(
      "href",
      `${fixtureIdentity.repository}/blob/HEAD/docs/board-guide.md#start-your-chapter`,
    );
  });
}

test("the line is one quiet line, below the content, over nothing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const notice = page.locator("[data-demonstration]");
  const box = await notice.boundingBox();
  const main = await page.getByRole("main").boundingBox();
  expect(box && main && box.y).toBeGreaterThanOrEqual((main?.y ?? 0) + (main?.height ?? 0));
  const lineHeight = await notice.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box?.height).toBeLessThanOrEqual(lineHeight * 1.5);
  // Not a dialog, not fixed or sticky over the page.
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe("static");
});

test("the bar and the main action wear the identity's brand colours, in both schemes", async ({
  page,
}) => {
  const tokens = brandTokens(fixtureIdentity.brand);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    const bar = await page
      .locator("header")
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    const expected =
      scheme === "light" ? fixtureIdentity.brand.primary : tokens.dark["--color-bar"];
    expect(bar, scheme).toBe(computedColour(expected ?? ""));
    const action = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-action").trim(),
    );
    expect(action, scheme).toBe(fixtureIdentity.brand.accent);
  }
});
