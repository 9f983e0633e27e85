import { useMemo, useSyncExternalStore } from "react";

/** Where a section counts as in view: its top within the top 75% of the viewport. */
export const appearLine = 0.75;
/** A section becomes the current one when its top passes the middle of the viewport. */
export const currentLine = 0.5;

export interface SectionState {
  /** Index of the section the visitor is reading. */
  current: number;
  /** Whether the sections have reached the middle of the viewport: above them is the page's
   * picture, which the dots would cover. */
  reached: boolean;
  /** Sections whose top has been within the top 75% of the viewport; once in, they stay. */
  appeared: ReadonlySet<string>;
  /** False before hydration: the sections are then shown as they are. */
  tracking: boolean;
}

const serverState: SectionState = {
  current: 0,
  reached: false,
  appeared: new Set(),
  tracking: false,
};

/**
 * Follows the scroll: which section is current and which have appeared. What is in view when the
 * page opens is shown at once (a fade there would leave a blank column on a laptop); the 75% line
 * holds for the rest. A section chosen with its dot is current at once, and stays current once
 * the scroll has brought it, until the visitor scrolls again.
 */
function createSectionStore(ids: readonly string[]) {
  const appeared = new Set<string>();
  let state: SectionState | undefined;
  let chosen: number | undefined;
  let first = true;

  const measure = (): SectionState => {
    const height = window.innerHeight;
    let current = 0;
    let reached = false;
    ids.forEach((id, index) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      if (top === undefined) return;
      if (top <= height * (first ? 1 : appearLine)) appeared.add(id);
      if (top <= height * currentLine) {
        current = index;
        reached = true;
      }
    });
    first = false;
    // At the very bottom the last section is current even if it is too short to reach the middle.
    const root = document.documentElement;
    if (window.scrollY > 0 && window.scrollY + height >= root.scrollHeight - 2) {
      current = ids.length - 1;
    }
    if (chosen !== undefined) current = chosen;
    const changed =
      !state ||
      state.current !== current ||
      state.reached !== reached ||
      state.appeared.size !== appeared.size;
    return changed ? { current, reached, appeared: new Set(appeared), tracking: true } : state!;
  };

  let notify = () => {};
  /** Stops waiting for the scroll to the section chosen before. */
  let forgetChoice = () => {};
  return {
    /**
     * The visitor chose a section (its dot): current at once, all the way there, and once there
     * until the visitor scrolls again. Where the section is short, the next one's top has passed
     * the middle when it arrives: by position alone, the dot next to the clicked one would be
     * marked.
     */
    choose(index: number) {
      forgetChoice();
      chosen = index;
      const id = ids[index] ?? "";
      let arrived = false;
      let listening = 0;
      const release = () => {
        forgetChoice();
        chosen = undefined;
        notify();
      };
      const scrolledAgain = () => {
        if (arrived) release();
      };
      // The end of a scroll, which may be the end of one this choice cut short: arrived when the
      // section is where the jump brings it (its top under the fixed bar), or the page can
      // scroll no further that way.
      const scrollEnded = () => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? 0;
        const root = document.documentElement;
        const target = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
        const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
        const there =
          Math.abs(top - target) <= 2 ||
          (top > target && atEnd) ||
          (top < target && !window.scrollY);
        if (!arrived && there) {
          arrived = true;
          // The next scroll is the visitor's own, not the jump's.
          listening = window.setTimeout(() => window.addEventListener("scroll", scrolledAgain), 0);
        }
      };
      window.addEventListener("scrollend", scrollEnded);
      // No scroll at all (already there), or a browser without scrollend: looked at every half
      // second, once the page has stood still since the last look (in a smooth scroll's last
      // frames the section is already within 2 px of its place, and the frames still to come
      // would be taken for the visitor's own scroll); a jump that never gets there (the visitor
      // scrolled away) is let go after 5 s.
      let looks = 0;
      let lastY = window.scrollY;
      const look = () => {
        if (window.scrollY === lastY) scrollEnded();
        lastY = window.scrollY;
        if (arrived) return;
        if (++looks >= 10) release();
        else timer = window.setTimeout(look, 500);
      };
      let timer = window.setTimeout(look, 500);
      forgetChoice = () => {
        window.removeEventListener("scrollend", scrollEnded);
        window.removeEventListener("scroll", scrolledAgain);
        window.clearTimeout(timer);
        // A click on another dot may come before this timer has run (a busy machine): left to
        // run, it would let the next scroll, the new jump's first, end the new choice.
        window.clearTimeout(listening);
      };
      notify();
    },
    subscribe(onChange: () => void) {
      let frame = 0;
      const update = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const next = measure();
          if (next !== state) {
            state = next;
            onChange();
          }
        });
      };
      notify = update;
      window.addEventListener("scroll", update, { passive: true });
      window.addEventListener("resize", update);
      update();
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener("scroll", update);
        window.removeEventListener("resize", update);
      };
    },
    getSnapshot(): SectionState {
      state ??= measure();
      return state;
    },
  };
}

/** Which of the sections with these ids is current, which have appeared, and a way to make one
 * current (a click on its dot). */
export function useSectionTracking(
  ids: readonly string[],
): SectionState & { choose: (index: number) => void } {
  const key = ids.join(" ");
  // A new store only when the sections change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createSectionStore(ids), [key]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverState);
  return { ...state, choose: store.choose };
}
