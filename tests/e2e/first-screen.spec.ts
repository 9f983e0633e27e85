/**
 * What a laptop and a phone show before any scroll, and the grid every page shares: an event's
 * date, place and main action in the first screen, nothing there faded out, one left edge for
 * the logo, the content and the footer, and the bar saying where the visitor is.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectInFirstScreen,
  expectNothingCovers,
  languages,
  localized,
  type Language,
} from "./support";
import { openAboutWithTeamOf } from "./team-of";
import { escaped, text } from "./texts";

const laptops = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
];

/**
 * The fixture's event pages and their main action on 20 October 2025: a link's name goes on
 * after its text (the notice of a new tab).
 */
const events = [
  { path: "/student-tech-clash", action: "applyNow", role: "link" },
  { path: "/snowweek", action: "signUp", role: "link" },
  // Ended: where its button was, its one next step: the events page (issue 41).
  { path: "/levels", action: "seeAllEvents", role: "link" },
] as const;

/** The accessible name of an event's main action, as a pattern. */
function actionName(event: (typeof events)[number], language: Language): RegExp {
  const name = escaped(text(language, event.action));
  return new RegExp(event.role === "link" ? `^${name}` : `^${name}$`);
}

/** The first screen of an event's page, as loaded at `viewport` (its look for anything covering
 * the main action scrolls). */
function expectEventFirstScreen(
  page: Page,
  event: (typeof events)[number],
  language: Language,
  viewport: { width: number; height: number },
) {
  const path = localized(event.path, language);
  return test.step(`${path} at ${viewport.width} × ${viewport.height}: date, place and main action in the first screen, nothing faded there`, async () => {
    const header = page.getByRole("main").locator("header").first();
    await expectInFirstScreen(page, header.getByRole("heading", { level: 1 }), "the title");
    await expectInFirstScreen(
      page,
      header.locator("p").filter({ hasText: /\d{4}/ }).first(),
      "the date and place",
    );
    const action = page
      .getByRole(event.role, { name: actionName(event, language) })
      .filter({ visible: true })
      .first();
    await expectInFirstScreen(page, action, "the main action");
    await expectNothingCovers(action, "the main action");
    // What the first screen shows is shown at once: no section there waits for a scroll.
    const faded = await page.locator("main section").evaluateAll((sections) =>
      sections
        .filter((section) => {
          const box = section.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        })
        .filter((section) => Number(getComputedStyle(section).opacity) < 1)
        .map((section) => section.id),
    );
    expect(faded).toEqual([]);
  });
}

/** The pages whose left edges are compared, loaded in turn at the page's viewport; /levels, an
 * event's page, last. */
const edgePages = ["/events", "/partners", "/levels"];

function expectOneLeftEdge(page: Page, language: Language, width: number) {
  return test.step(`pages share one left edge at ${width} px (${language})`, async () => {
    for (const path of edgePages) {
      await page.goto(localized(path, language));
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      const heading = await page
        .getByRole("main")
        .getByRole("heading", { level: path === "/levels" ? 1 : 2 })
        .first()
        .boundingBox();
      const footer = await page.getByRole("contentinfo").getByRole("heading").first().boundingBox();
      const edges = [logo!.x, heading!.x, footer!.x].map(Math.round);
      expect(
        Math.max(...edges) - Math.min(...edges),
        `${path}: ${edges.join(", ")}`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

for (const language of languages) {
  const levels = events.find((event) => event.path === "/levels")!;

  for (const viewport of laptops) {
    for (const event of events) {
      if (event === levels) continue;
      const path = localized(event.path, language);
      test(`${path} at ${viewport.width} × ${viewport.height}: date, place and main action in the first screen, nothing faded there`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expectEventFirstScreen(page, event, language, viewport);
      });
    }

    // The walk for the left edge ends on /levels as loaded at this size: its first screen is
    // read there (the edges are read from boxes, without a scroll), and at 1280 × 720, the
    // browser's own size, the bar's mark too, before the look for covers scrolls.
    test(`at ${viewport.width} × ${viewport.height} (${language}): one left edge on three pages, then ${localized(levels.path, language)}'s first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await expectOneLeftEdge(page, language, viewport.width);
      await expect(page).toHaveURL(localized(levels.path, language));
      if (viewport.width === 1280 && viewport.height === 720) {
        await test.step(`the bar marks Events on an event's page (${language})`, async () => {
          const current = page
            .getByRole("navigation")
            .getByRole("link", { name: text(language, "events"), exact: true });
          await expect(current).toHaveAttribute("aria-current", "page");
          await expect(page.getByRole("navigation").locator('[aria-current="page"]')).toHaveCount(
            1,
          );
        });
      }
      await expectEventFirstScreen(page, levels, language, viewport);
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`pages share one left edge at ${viewport.width} px (${language})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await expectOneLeftEdge(page, language, viewport.width);
    });
  }
}

test("the carousel's arrows stand beside the portraits, not over them", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // More members than the four that fit at this width: the carousel and its arrows.
  await openAboutWithTeamOf(page, 6);
  const cards = page.getByRole("group").getByRole("link");
  const first = await cards.first().boundingBox();
  const previous = await page
    .getByRole("button", { name: text("en", "carouselPrevious") })
    .boundingBox();
  const next = await page.getByRole("button", { name: text("en", "carouselNext") }).boundingBox();
  const visible = await cards.evaluateAll((links) =>
    links
      .map((link) => link.getBoundingClientRect())
      .filter((box) => box.left >= 0 && box.right <= window.innerWidth)
      .map((box) => ({ left: box.left, right: box.right })),
  );
  const leftmost = Math.min(...visible.map((box) => box.left));
  const rightmost = Math.max(...visible.map((box) => box.right));
  expect(first).not.toBeNull();
  expect(previous!.x + previous!.width).toBeLessThanOrEqual(leftmost + 1);
  expect(next!.x).toBeGreaterThanOrEqual(rightmost - 1);
});
