/**
 * Yellow marks the one main action of a screen (docs/design-system.md): the home page's first
 * screen, bar included, shows exactly one action filled in the chapter's accent colour, on a
 * laptop and on a phone, in every language. On the fixture build (20 October 2025) the home page
 * leads with an event open for applications: its Apply is that one, and the promise's Join us and
 * the bar's step back to outlines. The quiet day's invitation is checked on a build of that day
 * (tests/project-copies/quiet-day.test.ts).
 */
import { accentActionsInFirstScreen } from "../support/accent-actions";
import { expect, test } from "./fixtures";
import { languages, localized } from "./support";
import { escaped, text } from "./texts";

const screens = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Event pages on 20 October 2025, and the one yellow action of their first screen: the page's
 * own (Apply while one can apply, the way on once the event has ended), the bar's Join us an
 * outline then; the bar's Join us when the page has none (applications closed or not open yet). */
const eventPages = [
  { path: "/student-tech-clash", state: "applications open", yellow: "applyNow" },
  { path: "/levels", state: "ended", yellow: "seeAllEvents" },
  { path: "/design-sprint", state: "applications closed", yellow: "joinus" },
  { path: "/open-data-hackathon", state: "applications not open yet", yellow: "joinus" },
] as const;

/** Pages whose first screen holds their own main action: the partners page's invitation, the
 * not-found page's way to the events (the bar's Join us an outline there). */
const ownMainAction = [
  { path: "/partners", yellow: "becomePartner" },
  { path: "/no-such-page", yellow: "seeAllEvents" },
] as const;

/*
 * One test per language, each page loaded once and shown at both sizes in turn: a resize lays the
 * page out as a load at that size does (the bar and the actions are CSS alone).
 */
for (const language of languages) {
  test(`the first screen has one yellow action: the home page's Apply, an event page's own or the bar's Join us, the partners and not-found pages' own (${language})`, async ({
    page,
  }) => {
    await page.goto(localized("/", language));
    for (const viewport of screens) {
      await page.setViewportSize(viewport);
      await test.step(`/ at ${viewport.width} × ${viewport.height}: the event's Apply`, async () => {
        const accent = await accentActionsInFirstScreen(page);
        expect.soft(accent, accent.join(", ")).toHaveLength(1);
        // The event's Apply (its words, then the notice of a new tab).
        expect.soft(accent[0]).toMatch(new RegExp(`^${escaped(text(language, "applyNow"))}`));
      });
    }
    for (const { path, state, yellow } of eventPages) {
      await page.goto(localized(path, language));
      for (const viewport of screens) {
        await page.setViewportSize(viewport);
        await test.step(`${path} (${state}) at ${viewport.width} × ${viewport.height}`, async () => {
          const accent = await accentActionsInFirstScreen(page);
          // On a phone the bar's links, Join us among them, are folded in its menu: a page
          // without a main action of its own shows no yellow there, and never two.
          if (yellow === "joinus" && viewport.width < 1024) {
            expect.soft(accent, accent.join(", ")).toEqual([]);
            return;
          }
          expect.soft(accent, accent.join(", ")).toHaveLength(1);
          expect.soft(accent[0]).toMatch(new RegExp(`^${escaped(text(language, yellow))}`));
        });
      }
    }
    for (const { path, yellow } of ownMainAction) {
      await page.goto(localized(path, language));
      for (const viewport of screens) {
        await page.setViewportSize(viewport);
        await test.step(`${path} at ${viewport.width} × ${viewport.height}`, async () => {
          const accent = await accentActionsInFirstScreen(page);
          expect.soft(accent, accent.join(", ")).toHaveLength(1);
          expect.soft(accent[0]).toMatch(new RegExp(`^${escaped(text(language, yellow))}`));
        });
      }
    }
  });
}
