import { TZDate } from "@date-fns/tz";
import { languageInfo, type Language } from "../config/languages";
import { dateTimeFormat } from "./intl-formats";

/** Every date and time of the site's content is local time in Italy. */
export const siteTimeZone = "Europe/Rome";

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

/** The instants of the local times met so far: the content check and the build ask for each
 * event's start and end again and again, in every language, and each answer takes the time
 * zone's rules. */
const romeInstants = new Map<string, number>();

/** The instant (ms since the epoch) of a local time in Italy: "2025-10-28T18:20" → 17:20 UTC. */
export function romeInstant(localDateTime: string): number {
  const known = romeInstants.get(localDateTime);
  if (known !== undefined) return known;
  const match = localDateTimePattern.exec(localDateTime);
  if (!match) throw new RangeError(`"${localDateTime}" is not a date-time like 2025-10-28T18:20`);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = checked(
    match.slice(1).map(Number),
    localDateTime,
  );
  const instant = new TZDate(year, month - 1, day, hour, minute, siteTimeZone).getTime();
  romeInstants.set(localDateTime, instant);
  return instant;
}

/** The instant a day ends in Italy (midnight that starts the next day): deadlines close then. */
export function endOfRomeDay(localDate: string): number {
  if (!isLocalDate(localDate)) throw new RangeError(`"${localDate}" is not a date like 2024-10-24`);
  const [year = 0, month = 0, day = 0] = localDate.split("-").map(Number);
  return new TZDate(year, month - 1, day + 1, 0, 0, siteTimeZone).getTime();
}

/** The instant a day starts in Italy. */
export function startOfRomeDay(localDate: string): number {
  return romeInstant(`${localDate}T00:00`);
}

/** One part of an instant in Italy, in a language's words ("28", "October", "ott"). */
function romePart(instant: number, language: Language, part: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: siteTimeZone,
    ...part,
  }).format(instant);
}

/**
 * A day's number, month and year as the language writes them in a date, the month and the year
 * with what joins each to the part before it, so that ranges keep each language's punctuation,
 * case and words: "5" " December" " 2025" in English, "5." " Dezember" in German, "5"
 * " Δεκεμβρίου" (the genitive) in Greek, "5" " de diciembre" " de 2025" in Spanish.
 */
function romeParts(instant: number, language: Language) {
  const parts = dateTimeFormat(languageInfo[language].locale, {
    timeZone: siteTimeZone,
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
  const day = `${value("day")}${dayMark}`;
  const month = `${after("day").slice(dayMark.length)}${value("month")}`;
  return { day, month, year: `${after("month")}${value("year")}` };
}

/**
 * When an event happens, for people: "Tuesday, 28 October 2025" or "5–8 December 2025"
 * (in Italian "martedì 28 ottobre 2025", "5–8 dicembre 2025", in Spanish "5–8 de diciembre de
 * 2025"). The languages with interface words write the day before the month, which the ranges
 * rely on.
 */
export function formatEventDays(start: number, end: number, language: Language): string {
  if (sameRomeDay(start, end)) {
    return dateTimeFormat(languageInfo[language].locale, {
      timeZone: siteTimeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(start);
  }
  const from = romeParts(start, language);
  const to = romeParts(end, language);
  if (from.year !== to.year) {
    return `${from.day}${from.month}${from.year} – ${to.day}${to.month}${to.year}`;
  }
  if (from.month !== to.month) return `${from.day}${from.month} – ${to.day}${to.month}${to.year}`;
  return `${from.day}–${to.day}${to.month}${to.year}`;
}

/** The hours of a one-day event: "16:00–18:30"; undefined for an event over several days. */
export function formatEventHours(
  start: number,
  end: number,
  language: Language,
): string | undefined {
  if (!sameRomeDay(start, end)) return undefined;
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: siteTimeZone,
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
): { day: string; month: string; date: string } {
  const part = (options: Intl.DateTimeFormatOptions) => romePart(instant, language, options);
  return {
    day: part({ day: "numeric" }),
    month: part({ month: "short" }).replace(/\.$/, ""),
    date: romeLocalDateTime(instant).slice(0, 10),
  };
}

/** A calendar date for people: "24 October 2024" / "24 ottobre 2024". */
export function formatDate(localDate: string, language: Language): string {
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: siteTimeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(startOfRomeDay(localDate));
}

/** A day and month for people, without the year: "21 November" / "21 novembre". */
export function formatDayMonth(instant: number, language: Language): string {
  const { day, month } = romeParts(instant, language);
  return `${day}${month}`;
}

/** The year of an instant in Italy: 2025. */
export function romeYear(instant: number): number {
  return Number(romeLocalDateTime(instant).slice(0, 4));
}

/** An instant with its offset, as schema.org and calendars want: "2025-10-28T18:20:00+01:00". */
export function isoWithOffset(instant: number): string {
  return new TZDate(instant, siteTimeZone).toISOString().replace(/\.\d{3}(?=[+-])/, "");
}

/** The local time in Italy of an instant, written as in content: "2025-10-28T18:20". */
export function romeLocalDateTime(instant: number): string {
  const date = new TZDate(instant, siteTimeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Whether a local time exists in Italy: not the hour skipped when the clocks go forward. */
export function existsInRome(localDateTime: string): boolean {
  return romeLocalDateTime(romeInstant(localDateTime)) === localDateTime;
}

/** Whether two instants fall on the same day in Italy. */
export function sameRomeDay(a: number, b: number): boolean {
  return romeLocalDateTime(a).slice(0, 10) === romeLocalDateTime(b).slice(0, 10);
}

/** A time of day for people: "09:00". */
export function formatTime(instant: number, language: Language): string {
  return dateTimeFormat(languageInfo[language].locale, {
    timeZone: siteTimeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}
