/**
 * The next edition of an event (`npm run next-edition`): its address, its series' name, its dates
 * moved by as many days as its start, and the texts a board member must rewrite for it. Pure:
 * scripts/next-edition.ts reads and writes the files.
 */
import type { z } from "zod";
import { isLocalDate, isLocalDateTime } from "./dates";
import { daysBetween } from "./event-recurrence";
import { maximumSlugLength } from "./content-schema";
import { elementOf, fieldPath, shapeOf, unwrap } from "./schema-walk";

/** A year written in a slug or a text: 1900 to 2099, as a word of its own. */
const yearWord = /(?<![0-9A-Za-z])(19|20)\d{2}(?![0-9A-Za-z])/;

/**
 * The new edition's address: the old one with its year replaced by the new year
 * (`student-tech-clash-2024` → `student-tech-clash-2025`), or the new year appended
 * (`student-tech-clash` → `student-tech-clash-2025`). Undefined when that gives the old address
 * (two editions in one year) or one longer than an address may be.
 */
export function nextEditionSlug(oldSlug: string, newYear: number): string | undefined {
  const slug = yearWord.test(oldSlug)
    ? oldSlug.replace(yearWord, String(newYear))
    : `${oldSlug}-${newYear}`;
  return slug === oldSlug || slug.length > maximumSlugLength ? undefined : slug;
}

/** A series' name made from an edition's address: its year left out, in small letters
 * (`Student-Tech-Clash-2024` → `student-tech-clash`). */
export function seriesNameFor(slug: string): string {
  const withoutYear = slug
    .replace(yearWord, "")
    .replace(/--+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return withoutYear || slug.toLowerCase();
}

/** A date (2025-03-05) or a date and time (2025-03-05T09:00) moved by whole days; the time kept. */
export function shiftDate(value: string, days: number): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}${value.slice(10)}`;
}

/** The texts that speak of an edition as a whole, rewritten for every edition whatever they say:
 * what the events list, calendars and search engines show of it. Each page needs its own (the
 * content check refuses two pages with the same), so the copy gets a stand-in that differs. */
export const editionTexts = ["title", "summary", "page.intro"] as const;

/**
 * A text of the new edition (`oldDates`: the old edition's, its start first): its years moved by as many years as its start
 * ("Student Tech Clash 2024" → "Student Tech Clash 2025"), and, for a text every page needs its
 * own (`editionTexts`) that still reads as the old one, the new year after it: "Student Tech Clash
 * 2025" for a title, "... (2025)" for a description. A stand-in, listed among the texts to
 * rewrite.
 */
export function nextEditionText(
  text: string,
  field: string,
  oldDates: readonly string[],
  newStart: string,
): string {
  const years = Number(newStart.slice(0, 4)) - Number(oldDates[0]?.slice(0, 4) ?? newStart);
  const oldYears = new Set(oldDates.map((date) => date.slice(0, 4)));
  const moved = text.replace(new RegExp(yearWord.source, "g"), (year) =>
    oldYears.has(year) ? String(Number(year) + years) : year,
  );
  if (moved !== text || !(editionTexts as readonly string[]).includes(field)) return moved;
  const newYear = newStart.slice(0, 4);
  return field === "title" ? `${text} ${newYear}` : `${text} (${newYear})`;
}

/** Fields copied as they are: the address and series (set apart), the list of example values
 * (carried over), and the recap, which the new edition does not have. */
const leftAlone = new Set(["slug", "series", "examples", "recap"]);

type Path = readonly (string | number)[];

/** A date or date-time field of the old edition and its value. */
export interface DatedField {
  path: Path;
  value: string;
}

/** A text's field, as the content check names it (`page.intro`) and as a path. */
export interface TextField {
  field: string;
  path: Path;
}

/** What changes from one edition to the next. */
export interface EditionChanges {
  /** Every date and date-time, with its new value. */
  dates: (DatedField & { moved: string })[];
  /** The texts to rewrite, by their field as the content check names it (`page.intro`). */
  textsToRewrite: TextField[];
}

/** A text in every language (`{ en, it }`), or a list in every language: its schema's fields are
 * the site's languages. */
function isTextInLanguages(schema: z.ZodType, languages: readonly string[]): boolean {
  const shape = shapeOf(schema);
  if (!shape) return false;
  const keys = Object.keys(shape);
  return keys.length === languages.length && languages.every((language) => language in shape);
}

/** The words of every part of a text, a list's items joined. */
function wordsOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(wordsOf).join("\n");
  return "";
}

/** The name of a date's month in a language ("March", "marzo"). */
function monthName(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether a text mentions one of the old edition's dates or its years: a year (2025), a date as
 * the file writes it (2025-03-05), or a day with its month's name in the text's language
 * ("5 March", "March 5th", "5 marzo").
 */
export function mentionsDates(text: string, dates: readonly string[], language?: string): boolean {
  const years = new Set(dates.map((date) => date.slice(0, 4)));
  for (const year of years) {
    if (new RegExp(`(?<![0-9A-Za-z])${year}(?![0-9A-Za-z])`).test(text)) return true;
  }
  for (const date of dates) {
    const day = String(Number(date.slice(8, 10)));
    if (text.includes(date.slice(0, 10))) return true;
    const months = new Set([
      monthName(date, "en"),
      ...(language ? [monthName(date, language)] : []),
    ]);
    for (const month of months) {
      const name = escapeRegExp(month);
      const dayWord = `(?<!\\d)${day}(?:st|nd|rd|th|\\.)?`;
      const written = new RegExp(
        `${dayWord}\\s+(?:of\\s+|de\\s+|di\\s+)?${name}|${name}\\s+${dayWord}(?!\\d)`,
        "i",
      );
      if (written.test(text)) return true;
    }
  }
  return false;
}

/** Every date and date-time of an event's data, by its schema: fields marked `date` or
 * `datetime`, and lists of dates (skipped dates). The recap is left out. */
export function datedFields(schema: z.ZodType, data: unknown, path: Path = []): DatedField[] {
  if (data === undefined || (path.length === 1 && leftAlone.has(String(path[0])))) return [];
  const { meta } = unwrap(schema);
  if (typeof data === "string") {
    // A field the schema marks as a date, or an item of a list of dates (the skipped dates).
    const dated = meta.date || meta.datetime || typeof path.at(-1) === "number";
    return dated && (isLocalDate(data) || isLocalDateTime(data)) ? [{ path, value: data }] : [];
  }
  const shape = shapeOf(schema);
  const element = elementOf(schema);
  if (shape && typeof data === "object" && data !== null && !Array.isArray(data)) {
    return Object.entries(shape).flatMap(([key, field]) =>
      datedFields(field, (data as Record<string, unknown>)[key], [...path, key]),
    );
  }
  if (element && Array.isArray(data)) {
    return data.flatMap((item, index) => datedFields(element, item, [...path, index]));
  }
  return [];
}

/**
 * The texts of an event to rewrite for its next edition: those that speak of the edition as a
 * whole (`editionTexts`), and every other text that mentions one of its dates or years (a
 * title "Student Tech Clash 2024", a form's address ending in -2024, "applications close on
 * 5 March"). A text in every language is named once (`title`, not `title.en`); pictures' file
 * names, dates and the recap are left out.
 */
export function textsToRewrite(
  schema: z.ZodType,
  data: unknown,
  languages: readonly string[],
  dates: readonly string[],
  path: Path = [],
): TextField[] {
  if (data === undefined || (path.length === 1 && leftAlone.has(String(path[0])))) return [];
  const { meta } = unwrap(schema);
  const field = fieldPath(path);
  const always = (editionTexts as readonly string[]).includes(field);
  if (isTextInLanguages(schema, languages) && typeof data === "object" && data !== null) {
    const mentions = Object.entries(data).some(([language, value]) =>
      mentionsDates(wordsOf(value), dates, language),
    );
    return always || mentions ? [{ field, path }] : [];
  }
  if (typeof data === "string") {
    if (meta.folder || meta.date || meta.datetime || isLocalDate(data) || isLocalDateTime(data)) {
      return [];
    }
    return always || mentionsDates(data, dates) ? [{ field, path }] : [];
  }
  const shape = shapeOf(schema);
  const element = elementOf(schema);
  if (shape && typeof data === "object" && data !== null && !Array.isArray(data)) {
    return Object.entries(shape).flatMap(([key, inner]) =>
      textsToRewrite(inner, (data as Record<string, unknown>)[key], languages, dates, [
        ...path,
        key,
      ]),
    );
  }
  if (element && Array.isArray(data)) {
    return data.flatMap((item, index) =>
      textsToRewrite(element, item, languages, dates, [...path, index]),
    );
  }
  return [];
}

/** Why a new start date cannot be the next edition's, in words; undefined when it can. */
export function newStartProblem(newStart: string, oldEnd: string): string | undefined {
  if (!isLocalDate(newStart)) {
    return `the new edition's date must be a date like 2027-03-05, not "${newStart}"`;
  }
  if (newStart <= oldEnd.slice(0, 10)) {
    return `the new edition's date must be after the old edition, which ends on ${oldEnd.slice(0, 10)}, not ${newStart}`;
  }
  return undefined;
}

/** The next edition's dates and the texts to rewrite, for an event starting on `newStart`. */
export function editionChanges(
  schema: z.ZodType,
  data: { start: string },
  languages: readonly string[],
  newStart: string,
): EditionChanges {
  const days = daysBetween(data.start.slice(0, 10), newStart);
  const dated = datedFields(schema, data);
  return {
    dates: dated.map((field) => ({ ...field, moved: shiftDate(field.value, days) })),
    textsToRewrite: textsToRewrite(
      schema,
      data,
      languages,
      dated.map((field) => field.value),
    ),
  };
}

/**
 * An event file's text with `series: <name>` added after its title, every other line as it was
 * (the old edition's file keeps its comments and its line breaks). At the end when it has no title.
 */
export function withSeries(source: string, series: string): string {
  const lines = source.split("\n");
  const title = lines.findIndex((line) => /^title\s*:/.test(line));
  // The next top-level line after the title's: a key, a comment or a document's end.
  let next =
    title === -1 ? -1 : lines.findIndex((line, index) => index > title && /^\S/.test(line));
  if (next === -1) next = lines.at(-1) === "" ? lines.length - 1 : lines.length;
  return [...lines.slice(0, next), `series: ${series}`, ...lines.slice(next)].join("\n");
}

/** An event file's text without its top-level `flagship` line. */
export function withoutFlagship(source: string): string {
  return source.replace(/^flagship\s*:.*\n?/m, "");
}
