/**
 * The CMS's list of events: each event by its title and when it takes place, day first
 * ("Robotics Night · 10/03/2031 18:00"), and an event that repeats by its rule ("Weekly meeting ·
 * Every Tuesday, 18:20 (until 30/06/2026)"), not by its first date. Decap CMS words an entry in
 * its list with the collection's `summary`, a template that fills in the entry's values one by
 * one, without a choice between two forms: the words are made here, from the file, and handed to
 * the template as one more value of each event it reads (`listedWhen`), which no field shows, no
 * check reads and no save writes.
 */
import { parse } from "yaml";
import { eventFiles } from "../../app/lib/content-collections";
import { weekdays, weekdayList, type Weekday } from "../../app/lib/event-recurrence";
import { languageInfo } from "../../app/config/languages";
import { messagesOf } from "../../app/i18n/messages";
import { createTranslate } from "../../app/i18n/translate";
import { shownAs } from "./widgets";
import { cmsTexts, type CmsLanguage } from "./words";

/** The value of a listed event that says when it takes place; the events' `summary` in
 * tools/cms-config.ts names it after the title. */
export const listedWhenKey = "listedWhen";

/** The events' `summary`, in the CMS's language: the title, and when (with its separator, so that
 * an entry listed without it, a draft in the editorial workflow, shows its title alone). */
export function eventSummary(language: CmsLanguage): string {
  return `{{title.${language}}}{{${listedWhenKey}}}`;
}

const isWeekday = (day: unknown): day is Weekday => weekdays.includes(day as Weekday);

/**
 * When an event takes place, as its list says it after the title: " · 10/03/2031 18:00", or for
 * one that repeats " · Every Tuesday, 18:20 (until 30/06/2026)"; "" when the file says no date.
 */
export function listedWhen(data: unknown, language: CmsLanguage): string {
  const event = (data ?? {}) as { start?: unknown; repeat?: unknown };
  if (typeof event.start !== "string" || !event.start.trim()) return "";
  const { day, time } = shownAs(event.start.trim());
  const repeat = (event.repeat ?? undefined) as
    { days?: unknown; every?: unknown; until?: unknown } | undefined;
  const days = Array.isArray(repeat?.days) ? repeat.days.filter(isWeekday) : [];
  if (days.length === 0) return ` · ${`${day} ${time}`.trim()}`;
  const t = createTranslate(messagesOf(language), languageInfo[language].locale);
  const every = typeof repeat?.every === "number" && repeat.every > 1 ? repeat.every : 1;
  const rule = t(every === 1 ? "repeatsWeekly" : "repeatsEveryWeeks", {
    days: weekdayList(days, language),
    weeks: every,
    count: every,
    time,
  });
  const until = typeof repeat?.until === "string" ? shownAs(repeat.until).day : "";
  return ` · ${until ? `${rule} (${cmsTexts[language].until(until)})` : rule}`;
}

/** A file as Decap CMS's backends list it: its path and its text. */
interface ListedFile {
  file?: { path?: string };
  data?: unknown;
  [other: string]: unknown;
}

/** An event's file as listed, with when it takes place as one more value at its end. */
export function withListedWhen(entry: ListedFile, language: CmsLanguage): ListedFile {
  const path = entry.file?.path ?? "";
  if (!path.startsWith(`${eventFiles.folder}/`) || typeof entry.data !== "string") return entry;
  let data: unknown;
  try {
    data = parse(entry.data);
  } catch {
    return entry; // A file with a YAML mistake is listed as it is; its form says what is wrong.
  }
  const when = listedWhen(data, language);
  if (!when || !data || typeof data !== "object" || Array.isArray(data)) return entry;
  const text = entry.data.endsWith("\n") ? entry.data : `${entry.data}\n`;
  return { ...entry, data: `${text}${listedWhenKey}: ${JSON.stringify(when)}\n` };
}

/** An entry's data without the value only the lists read: what is checked and saved. */
export function withoutListedWhen<Data>(data: Data): Data {
  if (!data || typeof data !== "object" || !(listedWhenKey in data)) return data;
  const { [listedWhenKey]: _listed, ...rest } = data as Record<string, unknown>;
  return rest as Data;
}

/** What this needs of a Decap CMS backend: the two ways it lists a folder's files, and the way
 * it reads one. */
export interface ListingBackend {
  entriesByFolder?: (...args: never[]) => Promise<ListedFile[]>;
  allEntriesByFolder?: (...args: never[]) => Promise<ListedFile[]>;
  getEntry?: (path: string) => Promise<{ data?: unknown }>;
}

/**
 * Makes a backend list each event with when it takes place (its list's sorting and search read
 * the same), and read it so when the CMS opens it: Decap CMS's list then shows the entry as the
 * editor last read it. The value is never saved (`withoutListedWhen`, tools/cms-browser/saving.ts)
 * nor checked (tools/cms-browser/setup.ts).
 */
export function listEventsWithDates(made: object, language: CmsLanguage) {
  const backend = made as ListingBackend;
  for (const method of ["entriesByFolder", "allEntriesByFolder"] as const) {
    const list = backend[method]?.bind(backend);
    if (!list) continue;
    backend[method] = (async (...args: never[]) =>
      (await list(...args)).map((entry) => withListedWhen(entry, language))) as never;
  }
  const read = backend.getEntry?.bind(backend);
  if (read) {
    backend.getEntry = async (path) => {
      const entry = await read(path);
      return withListedWhen({ file: { path }, ...entry }, language);
    };
  }
}
