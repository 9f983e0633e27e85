/**
 * Under reduced motion nothing moves over time (issue 50): on every page of the fixture build,
 * in every language, and the not-found pages, no element, `::before`, `::after` or `::backdrop`
 * has a transition or a timed animation over 10 ms, at a phone's, a tablet's and a laptop's width,
 * with every menu, photo view and question of the page open in turn; and nothing the page runs
 * (a script's animation included) lasts longer. A component that adds a transition later is
 * named here with its element. The walk is every-page.spec.ts's.
 */
import type { Page } from "@playwright/test";

/** The longest a transition or an animation may last under reduced motion. */
export const longestMs = 10;

/**
 * What moves for longer than `longest` ms on the page as it stands, then in each popover and
 * each `<details>` opened in turn: the element (tag, id, classes, text), the pseudo-element and
 * the property, with its duration, and the state it was found in.
 */
export function motions(page: Page, longest: number): Promise<string[]> {
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
