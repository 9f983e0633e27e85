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

for (const language of languages) {
  test(`the home page's first screen has one yellow action, Apply of the event it leads with (${language})`, async ({
    page,
  }) => {
    await page.goto(localized("/", language));
    for (const viewport of screens) {
      await page.setViewportSize(viewport);
      await test.step(`at ${viewport.width} × ${viewport.height}`, async () => {
        const accent = await accentActionsInFirstScreen(page);
        expect(accent, accent.join(", ")).toHaveLength(1);
        // The event's Apply (its words, then the notice of a new tab).
        expect(accent[0]).toMatch(new RegExp(`^${escaped(text(language, "applyNow"))}`));
      });
    }
  });
}
