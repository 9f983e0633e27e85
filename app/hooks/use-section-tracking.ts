import { useMemo, useSyncExternalStore } from "react";

/** Where a section counts as in view: its top within the top 75% of the viewport. */
export const appearLine = 0.75;
/** A section becomes the current one when its top passes the middle of the viewport. */
export const currentLine = 0.5;

export interface SectionState {
  /** Index of the section the visitor is reading. */
  current: number;
  /** Sections whose top has been within the top 75% of the viewport; once in, they stay. */
  appeared: ReadonlySet<string>;
  /** False before hydration: the sections are then shown as they are. */
  tracking: boolean;
}

const serverState: SectionState = { current: 0, appeared: new Set(), tracking: false };

/** Follows the scroll: which section is current and which have appeared. */
function createSectionStore(ids: readonly string[]) {
  const appeared = new Set<string>();
  let state: SectionState | undefined;

  const measure = (): SectionState => {
    const height = window.innerHeight;
    let current = 0;
    ids.forEach((id, index) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      if (top === undefined) return;
      if (top <= height * appearLine) appeared.add(id);
      if (top <= height * currentLine) current = index;
    });
    // At the very bottom the last section is current even if it is too short to reach the middle.
    const root = document.documentElement;
    if (window.scrollY > 0 && window.scrollY + height >= root.scrollHeight - 2) {
      current = ids.length - 1;
    }
    const changed = !state || state.current !== current || state.appeared.size !== appeared.size;
    return changed ? { current, appeared: new Set(appeared), tracking: true } : state!;
  };

  return {
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

/** Which of the sections with these ids is current, and which have appeared. */
export function useSectionTracking(ids: readonly string[]): SectionState {
  const key = ids.join(" ");
  // A new store only when the sections change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createSectionStore(ids), [key]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverState);
}
