/**
 * A demonstration site (the fixture identity's `demonstration: true`) says so on every page, in
 * the page's language, in one quiet line of the footer that covers nothing; and the identity's
 * brand colours are the bar's and the main action's, in both schemes (decision 0034). The line of
 * every page (every language, the not-found pages too) is read by every-page.spec.ts, whose walk
 * of every page loads them all anyway; each page's check is a step named after the page.
 */
import { brandTokens } from "~/lib/brand";
import { expect, test } from "./fixtures";
import { computedColour } from "./support";
import { fixtureIdentity } from "./texts";

test("the fixture identity is a demonstration with a repository", () => {
  expect(fixtureIdentity.demonstration).toBe(true);
  expect(fixtureIdentity.repository).toBeDefined();
});

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
    // As a colour, however the stylesheet spells it (#ffd23f, or a shorter name).
    const action = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("i"));
      probe.style.color = "var(--color-action)";
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(action, scheme).toBe(computedColour(fixtureIdentity.brand.accent));
  }
});
