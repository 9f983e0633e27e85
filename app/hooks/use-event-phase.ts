import { eventPhase, type EventPhase, type PhaseTimes, type SiteClock } from "~/lib/events";
import { useNow } from "./use-now";

/** The phase of an event now: the build's on the prerendered page, moved on by the visitor's
 * clock (never back) once a page that hydrates runs. */
export function useEventPhase(event: PhaseTimes, clock: SiteClock): EventPhase {
  return eventPhase(event, useNow(clock));
}
