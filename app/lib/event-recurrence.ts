/**
 * Events that repeat: every week (or every N weeks) on given days, from the event's first date
 * until a last day, with dates skipped (holidays, exam weeks). An event's `start` and `end` are
 * its first date; every other date has the same local hours in the chapter's time zone, so a
 * meeting at 18:20 stays at 18:20 when the clocks change. Pure calendar arithmetic: the build, the CMS and the
 * tests use it alike.
 */
import { languageInfo, type Language } from "../config/languages";
import { localInstant } from "./dates";
import { dateTimeFormat, listFormat } from "./intl-formats";

/** The days of the week, Monday first (the week of ISO 8601 and of calendars' `WKST=MO`). */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** How an event repeats, as its file says it (content-schema.ts, `repeat`). */
export interface Repetition {
  /** Every how many weeks: 1 (the default) is every week. */
  every?: number;
  days: readonly Weekday[];
  /** The last day a date may fall on, "2026-06-30". */
  until: string;
  /** Dates of the series that do not take place. */
  skip?: readonly string[];
}

/** The two letters iCalendar names a day by (RFC 5545 §3.3.10, BYDAY). */
export const icalDays: Record<Weekday, string> = {
  monday: "MO",
  tuesday: "TU",
  wednesday: "WE",
  thursday: "TH",
  friday: "FR",
  saturday: "SA",
  sunday: "SU",
};

const dayMs = 24 * 60 * 60 * 1000;

/** A calendar date as a day number (days since 1970-01-01), and back. */
function dayNumber(date: string): number {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / dayMs;
}

function dateOf(number: number): string {
  return new Date(number * dayMs).toISOString().slice(0, 10);
}

/** The day of the week of a calendar date: "2025-10-28" → "tuesday". */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday: index 3 of a week that starts on Monday.
  const index = (((dayNumber(date) + 3) % 7) + 7) % 7;
  return weekdays[index] ?? "monday";
}

/**
 * Every date of a series, skipped ones included, in order: the days of every `every`-th week
 * from the week of `first` (weeks start on Monday), from `first` to `until`.
 */
export function seriesDates(first: string, repetition: Omit<Repetition, "skip">): string[] {
  const start = dayNumber(first);
  const last = dayNumber(repetition.until);
  const every = Math.max(1, repetition.every ?? 1);
  const offsets = [...new Set(repetition.days)]
    .map((day) => weekdays.indexOf(day))
    .filter((offset) => offset >= 0)
    .sort((a, b) => a - b);
  const monday = start - weekdays.indexOf(weekdayOf(first));
  const dates: string[] = [];
  for (let week = monday; week <= last && offsets.length > 0; week += 7 * every) {
    for (const offset of offsets) {
      const day = week + offset;
      if (day >= start && day <= last) dates.push(dateOf(day));
    }
  }
  return dates;
}

/** The dates a series takes place on: its dates but the skipped ones. */
export function heldDates(first: string, repetition: Repetition): string[] {
  const skipped = new Set(repetition.skip ?? []);
  return seriesDates(first, repetition).filter((date) => !skipped.has(date));
}

/** One date of an event: its start and end instants. */
export interface Occurrence {
  start: number;
  end: number;
}

/** What an event's occurrences need of its file: its first date's times, and how it repeats. */
export interface RepeatingTimes {
  /** "2025-10-07T18:20" */
  start: string;
  /** "2025-10-07T19:30": the same day as the start. */
  end: string;
  repeat?: Repetition;
}

/** Every date an event takes place on, in order, at its local hours in `zone`: one for an event
 * that does not repeat. */
export function occurrences(event: RepeatingTimes, zone: string): Occurrence[] {
  const startTime = event.start.slice(11);
  const endTime = event.end.slice(11);
  const instant = (localDateTime: string) => localInstant(localDateTime, zone);
  if (!event.repeat) return [{ start: instant(event.start), end: instant(event.end) }];
  return heldDates(event.start.slice(0, 10), event.repeat).map((date) => ({
    start: instant(`${date}T${startTime}`),
    end: instant(`${date}T${endTime}`),
  }));
}

/**
 * The date of an event a page shows on a day: the next one that has not ended (one under way
 * included), or, once the series is over, its last one. `ended` says the series is over.
 */
export function occurrenceAt(
  event: RepeatingTimes,
  now: number,
  zone: string,
): Occurrence & { ended: boolean; first: Occurrence; last: Occurrence } {
  const all = occurrences(event, zone);
  const fallback = { start: localInstant(event.start, zone), end: localInstant(event.end, zone) };
  const first = all[0] ?? fallback;
  const last = all.at(-1) ?? fallback;
  const next = all.find((occurrence) => occurrence.end > now);
  return { ...(next ?? last), ended: next === undefined, first, last };
}

/** The name of a day of the week in a language: "Tuesday", "martedì". */
export function weekdayName(day: Weekday, language: Language): string {
  // 2024-01-01 was a Monday.
  const date = Date.UTC(2024, 0, 1 + weekdays.indexOf(day));
  return dateTimeFormat(languageInfo[language].locale, {
    weekday: "long",
    timeZone: "UTC",
  }).format(date);
}

/** The days of a series in words, in the week's order: "Tuesday and Thursday". */
export function weekdayList(days: readonly Weekday[], language: Language): string {
  const ordered = weekdays.filter((day) => days.includes(day));
  return listFormat(languageInfo[language].locale, {
    style: "long",
    type: "conjunction",
  }).format(ordered.map((day) => weekdayName(day, language)));
}

/** When an event is over: the end of its last date. */
export function finalEnd(event: RepeatingTimes, zone: string): number {
  return occurrenceAt(event, Number.POSITIVE_INFINITY, zone).end;
}
