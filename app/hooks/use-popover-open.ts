import { useSyncExternalStore, type RefObject } from "react";

/** Whether a native popover is open now. */
export function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // An engine without popovers (old browsers, jsdom): it is never open.
    return false;
  }
}

/**
 * Whether a native popover is open, for the `aria-expanded` of the button that toggles it.
 * Undefined until hydration: browsers derive the state of a `popovertarget` button themselves,
 * and an `aria-expanded` in the static HTML would override them with a value no script updates.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean | undefined {
  // A new function each render makes React subscribe again, which costs two listener calls.
  const subscribe = (onChange: () => void) => {
    const element = popover.current;
    element?.addEventListener("toggle", onChange);
    return () => element?.removeEventListener("toggle", onChange);
  };
  return useSyncExternalStore(
    subscribe,
    () => (popover.current ? isPopoverOpen(popover.current) : undefined),
    () => undefined,
  );
}
