import { useSyncExternalStore } from "react";
import { noSubscription } from "./use-client-state";

/** The time a page was built with, and whether it is pinned (`SITE_TODAY`). */
export interface SiteClock {
  now: number;
  pinned: boolean;
}

let visitorNow: number | undefined;

/**
 * "Now" for things that depend on the date (events, deadlines). The prerendered page and its
 * hydration use the build's time, so they match; right after, the visitor's clock takes over,
 * read once per page load. A pinned clock (`SITE_TODAY`) is used everywhere.
 */
export function useNow(clock: SiteClock): number {
  return useSyncExternalStore(
    noSubscription,
    () => (clock.pinned ? clock.now : (visitorNow ??= Date.now())),
    () => clock.now,
  );
}
