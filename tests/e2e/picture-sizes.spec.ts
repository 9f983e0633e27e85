/**
 * Every picture is as sharp as the place it is drawn in asks, and no heavier (issue 50): its
 * `sizes` tells the browser the width the picture is drawn at, at every width the layouts change,
 * on every page of the fixture build that has pictures (the home page, the about page, the
 * partners page, the events page and each event page, recaps of three and four photos included,
 * and each photo's full view open), with one device pixel per CSS pixel and with two.
 *
 * The width a picture is drawn at is its box's, or more when `object-fit: cover` crops it: a
 * landscape photo in a square tile is drawn as wide as the tile's height times its ratio, of
 * which the tile shows the middle. The rules:
 * - `sizes` never says less than the drawn width (1% and 1 px for rounding: a box's height is
 *   rounded to device pixels, a smaller file's to whole pixels): said less, the browser
 *   takes a file too small, and the picture is soft (the recap photos drawn at 368 px and said to
 *   be 240 px wide, at 1280 px);
 * - nor so much more that it costs a file: the file `sizes` asks for, at 1 and at 2 device pixels
 *   per CSS pixel, is the one the drawn width needs (the narrowest at least as wide) or the next
 *   one up, no larger (so any `sizes` within one of the preset's steps passes, and a byte that
 *   buys no sharpness is not spent at every width);
 * - the file the browser did load (its `currentSrc`) is at least the one it picks for the drawn
 *   width: at 1280 px with one device pixel per CSS pixel, and at 390 px with two, each page
 *   loaded at that width (a browser keeps a larger file it has, so only a first load tells).
 *   Chromium picks, at two device pixels or more, the narrower of two files when the pixels
 *   needed are under the geometric mean of theirs (html_srcset_parser.cc): that pick is the bar.
 * A picture with another file for some screens (art direction: an event header's crop on a
 * laptop) is measured with the `sizes`, files and shape of the source the screen shows. And an
 * event's picture fills its header on a laptop, whatever the height of the text beside it
 * (decision 0055): no band of the header's colour under it; on that visit to each event page, its
 * date and a recap's thumbnails are measured too (./event-page-widths.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { fixtureSiteBuild } from "../support/fixture-build";
import { fixtureSite } from "../support/project-copy";
import { scaled } from "../support/time-scale";
import { thumbBoxes } from "../../app/lib/gallery-sizes";
import { pagePath } from "../../app/lib/paths";
import { pictureSizes } from "../../app/lib/picture-sizes";
import { expectDateOnceAndThumbnails, recaps } from "./event-page-widths";
import { expect, test } from "./fixtures";
import {
  builtPages,
  defaultLanguage,
  languageOf,
  languages,
  localized,
  scrollThrough,
} from "./support";

/** The pages with pictures: the default language's (the others lay them out alike). */
const pages = builtPages(fixtureSiteBuild.client).filter(
  (path) => languageOf(path) === defaultLanguage,
);

/**
 * Widths where a layout changes (29, 40, 48, 60, 64 and 72 rem: 464, 640, 768, 960, 1024 and
 * 1152 px), each with the pixel before it, and the phones and laptops in between; each with the
 * height of such a screen (some pictures are as tall as a share of it).
 */
const widths = [
  320, 390, 463, 464, 600, 639, 640, 767, 768, 900, 959, 960, 1023, 1024, 1151, 1152, 1280, 1440,
  1920,
];
const heightAt = (width: number) =>
  width < 640 ? 844 : width < 1024 ? 1000 : width <= 1280 ? 720 : 900;

/** A picture as the page draws it. */
interface Drawn {
  /** Its file, without the build's hash, and the state it was found in. */
  name: string;
  sizes: string;
  /** The width `sizes` gives at this screen, in CSS pixels (NaN if it does not parse). */
  slot: number;
  /** The width it is drawn at (its box's, or more when it is cropped). */
  drawn: number;
  box: number;
  /** Its files' widths, narrowest first. */
  candidates: number[];
  /** The width of the file it shows, when it has loaded one. */
  chosen?: number;
}

/** Every picture with a choice of files that the page draws (in `within`), then each in an
 * open popover. */
function drawnPictures(page: Page, within = "body"): Promise<Drawn[]> {
  return page.evaluate(async (within) => {
    const probe = document.createElement("div");
    probe.style.cssText = "position:absolute;left:0;top:0;height:0;visibility:hidden";
    document.body.append(probe);
    /** The width a `sizes` attribute gives now, as the browser reads it. */
    const slotOf = (sizes: string) => {
      let depth = 0;
      const entries: string[] = [""];
      for (const character of sizes) {
        if (character === "(") depth++;
        if (character === ")") depth--;
        if (character === "," && depth === 0) entries.push("");
        else entries[entries.length - 1] += character;
      }
      for (const entry of entries.map((part) => part.trim())) {
        let media = "";
        let length = entry;
        if (entry.startsWith("(")) {
          let level = 0;
          let end = 0;
          for (; end < entry.length; end++) {
            if (entry[end] === "(") level++;
            if (entry[end] === ")") level--;
            if (level === 0) break;
          }
          media = entry.slice(0, end + 1);
          length = entry.slice(end + 1).trim();
        }
        if (media && !matchMedia(media).matches) continue;
        probe.style.width = "";
        probe.style.width = length;
        return probe.style.width ? probe.getBoundingClientRect().width : Number.NaN;
      }
      return Number.NaN;
    };
    const widthsOf = (srcset: string) =>
      srcset
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/))
        .map(([url, descriptor]) => ({ url: url ?? "", width: parseFloat(descriptor ?? "") }));
    const measure = (root: ParentNode, state: string): Drawn[] =>
      Array.from(root.querySelectorAll("img"))
        // Drawn: a lazy picture of a popover just opened has no box until it loads.
        .filter((image) => image.srcset && image.getBoundingClientRect().width > 0)
        .map((image) => {
          const box = image.getBoundingClientRect();
          const style = getComputedStyle(image);
          const px = (value: string) => parseFloat(value) || 0;
          const width =
            box.width -
            px(style.paddingLeft) -
            px(style.paddingRight) -
            px(style.borderLeftWidth) -
            px(style.borderRightWidth);
          const height =
            box.height -
            px(style.paddingTop) -
            px(style.paddingBottom) -
            px(style.borderTopWidth) -
            px(style.borderBottomWidth);
          // What the screen shows (art direction): the first source whose media condition
          // holds (Chromium takes every format of the build), or the img. Its `sizes`, files
          // and shape are the ones that count.
          const shown =
            Array.from(image.parentElement?.querySelectorAll("source") ?? []).find(
              (source) => !source.media || matchMedia(source.media).matches,
            ) ?? image;
          const sizes = shown.sizes || image.sizes;
          // The shape of its largest file, which its `sizes` was written for: a smaller file's
          // height is rounded to whole pixels.
          const shape = shown.hasAttribute("width") ? shown : image;
          const ratio = Number(shape.getAttribute("width")) / Number(shape.getAttribute("height"));
          const drawn =
            style.objectFit === "cover"
              ? Math.max(width, height * ratio)
              : style.objectFit === "contain"
                ? Math.min(width, height * ratio)
                : width;
          const sets = [
            shown.srcset,
            image.srcset,
            ...Array.from(image.parentElement?.querySelectorAll("source") ?? []).map(
              (source) => source.srcset,
            ),
          ].map(widthsOf);
          const chosen = image.currentSrc
            ? sets.flat().find((candidate) => image.currentSrc.endsWith(candidate.url))?.width
            : undefined;
          const file = (image.currentSrc || image.src).split("/").pop() ?? "";
          return {
            name: `${file.replace(/-[\w-]{8}\.\w+$/, "")}${state}`,
            sizes,
            slot: slotOf(sizes),
            drawn,
            box: width,
            candidates: (sets[0] ?? []).map((candidate) => candidate.width).sort((a, b) => a - b),
            chosen: image.complete ? chosen : undefined,
          };
        });
    const root = document.querySelector(within) ?? document.body;
    const found = measure(root, "");
    for (const popover of root.querySelectorAll<HTMLElement>("[popover]")) {
      if (!popover.querySelector("img[srcset]")) continue;
      popover.showPopover();
      // Measured once drawn: read at once after the page was resized, a photo's full view was
      // once laid out at the width before (288 px of a 320 px screen, on a 600 px one).
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      found.push(...measure(popover, ` (#${popover.id} open)`));
      popover.hidePopover();
    }
    probe.remove();
    return found;
  }, within);
}

/** The narrowest file at least `pixels` wide, or the widest: its place among the files. */
const fileFor = (candidates: number[], pixels: number) => {
  const index = candidates.findIndex((width) => width >= pixels);
  return index < 0 ? candidates.length - 1 : index;
};

/** The file Chromium picks for a picture drawn `drawn` wide at `ratio` device pixels per CSS
 * pixel, given a `sizes` of exactly that width (html_srcset_parser.cc, SelectionLogic). */
function chromiumPick(candidates: number[], drawn: number, ratio: number): number {
  const density = (index: number) => (candidates[index] ?? 0) / drawn;
  let index = 0;
  for (; index < candidates.length - 1; index++) {
    if (density(index + 1) < ratio) continue;
    const mean = Math.sqrt(density(index) * density(index + 1));
    if ((ratio <= 1 && ratio > density(index)) || ratio >= mean) return index + 1;
    break;
  }
  return index;
}

/** What is wrong with the `sizes` of the pictures drawn now. */
function sizesProblems(pictures: Drawn[]): string[] {
  const problems: string[] = [];
  for (const picture of pictures) {
    const said = `${picture.name} [sizes="${picture.sizes}"]: sizes gives ${Math.round(picture.slot)} px, drawn at ${Math.round(picture.drawn)} px (its box ${Math.round(picture.box)} px)`;
    if (!(picture.slot >= picture.drawn * 0.99 - 1)) {
      problems.push(`${said}: too small, the picture is soft`);
      continue;
    }
    for (const ratio of [1, 2]) {
      const needed = fileFor(picture.candidates, picture.drawn * ratio);
      const asked = fileFor(picture.candidates, picture.slot * ratio);
      if (asked > needed + 1) {
        problems.push(
          `${said}: at ${ratio}x it asks for the ${picture.candidates[asked]} px file where the ${picture.candidates[needed]} px one is enough`,
        );
      }
    }
  }
  return problems;
}

/** The pictures whose loaded file is narrower than the one the browser picks for their drawn
 * width. */
function fileProblems(pictures: Drawn[], ratio: number): string[] {
  return pictures
    .filter((picture) => picture.chosen !== undefined)
    .flatMap((picture) => {
      const needed = picture.candidates[chromiumPick(picture.candidates, picture.drawn, ratio)]!;
      return picture.chosen! >= needed
        ? []
        : [
            `${picture.name} [sizes="${picture.sizes}"]: loaded the ${picture.chosen} px file, drawn at ${Math.round(picture.drawn)} px needs the ${needed} px one`,
          ];
    });
}

/** Every picture of the page loaded: lazy ones scrolled to. */
async function loadEveryPicture(page: Page) {
  await scrollThrough(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).filter(
          (image) => image.getClientRects().length > 0 && !image.complete,
        ),
      ),
    )
    .toHaveLength(0);
}

/**
 * Waits until each picture with files for some screens (`<source media>`) shows the file of the
 * source this screen takes: a resize across its media conditions loads another file, and until
 * it has, the browser draws the one it had, at that file's shape.
 */
async function showingThisScreensFiles(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("picture:has(source[media]) img"))
          .filter((image): image is HTMLImageElement => image instanceof HTMLImageElement)
          .filter((image) => {
            const shown =
              Array.from(image.parentElement!.querySelectorAll("source")).find(
                (source) => !source.media || matchMedia(source.media).matches,
              ) ?? image;
            const files = (shown.srcset || image.src)
              .split(",")
              .map((candidate) => candidate.trim().split(/\s+/)[0]);
            return (
              !image.complete || !files.some((file) => file && image.currentSrc.endsWith(file))
            );
          })
          .map((image) => image.currentSrc),
      ),
    )
    .toEqual([]);
}

/** The pages in four parts of about one size, so that both workers share the sweep. A part,
 * about four pages each laid out at 19 widths, took 9 to 21 s beside a busy core: each width is
 * a layout of the whole page, which is what is checked. */
const parts = [0, 1, 2, 3].map((part) => pages.filter((_, index) => index % 4 === part));

parts.forEach((part, index) => {
  test(`every picture's sizes is the width it is drawn at, at ${widths.length} widths from 320 to 1920 px; loaded at 1280 px, its file is wide enough (pages, part ${index + 1} of 4)`, async ({
    page,
  }) => {
    test.setTimeout(scaled(part.length * 12_000));
    for (const path of part) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 1280, height: heightAt(1280) });
        await page.goto(path);
        await loadEveryPicture(page);
        const problems = fileProblems(await drawnPictures(page), 1).map(
          (problem) => `at 1280 px: ${problem}`,
        );
        // A resize lays the page out as a load at that width does: the pictures' places are
        // the style's (the carousel's script reads its cards' number from it too).
        for (const width of widths) {
          await page.setViewportSize({ width, height: heightAt(width) });
          await showingThisScreensFiles(page);
          for (const problem of sizesProblems(await drawnPictures(page))) {
            problems.push(`at ${width} px: ${problem}`);
          }
        }
        expect.soft(problems, `${path}:\n${problems.join("\n")}`).toEqual([]);
      });
    }
  });
});

test.describe("with two device pixels per CSS pixel", () => {
  test.use({ deviceScaleFactor: 2, viewport: { width: 390, height: 844 } });

  test("at 390 px every picture loads a file wide enough for its drawn width", async ({ page }) => {
    test.setTimeout(scaled(pages.length * 4_000));
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await loadEveryPicture(page);
        const problems = fileProblems(await drawnPictures(page), 2);
        expect.soft(problems, `${path} at 390 px, 2x:\n${problems.join("\n")}`).toEqual([]);
      });
    }
  });
});

/** The fixture's recap of three photos: the gallery the next test gives 1 to 10 photos. */
const recap = "/ey-competition";

/** The widths where the gallery's layout changes (48rem) and where its column stops growing
 * (72rem), each with the pixel before, and a phone's. */
const galleryWidths = [320, 390, 767, 768, 1151, 1152, 1440];

test(`a recap's photos, 1 to 10 of them, are drawn as wide as their sizes say, at ${galleryWidths.join(", ")} px (${recap}'s photos again and again)`, async ({
  page,
}) => {
  test.setTimeout(scaled(10 * 4_000));
  await page.goto(recap);
  const shapes = await page.locator("ul[data-count] > li > button img").evaluateAll((images) =>
    images.map((image) => ({
      w: Number(image.getAttribute("width")),
      h: Number(image.getAttribute("height")),
    })),
  );
  expect(shapes.length).toBeGreaterThan(0);
  for (let count = 1; count <= 10; count++) {
    await test.step(`${count} photo${count > 1 ? "s" : ""}`, async () => {
      // The gallery as the build writes it for that many photos: its items (without their full
      // views) and its count, each photo with the sizes the component gives it.
      const sizes = Array.from({ length: count }, (_, position) =>
        pictureSizes(thumbBoxes(count, position), shapes[position % shapes.length]!),
      );
      await page.evaluate(
        ({ count, sizes }) => {
          const gallery = document.querySelector<HTMLElement>("ul[data-count]")!;
          const models = ((window as unknown as { galleryItems?: Element[] }).galleryItems ??=
            Array.from(gallery.children)).map((item) => item.cloneNode(true) as Element);
          gallery.replaceChildren(
            ...sizes.map((size, position) => {
              const item = models[position % models.length]!.cloneNode(true) as Element;
              item.querySelector("[popover]")?.remove();
              for (const element of item.querySelectorAll("img, source")) {
                element.setAttribute("sizes", size);
              }
              return item;
            }),
          );
          gallery.dataset.count = String(count);
        },
        { count, sizes },
      );
      const problems: string[] = [];
      for (const width of galleryWidths) {
        await page.setViewportSize({ width, height: heightAt(width) });
        const drawn = await drawnPictures(page, "ul[data-count]");
        expect(drawn, `${count} photos drawn at ${width} px`).toHaveLength(count);
        for (const problem of sizesProblems(drawn)) problems.push(`at ${width} px: ${problem}`);
      }
      expect.soft(problems, `${count} photos:\n${problems.join("\n")}`).toEqual([]);
    });
  }
});

/** The event pages of the fixture build in every language: each beside its calendar file
 * (`/levels`, `/levels.ics`), the list of events (`/events`, beside the feed of all) aside. */
const eventPages = builtPages(fixtureSiteBuild.client).filter(
  (path) =>
    path !== pagePath("events", languageOf(path)) &&
    existsSync(join(fixtureSiteBuild.client, `${path}.ics`)),
);

/** The laptops whose first screen an event's header fills (the specification's 1440×900 and a
 * 1280×720), each with its picture's art-directed crop (config/pictures.ts). */
const laptops = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

/** And a phone, where the event pages' dates are counted too. */
const phone = { width: 390, height: 844 };

/** How far an event header's picture stops short of the header's bottom and right edges, in
 * CSS pixels: a band of the header's dark colour where it is more than a pixel. */
function headerGaps(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header:has(picture)")!;
    const image = header.querySelector("picture img")!.getBoundingClientRect();
    const box = header.getBoundingClientRect();
    return {
      below: Math.round((box.bottom - image.bottom) * 10) / 10,
      right: Math.round((box.right - image.right) * 10) / 10,
      header: Math.round(box.height),
    };
  });
}

/** The event pages in four parts, so that both workers share them. */
const eventParts = [0, 1, 2, 3].map((part) => eventPages.filter((_, index) => index % 4 === part));

/** The header's picture has loaded a file (the one its first load chose). */
async function headerPictureLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator("header:has(picture) picture img")
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
}

/*
 * Each event page is loaded once, at 1440 px (the first width loaded tells which file the browser
 * takes), and made 1280 and 390 px wide rather than loaded again: its header as laptops show it,
 * and, on the same visit, its date said at most twice on a screen and a recap's thumbnails
 * (./event-page-widths.ts, issue 33), which had a load of every event page of their own. A test of
 * 8 or 9 pages at three widths takes about 10 s on a quiet machine, over 20 s on a busy one.
 */
eventParts.forEach((part, index) => {
  test(`on a laptop an event's picture fills its header to the bottom, whatever its text's height, in every language, with a file as wide as it is drawn; at 1440, 1280 and 390 px it says its date at most twice on a screen, and a recap's photos are thumbnails that show their picture (event pages, part ${index + 1} of 4)`, async ({
    page,
  }) => {
    // The two budgets of the tests it joins: 6 s a page for its header, 6 s for its dates.
    test.setTimeout(scaled(part.length * 12_000));
    for (const path of part) {
      const language = languageOf(path);
      const recap = recaps.has(
        language === defaultLanguage ? path : path.slice(`/${language}`.length),
      );
      await test.step(path, async () => {
        const problems: string[] = [];
        for (const [order, laptop] of laptops.entries()) {
          await page.setViewportSize(laptop);
          // The first width loaded (a browser keeps a larger file it has), the next one resized.
          if (order === 0) {
            await page.goto(path);
            await headerPictureLoaded(page);
            const drawn = await drawnPictures(page, "header:has(picture)");
            expect(drawn, `${path}: the header's picture`).toHaveLength(1);
            expect(drawn[0]!.chosen, `${path}: the header's picture's file`).toBeDefined();
            for (const problem of fileProblems(drawn, 1)) {
              problems.push(`at ${laptop.width} px: ${problem}`);
            }
          }
          const at = `at ${laptop.width}×${laptop.height}`;
          const gaps = await headerGaps(page);
          if (gaps.below > 1 || gaps.right > 1) {
            problems.push(
              `${at}: the picture stops ${gaps.below} px above the header's bottom and ${gaps.right} px from its right edge (header ${gaps.header} px high)`,
            );
          }
          await expectDateOnceAndThumbnails(page, path, recap);
        }
        await page.setViewportSize(phone);
        await expectDateOnceAndThumbnails(page, path, recap);
        // A longer text, as a long title in another language makes: four times the title.
        await page.evaluate(() => {
          const title = document.querySelector("header:has(picture) h1")!;
          title.textContent = Array(4).fill(title.textContent).join(" ");
        });
        for (const laptop of laptops) {
          await page.setViewportSize(laptop);
          const gaps = await headerGaps(page);
          if (gaps.below > 1 || gaps.right > 1) {
            problems.push(
              `at ${laptop.width}×${laptop.height} with a title four times as long: the picture stops ${gaps.below} px above the header's bottom (header ${gaps.header} px high)`,
            );
          }
        }
        expect.soft(problems, `${path}:\n${problems.join("\n")}`).toEqual([]);
      });
    }
  });
});

/** The fixture's events that have a page, by their address in the default language. */
const eventsWithAPage = readdirSync(join(fixtureSite, "app/content/events"))
  .map(
    (name) =>
      parse(readFileSync(join(fixtureSite, "app/content/events", name), "utf8")) as {
        slug: string;
        page?: unknown;
      },
  )
  .filter((event) => event.page)
  .map((event) => `/${event.slug}`);

test("the sweep of pictures covers the pages with pictures, and the event pages measured are the fixture's in every language, its recaps among them", () => {
  expect(pages.length).toBeGreaterThanOrEqual(10);
  expect(eventPages.length).toBeGreaterThanOrEqual(10);
  expect(eventsWithAPage.length).toBeGreaterThanOrEqual(8);
  expect([...eventPages].sort()).toEqual(
    eventsWithAPage
      .flatMap((path) => languages.map((language) => localized(path, language)))
      .sort(),
  );
  expect(eventsWithAPage.filter((path) => recaps.has(path)).sort()).toEqual([...recaps].sort());
});
