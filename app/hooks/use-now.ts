import { useSyncExternalStore } from "react";
import { laterOf, type SiteClock } from "~/lib/events";
import { noSubscription } from "./use-client-state";

let visitorNow: number | undefined;

/**
 * "Now" for things that depend on the date (events, deadlines). The prerendered page and its
 * hydration use the build's time, so they match; right after, the visitor's clock takes over,
 * read once per page load, but never earlier than the build's: time does not run backwards
 * (lib/events.ts, `laterOf`). A pinned clock (`SITE_TODAY`) is used everywhere.
 */
export function useNow(clock: SiteClock): number {
  return useSyncExternalStore(
    noSubscription,
    () => (clock.pinned ? clock.now : laterOf(clock.now, (visitorNow ??= Date.now()))),
    () => clock.now,
  );
}
