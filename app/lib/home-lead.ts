import { leadEvents, type LeadCandidate, type Timed } from "./events";

/** How long a highlight stays recent enough to lead the home page. */
export const recentMonths = 12;

/**
 * What the home page's first section after the promise opens with, on the day of the build:
 * - `event`: the lead event (leadEvents), the next meeting in a line beside it;
 * - `meeting`: nothing but the recurring meeting is ahead, so the page invites to it (its day,
 *   time, place and what happens there, beside Join us), the latest highlights under it;
 * - `highlights`: nothing is ahead, and the chapter did something in the last twelve months: the
 *   latest highlights, then how to hear about the next event;
 * - `planning`: nothing is ahead and nothing recent: how to hear about the next event first, then
 *   older highlights, which say their year.
 * Nothing older than twelve months ever opens the page, and the page never says "coming up" and
 * "being planned" of the same moment: the note that the next event is being planned shows only
 * when nothing at all is ahead.
 */
export type HomeLead<E, H> =
  | { opens: "event"; event: E; meeting?: E }
  | { opens: "meeting"; meeting: E; highlights: H[]; highlightsRecent: boolean }
  | { opens: "highlights"; highlights: H[] }
  | { opens: "planning"; highlights: H[] };

/** The instant `months` calendar months before `now` (UTC; a day's difference is immaterial). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/**
 * The home page's lead from the upcoming events (soonest first) and the ended events with a
 * recap (most recent first), as on `now`. Highlights are the recent ones when there are some,
 * else the older ones: the two are never mixed under one heading.
 */
export function homeLead<E extends LeadCandidate, H extends Timed>(
  upcoming: readonly E[],
  highlights: readonly H[],
  now: number,
): HomeLead<E, H> {
  const { lead, meeting } = leadEvents(upcoming);
  if (lead)
    return meeting ? { opens: "event", event: lead, meeting } : { opens: "event", event: lead };
  const since = monthsBefore(now, recentMonths);
  const recent = highlights.filter((highlight) => highlight.end > since);
  const shown = recent.length > 0 ? recent : [...highlights];
  if (meeting) {
    return { opens: "meeting", meeting, highlights: shown, highlightsRecent: recent.length > 0 };
  }
  return recent.length > 0
    ? { opens: "highlights", highlights: recent }
    : { opens: "planning", highlights: shown };
}
