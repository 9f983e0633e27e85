/**
 * The board's to-do list (`npm run check`, and the deploy workflow's run summary): what is left
 * to make the site the chapter's own and keep it current, after the mistakes, grouped and
 * counted (decision 0034). Nothing here stops the build.
 */
import type { z } from "zod";
import type { CmsSettings } from "../lib/cms-schema";
import type { Identity } from "../lib/identity-schema";
import { siteTimeZone } from "../config/time-zone";
import { visitTexts } from "../content-texts/file-texts";
import { localDateTimeOf, localInstant } from "../lib/dates";
import { guessedRepository, guessedSiteAddress } from "../lib/guessed-addresses";
import {
  daysBetween,
  heldDates,
  maximumRepeatYears,
  occurrenceAt,
  repeatHorizon,
} from "../lib/event-recurrence";
import type { EventEntry, ExampleField, ExamplePicture } from "./content.server";

/** One kind of thing to do, and where: by file, the fields concerned (none: the file), and what
 * to do there when the group's title does not say it all. */
export interface TodoGroup {
  count: number;
  /** How many, and what, in words: "3 example values left". */
  title: string;
  items: { file: string; fields: string[]; note?: string }[];
}

/** Fields by file, in the order they come. */
function byFile(fields: readonly { file: string; field?: string }[]): TodoGroup["items"] {
  const files = new Map<string, string[]>();
  for (const { file, field } of fields) {
    files.set(file, [...(files.get(file) ?? []), ...(field ? [field] : [])]);
  }
  return [...files].map(([file, fields]) => ({ file, fields }));
}

/** What the to-do list reads: the content as checked and the fields still holding examples. */
export interface TodoInput {
  events: readonly EventEntry[];
  sponsors: readonly { name?: string }[];
  sponsorsFile: string;
  exampleFields: readonly ExampleField[];
  /** The pictures the content names that are the example chapter's (its logo included). */
  examplePictures?: readonly ExamplePicture[];
  /** The build's day (`SITE_TODAY` or today). */
  now: number;
  /** What the rest of the list is read from; left out, only the groups above are told. */
  site?: SiteTodoInput;
}

/** The chapter's files as the to-do list reads them, beside the events and examples. */
export interface SiteTodoInput {
  identityFile: string;
  cmsFile: string;
  /** The identity and the CMS's settings, when their files are right. */
  identity?: Identity;
  cms?: CmsSettings;
  /** The site's languages, the first one first. */
  languages: readonly string[];
  /** Every file the board edits, as written, with its schema: their texts are compared. */
  files: readonly { file: string; schema: z.ZodType; raw: unknown }[];
  /** The figures `npm run new-chapter` starts a site with (scripts/new-chapter-texts.yaml), by
   * name: the organisation's. */
  starterFigures: readonly string[];
  /** How many there are of what each page lists, by the file (or folder) it is added in and
   * the field: none yet is on the list. */
  lists: readonly { file: string; field?: string; count: number }[];
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How long before a repeating event's dates, or its skipped dates, run out the list says so:
 * four weeks, time for a board that meets weekly to decide and write it. */
export const repetitionNoticeDays = 28;

function inDays(days: number): string {
  return days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
}

/**
 * Repeating events whose dates run out within `repetitionNoticeDays` of the build's day (their
 * `until`, or their horizon), and those whose skipped dates do while their dates go on (the
 * holidays of the next term are probably still to be added). Cancelled and ended ones are left
 * out. Each item names the field to change and says how.
 */
function repetitionNotices(events: readonly EventEntry[], now: number) {
  const today = localDateTimeOf(now, siteTimeZone).slice(0, 10);
  const ending: TodoGroup["items"] = [];
  const skipsEnding: TodoGroup["items"] = [];
  for (const { file, event } of events) {
    const repeat = event.repeat;
    if (!repeat || event.status === "cancelled" || occurrenceAt(event, now, siteTimeZone).ended)
      continue;
    const first = event.start.slice(0, 10);
    const lastDate = heldDates(first, repeat).at(-1);
    if (lastDate === undefined) continue;
    const left = daysBetween(today, lastDate);
    if (left <= repetitionNoticeDays) {
      const horizon = repeatHorizon(first);
      const byUntil = repeat.until !== undefined && repeat.until < horizon;
      ending.push(
        byUntil
          ? {
              file,
              fields: ["repeat.until"],
              note: `its last date is ${lastDate}, ${inDays(left)}: if it goes on, move repeat.until on (${horizon} at the latest) or leave it out`,
            }
          : {
              file,
              fields: ["start"],
              note: `its last date is ${lastDate}, ${inDays(left)}: its dates go at most ${maximumRepeatYears} years from its first date; if it goes on, move start on to a date ahead and leave out the skipped dates before it`,
            },
      );
      continue;
    }
    const lastSkipped = (repeat.skip ?? []).reduce<string | undefined>(
      (latest, date) => (latest === undefined || date > latest ? date : latest),
      undefined,
    );
    if (lastSkipped === undefined) continue;
    const skipsLeft = daysBetween(today, lastSkipped);
    if (skipsLeft >= 0 && skipsLeft <= repetitionNoticeDays) {
      skipsEnding.push({
        file,
        fields: ["repeat.skip"],
        note: `the last skipped date is ${lastSkipped}, ${inDays(skipsLeft)}, and the event goes on to ${lastDate}: add the next dates it does not take place on (holidays, exams), if there are any`,
      });
    }
  }
  return { ending, skipsEnding };
}

/** The fewest words (runs of two letters or more; web and e-mail addresses, placeholders and
 * links' targets left out) a text has for its being the same as the first language's to mean it
 * was left untranslated. Below it, texts are written alike in every language: names ("EST
 * Lisboa", "Hackathon 2027"), codes, numbers (decision 0046). */
export const untranslatedWordCount = 4;

/** Fields whose text is the same in every language, whatever its length: names (a place's, a
 * person's) and postal addresses, by the field's last name. */
const sameInEveryLanguage = /(?:^|\.)(?:name|address)$/;

/** How many words of a text would be translated (see `untranslatedWordCount`). */
export function wordsToTranslate(text: string): number {
  return (
    text
      .replace(/\{\{[^}]*\}\}/g, " ")
      .replace(/\]\([^)]*\)/g, "] ")
      .replace(/(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/\S+@\S+/g, " ")
      .match(/\p{L}{2,}/gu)?.length ?? 0
  );
}

/**
 * The texts in another language than the first that are the same as the first language's text
 * of their field, and long enough to be words to translate: English left under `pt:`. A list in
 * each language is compared item by item.
 */
export function textsAsInTheFirstLanguage(
  files: SiteTodoInput["files"],
  languages: readonly string[],
): { file: string; field: string }[] {
  const first = languages[0];
  const found: { file: string; field: string }[] = [];
  for (const { file, schema, raw } of files) {
    const firstTexts = new Map<string, string>();
    const others: { key: string; field: string; text: string }[] = [];
    visitTexts(schema, raw, ({ field, textField, language, text }) => {
      if (!language || sameInEveryLanguage.test(textField)) return;
      // The field in every language: `intro`, or `gets[1]` for the second item of a list.
      const key = `${textField}${field.slice(textField.length + 1 + language.length)}`;
      if (language === first) firstTexts.set(key, text.trim());
      else others.push({ key, field, text: text.trim() });
    });
    for (const { key, field, text } of others) {
      if (firstTexts.get(key) === text && wordsToTranslate(text) >= untranslatedWordCount) {
        found.push({ file, field });
      }
    }
  }
  return found;
}

/** The site's address and repository, when they are still what `npm run new-chapter` guessed
 * from the chapter's name. */
function guessedAddresses({ identity, cms, identityFile, cmsFile }: SiteTodoInput) {
  if (!identity) return [];
  const address = guessedSiteAddress(identity.chapterName);
  const repository = guessedRepository(identity.chapterName);
  return [
    ...(identity.url === address
      ? [
          {
            file: identityFile,
            fields: ["url"],
            note: `${address} was guessed from the chapter's name: write the address the site will have (board guide: Deploying)`,
          },
        ]
      : []),
    ...(cms?.repository === repository
      ? [
          {
            file: cmsFile,
            fields: ["repository"],
            note: `${repository} was guessed from the chapter's name: write the site's GitHub repository, owner/name (developer guide: Setting it up)`,
          },
        ]
      : []),
  ];
}

/** The identity's links and details a new chapter's site starts without: the pages leave out
 * what needs them (the map, the footer's links, the courses in the bar). */
function detailsLeftOut({ identity, languages }: SiteTodoInput): string[] {
  if (!identity) return [];
  const details: [string, unknown][] = [
    ["links.joinUs", identity.links?.joinUs],
    ["links.courses", identity.links?.courses],
    ["links.privacyPolicy", identity.links?.privacyPolicy],
    ["social.instagram", identity.social?.instagram],
    ["social.linkedin", identity.social?.linkedin],
    ["social.whatsappGroup", identity.social?.whatsappGroup],
    ["organisation.url", identity.organisation.url],
    ["university.mailDomain", identity.university.mailDomain],
    ...(languages.includes("it")
      ? [["university.nameWithArticle", identity.university.nameWithArticle] as [string, unknown]]
      : []),
    ["city.latitude", identity.city.latitude],
    ["city.longitude", identity.city.longitude],
    ["city.countryCode", identity.city.countryCode],
  ];
  return details.flatMap(([field, value]) => (value === undefined ? [field] : []));
}

/** What a page lists and the chapter has not added yet: the board, sponsors, events, quotes,
 * figures of its own (the partnership deck is built from them). */
function notAddedYet(site: SiteTodoInput): TodoGroup["items"] {
  const items: TodoGroup["items"] = site.lists
    .filter(({ count }) => count === 0)
    .map(({ file, field }) => ({ file, fields: field ? [field] : [] }));
  const figures = site.identity?.figures.map((figure) => figure.name) ?? [];
  if (figures.length > 0 && figures.every((name) => site.starterFigures.includes(name))) {
    items.push({
      file: site.identityFile,
      fields: ["figures"],
      note: `only the organisation's (${figures.join(", ")}): add the chapter's own (members, students reached, events a year) and name them in the pages' figures`,
    });
  }
  return items;
}

/** The groups of the board's to-do list; an empty group is left out. */
export function boardTodo({
  events,
  sponsors,
  sponsorsFile,
  exampleFields,
  examplePictures = [],
  now,
  site,
}: TodoInput): TodoGroup[] {
  const examples = byFile(exampleFields);
  const examplePicture = (file: string) =>
    exampleFields.some((example) => example.file === file && example.field === "image");
  const withoutRecap = events.filter(
    ({ event }) =>
      event.status !== "cancelled" &&
      localInstant(event.end, siteTimeZone) <= now &&
      event.page &&
      !event.recap,
  );
  const withoutPicture = events.flatMap(({ file, event }) =>
    examplePicture(file)
      ? [{ file, field: "image" }]
      : event.recap && !event.recap.photos?.length
        ? [{ file, field: "recap.photos" }]
        : [],
  );
  const { ending, skipsEnding } = repetitionNotices(events, now);
  const unnamed = sponsors.flatMap((sponsor, index) =>
    sponsor.name ? [] : [{ file: sponsorsFile, field: `sponsors[${index}].name` }],
  );
  const guessed = site ? guessedAddresses(site) : [];
  const untranslated = site ? textsAsInTheFirstLanguage(site.files, site.languages) : [];
  const leftOut = site ? detailsLeftOut(site) : [];
  const missing = site ? notAddedYet(site) : [];
  const firstLanguage = site?.languages[0];
  const logoLeft = examplePictures.some(({ example }) => example.startsWith("identity/"));
  const groups: TodoGroup[] = [
    {
      count: examplePictures.length,
      title: `${counted(examplePictures.length, "example picture", "example pictures")} left${
        logoLeft ? ", the example's logo among them" : ""
      }`,
      items: examplePictures.map(({ file, field, path, example }) => ({
        file,
        fields: [field],
        note: `${path} is the example chapter's ${example}: put the chapter's own in its place`,
      })),
    },
    {
      count: guessed.length,
      title: counted(guessed.length, "guessed address", "guessed addresses"),
      items: guessed,
    },
    {
      count: exampleFields.length,
      title: `${counted(exampleFields.length, "example value", "example values")} left${
        examples.length > 1 ? `, in ${examples.length} files` : ""
      }`,
      items: examples,
    },
    {
      count: untranslated.length,
      title: `${counted(untranslated.length, "text", "texts")} the same as in the first language${
        firstLanguage ? ` (${firstLanguage})` : ""
      }: translate ${untranslated.length === 1 ? "it" : "them"}`,
      items: byFile(untranslated),
    },
    {
      count: withoutRecap.length,
      title: counted(
        withoutRecap.length,
        "ended event without a recap",
        "ended events without a recap",
      ),
      items: byFile(withoutRecap),
    },
    {
      count: ending.length,
      title: counted(
        ending.length,
        "repeating event whose dates end within four weeks",
        "repeating events whose dates end within four weeks",
      ),
      items: ending,
    },
    {
      count: skipsEnding.length,
      title: counted(
        skipsEnding.length,
        "repeating event whose skipped dates end within four weeks",
        "repeating events whose skipped dates end within four weeks",
      ),
      items: skipsEnding,
    },
    {
      count: withoutPicture.length,
      title: counted(
        withoutPicture.length,
        "event without a picture of its own",
        "events without a picture of their own",
      ),
      items: byFile(withoutPicture),
    },
    {
      count: unnamed.length,
      title: counted(unnamed.length, "sponsor without a name", "sponsors without a name"),
      items: byFile(unnamed),
    },
    {
      count: leftOut.length,
      title: `${counted(leftOut.length, "link or detail", "links and details")} left out: the pages leave out what needs ${leftOut.length === 1 ? "it" : "them"}`,
      items: site && leftOut.length > 0 ? [{ file: site.identityFile, fields: leftOut }] : [],
    },
    {
      count: missing.length,
      title: `${counted(missing.length, "thing", "things")} not added yet: each page says honestly that there is none`,
      items: missing,
    },
  ];
  return groups.filter((group) => group.count > 0);
}

/** How many things are left to do, all groups together. */
export function todoCount(groups: readonly TodoGroup[]): number {
  return groups.reduce((sum, group) => sum + group.count, 0);
}

/** At most this many fields of a file are named on its line in the terminal. */
const fieldsShown = 6;

/** A file and its fields, the first few of them (`and 27 more`). */
function itemPlace({ file, fields }: TodoGroup["items"][number], limit = Infinity): string {
  if (fields.length === 0) return file;
  const shown = fields.slice(0, limit).join(", ");
  return `${file}: ${shown}${fields.length > limit ? ` and ${fields.length - limit} more` : ""}`;
}

/** An item as a line, what to do after its file and fields, as a mistake is told. */
function itemLine(item: TodoGroup["items"][number], limit = Infinity): string {
  const place = itemPlace(item, limit);
  return item.note ? `${place}: ${item.note}` : place;
}

/** The list as `npm run check` prints it: a line that counts, then each group and its files. */
export function formatTodo(groups: readonly TodoGroup[]): string[] {
  if (groups.length === 0) return ["To do: nothing left."];
  return [
    `To do (${todoCount(groups)}):`,
    ...groups.flatMap((group) => [
      `  ${group.title}:`,
      ...group.items.map((item) => `    ${itemLine(item, fieldsShown)}`),
    ]),
  ];
}

/** The list in Markdown, for the deploy workflow's run summary ($GITHUB_STEP_SUMMARY): each
 * group folded, every field named. */
export function todoMarkdown(groups: readonly TodoGroup[]): string {
  if (groups.length === 0) return "## The board's to-do list\n\nNothing left.\n";
  return [
    `## The board's to-do list (${todoCount(groups)})`,
    "",
    ...groups.flatMap((group) => [
      `<details><summary>${escapeHtml(group.title)}</summary>`,
      "",
      ...group.items.map(
        (item) =>
          `- \`${itemPlace(item).replaceAll("`", "'")}\`${item.note ? `: ${escapeHtml(item.note)}` : ""}`,
      ),
      "",
      "</details>",
      "",
    ]),
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
