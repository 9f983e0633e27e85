/**
 * The rules a content file must follow that can be checked on its data alone: its schema, an
 * event's dates and address, the placeholders, Markdown and links of its texts, the lengths of
 * an event's introduction and outcome. The build applies them to every file
 * (server/content.server.ts, which adds the rules across files and those that read pictures);
 * the CMS applies the same ones to the file being edited, before it saves
 * (tools/cms-browser/setup.ts), so that it refuses what the build would refuse.
 *
 * No file system, nothing of Node: the CMS runs this in the browser.
 */
import type { z } from "zod";
import { identitySchema, type Identity } from "../lib/identity-schema";
import { languages } from "../config/languages";
import { siteTimeZone } from "../config/time-zone";
import { pagePaths } from "../config/pages";
import type { IdentityFigure } from "../lib/schema-fields";
import { feedSlugs } from "../lib/calendar-feeds";
import {
  characterLabel,
  codePointOf,
  firstUnwantedCharacter,
  lineBreakOrTab,
  maxStackedMarks,
  type UnwantedKind,
} from "../lib/characters";
import { linkProblem, linkTextProblem } from "../lib/content-links";
import { eventFiles, isPageText, namedFiles, type NamedFile } from "../lib/content-collections";
import {
  eventKinds,
  eventSchema,
  minimumDescriptionLength,
  type EventContent,
} from "../lib/content-schema";
import { isLocalDate, isLocalDateTime, localInstant, skippedHour } from "../lib/dates";
import {
  lastDayOf,
  maximumRepeatYears,
  maximumSkippedDates,
  repeatHorizon,
  seriesDates,
  weekdayOf,
  weekdays,
  type Weekday,
} from "../lib/event-recurrence";
import { identityPlaceholderNames, identityValueFields } from "../lib/identity-values";
import { linksWithWordsOf, parseMarkdown } from "../lib/markdown";
import { interpolate, placeholdersOf } from "../lib/placeholders";
import { renamedFieldsIn, renamedMessage, renamedPath } from "../lib/renamed-fields";
import { plainText } from "../lib/rich-text";
import { closest, describeIssue, schemaAt, visitFields } from "../lib/schema-walk";
import { eventDescriptions } from "../content-texts/event-descriptions";
import { visitTexts } from "../content-texts/file-texts";
import {
  eventPlaceholders,
  eventValueFields,
  eventTextValues,
  unavailablePlaceholders,
} from "../content-texts/event-placeholders";

/** A mistake in a file the board edits. */
export interface ContentProblem {
  file: string;
  /** The field, as a path: `page.sections[1].text.it`; none for the file as a whole. */
  field?: string;
  message: string;
}

/** The one line a problem is told in. */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

/** Where the checks tell what they find. */
export class Collector {
  problems: ContentProblem[] = [];
  warnings: ContentProblem[] = [];
  add(file: string, field: string | undefined, message: string) {
    this.problems.push({ file, field, message });
  }
  warn(file: string, field: string | undefined, message: string) {
    this.warnings.push({ file, field, message });
  }
}

/**
 * A file's data without its empty values (blank texts, `null`, empty lists and groups): an empty
 * field is a field left out, as a CMS writes one that was cleared. A required one is then told
 * as missing.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (value === null) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmptyValues).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmptyValues(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** A file's data (already without empty values) against its schema: the data when it is right,
 * every mistake told otherwise. A field under a name it had before (lib/renamed-fields.ts) is
 * told with its new name, once: its new name is not told missing too. */
export function checkSchema<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  raw: unknown,
  report: Collector,
): z.output<Schema> | undefined {
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const renamed = renamedFieldsIn(file);
  const underOldName = new Set(
    renamed.filter((field) => valueAt(raw, field.from) !== undefined).map((field) => field.to),
  );
  for (const issue of result.error.issues) {
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    for (const { field, message } of describeIssue(issue, schemaAt(schema, issue.path))) {
      const old = renamed.find((candidate) => candidate.from === field);
      if (old) report.add(file, field, renamedMessage(old));
      else if (!(missing && field !== undefined && underOldName.has(field)))
        report.add(file, field, message);
    }
  }
  return undefined;
}

/** Paths of the site that an event's address must not take (compared ignoring case). */
export const reservedSlugs = new Set(
  [
    ...Object.values(pagePaths).map((path) => path.slice(1)),
    ...languages.map((language) => language),
    // `/events.ics` and `/events/...`: the calendar feeds (an event's file is `/<slug>.ics`).
    ...feedSlugs(eventKinds),
    "admin",
    "assets",
    "404",
    "404.html",
    "index",
    "sitemap.xml",
    "robots.txt",
    "favicon.ico",
    "favicon.svg",
    "apple-touch-icon.png",
    "icon-192.png",
    "icon-512.png",
    "_headers",
  ]
    .filter(Boolean)
    .map((slug) => slug.toLowerCase()),
);

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value.trim() : undefined;

/** How each kind of character no text may hold is told (lib/characters.ts). */
const unwantedCharacters: Record<UnwantedKind, (character: string) => string> = {
  marks: (letter) => {
    const [base = "", ...marks] = Array.from(letter);
    return `holds a letter with ${marks.length} marks stacked on it ("${base}" ${codePointOf(base)}, then ${codePointOf(marks[0] ?? "")}…), which cover the lines around it: a letter carries at most ${maxStackedMarks}, remove the others`;
  },
  control: (c) => `holds an invisible control character (${codePointOf(c)}): remove it`,
  direction: (c) =>
    `holds an invisible direction mark (${codePointOf(c)}) that can make the text read differently from what it is: remove it`,
  replacement: () =>
    `holds "\ufffd" (U+FFFD), the mark of a character lost when the text was saved in another encoding than UTF-8: type that character again`,
  tag: (c) =>
    `holds an invisible tag character (${codePointOf(c)}), which can carry words no reader sees: remove it`,
  surrogate: (c) =>
    `holds half of a character (${codePointOf(c)}), left when a text was cut in the middle of one: type that character again`,
  "private-use": (c) =>
    `holds a private-use character (${codePointOf(c)}), which every font draws differently (often a symbol pasted from a word processor): remove it, or type the character meant`,
  noncharacter: (c) => `holds ${codePointOf(c)}, which is no character: remove it`,
  invisible: (c) => `holds an invisible character (${characterLabel(c)}): remove it`,
};

/**
 * The most characters a text may hold: far more than a person writes in the field (a title is
 * about 60, a long section of a page 3,000), so that only a paste gone wrong or a file made to
 * harm reaches it. A field's own `maxLength` (web addresses, e-mail addresses) replaces the
 * one-line limit.
 */
export const textLengthLimits = { line: 1_000, markdown: 20_000 } as const;

/**
 * Every text is made of characters people can see, within a length people write: a one-line
 * field (a title, a name, an address) holds no line break and no tab; no text holds a control
 * character, an invisible or direction character, a tag, half a character, a private-use
 * character or U+FFFD (lib/characters.ts); a one-line field holds at most
 * `textLengthLimits.line` characters (or its own `maxLength`), a Markdown text
 * `textLengthLimits.markdown`. Texts reach pages, calendar files and e-mail subjects as they
 * are. Runs after the schema's check.
 */
export function checkTextFields(file: string, schema: z.ZodType, raw: unknown, report: Collector) {
  // A field whose schema already refused it (an e-mail address with a line break) is told once.
  const told = new Set(
    report.problems.filter((problem) => problem.file === file).map(({ field }) => field),
  );
  const markdownFields: string[] = [];
  visitFields(schema, raw, ({ field, value, meta }) => {
    if (meta.markdown) markdownFields.push(field);
    if (typeof value !== "string" || told.has(field)) return;
    const markdown = markdownFields.some(
      (text) => field === text || field.startsWith(`${text}.`) || field.startsWith(`${text}[`),
    );
    const content = value.trim();
    const length = Array.from(content).length;
    const limit = markdown ? textLengthLimits.markdown : (meta.maxLength ?? textLengthLimits.line);
    if (length > limit) {
      report.add(
        file,
        field,
        markdown
          ? `is ${length} characters long: a text holds at most ${limit} (put the rest in another section)`
          : `is ${length} characters long: this field is one line of at most ${limit} characters`,
      );
      return;
    }
    const unwanted = firstUnwantedCharacter(content);
    if (unwanted) {
      report.add(file, field, unwantedCharacters[unwanted.kind](unwanted.character));
      return;
    }
    if (!markdown && lineBreakOrTab.test(content)) {
      const what = /\t/.test(content) ? "a tab" : "a line break";
      report.add(file, field, `holds ${what}: this field is one line of text`);
    }
  });
}

/**
 * A web address given with the words that show it (a link's `label`, a sponsor's or partner's
 * `name`): words that read as an address name the site it leads to (lib/content-links.ts).
 */
export function checkLinkLabels(file: string, schema: z.ZodType, raw: unknown, report: Collector) {
  visitFields(schema, raw, ({ field, value, parent }) => {
    if (!/(^|\.)url$/.test(field) || typeof value !== "string") return;
    const group = parent as Record<string, unknown>;
    const at = field.slice(0, -"url".length);
    for (const key of ["label", "name"]) {
      const words = group[key];
      const texts =
        typeof words === "string"
          ? [[`${at}${key}`, words]]
          : typeof words === "object" && words !== null
            ? Object.entries(words).map(([language, text]) => [`${at}${key}.${language}`, text])
            : [];
      for (const [where, text] of texts) {
        if (typeof text !== "string" || typeof where !== "string") continue;
        const problem = linkTextProblem(text, value.trim());
        if (problem) report.add(file, where, problem);
      }
    }
  });
}

/**
 * An event's dates and address, on its data as it is, so that they are told even when another
 * field of the file has a mistake: the times exist in the chapter's time zone, the end comes after
 * the start, the deadline and the first day to apply fit the event, the address is no page of the
 * site.
 */
export function checkEventRules(
  file: string,
  raw: unknown,
  report: Collector,
  zone: string = siteTimeZone,
) {
  const data = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const times: Partial<Record<"start" | "end", string>> = {};
  for (const field of ["start", "end"] as const) {
    const value = text(data[field]);
    if (!value || !isLocalDateTime(value)) continue;
    times[field] = value;
    const skipped = skippedHour(value, zone);
    if (skipped) {
      report.add(
        file,
        field,
        `${value} does not exist in ${zone}: the clocks go forward that night, from ${skipped.from} to ${skipped.to}; write a time from ${skipped.to}`,
      );
    }
  }
  const { start, end } = times;
  if (start && end && localInstant(end, zone) <= localInstant(start, zone)) {
    report.add(file, "end", `must be after start (${start})`);
  }
  const lastDay = checkRepetition(file, data.repeat, start, end, report);
  const registration =
    typeof data.registration === "object" && data.registration !== null
      ? (data.registration as Record<string, unknown>)
      : {};
  const date = (value: unknown) => {
    const day = text(value);
    return day && isLocalDate(day) ? day : undefined;
  };
  const deadline = date(registration.deadline);
  const opens = date(registration.opens);
  const endDay = lastDay ?? end?.slice(0, 10);
  if (deadline && endDay && deadline > endDay) {
    report.add(file, "registration.deadline", `must not be after the event ends (${endDay})`);
  }
  if (opens && deadline && opens > deadline) {
    report.add(file, "registration.opens", `must not be after the last day to apply (${deadline})`);
  } else if (opens && start && opens > start.slice(0, 10)) {
    report.add(
      file,
      "registration.opens",
      `must not be after the event starts (${start.slice(0, 10)})`,
    );
  }
  const slug = text(data.slug);
  if (slug && reservedSlugs.has(slug.toLowerCase())) {
    report.add(
      file,
      "slug",
      `"${slug}" is the address of a page or file of the site: choose another`,
    );
  }
}

/**
 * How an event repeats, on its data as it is: its first date is one of its days, its last day
 * is neither before its first date nor past its horizon (`maximumRepeatYears`), it ends on the
 * day it starts, each skipped date is one of its dates, once, and some date is left. Gives the
 * last day of a well-formed series (its `until`, or its horizon without one).
 *
 * Each step is a look-up in a set or a map: a series of five years of days (1,827 dates) with
 * `maximumSkippedDates` skipped is checked in a few milliseconds; a longer skip list, which the
 * schema refuses, is not checked date by date.
 */
function checkRepetition(
  file: string,
  raw: unknown,
  start: string | undefined,
  end: string | undefined,
  report: Collector,
): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const repeat = raw as Record<string, unknown>;
  const until = text(repeat.until);
  const days = Array.isArray(repeat.days)
    ? repeat.days.filter((day): day is Weekday => weekdays.includes(day as Weekday))
    : [];
  const every = typeof repeat.every === "number" && repeat.every >= 1 ? repeat.every : 1;
  if (!start) return undefined;
  const first = start.slice(0, 10);
  let well = true;
  if (end && end.slice(0, 10) !== first) {
    report.add(
      file,
      "end",
      `must be on the day of start (${first}): every date of a repeating event has the same hours`,
    );
    well = false;
  }
  if (days.length > 0 && !days.includes(weekdayOf(first))) {
    report.add(
      file,
      "repeat.days",
      `must include ${weekdayOf(first)}: the first date (start, ${first}) is a ${weekdayOf(first)}`,
    );
    // Its dates are not known: the skipped ones are not told against them.
    return undefined;
  }
  if ((until !== undefined && !isLocalDate(until)) || days.length === 0) return undefined;
  const horizon = repeatHorizon(first);
  if (until !== undefined && until < first) {
    report.add(file, "repeat.until", `must not be before the first date (start, ${first})`);
    return undefined;
  }
  if (until !== undefined && until > horizon) {
    report.add(
      file,
      "repeat.until",
      `${until} is more than ${maximumRepeatYears} years after the first date (start, ${first}): write ${horizon} at the latest, or leave it out for an event that goes on (its dates are then drawn to ${horizon})`,
    );
    return undefined;
  }
  const skip = Array.isArray(repeat.skip) ? repeat.skip : [];
  // The schema tells the list as too long, once.
  if (skip.length > maximumSkippedDates) return undefined;
  const lastDay = lastDayOf(first, { until });
  const dates = seriesDates(first, { every, days, until });
  const known = new Set(dates);
  const seen = new Map<string, number>();
  skip.forEach((value, index) => {
    const day = text(value);
    if (!day || !isLocalDate(day)) return;
    const earlier = seen.get(day);
    if (earlier !== undefined) {
      report.add(
        file,
        `repeat.skip[${index}]`,
        `${day} is skipped already (repeat.skip[${earlier}])`,
      );
      well = false;
      return;
    }
    seen.set(day, index);
    if (known.has(day)) return;
    const span = until
      ? `from ${first} to ${until}`
      : `from ${first} to ${lastDay}, ${maximumRepeatYears} years on, as it has no repeat.until`;
    report.add(
      file,
      `repeat.skip[${index}]`,
      `${day} is not one of the event's dates (a ${weekdayOf(day)}; the event is on ${days.join(", ")}${every > 1 ? ` every ${every} weeks` : ""}, ${span})`,
    );
    well = false;
  });
  if (well && dates.every((date) => seen.has(date))) {
    report.add(file, "repeat.skip", "skips every date of the event: leave some date");
    return undefined;
  }
  return well ? lastDay : undefined;
}

/**
 * A flagship mark is for an event still ahead: the home page leads with it until it ends. A mark
 * on an event that had already ended when its file was last changed is a mistake (the mark put on
 * last year's edition, or left on an event whose file is edited after it). `changedAt` is when the
 * file last changed: for the CMS, now, as it saves; for the build, its last commit (or edit), so
 * that the night after a flagship event ends the build goes on and simply stops leading with it.
 */
export function checkFlagship(
  file: string,
  raw: unknown,
  changedAt: number,
  report: Collector,
  zone: string = siteTimeZone,
) {
  const data = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const repeats = typeof data.repeat === "object" && data.repeat !== null;
  const until = repeats ? text((data.repeat as Record<string, unknown>).until) : undefined;
  const first = text(data.start)?.slice(0, 10);
  const last = text(data.end);
  // A repeating event ends with its last date: at the latest, the end of its last day (its
  // `until`, or its horizon without one).
  const lastDay =
    first && isLocalDate(first) && (until === undefined || isLocalDate(until))
      ? lastDayOf(first, { until })
      : undefined;
  const end = repeats && lastDay ? `${lastDay}T23:59` : last;
  if (data.flagship !== true || !end || !isLocalDateTime(end)) return;
  if (localInstant(end, zone) <= changedAt) {
    report.add(
      file,
      "flagship",
      `the event ended on ${end.slice(0, 10)}: only an event still ahead can be the flagship; remove the mark (or put it on the next edition)`,
    );
  }
}

/**
 * Every text of a file (content-texts/file-texts.ts: a text in each language, each item of a
 * list, at any depth): its placeholders (`names` exist; `unavailable` ones lack what they need,
 * with the reason; none in a field that is itself a placeholder's value, `valueFields`, nor in a
 * text written once for every language, where none is filled); and in a Markdown text (fields
 * marked `markdown` in its schema) what it contains and its links. Placeholders stand for a plain
 * word while checking: their values come from fields checked on their own. `paths` are the
 * site's pages a link may lead to; without them (the CMS, which does not know the other events),
 * links to the site's pages are left to the build.
 */
export function checkTexts(
  file: string,
  schema: z.ZodType,
  data: unknown,
  names: readonly string[],
  unavailable: Record<string, string>,
  paths: Set<string> | undefined,
  report: Collector,
  valueFields: Readonly<Record<string, string>> = {},
) {
  const words = Object.fromEntries(names.map((name) => [name, "x"]));
  visitTexts(schema, data, ({ field, textField, language, text, markdown }) => {
    const used = [...new Set(placeholdersOf(text))];
    const valueOf = valueFields[textField.replace(/\[\d+\]/g, "")];
    if (used.length > 0 && valueOf) {
      report.add(
        file,
        field,
        `uses {{${used[0]}}}, but this field is the value of {{${valueOf}}}, which other texts use: write it out, without placeholders`,
      );
      return;
    }
    if (used.length > 0 && !language) {
      report.add(
        file,
        field,
        `uses {{${used[0]}}}, but placeholders are filled only in texts written in each language (${languages.join(", ")}): write the value itself`,
      );
      return;
    }
    for (const name of used) {
      if (Object.hasOwn(unavailable, name)) {
        report.add(file, field, `uses {{${name}}}, but ${unavailable[name]}`);
      } else if (!names.includes(name)) {
        const meant = closest(name, names);
        report.add(
          file,
          field,
          `uses {{${name}}}, which does not exist; ${
            meant
              ? `did you mean {{${meant}}}?`
              : `known: ${names.map((known) => `{{${known}}}`).join(", ")}`
          }`,
        );
      }
    }
    if (!markdown) return;
    const { blocks, problems } = parseMarkdown(interpolate(text, words), markdown);
    for (const problem of problems) report.add(file, field, problem);
    for (const { href, words } of linksWithWordsOf(blocks)) {
      const problem =
        linkProblem(href, (path) => !paths || paths.has(path)) ?? linkTextProblem(words, href);
      if (problem) report.add(file, field, problem);
    }
  });
}

/** The longest one-line outcome of a recap, placeholders filled: it must fit a card. */
export const maximumOutcomeLength = 180;

/**
 * Each text that becomes an event page's description for search engines on some day of its
 * life (the introduction, the summary once it has ended, the recap: server/event-descriptions)
 * is long enough to be one; a recap's outcome is short enough to be one line of a card. Their placeholders are filled from
 * the event's fields; in a file with another mistake, a text without placeholders is still
 * measured, so that its length is told with the rest.
 */
export function checkEventLengths(
  file: string,
  event: EventContent | undefined,
  raw: unknown,
  identity: Identity | undefined,
  report: Collector,
) {
  for (const language of languages) {
    const values = event && identity ? eventTextValues({ event, language, identity }) : undefined;
    const length = (content: string) =>
      plainText(parseMarkdown(values ? interpolate(content, values) : content, "inline").blocks)
        .length;
    const measured = (path: string): number | undefined => {
      const content = values ? valueAt(event, path) : valueAt(raw, path);
      if (typeof content !== "string" || (!values && placeholdersOf(content).length > 0)) {
        return undefined;
      }
      return length(content);
    };
    const intro = measured(`page.intro.${language}`);
    if (intro !== undefined) {
      if (intro < minimumDescriptionLength) {
        report.add(
          file,
          `page.intro.${language}`,
          `must be at least ${minimumDescriptionLength} characters (it is also the page's description for search engines), not ${intro}`,
        );
      }
    }
    // Once the event has ended, its summary (until the recap is written), then its recap, are
    // the page's description: as long as the introduction must be, whatever the day.
    const described =
      event?.page && identity
        ? eventDescriptions({ ...event, page: event.page }, language, identity)
        : undefined;
    const summary =
      described?.ended.length ??
      (valueAt(raw, "page") === undefined ? undefined : measured(`summary.${language}`));
    if (summary !== undefined && summary < minimumDescriptionLength) {
      report.add(
        file,
        `summary.${language}`,
        `must be at least ${minimumDescriptionLength} characters on an event with a page (once the event has ended, it is the page's description for search engines until the recap is written), not ${summary}`,
      );
    }
    if (described?.recap !== undefined && described.recap.length < minimumDescriptionLength) {
      report.add(
        file,
        `recap.summary.${language}`,
        `with recap.outcome, must make at least ${minimumDescriptionLength} characters (once the event has ended, its outcome and first paragraph are the page's description for search engines), not ${described.recap.length}`,
      );
    }
    const outcome = measured(`recap.outcome.${language}`);
    if (outcome !== undefined) {
      if (outcome > maximumOutcomeLength) {
        report.add(
          file,
          `recap.outcome.${language}`,
          `must be one line of at most ${maximumOutcomeLength} characters (the cards show it whole), not ${outcome}: the rest belongs in recap.summary`,
        );
      }
    }
  }
}

/** The identity's figures have names of their own: one each, and none that a placeholder of
 * the identity or of events already has. */
export function checkFigures(file: string, figures: readonly IdentityFigure[], report: Collector) {
  const taken = new Set<string>([...identityPlaceholderNames, ...Object.keys(eventPlaceholders)]);
  const seen = new Set<string>();
  figures.forEach((figure, index) => {
    const field = `figures[${index}].name`;
    if (taken.has(figure.name)) {
      report.add(
        file,
        field,
        `"${figure.name}" is already a placeholder ({{${figure.name}}}): choose another name`,
      );
    } else if (seen.has(figure.name)) {
      report.add(file, field, `"${figure.name}" is the name of another figure`);
    }
    seen.add(figure.name);
  });
}

/**
 * The home page says each figure once: its texts name no figure that its own figures (`figures`)
 * show, and no figure twice, in either language. (Its partner band shows the partners page's
 * figures that the page has not said yet: routes/home.tsx, `figuresNamedIn`.)
 */
export function checkHomeFigures(
  file: string,
  schema: z.ZodType,
  data: unknown,
  figureNames: readonly string[],
  report: Collector,
) {
  // A figure whose name is taken by a placeholder of the identity is told apart (checkFigures).
  const figures = figureNames.filter(
    (name) => !(identityPlaceholderNames as readonly string[]).includes(name),
  );
  const listed = (data as { figures?: unknown } | undefined)?.figures;
  const shown = new Set(
    Array.isArray(listed) ? listed.filter((name) => typeof name === "string") : [],
  );
  for (const language of languages) {
    const said = new Map<string, string>();
    visitFields(schema, data, ({ field, value, meta }) => {
      if (!meta.markdown || typeof value !== "object" || value === null) return;
      const content = (value as Record<string, unknown>)[language];
      if (typeof content !== "string") return;
      const where = `${field}.${language}`;
      for (const name of placeholdersOf(content)) {
        if (!figures.includes(name)) continue;
        const before = said.get(name);
        if (shown.has(name)) {
          report.add(
            file,
            where,
            `names {{${name}}}, which the page's figures already show (figures): the home page says each figure once, so leave it out here`,
          );
        } else if (before) {
          report.add(
            file,
            where,
            `names {{${name}}} again (${before === where ? "twice here" : `${before} names it`}): the home page says each figure once`,
          );
        } else said.set(name, where);
      }
    });
  }
}

/** The figures that texts name (`{{members}}`), among `figureNames`. */
export function figuresNamedIn(
  texts: readonly string[],
  figureNames: readonly string[],
): Set<string> {
  return new Set(
    texts.flatMap((text) => placeholdersOf(text)).filter((name) => figureNames.includes(name)),
  );
}

/** A page's list of figures names figures of the identity (`identityFile`). */
export function checkFigureNames(
  file: string,
  names: readonly string[],
  known: readonly string[],
  identityFile: string,
  report: Collector,
) {
  names.forEach((name, index) => {
    if (known.includes(name)) return;
    const meant = closest(name, known);
    report.add(
      file,
      `figures[${index}]`,
      `"${name}" is not a figure of ${identityFile}; ${
        meant ? `did you mean ${meant}?` : `known: ${known.join(", ")}`
      }`,
    );
  });
}

/** The partners page shows the chapter's own audience: a figure of the whole network (marked
 * `network: true` in the identity) would pose as the chapter's. */
export function checkChapterFigures(
  file: string,
  names: readonly string[],
  figures: readonly Pick<IdentityFigure, "name" | "network">[],
  identityFile: string,
  report: Collector,
) {
  const chapters = figures.filter((figure) => !figure.network).map((figure) => figure.name);
  names.forEach((name, index) => {
    if (!figures.find((figure) => figure.name === name)?.network) return;
    report.add(
      file,
      `figures[${index}]`,
      `"${name}" is the whole network's figure (network: true in ${identityFile}); name one of the chapter's own: ${chapters.join(", ")}`,
    );
  });
}

/** The value at a field's path as the checks name it (`members[0].name`), if the data has one. */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[/^\d+$/.test(part) ? Number(part) : part];
  }
  return current;
}

/**
 * A file's list of fields that still hold example values: those it names, and a warning for one
 * that names no field of the file (it was removed, and the line can go; or renamed, and the line
 * is to name the field's new name, under which it still counts).
 */
export function checkExamples(file: string, raw: unknown, report: Collector): string[] {
  const examples = valueAt(raw, "examples");
  if (!Array.isArray(examples)) return [];
  const fields: string[] = [];
  examples.forEach((path, index) => {
    if (typeof path !== "string") return;
    if (valueAt(raw, path) === undefined) {
      const renamed = renamedPath(file, path);
      if (renamed && valueAt(raw, renamed.path) !== undefined) {
        report.warn(
          file,
          `examples[${index}]`,
          `"${path}" is ${renamed.path} since ${renamed.field.date}: write the new name in the list`,
        );
        fields.push(renamed.path);
      } else {
        report.warn(
          file,
          `examples[${index}]`,
          `"${path}" is no field of this file: remove it from the list`,
        );
      }
    } else fields.push(path);
  });
  return fields;
}

/**
 * The domains kept for examples that the example chapter uses (RFC 2606: example.org, .com,
 * .net): an address there reaches no one. The top-level domain `.example` is left to tests and
 * to the board guide's sample commands (`info@est-muenchen.example`, decision 0035): the example
 * chapter never uses it, so it is never a value of the example chapter left behind.
 */
const exampleDomain = /(^|[@./\s])example\.(org|com|net)\b/i;

/**
 * The fields of a file holding an address at a domain kept for examples (`info@example.org`,
 * `https://www.example.org/...`), listed in its `examples` or not: such a value is never the
 * chapter's own.
 */
export function exampleAddressFields(raw: unknown, path = ""): string[] {
  if (typeof raw === "string") return exampleDomain.test(raw) ? [path] : [];
  if (Array.isArray(raw)) {
    return raw.flatMap((item, index) => exampleAddressFields(item, `${path}[${index}]`));
  }
  if (typeof raw === "object" && raw !== null) {
    return Object.entries(raw).flatMap(([key, value]) =>
      path === "" && key === "examples"
        ? []
        : exampleAddressFields(value, path === "" ? key : `${path}.${key}`),
    );
  }
  return [];
}

/**
 * The partners an event names (`partners[n]`) and its recap (`recap.partnerOutcomes[n].partner`)
 * are sponsors of the sponsors' file, by their short name (`known`), on the file's data as it is,
 * so that it is told even when another field has a mistake.
 */
export function checkEventPartners(
  file: string,
  raw: unknown,
  known: readonly string[],
  sponsorsFile: string,
  report: Collector,
) {
  const outcomes = valueAt(raw, "recap.partnerOutcomes");
  const named = [
    ...(Array.isArray(outcomes) ? outcomes : []).map((outcome, index) => ({
      field: `recap.partnerOutcomes[${index}].partner`,
      partner: text((outcome as Record<string, unknown> | null)?.partner),
    })),
    // The event's own partners (`partners[n]`), named the same way.
    ...((partners) => (Array.isArray(partners) ? partners : []))(valueAt(raw, "partners")).map(
      (partner, index) => ({ field: `partners[${index}]`, partner: text(partner) }),
    ),
  ];
  named.forEach(({ field, partner }) => {
    if (!partner || known.includes(partner)) return;
    const meant = closest(partner, known);
    report.add(
      file,
      field,
      `"${partner}" is not the short name (id) of a sponsor in ${sponsorsFile}; ${
        meant
          ? `did you mean ${meant}?`
          : known.length > 0
            ? `known: ${known.join(", ")}`
            : "give the sponsor an id there first"
      }`,
    );
  });
}

/** The events quotes are about (`quotes[n].event`) are events of the site, by their address. */
export function checkQuoteEvents(
  file: string,
  raw: unknown,
  slugs: readonly string[],
  report: Collector,
) {
  const quotes = valueAt(raw, "quotes");
  if (!Array.isArray(quotes)) return;
  quotes.forEach((quote, index) => {
    const event = text((quote as Record<string, unknown> | null)?.event);
    if (!event || slugs.includes(event)) return;
    const meant = closest(event, slugs);
    report.add(
      file,
      `quotes[${index}].event`,
      `"${event}" is not the address (slug) of an event${meant ? `; did you mean ${meant}?` : ""}`,
    );
  });
}

/** The names of the figures of an identity file's data, those the schema refused for another
 * reason included. */
export function figureNamesOf(raw: unknown): string[] {
  const figures = (raw as { figures?: unknown } | undefined)?.figures;
  if (!Array.isArray(figures)) return [];
  return figures.flatMap((figure) =>
    typeof (figure as { name?: unknown } | null)?.name === "string"
      ? [(figure as { name: string }).name]
      : [],
  );
}

/** The placeholders a page's texts may use, and an event's (with its own). */
export function placeholderNames(figureNames: readonly string[]) {
  const page = [...identityPlaceholderNames, ...figureNames];
  return { page, event: [...page, ...Object.keys(eventPlaceholders)] };
}

/** What the CMS knows of the site while a file is edited: the identity as it was built. */
export interface EditorContext {
  identity: Identity;
  identityFile: string;
  /** The sponsors' short names as the site was built, which recaps may name. */
  sponsorIds: readonly string[];
  sponsorsFile: string;
  /** The time of the save (default: the clock's); an event that has ended by then cannot be
   * marked as the flagship. */
  now?: number;
}

/** The kinds of file the CMS edits: an event, or a file of lib/content-collections.ts by its
 * name there. */
export type EditedFile = "event" | NamedFile;

function schemaOf(kind: EditedFile): z.ZodType {
  return kind === "event" ? eventFiles.schema : namedFiles[kind].schema;
}

/**
 * Every rule of one file that its data alone can tell, as the CMS checks it before saving: the
 * same rules the build applies to that file, but those across files and those that look inside
 * pictures (tools/cms-rules.ts lists them, with the reason).
 */
export function checkEditedFile(
  kind: EditedFile,
  file: string,
  data: unknown,
  context: EditorContext,
): ContentProblem[] {
  const report = new Collector();
  const schema = schemaOf(kind);
  // A file that may list nothing (a new chapter's team, sponsors, quotes) is right when empty.
  const raw = withoutEmptyValues(data) ?? (schema.safeParse({}).success ? {} : undefined);
  if (raw === undefined) {
    report.add(file, undefined, "is empty");
    return report.problems;
  }
  const figureNames = context.identity.figures.map((figure) => figure.name);
  const names = placeholderNames(figureNames);
  if (kind === "event") {
    const event = checkSchema(file, eventSchema, raw, report);
    checkEventRules(file, raw, report);
    checkFlagship(file, raw, context.now ?? Date.now(), report);
    checkTexts(
      file,
      eventSchema,
      raw,
      names.event,
      event ? unavailablePlaceholders(event) : {},
      undefined,
      report,
      eventValueFields,
    );
    checkEventLengths(file, event, raw, context.identity, report);
    checkEventPartners(file, raw, context.sponsorIds, context.sponsorsFile, report);
  } else if (kind === "identity") {
    const identity = checkSchema(file, identitySchema, raw, report);
    if (identity) checkFigures(file, identity.figures, report);
    // Its own figures' names, as this file gives them, whatever the built site's were.
    const ownNames = placeholderNames(
      identity ? identity.figures.map((figure) => figure.name) : figureNamesOf(raw),
    );
    checkTexts(file, schema, raw, ownNames.page, {}, undefined, report, identityValueFields);
  } else if (isPageText(kind)) {
    const page = checkSchema(file, schema, raw, report);
    checkTexts(file, schema, raw, names.page, {}, undefined, report);
    if (kind === "home") checkHomeFigures(file, schema, raw, figureNames, report);
    const pageFigures = (page as { figures?: readonly string[] } | undefined)?.figures;
    if (pageFigures) checkFigureNames(file, pageFigures, figureNames, context.identityFile, report);
  } else {
    checkSchema(file, schema, raw, report);
    checkTexts(file, schema, raw, names.page, {}, undefined, report);
  }
  checkTextFields(file, schema, raw, report);
  checkLinkLabels(file, schema, raw, report);
  return report.problems;
}
