/**
 * Legible and whole on a phone and a laptop (docs/design-system.md, "Size and grids"), on every
 * page of the fixture build in both languages:
 * - on a 390 px phone, no text under 12 px, whether the page's or drawn in a picture (the map's
 *   labels, measured at the size the picture is shown), and every logo's drawing at least 24 px
 *   high (measured on the pixels: a logo file's own margins do not count);
 * - at 390, 1366 and 1440 px, no grid of tiles ends on a lonely tile: a card, a figure or a
 *   photo alone in its row beside empty columns.
 * Any page, grid or logo added later is measured the same way.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { fixtureSiteBuild } from "../support/fixture-build";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { backToTop, builtPages } from "./support";

const pages = builtPages(fixtureSiteBuild.client);
const phone = { width: 390, height: 844 };

/** Text a visitor sees under 12 px: the element and its size. */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest(".visually-hidden, script, style, noscript, template")) continue;
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      const size = parseFloat(style.fontSize);
      if (size < 12) found.push(`"${node.textContent.trim().slice(0, 40)}": ${size} px`);
    }
    return found;
  });
}

/** Text drawn in the page's SVG pictures (logos aside: their drawing is measured as a whole),
 * at the size each is shown. */
function smallTextInPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    const pictures = Array.from(document.images).filter(
      (image) =>
        !image.closest("[data-logo]") &&
        image.getClientRects().length > 0 &&
        /\.svg(\?|$)/.test(image.currentSrc || image.src),
    );
    for (const image of pictures) {
      const source = image.currentSrc || image.src;
      const svg = new DOMParser()
        .parseFromString(await (await fetch(source)).text(), "image/svg+xml")
        .querySelector("svg");
      const viewBox = svg
        ?.getAttribute("viewBox")
        ?.split(/[\s,]+/)
        .map(Number);
      const drawnWidth = viewBox?.[2] ?? Number(svg?.getAttribute("width"));
      if (!svg || !drawnWidth) continue;
      const scale = image.getBoundingClientRect().width / drawnWidth;
      for (const label of svg.querySelectorAll("text")) {
        const size = Number(label.getAttribute("font-size") ?? 16) * scale;
        if (size < 12) {
          found.push(`"${label.textContent}" in ${source.split("/").pop()}: ${size.toFixed(1)} px`);
        }
      }
    }
    return found;
  });
}

/** The height of what is drawn in an element's box, in pixels: rows whose pixels differ from
 * its background (the colour of its corner). */
async function drawnHeight(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const background = [data[0], data[1], data[2]];
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const difference = Math.max(
        ...background.map((value, channel) => Math.abs((data[at + channel] ?? 0) - (value ?? 0))),
      );
      if (difference > 48) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  // The screenshot is in device pixels; the page's device pixel ratio is 1.
  return top < 0 ? 0 : bottom - top + 1;
}

/** Tiles alone in their row beside empty columns, in every grid of the page. */
function lonelyTiles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(
        element.textContent ?? ""
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 50)}"`;
    for (const container of document.querySelectorAll("body *")) {
      const style = getComputedStyle(container);
      const grid = style.display === "grid" || style.display === "inline-grid";
      const wrapping =
        (style.display === "flex" || style.display === "inline-flex") &&
        style.flexWrap === "wrap" &&
        style.flexDirection === "row";
      if (!grid && !wrapping) continue;
      // Tiles: what a grid lays out side by side (cards, figures, photos, logos), taller than a
      // button or a line of text.
      const tiles = Array.from(container.children)
        .filter((child) => {
          const childStyle = getComputedStyle(child);
          return (
            child.getClientRects().length > 0 &&
            childStyle.position !== "absolute" &&
            childStyle.position !== "fixed"
          );
        })
        .map((child) => ({ child, box: child.getBoundingClientRect() }))
        .filter(({ box }) => box.height >= 64 && box.width > 0);
      const inner =
        container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const besideEachOther = (a: DOMRect, b: DOMRect) =>
        a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const columns = style.gridTemplateColumns.split(" ").filter(Boolean).length;
      const [only] = tiles;
      if (tiles.length === 1 && only) {
        // One card in a list laid out in columns: the partners' one past collaboration.
        const { child, box } = only;
        if (
          grid &&
          columns > 1 &&
          /^(UL|OL|DL)$/.test(container.tagName) &&
          box.width < inner * 0.9
        )
          found.push(`${describe(child)}: the one tile of ${columns} columns`);
        continue;
      }
      const inRows = tiles.some((a) => tiles.some((b) => a !== b && besideEachOther(a.box, b.box)));
      if (!inRows) continue;
      for (const { child, box } of tiles) {
        const alone = tiles.every(
          (other) => other.child === child || !besideEachOther(box, other.box),
        );
        if (alone && box.width < inner * 0.9) {
          found.push(
            `${describe(child)}: alone in its row, ${Math.round(box.width)} of ${Math.round(inner)} px`,
          );
        }
      }
    }
    return found;
  });
}

/** The pages in `count` parts of about one size, so that both workers share the sweep. */
const parts = (count: number) =>
  Array.from({ length: count }, (_, index) => pages.filter((_, at) => at % count === index));

/** A logo's drawing is measured once per picture, size and ground: the chapter's logo in the bar
 * of every page is the same drawing, and the same pixels. */
const logoHeights = new Map<string, Promise<number>>();

/** The key of a logo as drawn: its file, its box and the colour it stands on. */
const drawnAs = (logo: Locator) =>
  logo.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    let ground = "";
    for (let element: Element | null = image; element && !ground; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") ground = colour;
    }
    return `${image.currentSrc || image.src} ${box.width}x${box.height} on ${ground}`;
  });

/** The lonely-tile check's widths: a phone and two laptops. */
const tileWidths = [phone, { width: 1366, height: 768 }, { width: 1440, height: 900 }];

/**
 * One visit per page: loaded at 390 px for the text and the logos, then widened to each width of
 * the lonely-tile check. A resize lays the page out as a load at that width does: its grids are
 * CSS alone (no script reads the width when the page opens), and every picture has its width and
 * height, so a lazy one takes its size before it loads. Compared page by page when this was
 * written: the same tiles, in the same places, at every width.
 */
/** Six parts of about seven pages: each under 10 s here (four parts took up to 25 s on
 * a busy one). */
const partCount = 6;

parts(partCount).forEach((part, index) => {
  test(`on a 390 px phone, no text under 12 px on the page or in a picture, and every logo's drawing at least 24 px high; at 390, 1366 and 1440 px, no grid ends on a lonely tile (pages, part ${index + 1} of ${partCount})`, async ({
    page,
  }) => {
    test.setTimeout(scaled(part.length * 8_000));
    await page.setViewportSize(phone);
    const legible: string[] = [];
    const lonely: string[] = [];
    let measured = 0;
    for (const path of part) {
      // Without a scroll through the page: what is measured needs no picture loaded (each has
      // its width and height, a picture's labels are read from its file, and each logo is
      // scrolled to and waited for below), and loading every picture was a third of the time.
      await page.goto(path);
      for (const problem of [...(await smallText(page)), ...(await smallTextInPictures(page))])
        legible.push(`${path}: ${problem}`);
      for (const logo of await page.locator("[data-logo] img").filter({ visible: true }).all()) {
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete))
          .toBe(true);
        const key = await drawnAs(logo);
        if (!logoHeights.has(key)) logoHeights.set(key, drawnHeight(logo));
        const height = await logoHeights.get(key)!;
        measured++;
        if (height < 24) {
          legible.push(
            `${path}: ${(await logo.getAttribute("alt")) || (await logo.getAttribute("src"))} ${height} px high`,
          );
        }
      }
      for (const viewport of tileWidths) {
        await page.setViewportSize(viewport);
        // At the top, as the page opens: the phone's bar is compact once scrolled.
        await backToTop(page);
        for (const problem of await lonelyTiles(page))
          lonely.push(`${path} at ${viewport.width} px: ${problem}`);
      }
      await page.setViewportSize(phone);
    }
    expect.soft(legible, `at 390 px:\n${legible.join("\n")}`).toEqual([]);
    // The chapter's logo on every page, the partners' on the home, partners and recap pages.
    expect.soft(measured, "logos measured").toBeGreaterThan(part.length);
    expect(lonely, lonely.join("\n")).toEqual([]);
  });
});
