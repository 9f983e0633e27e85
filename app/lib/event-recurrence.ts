/**
 * Events that repeat: every week (or every N weeks) on given days, from the event's first date
 * until a last day (or, without one, as far as the horizon), with dates skipped (holidays, exam
 * weeks). An event's `start` and `end` are its first date; every other date has the same local
 * hours in the chapter's time zone, so a meeting at 18:20 stays at 18:20 when the clocks change.
 * Pure calendar arithmetic: the build, the CMS and the tests use it alike.
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

/** How an event repeats, as its file says it (content-schemas/events.ts, `repeat`). */
export interface Repetition {
  /** Every how many weeks: 1 (the default) is every week. */
  every?: number;
  days: readonly Weekday[];
  /** The last day a date may fall on, "2026-06-30"; none: the series goes on to its horizon. */
  until?: string;
  /** Dates of the series that do not take place. */
  skip?: readonly string[];
}

/**
 * How far a series reaches: its last day (`until`) is at most this many years after its first
 * date, and a series without one has its dates drawn that far (its horizon). It bounds what the
 * content check and the build compute for an event, whatever its file says (decision 0031).
 */
export const maximumRepeatYears = 5;

/** At most this many skipped dates in a series: a year's days. They bound its calendar's
 * `EXDATE` line. */
export const maximumSkippedDates = 366;

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

/** How many days from one calendar date to another: 1 from "2025-10-28" to "2025-10-29". */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The horizon of a series that starts on `first`: the same day `maximumRepeatYears` years later
 * ("2025-09-30" → "2030-09-30"; a 29 February gives the 28th).
 */
export function repeatHorizon(first: string): string {
  const [year = 0, month = 0, day = 0] = first.split("-").map(Number);
  const daysInMonth = new Date(Date.UTC(year + maximumRepeatYears, month, 0)).getUTCDate();
  return dateOf(Date.UTC(year + maximumRepeatYears, month - 1, Math.min(day, daysInMonth)) / dayMs);
}

/** The last day a series' dates may fall on: its `until`, but never past its horizon. */
export function lastDayOf(first: string, repetition: Pick<Repetition, "until">): string {
  const horizon = repeatHorizon(first);
  const { until } = repetition;
  return until !== undefined && until < horizon ? until : horizon;
}

/** The day of the week of a calendar date: "2025-10-28" → "tuesday". */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday: index 3 of a week that starts on Monday.
  const index = (((dayNumber(date) + 3) % 7) + 7) % 7;
  return weekdays[index] ?? "monday";
}

/**
 * Every date of a series, skipped ones included, in order: the days of every `every`-th week
 * from the week of `first` (weeks start on Monday), from `first` to its last day (`lastDayOf`).
 */
export function seriesDates(first: string, repetition: Omit<Repetition, "skip">): string[] {
  const start = dayNumber(first);
  const last = dayNumber(lastDayOf(first, repetition));
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

/** The held dates of the series met so far, by their repetition: the build asks for an event's
 * date on every page and list that shows it, in every language, of the same content. */
const heldDatesMet = new WeakMap<Repetition, { first: string; dates: readonly string[] }>();

/** The dates a series takes place on: its dates but the skipped ones. */
export function heldDates(first: string, repetition: Repetition): readonly string[] {
  const met = heldDatesMet.get(repetition);
  if (met?.first === first) return met.dates;
  const skipped = new Set(repetition.skip ?? []);
  const dates = seriesDates(first, repetition).filter((date) => !skipped.has(date));
  heldDatesMet.set(repetition, { first, dates });
  return dates;
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

/** An event's date as instants: that day, at the local hours of its first date in `zone`. */
function occurrenceOn(event: RepeatingTimes, date: string, zone: string): Occurrence {
  return {
    start: localInstant(`${date}T${event.start.slice(11)}`, zone),
    end: localInstant(`${date}T${event.end.slice(11)}`, zone),
  };
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
  const once = { start: localInstant(event.start, zone), end: localInstant(event.end, zone) };
  const dates = event.repeat ? heldDates(event.start.slice(0, 10), event.repeat) : [];
  const firstDate = dates[0];
  const lastDate = dates.at(-1);
  if (firstDate === undefined || lastDate === undefined) {
    return { ...once, ended: once.end <= now, first: once, last: once };
  }
  // The dates' ends come in order: the next date is found in as many of them as a halving
  // search takes, whatever the length of the series (the pages ask for it again and again).
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (occurrenceOn(event, dates[middle] ?? lastDate, zone).end > now) high = middle;
    else low = middle + 1;
  }
  const next = dates[low];
  const last = occurrenceOn(event, lastDate, zone);
  return {
    ...(next === undefined ? last : occurrenceOn(event, next, zone)),
    ended: next === undefined,
    first: occurrenceOn(event, firstDate, zone),
    last,
  };
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
