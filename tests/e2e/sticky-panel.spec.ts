/**
 * An event's side panel (wide screens: its main action and key facts) stays in view while the
 * page scrolls, just under the bar as the bar is: under the shrunk bar on the way down (not 13 %
 * of the screen down, with a gap of the bar's lost height), and under the grown bar on the way
 * back up (never under it). In every language, on the fixture's open event.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { languages, localized } from "./support";

/** Where the bar ends and the panel's first part starts, as drawn now (px from the top). */
function edges(page: Page): Promise<{ bar: number; panel: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector("body header")!.getBoundingClientRect();
    const panel = document.querySelector("main aside > *")!.getBoundingClientRect();
    return { bar: Math.round(bar.bottom), panel: Math.round(panel.top) };
  });
}

for (const language of languages) {
  test(`the side panel sticks just under the bar, shrunk or grown back (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localized("/student-tech-clash", language));
    const whole = await edges(page);
    await page.mouse.wheel(0, 1200);
    // Down: the bar shrunk to at most 72 px, the panel a small gap under it.
    await expect.poll(async () => (await edges(page)).bar).toBeLessThanOrEqual(72);
    await expect
      .poll(async () => {
        const { bar, panel } = await edges(page);
        return panel - bar;
      })
      .toBeGreaterThanOrEqual(0);
    const down = await edges(page);
    expect(down.panel - down.bar, JSON.stringify(down)).toBeLessThanOrEqual(24);
    // Back up a little: the bar grows back to its whole height, and the panel moves with it.
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await edges(page)).bar).toBe(whole.bar);
    await expect
      .poll(async () => {
        const { bar, panel } = await edges(page);
        return panel - bar;
      })
      .toBeGreaterThanOrEqual(0);
    const up = await edges(page);
    expect(up.panel - up.bar, JSON.stringify(up)).toBeLessThanOrEqual(24);
  });
}
