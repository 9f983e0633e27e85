/**
 * The width used and each fact once (issue 33), on an event page already open: its date said in
 * its header and its key facts only, at most twice on any screen (the facts beside the text on
 * wide screens), and a recap's photos as thumbnails tall enough to show their picture. Measured
 * on the visit picture-sizes.spec.ts makes to every event page in every language, at 1440, 1280
 * and 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { backToTop } from "./support";

/** The fixture's recaps with photos: their thumbnails are measured on the same visit. */
export const recaps = new Set([
  "/ey-competition",
  "/EcoTech-Challenge",
  "/student-tech-clash-2024",
]);

/**
 * At the page's present width: the event's date as its header writes it is on no screen more
 * than twice, and nowhere but in the header and the key facts; a recap's thumbnails (`recap`)
 * are at least 150 px (phones) or 200 px (from 768 px) each way. It scrolls the page.
 */
export async function expectDateOnceAndThumbnails(page: Page, path: string, recap: boolean) {
  const viewport = page.viewportSize()!;
  const at = `${path} at ${viewport.width} × ${viewport.height}`;
  await test.step(`${at}: its date at most twice on a screen, and nowhere but its header and facts`, async () => {
    await backToTop(page);
    // The event's date as its header writes it: "22 November 2025", "5–8 December 2025",
    // "19.–21. Oktober 2025".
    const line = await page
      .getByRole("main")
      .locator("header p")
      .filter({ hasText: /\d{4}/ })
      .first()
      .innerText();
    const date = /\d{1,2}\.?(?:–\d{1,2}\.?)? \p{L}+ \d{4}/u.exec(line.replace(/\s+/g, " "))?.[0];
    expect(date, `${at}: the header's date`).toBeTruthy();
    const counts = await page.evaluate(async (date) => {
      const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const step = window.innerHeight - bar;
      const screens = Math.ceil((document.documentElement.scrollHeight - bar) / step);
      const found: number[] = [];
      for (let screen = 0; screen < screens; screen++) {
        window.scrollTo({ top: screen * step, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        let count = 0;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? "").replace(/\s/g, " ");
          const parent = node.parentElement;
          if (!parent?.checkVisibility() || parent.closest("head, script, style")) continue;
          for (let index = text.indexOf(date); index >= 0; index = text.indexOf(date, index + 1)) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + date.length);
            const box = range.getBoundingClientRect();
            if (box.height > 0 && box.bottom > bar && box.top < window.innerHeight) count++;
          }
        }
        found.push(count);
      }
      return found;
    }, date!);
    expect(
      Math.max(...counts),
      `${at}: "${date}" on each screen: ${counts.join(", ")}`,
    ).toBeLessThanOrEqual(2);
    // And nowhere but the header and the key facts: not in the intro, a section or a recap.
    const elsewhere = await page.getByRole("main").evaluate((main, date) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent?.checkVisibility() || parent.closest("header, aside")) continue;
        if ((node.textContent ?? "").replace(/\s/g, " ").includes(date)) {
          found.push(node.textContent!.trim());
        }
      }
      return found;
    }, date!);
    expect(elsewhere, `${at}: "${date}" beside the header and the facts`).toEqual([]);
  });
  // The gallery's column stops growing at 1152 px: at 1280 and 1440 px its thumbnails are as
  // large as on any laptop.
  if (recap) {
    await test.step(`${at}: the recap's photos are thumbnails that show their picture`, async () => {
      await backToTop(page);
      const thumbnails = page.locator("#photos li > button img");
      expect(await thumbnails.count(), at).toBeGreaterThan(0);
      for (const thumbnail of await thumbnails.all()) {
        const box = await thumbnail.boundingBox();
        expect(Math.min(box!.width, box!.height), `${at}: a thumbnail`).toBeGreaterThanOrEqual(
          viewport.width < 768 ? 150 : 200,
        );
      }
    });
  }
}
