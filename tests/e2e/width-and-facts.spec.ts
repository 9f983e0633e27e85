/**
 * The width used and each fact once (issue 33): an event page says its date in its header and
 * its key facts only, at most twice on any screen (the facts beside the text on wide screens);
 * the events archive has no row of empty columns, and thumbnails are tall enough to show their
 * picture. On the fixture site built on
 * 20 October 2025, where its events are in every phase.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { fixtureSite } from "../support/project-copy";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { backToTop, languages, localized } from "./support";

/** The fixture's events that have a page, by their address. */
const eventPaths = readdirSync(join(fixtureSite, "app/content/events"))
  .map(
    (name) =>
      parse(readFileSync(join(fixtureSite, "app/content/events", name), "utf8")) as {
        slug: string;
        page?: unknown;
      },
  )
  .filter((event) => event.page)
  .map((event) => `/${event.slug}`);

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

/** The fixture's recaps with photos: their thumbnails are measured on the same visit. */
const recaps = new Set(["/ey-competition", "/EcoTech-Challenge", "/student-tech-clash-2024"]);

/*
 * Each page is loaded once per language, at the first width, and resized to the others: a resize
 * lays it out as a load at that width does (its layout is CSS alone, no script reads the width
 * when the page opens, and every picture has its width and height). Compared page by page when
 * this was written: the same date counts, screen by screen, and the same tiles at every width.
 */
test("the event pages measured are the fixture's, its recaps among them", () => {
  expect(eventPaths.length).toBeGreaterThanOrEqual(8);
  expect(eventPaths.filter((path) => recaps.has(path)).sort()).toEqual([...recaps].sort());
});

/** The event pages in two halves, each a test of its own per language: a test of five or six
 * pages at three sizes takes under 10 s on a quiet machine, all of them up to 20 s on a busy one. */
const halves = [0, 1].map((half) => eventPaths.filter((_, index) => index % 2 === half));

for (const language of languages) {
  for (const [index, half] of halves.entries()) {
    test(`an event page says its date at most twice on a screen, and a recap's photos are thumbnails that show their picture, at ${viewports.map(({ width, height }) => `${width} × ${height}`).join(", ")} (${language}, pages, half ${index + 1} of 2)`, async ({
      page,
    }) => {
      test.setTimeout(scaled(half.length * 6_000));
      await page.setViewportSize(viewports[0]!);
      for (const path of half) {
        await page.goto(localized(path, language));
        for (const viewport of viewports) {
          const at = `${path} at ${viewport.width} × ${viewport.height}`;
          await test.step(at, async () => {
            await page.setViewportSize(viewport);
            await backToTop(page);
            // The event's date as its header writes it: "22 November 2025", "5–8 December 2025",
            // "19.–21. Oktober 2025".
            const line = await page
              .getByRole("main")
              .locator("header p")
              .filter({ hasText: /\d{4}/ })
              .first()
              .innerText();
            const date = /\d{1,2}\.?(?:–\d{1,2}\.?)? \p{L}+ \d{4}/u.exec(
              line.replace(/\s+/g, " "),
            )?.[0];
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
                  for (
                    let index = text.indexOf(date);
                    index >= 0;
                    index = text.indexOf(date, index + 1)
                  ) {
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
          // The gallery's column stops growing at 1152 px: at 1280 and 1440 px its thumbnails are
          // as large as on any laptop.
          if (recaps.has(path)) {
            await test.step(`${at}: the recap's photos are thumbnails that show their picture`, async () => {
              await backToTop(page);
              const thumbnails = page.locator("#photos li > button img");
              expect(await thumbnails.count(), at).toBeGreaterThan(0);
              for (const thumbnail of await thumbnails.all()) {
                const box = await thumbnail.boundingBox();
                expect(
                  Math.min(box!.width, box!.height),
                  `${at}: a thumbnail`,
                ).toBeGreaterThanOrEqual(viewport.width < 768 ? 150 : 200);
              }
            });
          }
        }
        await page.setViewportSize(viewports[0]!);
      }
    });
  }

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
