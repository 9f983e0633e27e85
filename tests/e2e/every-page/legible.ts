/**
 * Legible and whole on a phone and a laptop (docs/design-system.md, "Size and grids"), on every
 * page of the fixture build in every language, the not-found pages too:
 * - on a 390 px phone, no text under 12 px, whether the page's or drawn in a picture (the map's
 *   labels, measured at the size the picture is shown), and every logo's drawing at least 24 px
 *   high (measured on the pixels: a logo file's own margins do not count);
 * - at 390, 1366 and 1440 px, no grid of tiles ends on a lonely tile: a card, a figure or a
 *   photo alone in its row beside empty columns.
 * Any page, grid or logo added later is measured the same way. The walk is every-page.spec.ts's.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "../fixtures";

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
export function lonelyTiles(page: Page): Promise<string[]> {
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

/** A logo's drawing is measured once per picture, size and ground: the chapter's logo in the bar
 * of every page is the same drawing, and the same pixels. */
const logoHeights = new Map<string, Promise<number>>();

/** The logos the page shows (`[data-logo] img`, drawn and not hidden), each by its place among
 * them and the key of its drawing: its file, its box and the colour it stands on. */
const shownLogos = (page: Page) =>
  page.locator("[data-logo] img").evaluateAll((images) =>
    images.flatMap((element, index) => {
      const image = element as HTMLImageElement;
      const box = image.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(image).visibility === "hidden")
        return [];
      let ground = "";
      for (let at: Element | null = image; at && !ground; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") ground = colour;
      }
      const name = image.getAttribute("alt") || image.getAttribute("src");
      return [
        {
          index,
          name,
          key: `${image.currentSrc || image.src} ${box.width}x${box.height} on ${ground}`,
        },
      ];
    }),
  );

/**
 * What is not legible on the page as it stands (a 390 px phone): text under 12 px, on the page or
 * drawn in a picture, and logos whose drawing is under 24 px high; and how many logos were
 * measured. No picture needs to be loaded first: each has its width and height, a picture's labels
 * are read from its file, and a logo whose drawing is not measured yet is scrolled to and waited
 * for.
 */
export async function illegible(page: Page): Promise<{ problems: string[]; logos: number }> {
  const problems = [...(await smallText(page)), ...(await smallTextInPictures(page))];
  let logos = 0;
  for (const { index, name, key } of await shownLogos(page)) {
    // A drawing not yet measured is scrolled to (a lazy one loads then) and waited for.
    if (!logoHeights.has(key)) {
      const logo = page.locator("[data-logo] img").nth(index);
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      logoHeights.set(key, drawnHeight(logo));
    }
    const height = await logoHeights.get(key)!;
    logos++;
    if (height < 24) problems.push(`${name} ${height} px high`);
  }
  return { problems, logos };
}
