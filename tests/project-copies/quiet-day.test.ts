/**
 * The home page on a quiet day: a copy with the fixture content built as on 20 January 2026,
 * when nothing but the weekly meeting is ahead, so that the home page invites to the meeting
 * (the browser tests see the fixture site as on 20 October 2025, when it leads with an event).
 * Yellow marks the one main action of a screen (docs/design-system.md): the first screen, bar
 * included, shows one action in the accent colour, the promise's Join us, on a laptop and on a
 * phone, in every language of the fixture; the invitation's Join us and the bar's are outlines.
 */
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeServer } from "../../scripts/test-servers.mjs";
import { accentActionsInFirstScreen } from "../support/accent-actions";
import { buildCopy, copyProject } from "../support/project-copy";
import { testBrowserLaunch } from "../support/test-browser";
import { scaled } from "../support/time-scale";
import { escaped, text } from "../e2e/texts";

const copy = copyProject();
let server: Awaited<ReturnType<typeof startNodeServer>>;
let browser: Browser;

beforeAll(async () => {
  // After the fixture's last event but one (13 December 2025), before its weekly meeting ends
  // (30 June 2026): the same quiet day whatever day the suite runs.
  buildCopy(copy.dir, { SITE_TODAY: "2026-01-20" });
  server = await startNodeServer({ cwd: copy.dir });
  browser = await chromium.launch(testBrowserLaunch);
}, scaled(180_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  copy.remove();
});

describe("the home page on a quiet day", () => {
  for (const language of ["en", "it", "de"] as const) {
    it(`invites to the meeting with one yellow action in its first screen, Join us (${language})`, async () => {
      const page = await browser.newPage();
      // The fixture's first language is English, at the root; the others under their code.
      await page.goto(`${server.origin}/${language === "en" ? "" : `${language}/`}`);
      await expect
        .poll(() => page.getByText(text(language, "meetingInvitation"), { exact: true }).count())
        .toBe(1);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        const accent = await accentActionsInFirstScreen(page);
        expect(accent, `${viewport.width} px: ${accent.join(", ")}`).toHaveLength(1);
        expect(accent[0]).toMatch(new RegExp(`^${escaped(text(language, "joinus"))}`));
      }
      await page.close();
    });
  }
});
