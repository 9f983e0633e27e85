/**
 * What a laptop and a phone show before any scroll, and the grid every page shares: an event's
 * date, place and main action in the first screen, nothing there faded out, one left edge for
 * the logo, the content and the footer, and the bar saying where the visitor is.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  backToTop,
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

/** The pages whose left edges are compared, an event's page among them. */
const edgePages = ["/events", "/partners", "/levels"];

/** The widths whose left edges are compared: a phone, the two laptops, a wide one. */
const edgeViewports = [{ width: 390, height: 844 }, ...laptops, { width: 1440, height: 900 }];

/** The left edges of the logo, the page's first heading and the footer's, at the page's width. */
async function expectOneLeftEdge(page: Page, path: string) {
  const width = page.viewportSize()?.width;
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  const heading = await page
    .getByRole("main")
    .getByRole("heading", { level: path.endsWith("/levels") ? 1 : 2 })
    .first()
    .boundingBox();
  const footer = await page.getByRole("contentinfo").getByRole("heading").first().boundingBox();
  const edges = [logo!.x, heading!.x, footer!.x].map(Math.round);
  // Soft: the walk goes on to the other pages and widths, each failure named.
  expect
    .soft(Math.max(...edges) - Math.min(...edges), `${path} at ${width} px: ${edges.join(", ")}`)
    .toBeLessThanOrEqual(1);
}

/*
 * One test per language. Each event page is loaded at each laptop's size: a section of an event
 * page fades in when it comes into view, so what a first screen shows at once is only known from a
 * load. The pages whose edges are compared are loaded once and shown at each width in turn: a
 * resize lays the page out as a load at that width does (its layout is CSS alone, no script reads
 * the width when the page opens, and every picture has its width and height).
 */
for (const language of languages) {
  test(`one left edge on three pages at ${edgeViewports.map(({ width }) => width).join(", ")} px; at ${laptops.map(({ width, height }) => `${width} × ${height}`).join(" and ")}, an event's date, place and main action in the first screen, nothing faded there, and the bar marking Events (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(edgeViewports[0]!);
    for (const path of edgePages.map((path) => localized(path, language))) {
      await page.goto(path);
      for (const viewport of edgeViewports) {
        await page.setViewportSize(viewport);
        await backToTop(page);
        await test.step(`${path} at ${viewport.width} px: one left edge for the logo, the content and the footer`, () =>
          expectOneLeftEdge(page, path));
      }
    }
    for (const viewport of laptops) {
      await page.setViewportSize(viewport);
      for (const event of events) {
        await page.goto(localized(event.path, language));
        // At 1280 × 720, the browser's own size, the bar's mark, before the look for covers
        // scrolls.
        if (event.path === "/levels" && viewport.width === 1280 && viewport.height === 720) {
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
        await expectEventFirstScreen(page, event, language, viewport);
      }
    }
  });
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
