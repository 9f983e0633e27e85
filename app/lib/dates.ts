import { TZDate } from "@date-fns/tz";
import { languageInfo, type Language } from "../config/languages";
import { dateTimeFormat } from "./intl-formats";

/*
 * Every date and time of the content is local time in the chapter's time zone (the identity's
 * `timeZone`, app/config/time-zone.ts): each function that turns one into an instant, or an
 * instant into words, is given that zone (an IANA name such as "Europe/Lisbon").
 */

const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function checked(parts: number[], text: string): number[] {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  if (!valid) throw new RangeError(`"${text}" is not a real date and time`);
  return [year, month, day, hour, minute];
}

/** Whether a text is a local date-time such as "2025-10-28T18:20" that exists in the calendar. */
export function isLocalDateTime(text: string): boolean {
  const match = localDateTimePattern.exec(text);
  if (!match) return false;
  try {
    checked(match.slice(1).map(Number), text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a text is a calendar date such as "2024-10-24" that exists. */
export function isLocalDate(text: string): boolean {
  return isLocalDateTime(`${text}T00:00`) && localDatePattern.test(text);
}

/** The instants of the local times met so far, by zone: the content check and the build ask for
 * each event's start and end again and again, in every language, and each answer takes the time
 * zone's rules. */
const localInstants = new Map<string, number>();

/** The instant (ms since the epoch) of a local time in a zone: "2025-10-28T18:20" in Europe/Rome
 * is 17:20 UTC, in Europe/Lisbon 18:20 UTC. */
export function localInstant(localDateTime: string, zone: string): number {
  const key = `${zone} ${localDateTime}`;
  const known = localInstants.get(key);
  if (known !== undefined) return known;
  const match = localDateTimePattern.exec(localDateTime);
  if (!match) throw new RangeError(`"${localDateTime}" is not a date-time like 2025-10-28T18:20`);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = checked(
    match.slice(1).map(Number),
    localDateTime,
  );
  const instant = new TZDate(year, month - 1, day, hour, minute, zone).getTime();
  localInstants.set(key, instant);
  return instant;
}

/** The instant a day ends in a zone (midnight that starts the next day): deadlines close then. */
export function endOfLocalDay(localDate: string, zone: string): number {
  if (!isLocalDate(localDate)) throw new RangeError(`"${localDate}" is not a date like 2024-10-24`);
  const [year = 0, month = 0, day = 0] = localDate.split("-").map(Number);
  return new TZDate(year, month - 1, day + 1, 0, 0, zone).getTime();
}

/** The instant a day starts in a zone. */
export function startOfLocalDay(localDate: string, zone: string): number {
  return localInstant(`${localDate}T00:00`, zone);
}

/** One part of an instant in a zone, in a language's words ("28", "October", "ott"). */
function localPart(
  instant: number,
  language: Language,
  zone: string,
  part: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(languageInfo[language].locale, { timeZone: zone, ...part }).format(instant);
}

/** The first of a month as a language writes it in a date where the number alone would read
 * wrong: Italian "1º ottobre" ("il 1º ottobre", never "il 1 ottobre"). */
const firstOfMonth: Readonly<Record<string, string>> = { it: "1º" };

/** A day's number as the language writes it in a date: "1º" for the first in Italian. */
function dayInDate(day: string, language: Language): string {
  return day === "1" ? (firstOfMonth[language] ?? day) : day;
}

/** A formatted date with its day's number as the language writes it in a date (`dayInDate`). */
function withDayInDate(parts: Intl.DateTimeFormatPart[], language: Language): string {
  return parts
    .map((part) => (part.type === "day" ? dayInDate(part.value, language) : part.value))
    .join("");
}

/**
 * A day's number, month and year as the language writes them in a date, the month and the year
 * with what joins each to the part before it, so that ranges keep each language's punctuation,
 * case and words: "5" " December" " 2025" in English, "5." " Dezember" in German, "5"
 * " Δεκεμβρίου" (the genitive) in Greek, "5" " de diciembre" " de 2025" in Spanish.
 */
function localParts(instant: number, language: Language, zone: string) {
  const parts = dateTimeFormat(languageInfo[language].locale, {
    timeZone: zone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? "";
  const after = (type: Intl.DateTimeFormatPartTypes) => {
    const part = parts[parts.findIndex((candidate) => candidate.type === type) + 1];
    return part?.type === "literal" ? part.value : " ";
  };
  const dayMark = after("day").startsWith(".") ? "." : "";
  const day = `${dayInDate(value("day"), language)}${dayMark}`;
  // The first day of a range within one month stays a bare number: "1–3 ottobre".
  const numberedDay = `${value("day")}${dayMark}`;
  const month = `${after("day").slice(dayMark.length)}${value("month")}`;
  return { day, numberedDay, month, year: `${after("month")}${value("year")}` };
}

/**
 * When an event happens, for people, on the zone's calendar: "Tuesday, 28 October 2025" or
 * "5–8 December 2025" (in Italian "martedì 28 ottobre 2025", "5–8 dicembre 2025", in Spanish
 * "5–8 de diciembre de 2025"). The languages with interface words write the day before the
 * month, which the ranges rely on.
 */
export function formatEventDays(
  start: number,
  end: number,
  language: Language,
  zone: string,
): string {
  if (sameLocalDay(start, end, zone)) {
    const parts = dateTimeFormat(languageInfo[language].locale, {
      timeZone: zone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).formatToParts(start);
    return withDayInDate(parts, language);
  }
  const from = localParts(start, language, zone);
  const to = localParts(end, language, zone);
  if (from.year !== to.year) {
    return `${from.day}${from.month}${from.year} – ${to.day}${to.month}${to.year}`;
  }
  if (from.month !== to.month) return `${from.day}${from.month} – ${to.day}${to.month}${to.year}`;
  return `${from.numberedDay}–${to.day}${to.month}${to.year}`;
}

/** The hours of a one-day event on the zone's clock: "16:00–18:30"; undefined for an event over
 * several days. */
export function formatEventHours(
  start: number,
  end: number,
  language: Language,
  zone: string,
): string | undefined {
  if (!sameLocalDay(start, end, zone)) return undefined;
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatRange(start, end);
}

/** The start of an event for a date badge: its day and short month, "28" and "Oct" ("ott"),
 * and its local date for a `<time>` element. */
export function dateBadge(
  instant: number,
  language: Language,
  zone: string,
): { day: string; month: string; date: string } {
  const part = (options: Intl.DateTimeFormatOptions) => localPart(instant, language, zone, options);
  return {
    day: part({ day: "numeric" }),
    month: part({ month: "short" }).replace(/\.$/, ""),
    date: localDateTimeOf(instant, zone).slice(0, 10),
  };
}

/** A calendar date for people: "24 October 2024" / "24 ottobre 2024". A day of the calendar is
 * the same in every zone. */
export function formatDate(localDate: string, language: Language): string {
  if (!isLocalDate(localDate)) throw new RangeError(`"${localDate}" is not a date like 2024-10-24`);
  const parts = dateTimeFormat(languageInfo[language].locale, {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).formatToParts(Date.parse(`${localDate}T00:00:00Z`));
  return withDayInDate(parts, language);
}

/** A day and month for people, without the year: "21 November" / "21 novembre". */
export function formatDayMonth(instant: number, language: Language, zone: string): string {
  const { day, month } = localParts(instant, language, zone);
  return `${day}${month}`;
}

/** The year of an instant in a zone: 2025. */
export function localYear(instant: number, zone: string): number {
  return Number(localDateTimeOf(instant, zone).slice(0, 4));
}

/** An instant with the zone's offset at that instant, as schema.org wants it:
 * "2025-10-28T18:20:00+01:00" in Europe/Rome, "2025-10-28T18:20:00+00:00" in Europe/Lisbon. */
export function isoWithOffset(instant: number, zone: string): string {
  return new TZDate(instant, zone).toISOString().replace(/\.\d{3}(?=[+-])/, "");
}

/** The local time in a zone of an instant, written as in content: "2025-10-28T18:20". */
export function localDateTimeOf(instant: number, zone: string): string {
  const date = new TZDate(instant, zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Whether a local time exists in a zone: not one of the hour skipped when the clocks go
 * forward. */
export function existsInZone(localDateTime: string, zone: string): boolean {
  return localDateTimeOf(localInstant(localDateTime, zone), zone) === localDateTime;
}

/**
 * The hour a local time falls in when the clocks skip it, on the clock as it reads just before
 * and just after they go forward: { from: "02:00", to: "03:00" } for 02:30 on 29 March 2026 in
 * Europe/Rome, { from: "01:00", to: "02:00" } for 01:30 that night in Europe/Lisbon; undefined
 * for a time that exists.
 */
export function skippedHour(
  localDateTime: string,
  zone: string,
): { from: string; to: string } | undefined {
  if (existsInZone(localDateTime, zone)) return undefined;
  // The clocks go forward within a day around the time: find the minute they do.
  const around = Date.parse(`${localDateTime}:00Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${localDateTimeOf(instant, zone)}:00Z`) - instant;
  let before = around - 24 * 60 * 60 * 1000;
  let after = around + 24 * 60 * 60 * 1000;
  const offsetBefore = offsetAt(before);
  while (after - before > 60_000) {
    const middle = before + Math.floor((after - before) / 120_000) * 60_000;
    if (offsetAt(middle) === offsetBefore) before = middle;
    else after = middle;
  }
  const clock = (instant: number) => new Date(instant).toISOString().slice(11, 16);
  return { from: clock(after + offsetBefore), to: clock(after + offsetAt(after)) };
}

/** Whether two instants fall on the same day in a zone. */
export function sameLocalDay(a: number, b: number, zone: string): boolean {
  return localDateTimeOf(a, zone).slice(0, 10) === localDateTimeOf(b, zone).slice(0, 10);
}

/** A time of day for people, on the zone's clock: "09:00". */
export function formatTime(instant: number, language: Language, zone: string): string {
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}
