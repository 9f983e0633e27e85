/**
 * Reading and checking everything the board edits: the identity, the team, the sponsors, one
 * file per event and the pages' texts. Every mistake of every file is found in one pass and told
 * in one line, `file: field: what is expected`, before anything else of the build runs
 * (react-router.config.ts). Route loaders read the same checked content.
 *
 * Imported by the build's configuration as well as by route loaders: relative imports only, and
 * nothing that needs Vite's plugins.
 */
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { basename, extname, join } from "node:path";
import type { z } from "zod";
import { contentLocations, imageFolders } from "../config/content-locations";
import { examplePictureHashes } from "../config/example-pictures";
import type { CmsSettings } from "../lib/cms-schema";
import type { Identity } from "../lib/identity-schema";
import { focus as focusSchema, type IdentityFigure, type FocusPoint } from "../lib/schema-fields";
import { quoted } from "../lib/address-rules";
import { languages, type Language } from "../config/languages";
import {
  pictureFileKind,
  pictureFileKinds,
  pictureKindOfBytes,
  pictureKindsInWords,
  pictureSignatureLength,
  pictureUses,
  type PictureUse,
} from "../config/pictures";
import { messageFileProblems } from "../i18n/message-check";
import { messageFile, messageFiles } from "../i18n/messages";
import {
  eventFiles,
  pageTexts,
  siteFiles,
  type ContentFile,
  type ContentOf,
} from "../lib/content-collections";
import type { EventContent } from "../lib/content-schema";
import { restatedFigures } from "../lib/figures";
import { sitePagePaths } from "../lib/paths";
import { megabytes } from "../lib/numbers";
import { visitFields } from "../lib/schema-walk";
import {
  checkEventPartners,
  checkEventLengths,
  checkEventRules,
  checkExamples,
  exampleAddressFields,
  valueAt,
  checkChapterFigures,
  checkFigureNames,
  checkHomeFigures,
  checkFigures,
  checkQuoteEvents,
  checkLinkLabels,
  checkSchema,
  checkTextFields,
  checkTexts,
  Collector,
  figureNamesOf,
  placeholderNames,
  withoutEmptyValues,
  type ContentProblem,
} from "../content-rules/content-rules";
import { eventDescriptions } from "../content-texts/event-descriptions";
import {
  eventTextValues,
  eventValueFields,
  identityTextValues,
  unavailablePlaceholders,
} from "../content-texts/event-placeholders";
import { withPlaceholdersFilled } from "../content-texts/file-texts";
import { identityValueFields } from "../lib/identity-values";
import { parseYaml } from "./yaml.server";

export {
  formatProblem,
  withoutEmptyValues,
  type ContentProblem,
} from "../content-rules/content-rules";

/** An event file, checked. */
export interface EventEntry {
  /** The file, from the project's root. */
  file: string;
  /** The file's name without `.yaml`: the event's lasting identity (calendar UIDs). */
  id: string;
  event: EventContent;
}

/** What the site keeps of each file, by the names of lib/content-collections.ts. */
type ContentOfFiles<Files> = { [Name in keyof Files]: ContentOf<Files[Name]> };

/** Everything the board edits, checked: the files of lib/content-collections.ts. */
export type SiteContent = ContentOfFiles<typeof siteFiles> & {
  events: EventEntry[];
  pages: ContentOfFiles<typeof pageTexts>;
};

/** A picture a content file names, for the checks that look inside it. */
export interface PictureReference {
  file: string;
  field: string;
  /** From the project's root. */
  path: string;
  /** What it is used as, which sets its expected size and shape. */
  use: PictureUse;
  /** The field beside it that holds its focal point, if its use crops it. */
  focusField?: string;
  /** The focal point the content gives it, if any (checked by the schema). */
  focus?: FocusPoint;
}

export interface ContentReport {
  /** The content, when there is no problem. */
  content?: SiteContent;
  /** The identity and the CMS's settings, when their files are right, even if other files have
   * mistakes (the CMS still opens, to mend them). */
  identity?: Identity;
  cms?: CmsSettings;
  /** The sponsors' short names, when the sponsors' file is right (the CMS checks the partners
   * a recap names against them). */
  sponsorIds: string[];
  /** The events whose file is right and whose address is free, even if other files have
   * mistakes: the development server still shows their pages. */
  events: EventEntry[];
  problems: ContentProblem[];
  /** Things that work but deserve a look (a small picture, a portrait without a focus). */
  warnings: ContentProblem[];
  /** Every picture the content names that exists. */
  pictures: PictureReference[];
  /** How many fields still hold example values, and in how many files (their `examples`). */
  examples: { fields: number; files: number };
  /** Each field that still holds an example value: listed in its file's `examples`, or an
   * address at a domain kept for examples (example.org). */
  exampleFields: ExampleField[];
  /** Each picture the content names whose bytes are one of the example chapter's. */
  examplePictures: ExamplePicture[];
  /** How many files were read. */
  files: number;
  /** Every file read, as written (before its placeholders are filled), with its schema. */
  texts: { file: string; schema: z.ZodType; raw: unknown }[];
}

/** A field that still holds an example value; `listed`: its file's `examples` names it. */
export interface ExampleField {
  file: string;
  field: string;
  listed: boolean;
}

/** A picture the content names that is the example chapter's, byte for byte: `example` is its
 * path in the example (config/example-pictures.ts). */
export interface ExamplePicture {
  file: string;
  field: string;
  path: string;
  example: string;
}

/** The pictures the content names that are the example chapter's own files, by their bytes. */
function examplePicturesIn(root: string, pictures: readonly PictureReference[]): ExamplePicture[] {
  return pictures.flatMap(({ file, field, path }) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, path));
    } catch {
      return [];
    }
    const example = examplePictureHashes.get(createHash("sha256").update(bytes).digest("hex"));
    return example ? [{ file, field, path, example }] : [];
  });
}

class BuildCollector extends Collector {
  pictures: PictureReference[] = [];
  examples = { fields: 0, files: 0 };
  exampleFields: ExampleField[] = [];
}

/** The largest content file: the longest page's texts are a few kilobytes; pictures have their
 * own folders. */
const maximumContentFileBytes = 1024 * 1024;

/** The text of a content file, or why it cannot be read: too large, or not saved as UTF-8. */
function readText(path: string): { ok: true; text: string } | { ok: false; problem: string } {
  const size = statSync(path).size;
  if (size > maximumContentFileBytes) {
    return {
      ok: false,
      problem: `is ${megabytes(size)}: a content file holds at most ${megabytes(
        maximumContentFileBytes,
      )} of text (pictures go in their own folders)`,
    };
  }
  const bytes = readFileSync(path);
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Where the first byte that is not UTF-8 is: the lenient reading marks it with U+FFFD.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const before = lenient.slice(0, lenient.indexOf("\uFFFD")).split("\n");
    return {
      ok: false,
      problem: `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: is not saved as UTF-8 (the editor's "Save with encoding": UTF-8)`,
    };
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
  report: BuildCollector,
): { data?: z.output<Schema>; raw?: unknown } {
  const path = join(root, file);
  if (!existsSync(path)) {
    report.add(file, undefined, "is missing");
    return {};
  }
  const source = readText(path);
  if (!source.ok) {
    report.add(file, undefined, source.problem);
    return {};
  }
  const parsed = parseYaml(source.text);
  if (!parsed.ok) {
    report.add(file, undefined, parsed.problem);
    return {};
  }
  // A file that may list nothing (a new chapter's team, sponsors, quotes: `members: []`) is
  // right when empty; any other empty file is a mistake.
  const raw = withoutEmptyValues(parsed.data) ?? (schema.safeParse({}).success ? {} : undefined);
  if (raw === undefined) {
    report.add(file, undefined, "is empty");
    return {};
  }
  checkPictureFiles(root, file, schema, raw, report);
  const examples = checkExamples(file, raw, report);
  if (examples.length > 0) {
    report.examples.fields += examples.length;
    report.examples.files++;
  }
  report.exampleFields.push(
    ...examples.map((field) => ({ file, field, listed: true })),
    ...exampleAddressFields(raw)
      .filter((field) => !examples.includes(field))
      .map((field) => ({ file, field, listed: false })),
  );
  const data = checkSchema(file, schema, raw, report);
  checkTextFields(file, schema, raw, report);
  checkLinkLabels(file, schema, raw, report);
  return { data, raw };
}

/** A file as read: its data when it is right, what it holds in any case. */
type ReadFile<Entry> =
  Entry extends ContentFile<infer Schema> ? { data?: z.output<Schema>; raw?: unknown } : never;

/** Reads and checks each file of a list of lib/content-collections.ts. */
function readFiles<Files extends Record<string, ContentFile>>(
  root: string,
  files: Files,
  report: BuildCollector,
): { [Name in keyof Files]: ReadFile<Files[Name]> } {
  return Object.fromEntries(
    Object.entries(files).map(([name, { file, schema }]) => [
      name,
      readFile(root, file, schema, report),
    ]),
  ) as { [Name in keyof Files]: ReadFile<Files[Name]> };
}

/** What the site keeps of each file of a list, when every one of them is right. */
function contentOfFiles<Files extends Record<string, ContentFile>>(
  files: Files,
  read: Record<keyof Files, { data?: unknown }>,
): ContentOfFiles<Files> | undefined {
  const names = Object.keys(files) as (keyof Files)[];
  if (names.some((name) => read[name].data === undefined)) return undefined;
  return Object.fromEntries(
    names.map((name) => [name, files[name]!.content(read[name].data)]),
  ) as ContentOfFiles<Files>;
}

/**
 * The content as pages show it, from files that are all right: every text of every file with
 * its placeholders filled in its language (content-texts/file-texts.ts), the identity's in every
 * file, an event's own in its file. Views, calendars and feeds then never meet a placeholder,
 * whichever field they show.
 */
function filledContent(
  site: { [Name in keyof typeof siteFiles]: { data?: unknown } },
  pages: { [Name in keyof typeof pageTexts]: { data?: unknown } },
  events: readonly EventEntry[],
  identity: Identity,
): SiteContent | undefined {
  const identityValues = (language: Language) => identityTextValues(identity, language);
  const filled = <Files extends Record<string, ContentFile>>(
    files: Files,
    read: Record<keyof Files, { data?: unknown }>,
  ) =>
    contentOfFiles(
      files,
      Object.fromEntries(
        Object.entries(files).map(([name, { schema }]) => [
          name,
          { data: withPlaceholdersFilled(schema, read[name]?.data, identityValues) },
        ]),
      ) as Record<keyof Files, { data?: unknown }>,
    );
  const siteContent = filled(siteFiles, site);
  const pagesContent = filled(pageTexts, pages);
  if (!siteContent || !pagesContent) return undefined;
  return {
    ...siteContent,
    pages: pagesContent,
    events: events.map((entry) => ({
      ...entry,
      event: withPlaceholdersFilled(eventFiles.schema, entry.event, (language) =>
        eventTextValues({ event: entry.event, language, identity }),
      ),
    })),
  };
}

/** Every picture a file names (fields marked `picture` in its schema) exists in its folder and
 * is of a kind the site can use. A name the schema refuses is told by the schema. */
function checkPictureFiles(
  root: string,
  file: string,
  schema: z.ZodType,
  data: unknown,
  report: BuildCollector,
) {
  visitFields(schema, data, ({ field, value, meta, parent }) => {
    if (!meta.picture || !meta.folder || typeof value !== "string") return;
    const name = value.trim();
    if (!/^[^/\\]+$/.test(name)) return;
    const kind = pictureFileKind(name);
    if (!kind || !(pictureUses[meta.picture].kinds as readonly string[]).includes(kind)) {
      // "an SVG", "a JPEG": the article of the first kind's name as it is spelled out.
      const kinds = pictureKindsInWords(meta.picture);
      const article = /^[AEFHILMNORSX][A-Z]/.test(kinds) ? "an" : "a";
      report.add(
        file,
        field,
        [".heic", ".heif"].includes(extname(name).toLowerCase())
          ? `must be ${article} ${kinds} file, not ${quoted(name)}: the build cannot read HEIC photos; save it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible, or share it as JPEG)`
          : `must be ${article} ${kinds} file, not ${quoted(name)}`,
      );
      return;
    }
    const unsafe = /[?#%]/.exec(name)?.[0];
    if (unsafe) {
      report.add(
        file,
        field,
        `${quoted(name)} holds "${unsafe}", which cannot stand in a web address: rename the file with letters, digits, - and _`,
      );
      return;
    }
    // Read from the folder, capitals included: on a laptop whose disk ignores case, "logo.PNG"
    // opens "logo.png", and the published site's build would then not find it.
    const folder = join(root, meta.folder);
    const entries = existsSync(folder) ? readdirSync(folder) : [];
    if (!entries.includes(name) || !statSync(join(folder, name)).isFile()) {
      const other = entries.find((entry) => entry.toLowerCase() === name.toLowerCase());
      report.add(
        file,
        field,
        other && other !== name
          ? `names ${meta.folder}/${name}, but the file is ${meta.folder}/${other}: write its name with the same capitals`
          : `names a file that does not exist: ${meta.folder}/${name}`,
      );
      return;
    }
    // A picture is what its first bytes say, not its name: an SVG named .png would otherwise be
    // drawn by the image pipeline's SVG reader, past the SVG check.
    const held = pictureKindOfBytes(firstBytes(join(folder, name), pictureSignatureLength));
    if (
      held &&
      held !== kind &&
      !(pictureFileKinds[held].raster && pictureFileKinds[kind].raster)
    ) {
      const stem = name.slice(0, name.lastIndexOf("."));
      const accepted = (pictureUses[meta.picture].kinds as readonly string[]).includes(held);
      const heldName = pictureFileKinds[held].name;
      report.add(
        file,
        field,
        `${meta.folder}/${name} is ${/^[AEFHILMNORSX][A-Z]/.test(heldName) ? "an" : "a"} ${heldName} file, whatever its name says: ${
          accepted
            ? `rename it ${stem}${pictureFileKinds[held].extensions[0]}`
            : `save it as ${pictureKindsInWords(meta.picture)}`
        }`,
      );
      return;
    }
    const focus = meta.focusField && (parent as Record<string, unknown>)[meta.focusField];
    report.pictures.push({
      file,
      field,
      path: `${meta.folder}/${name}`,
      use: meta.picture,
      focusField: meta.focusField,
      focus: focusSchema.safeParse(focus).data,
    });
  });
}

/** The first `length` bytes of a file (fewer if it is shorter). */
function firstBytes(path: string, length: number): Uint8Array {
  const descriptor = openSync(path, "r");
  try {
    const first = new Uint8Array(length);
    const read = readSync(descriptor, first, 0, length, 0);
    return first.subarray(0, read);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The first-language paths of every page of the site, events included: where internal links may
 * go. An event file with a mistake still has its page where its `slug` says, or, when it cannot
 * be read at all, where its name says: a link to it is not blamed on the file that holds the
 * link.
 */
function sitePaths(files: readonly { file: string; raw: unknown; event?: EventContent }[]) {
  const events = files.map(({ file, raw, event }) => {
    if (event) return event;
    if (typeof raw !== "object" || raw === null) return { slug: basename(file, ".yaml"), page: {} };
    const { slug, page } = raw as Record<string, unknown>;
    return { slug: typeof slug === "string" ? slug : basename(file, ".yaml"), page };
  });
  return new Set(sitePagePaths(events));
}

/** A text two files share, told in both: either may be the one that changed. */
function reportInBoth(
  report: Collector,
  [one, other]: readonly [string, string],
  field: string,
  problem: (there: string) => string,
) {
  report.add(one, field, problem(other));
  report.add(other, field, problem(one));
}

/** The event files: every `.yaml` of the events folder; anything else there is a mistake. */
function eventFileNames(root: string, report: Collector): string[] {
  const { folder } = eventFiles;
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
  // A file with a mistake still names its series, and one that cannot be read may: its edition
  // is not told as missing (in the other edition's file) while that file is being mended.
  const named = (series: string, besides: string) =>
    files.some(
      ({ file, raw }) =>
        file !== besides &&
        (raw === undefined ||
          (typeof raw === "object" &&
            raw !== null &&
            (raw as Record<string, unknown>).series === series)),
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

/** A text that writes a number a figure holds is told to use the figure's placeholder, so that
 * the site says one number everywhere (a warning: the page still works). */
function warnRestatedFigures(
  file: string,
  schema: z.ZodType,
  data: unknown,
  figures: readonly IdentityFigure[],
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
          `writes ${figure.value}, the figure "${figure.name}" of ${contentLocations.identity}: write {{${figure.name}}}, so that it is one number everywhere`,
        );
      }
    }
  });
}

/**
 * The interface words of every language the site lists: a listed language without its file, or
 * with a word missing, is one line naming the file and the first missing key; a placeholder
 * nothing fills and a key English does not have are named too (i18n/message-check.ts).
 */
export function messageProblems(
  files: Partial<Record<string, Record<string, unknown>>> = messageFiles,
  listed: readonly string[] = languages,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const language of listed) {
    if (language === "en") continue;
    const file = messageFile(language);
    const texts = files[language];
    if (!texts) {
      problems.push({
        file,
        message: `is missing: ${contentLocations.identity} lists ${language}, whose interface words are this file (copy app/i18n/en.ts, name its const ${language}: Messages, and translate every text)`,
      });
      continue;
    }
    for (const problem of messageFileProblems(language, texts)) problems.push({ file, ...problem });
  }
  return problems;
}

/** The reads of a production build, by project: one per build. React Router loads the route
 * table and the pages' modules into several module graphs of one process (one per compiler),
 * each of which would read and check every file again: 11 times, 3 s of a 20 s build. */
const buildReadsKey = Symbol.for("chapter-website.content-reads-of-this-build");
const processGlobals = globalThis as { [buildReadsKey]?: Map<string, ContentReport> };

/** For `react-router build` alone, where nothing edits the content while it runs: from now on,
 * this process reads a project's content once. The development server and the tests, which
 * change files between reads, read them every time. */
export function readContentOncePerBuild(): void {
  processGlobals[buildReadsKey] ??= new Map();
}

/** Whether this process is the development server, which reads the content again only when a
 * file the board edits has changed (`readContentWhenChanged`). */
const whenChangedKey = Symbol.for("chapter-website.content-reads-when-changed");
const processFlags = globalThis as { [whenChangedKey]?: boolean };

/** For the development server (`npm run dev`, `npm run cms`): from now on, this process reads a
 * project's content again only when a file the board edits has changed since this module last
 * read it. Its pages, the CMS's files and the not-found check each read the content at every
 * request, a third of a second each, mostly with nothing changed since. */
export function readContentWhenChanged(): void {
  processFlags[whenChangedKey] = true;
}

/** This module's last read of each project, with the state of its files then. Kept by the
 * module, not the process: code changed in the development server loads the module again, and
 * its next read is a new one. */
const lastReads = new Map<string, { state: string; report: ContentReport }>();

/**
 * The state of everything the board edits in the project at `root`, as one string: the names in
 * its folders, the bytes of the text files (a few kilobytes each, and two writes of one length
 * can share a time of change), and the size, time of change and inode of each picture (large,
 * and replaced whole when it changes).
 */
export function boardFilesState(root: string): string {
  const hash = createHash("sha256");
  const visit = (path: string, bytes: boolean) => {
    const full = join(root, path);
    let stats;
    try {
      stats = statSync(full);
    } catch {
      hash.update(`${path} -\n`);
      return;
    }
    if (stats.isDirectory()) {
      hash.update(`${path}/\n`);
      for (const name of readdirSync(full).sort()) visit(`${path}/${name}`, bytes);
    } else if (bytes) {
      hash.update(`${path} ${stats.size}\n`).update(readFileSync(full));
    } else {
      hash.update(`${path} ${stats.size} ${stats.mtimeMs} ${stats.ctimeMs} ${stats.ino}\n`);
    }
  };
  for (const path of Object.values(contentLocations)) visit(path, true);
  for (const folder of Object.values(imageFolders)) visit(folder, false);
  return hash.digest("hex");
}

/** Reads and checks every file the board edits, in the project at `root`. Pictures are only
 * checked to exist here (server/picture-check.server.ts looks inside them). */
export function readContent(root: string): ContentReport {
  const reads = processGlobals[buildReadsKey];
  const read = reads?.get(root);
  if (read) return read;
  if (processFlags[whenChangedKey]) {
    const state = boardFilesState(root);
    const last = lastReads.get(root);
    if (last?.state === state) return last.report;
    const report = readContentFiles(root);
    lastReads.set(root, { state, report });
    return report;
  }
  const report = readContentFiles(root);
  reads?.set(root, report);
  return report;
}

function readContentFiles(root: string): ContentReport {
  const report = new BuildCollector();
  report.problems.push(...messageProblems());
  const site = readFiles(root, siteFiles, report);
  const pages = readFiles(root, pageTexts, report);
  const { data: identity, raw: rawIdentity } = site.identity;
  const events: EventEntry[] = [];
  const eventTexts: { file: string; raw: unknown; event?: EventContent }[] = [];
  for (const file of eventFileNames(root, report)) {
    const { data: event, raw } = readFile(root, file, eventFiles.schema, report);
    if (event) events.push({ file, id: basename(file, ".yaml"), event });
    eventTexts.push({ file, raw, event });
  }

  // Dates and addresses are checked in every file, even one with other mistakes.
  const before = new Map<string, number>();
  for (const { file, raw } of eventTexts) {
    const count = report.problems.length;
    checkEventRules(file, raw, report);
    before.set(file, report.problems.length - count);
  }
  // Addresses differing only in case would be one page on case-insensitive hosts.
  const seen = new Map<string, string>();
  const routable: EventEntry[] = [];
  for (const entry of events) {
    const ruleProblems = before.get(entry.file) ?? 0;
    const slug = entry.event.slug.toLowerCase();
    const other = seen.get(slug);
    if (other)
      report.add(entry.file, "slug", `"${entry.event.slug}" is already the address of ${other}`);
    else seen.set(slug, entry.file);
    if (ruleProblems === 0 && !other) routable.push(entry);
  }

  checkSeries(routable, eventTexts, report);

  // An introduction long enough for search engines; an outcome short enough for a card.
  for (const { file, raw, event } of eventTexts) {
    checkEventLengths(file, event, raw, identity, report);
  }

  // Pages need titles and descriptions of their own (search engines show them side by side).
  for (const field of ["title", "page.intro"] as const) {
    for (const language of languages) {
      const owners = new Map<string, string>();
      for (const { file, event } of events) {
        if (!event.page) continue;
        const text = field === "title" ? event.title[language] : event.page.intro[language];
        const owner = owners.get(text);
        if (owner)
          reportInBoth(report, [file, owner], `${field}.${language}`, (there) => {
            return `is the same as in ${there}: each event page needs its own`;
          });
        else owners.set(text, file);
      }
    }
  }

  // After the event, its page's description is its summary, then its recap: each page's own too,
  // placeholders filled (two editions may share a summary that names their dates).
  if (identity) {
    for (const language of languages) {
      const owners = { ended: new Map<string, string>(), recap: new Map<string, string>() };
      for (const { file, event } of events) {
        if (!event.page) continue;
        const described = eventDescriptions({ ...event, page: event.page }, language, identity);
        for (const phase of ["ended", "recap"] as const) {
          const text = described[phase];
          if (text === undefined) continue;
          const owner = owners[phase].get(text);
          if (!owner) {
            owners[phase].set(text, file);
            continue;
          }
          const field = phase === "ended" ? `summary.${language}` : `recap.summary.${language}`;
          const what =
            phase === "ended"
              ? "once the event has ended, it is the page's description for search engines"
              : "with recap.outcome, it is the page's description for search engines";
          reportInBoth(report, [file, owner], field, (there) => {
            return `is the same as in ${there} (${what}): each event page needs its own`;
          });
        }
      }
    }
  }

  // Texts are checked even in files with other mistakes; an event's placeholders are known to
  // lack a value only when its file is right.
  const paths = sitePaths(eventTexts);
  const figures = identity?.figures ?? [];
  checkFigures(siteFiles.identity.file, figures, report);
  // From the file as it is when it has another mistake: its figures' names are not told missing.
  const figurePlaceholders = identity
    ? figures.map((figure) => figure.name)
    : figureNamesOf(rawIdentity);
  const { page: pageNames, event: eventNames } = placeholderNames(figurePlaceholders);
  for (const [name, { file, schema }] of Object.entries(pageTexts)) {
    const { data, raw } = pages[name as keyof typeof pageTexts];
    const figureNames = (data as { figures?: readonly string[] } | undefined)?.figures;
    if (identity && figureNames) {
      checkFigureNames(
        file,
        figureNames,
        figures.map((figure) => figure.name),
        siteFiles.identity.file,
        report,
      );
      if (name === "partners")
        checkChapterFigures(file, figureNames, figures, siteFiles.identity.file, report);
    }
    warnRestatedFigures(file, schema, raw, figures, report);
    checkTexts(file, schema, raw, pageNames, {}, paths, report);
    if (name === "home") checkHomeFigures(file, schema, raw, figurePlaceholders, report);
  }
  for (const { file, raw, event } of eventTexts) {
    warnRestatedFigures(file, eventFiles.schema, raw, figures, report);
    const unavailable = event ? unavailablePlaceholders(event) : {};
    checkTexts(
      file,
      eventFiles.schema,
      raw,
      eventNames,
      unavailable,
      paths,
      report,
      eventValueFields,
    );
  }
  // The chapter's files: every text may use the identity's placeholders, but the identity's
  // own names, which are their values.
  for (const [name, { file, schema }] of Object.entries(siteFiles)) {
    const valueFields = name === "identity" ? identityValueFields : {};
    const { raw } = site[name as keyof typeof siteFiles];
    checkTexts(file, schema, raw, pageNames, {}, paths, report, valueFields);
  }

  // What one file names in another: the partners of recaps are sponsors, the events of quotes
  // are events.
  const sponsorIds = (site.sponsors.data?.sponsors ?? []).flatMap((sponsor) =>
    sponsor.id ? [sponsor.id] : [],
  );
  if (site.sponsors.data) {
    for (const { file, raw } of eventTexts) {
      checkEventPartners(file, raw, sponsorIds, siteFiles.sponsors.file, report);
    }
  }
  checkQuoteEvents(
    siteFiles.quotes.file,
    site.quotes.raw,
    // From every event file, one with another mistake included: it is not told twice.
    eventTexts.flatMap(({ raw }) => {
      const slug = (raw as { slug?: unknown } | undefined)?.slug;
      return typeof slug === "string" ? [slug.trim()] : [];
    }),
    report,
  );

  // A real chapter's site never publishes an example value (decision 0034), nor the example's
  // logo or pictures (decision 0050).
  const examplePictures = examplePicturesIn(root, report.pictures);
  const demonstration = identity?.demonstration ?? valueAt(rawIdentity, "demonstration");
  if (demonstration === false) {
    for (const { file, field, path, example } of examplePictures) {
      report.add(
        file,
        field,
        `${path} is the example chapter's ${example.startsWith("identity/") ? "logo" : "picture"} (the same bytes as its ${example}), and this site is not a demonstration: put the chapter's own in its place`,
      );
    }
    for (const { file, field, listed } of report.exampleFields) {
      report.add(
        file,
        field,
        listed
          ? "still holds an example value (the file's examples list names it), and this site is not a demonstration: write the chapter's own value, or delete the field, then remove its line from examples"
          : "is an address at a domain kept for examples (example.org, example.com, example.net), and this site is not a demonstration: write the chapter's own",
      );
    }
  }

  return {
    content:
      report.problems.length === 0 && identity
        ? filledContent(site, pages, events, identity)
        : undefined,
    identity,
    cms: site.cms.data,
    sponsorIds,
    events: routable,
    // By file, then by field (a file's own mistakes first).
    problems: report.problems.sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        (a.field ?? "").localeCompare(b.field ?? "", "en", { numeric: true }),
    ),
    warnings: report.warnings,
    pictures: report.pictures,
    examples: report.examples,
    exampleFields: report.exampleFields,
    examplePictures,
    files: Object.keys(siteFiles).length + Object.keys(pageTexts).length + eventTexts.length,
    texts: [
      ...Object.entries(siteFiles).map(([name, { file, schema }]) => ({
        file,
        schema,
        raw: site[name as keyof typeof siteFiles].raw,
      })),
      ...Object.entries(pageTexts).map(([name, { file, schema }]) => ({
        file,
        schema,
        raw: pages[name as keyof typeof pageTexts].raw,
      })),
      ...eventTexts.map(({ file, raw }) => ({ file, schema: eventFiles.schema, raw })),
    ],
  };
}
