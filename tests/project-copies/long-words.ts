/**
 * A word longer than the screen, from content, widens no page: every event's title, place and
 * summary, every person's, partner's and quoted person's name and every page text's title become
 * one unbroken word of 960 characters (the 1,000 a one-line field holds, less the room
 * placeholders.ts plants its placeholders in, after the word), and every built page of the
 * site's first language, opened at 320 px (the narrowest phone screen the site is made for), is
 * no wider than the screen. Run on the copy of hard-content.test.ts.
 *
 * The other languages' pages are the same pages (the same components and styles) with a word of
 * the same length in the same places, and site-sweep.spec.ts opens every page in every language
 * at 320 px: they are not opened again here. A page of 1,000-character words costs Chromium most
 * of a second of layout (breaking them anywhere): the 43 pages of all three languages took 28 s
 * of processor time, against 7 s with the fixture's own words.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseDocument, isMap, isScalar, visit } from "yaml";
import { describe, expect, it } from "vitest";
import { textLengthLimits } from "../../app/content-rules/content-rules";
import { defaultLanguage } from "../../app/config/languages";
import { splitLocalizedPath } from "../../app/lib/paths";
import { filesUnder } from "../support/files-under";
import { plantedSuffixRoom } from "../support/planted-placeholders";
import type { ServedCopy } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const viewport = { width: 320, height: 640 };
/** The fields whose text is a headline or a card's name. */
const lengthened = new Set(["title", "name", "summary", "heading", "question"]);

/** One word as long as a one-line field holds (`textLengthLimits.line`) but for the room
 * placeholders.ts plants its placeholders in after it, different for each `index` (the build
 * refuses two events with one title). */
const longWordLength = textLengthLimits.line - plantedSuffixRoom;
function longWord(index: number): string {
  const tag = `Long${index}`;
  return `${tag}${"W".repeat(longWordLength - tag.length)}`;
}

/** Each content file of a copy with its headline fields made one long word (in every language);
 * how many it made. */
export function lengthenWords(copyDir: string): number {
  let count = 0;
  for (const file of filesUnder(join(copyDir, "app/content"))) {
    if (!file.endsWith(".yaml")) continue;
    const document = parseDocument(readFileSync(file, "utf8"));
    visit(document, {
      Pair(_, pair) {
        const key = isScalar(pair.key) ? String(pair.key.value) : "";
        if (!lengthened.has(key)) return;
        const texts = isMap(pair.value) ? pair.value.items.map((item) => item.value) : [pair.value];
        for (const text of texts) {
          if (isScalar(text) && typeof text.value === "string") text.value = longWord(count++);
        }
      },
    });
    writeFileSync(file, document.toString({ lineWidth: 0 }));
  }
  return count;
}

/** Every page of the built copy, by its address (`/`, `/it/events`), the not-found page too. */
function builtPages(client: string): string[] {
  return filesUnder(client)
    .map((file) => `/${relative(client, file)}`)
    .filter((file) => file.endsWith("/index.html") && !file.startsWith("/admin/"))
    .map((file) => file.replace(/\/?index\.html$/, "") || "/")
    .concat("/nowhere");
}

/** The test, on the copy's build served by `npm start`'s server (`site.origin`). */
export function longWordTests(site: ServedCopy) {
  describe(`one unbroken word of ${longWordLength} characters in every headline`, () => {
    // Over 20 s: every page of the build in its first language, each laid out around words of
    // nearly 1,000 characters (the browser breaks each where it can, a costly layout).
    it(
      "widens no page beyond a 320 px screen",
      async () => {
        const page = await site.browser.newPage({ viewport });
        const wide: string[] = [];
        const built = builtPages(site.client);
        // Every page of the fixture build, in its three languages: not a folder read wrong.
        expect(built.length).toBeGreaterThan(30);
        const pages = built.filter((path) => splitLocalizedPath(path).language === defaultLanguage);
        expect(pages.length).toBeGreaterThan(10);
        for (const path of pages) {
          await page.goto(`${site.origin}${path}`);
          const overflow = await page.evaluate((width) => {
            const extent = document.documentElement.scrollWidth;
            if (extent <= width) return null;
            // The innermost elements that reach past the screen: where the fix belongs.
            const past = [...document.body.querySelectorAll("*")].filter(
              (element) =>
                element.getBoundingClientRect().right > width + 1 &&
                ![...element.children].some(
                  (child) => child.getBoundingClientRect().right > width + 1,
                ),
            );
            const names = past
              .slice(0, 3)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
            return `${extent} px wide (${names.join(", ")})`;
          }, viewport.width);
          if (overflow) wide.push(`${path}: ${overflow}`);
        }
        await page.close();
        expect(wide).toEqual([]);
      },
      scaled(120_000),
    );
  });
}
