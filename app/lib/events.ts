/** The time a page was built with, and whether it is pinned (`SITE_TODAY`). */
export interface SiteClock {
  now: number;
  pinned: boolean;
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

/** Applications are open until the instant they close (the deadline's end, or the event's). */
export function applicationsOpen(closesAt: number, now: number): boolean {
  return now < closesAt;
}
