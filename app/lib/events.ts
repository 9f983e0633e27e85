import type { ShownWhen } from "./content-schema";

/** The time the site was built with: the build's own, or the day `SITE_TODAY` pins. */
export interface SiteClock {
  now: number;
}

/** Anything with a start and an end instant (ms since the epoch). */
export interface Timed {
  start: number;
  end: number;
}

/**
 * Splits events by the clock: upcoming are those that have not ended (an event under way is
 * still upcoming), soonest first; past are the others, most recent first.
 */
export function classifyEvents<T extends Timed>(
  events: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => event.end > now).sort((a, b) => a.start - b.start);
  const past = events.filter((event) => event.end <= now).sort((a, b) => b.start - a.start);
  return { upcoming, past };
}

/** Applications are open from the day they open (if set) until the instant they close (the
 * deadline's end, or the event's). */
export function applicationsOpen(closesAt: number, now: number, opensAt?: number): boolean {
  return now < closesAt && (opensAt === undefined || now >= opensAt);
}

/**
 * The life of an event, as a page shows it:
 * - `announced`: ahead, and nothing to apply for yet (no form, or applications open later);
 * - `open`: applications are open;
 * - `closed`: applications have closed, the event is still ahead;
 * - `happening`: its first day has come (the build runs at midnight, so a one-day event is
 *   "today" all that day) and it has not ended;
 * - `ended`: over. Its page leads with the recap, if it has one.
 */
export type EventPhase = "announced" | "open" | "closed" | "happening" | "ended";

export interface PhaseTimes extends Timed {
  /** The start of the event's first day in the chapter's time zone. */
  firstDay: number;
  registration?: { opensAt?: number; closesAt: number };
}

export function eventPhase(event: PhaseTimes, now: number): EventPhase {
  if (now >= event.end) return "ended";
  if (now >= event.firstDay) return "happening";
  const registration = event.registration;
  if (!registration || (registration.opensAt !== undefined && now < registration.opensAt)) {
    return "announced";
  }
  return now < registration.closesAt ? "open" : "closed";
}

/** Whether a visitor can apply to the event now: a form whose applications are open, and the
 * event not cancelled. */
export function canApply(event: PhaseTimes & { cancelled?: boolean }, now: number): boolean {
  const registration = event.registration;
  return (
    registration !== undefined &&
    !event.cancelled &&
    applicationsOpen(registration.closesAt, now, registration.opensAt)
  );
}

/**
 * Whether an event's page holds a main (yellow) action in its first screen: the way to apply
 * while applications are open, or, once the event has ended, the way to what comes next. The
 * bar's Join us then steps back to an outline: one yellow per screen.
 */
export function hasMainAction(event: PhaseTimes & { cancelled?: boolean }, now: number): boolean {
  return eventPhase(event, now) === "ended" || canApply(event, now);
}

/** Whether a part of a page marked `shown` (before, the default; after; always) is shown. */
export function isShown(shown: ShownWhen | undefined, ended: boolean): boolean {
  const when = shown ?? "before";
  return when === "always" || (when === "after") === ended;
}

/** What the home page needs to know of an upcoming event to choose what it leads with. */
export interface LeadCandidate {
  kind: string;
  cancelled: boolean;
  /** The board marked it as the flagship. */
  flagship: boolean;
  /** Applications are open on the day of the build. */
  applicationsOpen: boolean;
}

/**
 * What the home page leads with, from the upcoming events (soonest first): the flagship the board
 * marked, else the soonest whose applications are open (what a visitor can act on), else the
 * soonest event. A meeting (the weekly one) never leads: it is the one line beside the lead.
 * Cancelled events do neither.
 */
export function leadEvents<T extends LeadCandidate>(
  upcoming: readonly T[],
): { lead?: T; meeting?: T } {
  const scheduled = upcoming.filter((event) => !event.cancelled);
  const meeting = scheduled.find((event) => event.kind === "meeting");
  const candidates = scheduled.filter((event) => event.kind !== "meeting");
  const lead =
    candidates.find((event) => event.flagship) ??
    candidates.find((event) => event.applicationsOpen) ??
    candidates[0];
  return { lead, meeting };
}
