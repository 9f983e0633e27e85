/**
 * The build's first step (react-router.config.ts): reads and checks everything the board edits
 * and, when something is wrong, prints one line per mistake and a last line that counts them,
 * then stops the build. Warnings are printed and the build goes on.
 */
import { siteTimeZone } from "../config/time-zone";
import { finalEnd } from "../lib/event-recurrence";
import { siteClock } from "./clock.server";
import {
  readContent,
  formatProblem,
  type ContentProblem,
  type EventEntry,
  type SiteContent,
  readContentOncePerBuild,
  readContentWhenChanged,
} from "./content.server";
import { checkFlagship, Collector } from "../content-rules/content-rules";
import { fileRevision } from "./event-revisions.server";
import { checkPictures } from "./picture-check.server";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { boardTodo, formatTodo, type TodoGroup } from "./board-todo.server";
import { eventFiles, siteFiles } from "../lib/content-collections";
import { languages } from "../config/languages";
import { parseYaml } from "./yaml.server";

/** `npm run new-chapter`'s starter texts, with the figures a new chapter's site starts with. */
export const starterTextsFile = "scripts/new-chapter-texts.yaml";

/** The names of the figures a new chapter's site starts with: the organisation's. */
function starterFigures(root: string): string[] {
  const path = join(root, starterTextsFile);
  if (!existsSync(path)) return [];
  const parsed = parseYaml(readFileSync(path, "utf8"));
  if (!parsed.ok) return [];
  const figures = (parsed.data as { organisation?: { figures?: { name?: unknown }[] } })
    .organisation?.figures;
  return (figures ?? []).flatMap((figure) =>
    typeof figure.name === "string" ? [figure.name] : [],
  );
}

/** How long after an event the build reminds the board that its page has no recap yet. */
const recapReminderDays = 60;

/**
 * A reminder about events that have ended, on the day of the build: a recent one whose page has
 * no recap yet (board guide: After an event).
 */
export function endedEventWarnings(events: readonly EventEntry[], now: number): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  const day = 24 * 60 * 60 * 1000;
  for (const { file, event } of events) {
    const end = finalEnd(event, siteTimeZone);
    if (now < end || event.status === "cancelled") continue;
    if (event.page && !event.recap && now - end < recapReminderDays * day) {
      const days = Math.floor((now - end) / day);
      const ago = days === 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`;
      warnings.push({
        file,
        field: "recap",
        message: `the event ended ${ago} and its page has no recap yet: add what happened (board guide: After an event)`,
      });
    }
  }
  return warnings;
}

/**
 * Flagship marks on events that had ended when their file last changed
 * (content-rules/content-rules.ts, `checkFlagship`): the file's history says when, so that the
 * night after a flagship event ends the build goes on (the mark then simply stops counting) while a
 * mark put on an ended event, or kept in a file edited after it, stops it. Only events that have
 * ended on the day of the build are looked up.
 */
export function flagshipProblems(
  events: readonly EventEntry[],
  root: string,
  now: number,
): ContentProblem[] {
  const report = new Collector();
  for (const { file, event } of events) {
    if (!event.flagship || finalEnd(event, siteTimeZone) > now) continue;
    // Warnings about the history are the calendar feeds' to give.
    const changedAt = fileRevision(file, root, () => {}).lastModified;
    checkFlagship(file, event, Math.min(now, changedAt), report);
  }
  return report.problems;
}

export interface ContentCheck {
  content?: SiteContent;
  /** Every line to print: mistakes first, then warnings. */
  lines: string[];
  /** Without mistakes, one line that says what was checked, and what is still an example. */
  summary?: string;
  mistakes: number;
  /** The board's to-do list (server/board-todo.server.ts), told after the mistakes. */
  todo: TodoGroup[];
}

/** Checks the content of the project at `root`, pictures included, on the day `now` (the build's
 * clock: `SITE_TODAY` or today). */
export async function checkContent(
  root: string = process.cwd(),
  now: number = siteClock().now,
): Promise<ContentCheck> {
  const report = readContent(root);
  const pictures = await checkPictures(report.pictures, root);
  const problems = [
    ...report.problems,
    ...flagshipProblems(report.events, root, now),
    ...pictures.problems,
  ];
  const warnings = [
    ...report.warnings,
    ...pictures.warnings,
    ...endedEventWarnings(report.content?.events ?? [], now),
  ];
  const mistakes = problems.length;
  const lines = [
    ...problems.map(formatProblem),
    ...warnings.map((warning) => `warning: ${formatProblem(warning)}`),
  ];
  const { examples } = report;
  const events = report.content?.events.length ?? 0;
  const summary =
    mistakes === 0
      ? `Content check: ${report.files} files, ${events} ${events === 1 ? "event" : "events"}, no mistakes${
          examples.fields > 0
            ? `; ${examples.fields} example values still to replace, in ${examples.files} files (board guide: Example values)`
            : ""
        }.`
      : undefined;
  if (mistakes > 0) {
    lines.push(
      `Content check: ${mistakes} ${mistakes === 1 ? "mistake" : "mistakes"} (listed above, one per line: file: field: what is expected). Nothing was built.`,
    );
  }
  const todo = boardTodo({
    events: report.content?.events ?? report.events,
    sponsors: report.content?.sponsors ?? [],
    sponsorsFile: siteFiles.sponsors.file,
    exampleFields: report.exampleFields,
    examplePictures: report.examplePictures,
    now,
    site: {
      identityFile: siteFiles.identity.file,
      cmsFile: siteFiles.cms.file,
      identity: report.identity,
      cms: report.cms,
      languages,
      files: report.texts,
      starterFigures: starterFigures(root),
      lists: report.content
        ? [
            { file: siteFiles.team.file, field: "members", count: report.content.team.length },
            { file: `${eventFiles.folder}/`, count: report.content.events.length },
            {
              file: siteFiles.sponsors.file,
              field: "sponsors",
              count: report.content.sponsors.length,
            },
            { file: siteFiles.quotes.file, field: "quotes", count: report.content.quotes.length },
          ]
        : [],
    },
  });
  return { content: mistakes === 0 ? report.content : undefined, lines, summary, mistakes, todo };
}

/**
 * What this process last checked and printed. React Router evaluates its configuration, which
 * runs the check, once for its command and once more for each Vite configuration it loads: five
 * times in one build. A build checks once and prints once; the development server checks again
 * each time (the content may have changed) and prints only what changed.
 */
interface CheckMemo {
  key: string;
  check: Promise<ContentCheck>;
  printed?: string;
}
const memoKey = Symbol.for("chapter-website.content-check");
const processMemo = globalThis as typeof globalThis & { [memoKey]?: CheckMemo };

/**
 * For a build: the checked content, or the mistakes printed and the process ended. In the
 * development server (`exit: false`) mistakes are printed and the server keeps running; the
 * pages they concern show the error instead.
 */
export async function contentOrExit({ exit }: { exit: boolean }): Promise<SiteContent | undefined> {
  const root = process.cwd();
  // A build's content does not change while it runs: the route table and the pages' loaders,
  // in each of React Router's module graphs, take this read. The development server's changes
  // when the board edits a file: it reads again then, and only then.
  if (exit) readContentOncePerBuild();
  else readContentWhenChanged();
  const key = `${root} ${siteClock().now}`;
  const memo = processMemo[memoKey];
  const current: CheckMemo =
    exit && memo?.key === key ? memo : { key, check: checkContent(root), printed: memo?.printed };
  processMemo[memoKey] = current;
  const { content, lines, summary, mistakes, todo } = await current.check;
  // After the summary, the board's to-do list, as `npm run check` prints it.
  const todoLines = formatTodo(todo);
  const output = [...lines, summary ?? "", ...todoLines].join("\n");
  if (current.printed !== output) {
    current.printed = output;
    for (const line of lines) console.error(line);
    if (summary) console.log(summary);
    for (const line of todoLines) console.log(line);
  }
  if (mistakes > 0 && exit) process.exit(1);
  return content;
}
