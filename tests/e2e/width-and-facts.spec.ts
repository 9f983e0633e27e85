/**
 * The width used (issue 33): the events archive has no row of empty columns, and its pictures
 * are tall enough to show what they are. On the fixture site built on 20 October 2025, where its
 * events are in every phase. An event page's date said at most twice on a screen, and a recap's
 * thumbnails, are measured on picture-sizes.spec.ts's visit to every event page
 * (./event-page-widths.ts).
 */
import { expect, test } from "./fixtures";
import { backToTop, languages, localized } from "./support";

for (const language of languages) {
  test(`the events archive fills its rows, and its pictures show what they are, at 390 and 1366 px (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized("/events", language));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await backToTop(page);
        const years = page.locator("#past ul:not(#highlights *)");
        expect(await years.count()).toBeGreaterThanOrEqual(1);
        for (const list of await years.all()) {
          const { width, rows } = await list.evaluate((element) => {
            const byTop = new Map<number, number>();
            const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
            for (const item of element.children) {
              const box = item.getBoundingClientRect();
              const top = Math.round(box.top);
              byTop.set(top, (byTop.get(top) ?? -gap) + box.width + gap);
            }
            return { width: element.getBoundingClientRect().width, rows: [...byTop.values()] };
          });
          // Every row as wide as the list: no card beside empty columns.
          for (const row of rows)
            expect(row, `at ${viewport.width} px: a row of the archive`).toBeGreaterThan(width - 2);
        }
        for (const picture of await page.locator("#past img:not(#highlights *)").all()) {
          const box = await picture.boundingBox();
          expect(
            box!.height,
            `at ${viewport.width} px: an archive picture's height`,
          ).toBeGreaterThanOrEqual(120);
        }
      });
    }
  });
}
