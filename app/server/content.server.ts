/**
 * Reading and checking everything the board edits: the identity, the team, the sponsors, one
 * file per event and the pages' texts. Every mistake of every file is found in one pass and told
 * in one line, `file: field: what is expected`, before anything else of the build runs
 * (react-router.config.ts). Route loaders read the same checked content.
 *
 * Imported by the build's configuration as well as by route loaders: relative imports only, and
 * nothing that needs Vite's plugins.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { z } from "zod";
import { contentFiles } from "../config/content-files";
import { cmsSettingsSchema, type CmsSettings } from "../config/cms-schema";
import { identitySchema, type Identity } from "../config/identity-schema";
import type { Figure } from "../config/schema-fields";
import { quoted } from "../config/address-rules";
import { languages } from "../config/languages";
import type { PictureUse } from "../config/pictures";
import { pagePaths } from "../config/pages";
import { en } from "../i18n/en";
import { messages } from "../i18n/messages";
import { feedSlugs } from "../lib/calendar-feeds";
import {
  eventKinds,
  eventSchema,
  homePageSchema,
  minimumDescriptionLength,
  partnersPageSchema,
  sponsorsFileSchema,
  teamFileSchema,
  type EventContent,
  type HomePage,
  type PartnersPage,
  type Sponsor,
  type TeamMember,
} from "../lib/content-schema";
import { existsInRome, romeInstant } from "../lib/dates";
import { linkProblem } from "../lib/content-links";
import { restatedFigures } from "../lib/figures";
import { identityPlaceholderNames } from "../lib/identity-values";
import { linksOf, parseMarkdown } from "../lib/markdown";
import { plainText } from "../lib/rich-text";
import { interpolate, placeholdersOf } from "../lib/placeholders";
import {
  eventPlaceholders,
  eventTextValues,
  unavailablePlaceholders,
} from "./event-placeholders.server";
import { closest, describeIssue, schemaAt, visitFields, type FieldMeta } from "../lib/schema-walk";
import { parseYaml } from "./yaml.server";

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

/** An event file, checked. */
export interface EventEntry {
  /** The file, from the project's root. */
  file: string;
  /** The file's name without `.yaml`: the event's lasting identity (calendar UIDs). */
  id: string;
  event: EventContent;
}

export interface SiteContent {
  identity: Identity;
  cms: CmsSettings;
  team: TeamMember[];
  sponsors: Sponsor[];
  events: EventEntry[];
  pages: { home: HomePage; partners: PartnersPage };
}

/** A picture a content file names, for the checks that look inside it. */
export interface PictureReference {
  file: string;
  field: string;
  /** From the project's root. */
  path: string;
  /** What it is used as, which sets its expected size and shape. */
  use: PictureUse;
  /** The focus the content gives it, if any. */
  focus?: string;
}

export interface ContentReport {
  /** The content, when there is no problem. */
  content?: SiteContent;
  /** The identity and the CMS's settings, when their files are right, even if other files have
   * mistakes (the CMS still opens, to mend them). */
  identity?: Identity;
  cms?: CmsSettings;
  /** The events whose file is right and whose address is free, even if other files have
   * mistakes: the development server still shows their pages. */
  events: EventEntry[];
  problems: ContentProblem[];
  /** Things that work but deserve a look (a small picture, a portrait without a focus). */
  warnings: ContentProblem[];
  /** Every picture the content names that exists. */
  pictures: PictureReference[];
}

/** Paths of the site that an event's address must not take (compared ignoring case). */
const reservedSlugs = new Set(
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
    "_headers",
  ]
    .filter(Boolean)
    .map((slug) => slug.toLowerCase()),
);

class Collector {
  problems: ContentProblem[] = [];
  warnings: ContentProblem[] = [];
  pictures: PictureReference[] = [];
  add(file: string, field: string | undefined, message: string) {
    this.problems.push({ file, field, message });
  }
  warn(file: string, field: string | undefined, message: string) {
    this.warnings.push({ file, field, message });
  }
}

/**
 * Reads a YAML file and checks it against its schema: its data when it is right, and what it
 * holds in any case (`raw`), so that its pictures and texts are checked too and every mistake
 * of a file is told at once.
 */
function readFile<Schema extends z.ZodType>(
  root: string,
  file: string,
  schema: Schema,
  report: Collector,
): { data?: z.output<Schema>; raw?: unknown } {
  const path = join(root, file);
  if (!existsSync(path)) {
    report.add(file, undefined, "is missing");
    return {};
  }
  const parsed = parseYaml(readFileSync(path, "utf8"));
  if (!parsed.ok) {
    report.add(file, undefined, parsed.problem);
    return {};
  }
  const raw = withoutEmptyValues(parsed.data);
  if (raw === undefined) {
    report.add(file, undefined, "is empty");
    return {};
  }
  checkPictureFiles(root, file, schema, raw, report);
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return { data: result.data, raw };
  for (const issue of result.error.issues) {
    for (const { field, message } of describeIssue(issue, schemaAt(schema, issue.path))) {
      report.add(file, field, message);
    }
  }
  return { raw };
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

/** The kinds of file each kind of picture may be. */
const pictureExtensions: Record<NonNullable<FieldMeta["picture"]>, string[]> = {
  portrait: [".jpg", ".jpeg", ".png", ".webp"],
  event: [".jpg", ".jpeg", ".png", ".webp"],
  banner: [".jpg", ".jpeg", ".png", ".webp"],
  photo: [".jpg", ".jpeg", ".png", ".webp"],
  recap: [".jpg", ".jpeg", ".png", ".webp"],
  logo: [".svg", ".jpg", ".jpeg", ".png", ".webp"],
};

/** Every picture a file names (fields marked `picture` in its schema) exists in its folder and
 * is of a kind the site can use. A name the schema refuses is told by the schema. */
function checkPictureFiles(
  root: string,
  file: string,
  schema: z.ZodType,
  data: unknown,
  report: Collector,
) {
  visitFields(schema, data, ({ field, value, meta, parent }) => {
    if (!meta.picture || !meta.folder || typeof value !== "string") return;
    const name = value.trim();
    if (!/^[^/\\]+$/.test(name)) return;
    const extensions = pictureExtensions[meta.picture];
    const extension = extname(name).toLowerCase();
    if (!extensions.includes(extension)) {
      const kinds = extensions.map((known) => known.slice(1).toUpperCase()).join(", ");
      report.add(
        file,
        field,
        [".heic", ".heif"].includes(extension)
          ? `must be a ${kinds} file, not ${quoted(name)}: the build cannot read HEIC photos; save it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible, or share it as JPEG)`
          : `must be a ${kinds} file, not ${quoted(name)}`,
      );
      return;
    }
    const path = join(root, meta.folder, name);
    if (!existsSync(path) || !statSync(path).isFile()) {
      report.add(file, field, `names a file that does not exist: ${meta.folder}/${name}`);
      return;
    }
    const focus = meta.focusField && (parent as Record<string, unknown>)[meta.focusField];
    report.pictures.push({
      file,
      field,
      path: `${meta.folder}/${name}`,
      use: meta.picture,
      focus: typeof focus === "string" ? focus : undefined,
    });
  });
}

/** The English paths of every page of the site, events included: where internal links may go. */
function sitePaths(events: readonly EventContent[]): Set<string> {
  return new Set([
    ...Object.values(pagePaths),
    ...events.filter((event) => event.page).map((event) => `/${event.slug}`),
  ]);
}

/**
 * Checks the Markdown texts of a content file (fields marked `markdown` in its schema): what
 * they contain, their placeholders (`names` exist; `unavailable` ones lack what they need, with
 * the reason) and their links. Placeholders stand for a plain word while checking: their values
 * come from fields checked on their own.
 */
function checkTexts(
  file: string,
  schema: z.ZodType,
  data: unknown,
  names: readonly string[],
  unavailable: Record<string, string>,
  paths: Set<string>,
  report: Collector,
) {
  const words = Object.fromEntries(names.map((name) => [name, "x"]));
  visitFields(schema, data, ({ field, value, meta }) => {
    if (!meta.markdown || typeof value !== "object" || value === null) return;
    for (const language of languages) {
      const text = (value as Record<string, unknown>)[language];
      if (typeof text !== "string") continue;
      const where = `${field}.${language}`;
      for (const name of new Set(placeholdersOf(text))) {
        if (Object.hasOwn(unavailable, name)) {
          report.add(file, where, `uses {{${name}}}, but ${unavailable[name]}`);
        } else if (!names.includes(name)) {
          const meant = closest(name, names);
          report.add(
            file,
            where,
            `uses {{${name}}}, which does not exist; ${
              meant
                ? `did you mean {{${meant}}}?`
                : `known: ${names.map((known) => `{{${known}}}`).join(", ")}`
            }`,
          );
        }
      }
      const { blocks, problems } = parseMarkdown(interpolate(text, words), meta.markdown);
      for (const problem of problems) report.add(file, where, problem);
      for (const href of linksOf(blocks)) {
        const problem = linkProblem(href, (path) => paths.has(path));
        if (problem) report.add(file, where, problem);
      }
    }
  });
}

/** The event files: every `.yaml` of the events folder; anything else there is a mistake. */
function eventFileNames(root: string, report: Collector): string[] {
  const folder = contentFiles.events;
  if (!existsSync(join(root, folder))) return [];
  const names: string[] = [];
  for (const name of readdirSync(join(root, folder)).sort()) {
    if (name.startsWith(".")) continue;
    const file = `${folder}/${name}`;
    if (statSync(join(root, file)).isDirectory()) {
      report.add(file, undefined, "is a folder: the events folder holds one .yaml file per event");
    } else if (extname(name) !== ".yaml") {
      report.add(
        file,
        undefined,
        extname(name) === ".yml"
          ? "must end in .yaml, not .yml"
          : "is not an event file: the events folder holds one .yaml file per event (pictures go in app/assets/events)",
      );
    } else {
      names.push(file);
    }
  }
  return names;
}

function checkEventRules(entry: EventEntry, report: Collector) {
  const { file, event } = entry;
  for (const field of ["start", "end"] as const) {
    if (!existsInRome(event[field])) {
      report.add(
        file,
        field,
        `${event[field]} does not exist in Italy: the clocks go forward that night, from 02:00 to 03:00; write a time from 03:00`,
      );
    }
  }
  if (romeInstant(event.end) <= romeInstant(event.start)) {
    report.add(file, "end", `must be after start (${event.start})`);
  }
  if (event.registration?.deadline && event.registration.deadline > event.end.slice(0, 10)) {
    report.add(
      file,
      "registration.deadline",
      `must not be after the event ends (${event.end.slice(0, 10)})`,
    );
  }
  const opens = event.registration?.opens;
  if (opens && event.registration?.deadline && opens > event.registration.deadline) {
    report.add(
      file,
      "registration.opens",
      `must not be after the last day to apply (${event.registration.deadline})`,
    );
  } else if (opens && opens > event.start.slice(0, 10)) {
    report.add(
      file,
      "registration.opens",
      `must not be after the event starts (${event.start.slice(0, 10)})`,
    );
  }
  if (reservedSlugs.has(event.slug.toLowerCase())) {
    report.add(
      file,
      "slug",
      `"${event.slug}" is the address of a page or file of the site: choose another`,
    );
  }
}

/** The longest one-line outcome of a recap, placeholders filled: it must fit a card. */
export const maximumOutcomeLength = 180;

/**
 * The editions of a series know each other: a series needs at least two events (each edition's
 * file names it), and two editions on the same day would be the same edition twice.
 */
function checkSeries(
  events: readonly EventEntry[],
  files: readonly { file: string; raw: unknown }[],
  report: Collector,
) {
  const bySeries = new Map<string, EventEntry[]>();
  for (const entry of events) {
    const series = entry.event.series;
    if (series) bySeries.set(series, [...(bySeries.get(series) ?? []), entry]);
  }
  // A file with a mistake still names its series: its edition is not told as missing.
  const named = (series: string, besides: string) =>
    files.some(
      ({ file, raw }) =>
        file !== besides &&
        typeof raw === "object" &&
        raw !== null &&
        (raw as Record<string, unknown>).series === series,
    );
  for (const [series, editions] of bySeries) {
    if (editions.length === 1) {
      const [only] = editions;
      if (only && !named(series, only.file)) {
        report.add(
          only.file,
          "series",
          `no other event has series: ${series}; give the same series to every edition (the files of its other years), or leave it out`,
        );
      }
      continue;
    }
    const byDay = new Map<string, string>();
    for (const { file, event } of editions) {
      const day = event.start.slice(0, 10);
      const other = byDay.get(day);
      if (other) {
        report.add(
          file,
          "start",
          `is the same day as ${other}, another edition of the series ${series}: each edition has its own day`,
        );
      } else byDay.set(day, file);
    }
  }
}

/** The names of the figures of an identity file that the schema refused for another reason. */
function namesOfRawFigures(raw: unknown): string[] {
  const figures = (raw as { figures?: unknown } | undefined)?.figures;
  if (!Array.isArray(figures)) return [];
  return figures.flatMap((figure) =>
    typeof (figure as { name?: unknown })?.name === "string"
      ? [(figure as { name: string }).name]
      : [],
  );
}

/** The identity's figures have names of their own: one each, and none that a placeholder of
 * the identity or of events already has. */
function checkFigures(figures: readonly Figure[], report: Collector) {
  const taken = new Set<string>([...identityPlaceholderNames, ...Object.keys(eventPlaceholders)]);
  const seen = new Set<string>();
  figures.forEach((figure, index) => {
    const field = `figures[${index}].name`;
    if (taken.has(figure.name)) {
      report.add(
        contentFiles.identity,
        field,
        `"${figure.name}" is already a placeholder ({{${figure.name}}}): choose another name`,
      );
    } else if (seen.has(figure.name)) {
      report.add(contentFiles.identity, field, `"${figure.name}" is the name of another figure`);
    }
    seen.add(figure.name);
  });
}

/** A page's list of figures names figures of the identity. */
function checkFigureNames(
  file: string,
  names: readonly string[],
  figures: readonly Figure[],
  report: Collector,
) {
  const known = figures.map((figure) => figure.name);
  names.forEach((name, index) => {
    if (known.includes(name)) return;
    const meant = closest(name, known);
    report.add(
      file,
      `figures[${index}]`,
      `"${name}" is not a figure of ${contentFiles.identity}; ${
        meant ? `did you mean ${meant}?` : `known: ${known.join(", ")}`
      }`,
    );
  });
}

/** A text that writes a number a figure holds is told to use the figure's placeholder, so that
 * the site says one number everywhere (a warning: the page still works). */
function warnRestatedFigures(
  file: string,
  schema: z.ZodType,
  data: unknown,
  figures: readonly Figure[],
  report: Collector,
) {
  if (figures.length === 0) return;
  visitFields(schema, data, ({ field, value, meta }) => {
    if (!meta.markdown || typeof value !== "object" || value === null) return;
    for (const language of languages) {
      const text = (value as Record<string, unknown>)[language];
      if (typeof text !== "string") continue;
      for (const figure of restatedFigures(text, figures)) {
        report.warn(
          file,
          `${field}.${language}`,
          `writes ${figure.value}, the figure "${figure.name}" of ${contentFiles.identity}: write {{${figure.name}}}, so that it is one number everywhere`,
        );
      }
    }
  });
}

/** Every interface text in every language: a key missing from a language file is named. */
export function messageProblems(
  byLanguage: Record<string, Record<string, unknown>> = messages,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [language, texts] of Object.entries(byLanguage)) {
    if (language === "en") continue;
    const file = `app/i18n/${language}.ts`;
    for (const key of Object.keys(en)) {
      const text = texts[key];
      if (typeof text !== "string" || !text.trim()) {
        problems.push({
          file,
          field: key,
          message: `is missing (English: "${en[key as keyof typeof en]}")`,
        });
      }
    }
    for (const key of Object.keys(texts)) {
      if (!Object.hasOwn(en, key)) {
        problems.push({ file, field: key, message: "is not a key of app/i18n/en.ts" });
      }
    }
  }
  return problems;
}

/** Reads and checks every file the board edits, in the project at `root`. Pictures are only
 * checked to exist here (server/picture-check.server.ts looks inside them). */
export function readContent(root: string): ContentReport {
  const report = new Collector();
  report.problems.push(...messageProblems());
  const { data: identity, raw: rawIdentity } = readFile(
    root,
    contentFiles.identity,
    identitySchema,
    report,
  );
  const { data: cms } = readFile(root, contentFiles.cms, cmsSettingsSchema, report);
  const { data: teamFile } = readFile(root, contentFiles.team, teamFileSchema, report);
  const { data: sponsorsFile } = readFile(root, contentFiles.sponsors, sponsorsFileSchema, report);
  const home = readFile(root, contentFiles.pages.home, homePageSchema, report);
  const partners = readFile(root, contentFiles.pages.partners, partnersPageSchema, report);
  const events: EventEntry[] = [];
  const eventTexts: { file: string; raw: unknown; event?: EventContent }[] = [];
  for (const file of eventFileNames(root, report)) {
    const { data: event, raw } = readFile(root, file, eventSchema, report);
    if (event) events.push({ file, id: basename(file, ".yaml"), event });
    eventTexts.push({ file, raw, event });
  }

  // Addresses differing only in case would be one page on case-insensitive hosts.
  const seen = new Map<string, string>();
  const routable: EventEntry[] = [];
  for (const entry of events) {
    const before = report.problems.length;
    checkEventRules(entry, report);
    const slug = entry.event.slug.toLowerCase();
    const other = seen.get(slug);
    if (other)
      report.add(entry.file, "slug", `"${entry.event.slug}" is already the address of ${other}`);
    else seen.set(slug, entry.file);
    if (report.problems.length === before) routable.push(entry);
  }

  checkSeries(routable, eventTexts, report);

  // An introduction is also its page's description for search engines: long enough to help.
  if (identity) {
    for (const { file, event } of events) {
      if (!event.page) continue;
      for (const language of languages) {
        const values = eventTextValues({ event, language, identity });
        const filled = interpolate(event.page.intro[language], values);
        const length = plainText(parseMarkdown(filled, "inline").blocks).length;
        if (length < minimumDescriptionLength) {
          report.add(
            file,
            `page.intro.${language}`,
            `must be at least ${minimumDescriptionLength} characters (it is also the page's description for search engines), not ${length}`,
          );
        }
      }
    }
    // A recap's outcome is one line of the cards and highlights.
    for (const { file, event } of events) {
      if (!event.recap) continue;
      for (const language of languages) {
        const values = eventTextValues({ event, language, identity });
        const filled = interpolate(event.recap.outcome[language], values);
        const length = plainText(parseMarkdown(filled, "inline").blocks).length;
        if (length > maximumOutcomeLength) {
          report.add(
            file,
            `recap.outcome.${language}`,
            `must be one line of at most ${maximumOutcomeLength} characters (the cards show it whole), not ${length}: the rest belongs in recap.summary`,
          );
        }
      }
    }
  }

  // Pages need titles and descriptions of their own (search engines show them side by side).
  for (const field of ["title", "page.intro"] as const) {
    for (const language of languages) {
      const owners = new Map<string, string>();
      for (const { file, event } of events) {
        if (!event.page) continue;
        const text = field === "title" ? event.title[language] : event.page.intro[language];
        const owner = owners.get(text);
        if (owner) {
          report.add(
            file,
            `${field}.${language}`,
            `is the same as in ${owner}: each event page needs its own`,
          );
        } else owners.set(text, file);
      }
    }
  }

  // Texts are checked even in files with other mistakes; an event's placeholders are known to
  // lack a value only when its file is right.
  const paths = sitePaths(events.map((entry) => entry.event));
  const figures = identity?.figures ?? [];
  checkFigures(figures, report);
  for (const [file, page] of [
    [contentFiles.pages.home, home.data],
    [contentFiles.pages.partners, partners.data],
  ] as const) {
    if (identity && page) checkFigureNames(file, page.figures, figures, report);
  }
  // From the file as it is when it has another mistake: its figures' names are not told missing.
  const figurePlaceholders = identity
    ? figures.map((figure) => figure.name)
    : namesOfRawFigures(rawIdentity);
  const eventNames = [
    ...identityPlaceholderNames,
    ...figurePlaceholders,
    ...Object.keys(eventPlaceholders),
  ];
  const pageNames = [...identityPlaceholderNames, ...figurePlaceholders];
  warnRestatedFigures(contentFiles.pages.home, homePageSchema, home.raw, figures, report);
  warnRestatedFigures(
    contentFiles.pages.partners,
    partnersPageSchema,
    partners.raw,
    figures,
    report,
  );
  for (const { file, raw } of eventTexts) {
    warnRestatedFigures(file, eventSchema, raw, figures, report);
  }
  checkTexts(contentFiles.pages.home, homePageSchema, home.raw, pageNames, {}, paths, report);
  checkTexts(
    contentFiles.pages.partners,
    partnersPageSchema,
    partners.raw,
    pageNames,
    {},
    paths,
    report,
  );
  for (const { file, raw, event } of eventTexts) {
    const unavailable = event ? unavailablePlaceholders(event) : {};
    checkTexts(file, eventSchema, raw, eventNames, unavailable, paths, report);
  }

  const content: SiteContent | undefined =
    identity && cms && teamFile && sponsorsFile && home.data && partners.data
      ? {
          identity,
          cms,
          team: teamFile.members,
          sponsors: sponsorsFile.sponsors,
          events,
          pages: { home: home.data, partners: partners.data },
        }
      : undefined;
  return {
    content: report.problems.length === 0 ? content : undefined,
    identity,
    cms,
    events: routable,
    // By file, then by field (a file's own mistakes first).
    problems: report.problems.sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        (a.field ?? "").localeCompare(b.field ?? "", "en", { numeric: true }),
    ),
    warnings: report.warnings,
    pictures: report.pictures,
  };
}
