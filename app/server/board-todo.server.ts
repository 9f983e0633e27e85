/**
 * The board's to-do list (`npm run check`, and the deploy workflow's run summary): what is left
 * to make the site the chapter's own and keep it current, after the mistakes, grouped and
 * counted (decision 0034). Nothing here stops the build.
 */
import { siteTimeZone } from "../config/time-zone";
import { localInstant } from "../lib/dates";
import type { EventEntry, ExampleField } from "./content.server";

/** One kind of thing to do, and where: by file, the fields concerned (none: the file). */
export interface TodoGroup {
  count: number;
  /** How many, and what, in words: "3 example values left". */
  title: string;
  items: { file: string; fields: string[] }[];
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
  /** The build's day (`SITE_TODAY` or today). */
  now: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The groups of the board's to-do list; an empty group is left out. */
export function boardTodo({
  events,
  sponsors,
  sponsorsFile,
  exampleFields,
  now,
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
  const unnamed = sponsors.flatMap((sponsor, index) =>
    sponsor.name ? [] : [{ file: sponsorsFile, field: `sponsors[${index}].name` }],
  );
  const groups: TodoGroup[] = [
    {
      count: exampleFields.length,
      title: `${counted(exampleFields.length, "example value", "example values")} left${
        examples.length > 1 ? `, in ${examples.length} files` : ""
      }`,
      items: examples,
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
function itemLine({ file, fields }: TodoGroup["items"][number], limit = Infinity): string {
  if (fields.length === 0) return file;
  const shown = fields.slice(0, limit).join(", ");
  return `${file}: ${shown}${fields.length > limit ? ` and ${fields.length - limit} more` : ""}`;
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
      ...group.items.map((item) => `- \`${itemLine(item).replaceAll("`", "'")}\``),
      "",
      "</details>",
      "",
    ]),
  ].join("\n");
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
