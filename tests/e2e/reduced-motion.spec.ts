/**
 * Under reduced motion nothing moves over time (issue 50): on every page of the fixture build,
 * in every language, and the not-found pages, no element, `::before`, `::after` or `::backdrop`
 * has a transition or a timed animation over 10 ms, at a phone's, a tablet's and a laptop's width,
 * with every menu, photo view and question of the page open in turn; and nothing the page runs
 * (a script's animation included) lasts longer. A component that adds a transition later is
 * named here with its element.
 */
import type { Page } from "@playwright/test";
import { fixtureSiteBuild } from "../support/fixture-build";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { builtPages, languageOf, languages, localized } from "./support";

/** The longest a transition or an animation may last under reduced motion. */
const longestMs = 10;

const widths = [390, 800, 1440];

const pages = [
  ...builtPages(fixtureSiteBuild.client),
  ...languages.map((language) => localized("/missing", language)),
];

/**
 * What moves for longer than `longest` ms on the page as it stands, then in each popover and
 * each `<details>` opened in turn: the element (tag, id, classes, text), the pseudo-element and
 * the property, with its duration, and the state it was found in.
 */
function motions(page: Page, longest: number): Promise<string[]> {
  return page.evaluate((longest) => {
    /** The longest of a computed list of durations ("0.15s, 0s"), in ms; `auto` is none. */
    const longestOf = (durations: string) =>
      Math.max(
        0,
        ...durations.split(",").map((duration) => {
          const value = parseFloat(duration);
          if (!Number.isFinite(value)) return 0;
          return duration.trim().endsWith("ms") ? value : value * 1000;
        }),
      );
    const describe = (element: Element) => {
      const classes =
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).join(".")}`
          : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes}${text ? ` "${text}"` : ""}`;
    };
    const found = new Map<string, string>();
    const note = (what: string, state: string) => {
      if (!found.has(what)) found.set(what, state);
    };
    /** Every element of `root` (itself included) and its pseudo-elements. */
    const read = (root: Element, state: string) => {
      for (const element of [root, ...root.querySelectorAll("*")]) {
        for (const pseudo of ["", "::before", "::after", "::backdrop"]) {
          if (pseudo === "::backdrop" && !element.matches(":popover-open, :modal")) continue;
          const style = getComputedStyle(element, pseudo || null);
          const transition = longestOf(style.transitionDuration);
          const animation = style.animationName === "none" ? 0 : longestOf(style.animationDuration);
          const where = `${describe(element)}${pseudo}`;
          if (transition > longest) {
            note(
              `${where}: transition of ${style.transitionProperty} over ${style.transitionDuration}`,
              state,
            );
          }
          if (animation > longest) {
            note(`${where}: animation ${style.animationName} of ${style.animationDuration}`, state);
          }
        }
      }
      // What runs now, a script's animation too (one driven by the scroll has no time to last).
      for (const animation of document.getAnimations()) {
        if (!(animation.timeline instanceof DocumentTimeline)) continue;
        const duration = Number(animation.effect?.getComputedTiming().duration) || 0;
        if (duration > longest) {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          note(`${target ? describe(target) : "the page"}: running for ${duration} ms`, state);
        }
      }
    };
    read(document.body, "");
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) {
      popover.showPopover();
      read(popover, ` (#${popover.id} open)`);
      popover.hidePopover();
    }
    for (const details of document.querySelectorAll("details")) {
      const closed = !details.open;
      details.open = true;
      read(details, " (open)");
      if (closed) details.open = false;
    }
    return [...found].map(([what, state]) => `${what}${state}`);
  }, longest);
}

/** One part per language, so that both workers share the sweep: 15 pages each, every element
 * read at three widths with each menu and question open, 10 to 13 s at a load of 8 and up to 20 s
 * on a busy machine; its failures name the page. */
const parts = languages.map((language) => ({
  language,
  paths: pages.filter((path) => languageOf(path) === language),
}));

for (const { language, paths } of parts) {
  test(`under reduced motion, no transition or animation over ${longestMs} ms on any element at ${widths.join(", ")} px, menus and questions open (${language}: ${paths.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(scaled(paths.length * 3_000));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: widths[0]!, height: 844 });
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        // Each motion once, with the widths it was found at.
        const found = new Map<string, number[]>();
        // A resize lays the page out as a load at that width does: no script reads the width
        // when the page opens, and what moves is set by the style sheets' media queries.
        for (const width of widths) {
          await page.setViewportSize({ width, height: 844 });
          for (const motion of await motions(page, longestMs)) {
            found.set(motion, [...(found.get(motion) ?? []), width]);
          }
        }
        await page.setViewportSize({ width: widths[0]!, height: 844 });
        const named = [...found].map(([motion, at]) => `${motion}, at ${at.join(", ")} px`);
        expect.soft(named, `${path} under reduced motion:\n${named.join("\n")}`).toEqual([]);
      });
    }
  });
}

test("the sweep of reduced motion covers every page in every language", () => {
  expect(parts.flatMap((part) => part.paths).sort()).toEqual([...pages].sort());
  expect(pages.length).toBeGreaterThan(languages.length * 4);
});
