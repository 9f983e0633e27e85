/**
 * How many times an event has changed, and when it last did, for calendars (SEQUENCE and
 * LAST-MODIFIED): read from the git history of its file, so that the board does nothing special.
 * A calendar that already holds an event takes a new version of it only with a higher SEQUENCE,
 * so the number must never go down from one build to the next: it counts the commits that
 * changed the file, and a branch's history only grows. Build time only.
 *
 * The count is of every commit that changed what calendars show of the event, merges included
 * (`--full-history`): a merge that resolves a conflict in an event changes it too, and git's
 * default simplification, which follows one side of a merge, could drop commits it counted
 * before, when a later merge takes the other side's version. A change merged from a branch
 * therefore counts twice (the commit, then the merge): the number goes up by more than one, which
 * calendars do not mind. A commit counts when the file's data, its recap left out, differs from
 * the file in the commit's first parent: adding or editing the recap after the event (or a
 * comment) changes nothing in a calendar, so subscribers are not told of a change that is not one.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseYaml } from "./yaml.server";

export interface EventRevision {
  /** 0 for the first version of the file, more for each change since. */
  sequence: number;
  /** When the file last changed (ms since the epoch). */
  lastModified: number;
}

/** Where a warning goes: the build's output, once per kind of problem. */
export type Warn = (message: string) => void;

/** Runs git in the project; its output, or undefined when git is missing or fails. */
function git(root: string, args: string[], input?: string): string | undefined {
  // A checkout owned by another user (a CI container running as root) is the project whose code
  // this build already runs: git may read it.
  const result = spawnSync("git", ["-c", `safe.directory=${root}`, ...args], {
    cwd: root,
    encoding: "utf8",
    input,
    maxBuffer: 64 * 1024 * 1024,
  });
  return result.status === 0 ? result.stdout : undefined;
}

/** The calendar views of the texts this process has read: a file's version in one commit is its
 * version in the next commit's parent, and each feed and calendar file asks again. */
const calendarViews = new Map<string, string>();

/** What calendars show of an event file, as one comparable text: its data without the recap
 * (keys in order); the text itself when it is not YAML the build can read. */
export function calendarView(source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
  let view = calendarViews.get(source);
  if (view === undefined) {
    view = readCalendarView(source);
    calendarViews.set(source, view);
  }
  return view;
}

function readCalendarView(source: string): string {
  const parsed = parseYaml(source);
  if (!parsed.ok || typeof parsed.data !== "object" || parsed.data === null) return source;
  const { recap: _recap, ...data } = parsed.data as Record<string, unknown>;
  return JSON.stringify(data, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The texts of `<commit>:<file>` for many commits in one call to git; undefined where the
 * commit has no such file. */
function filesAt(root: string, specs: string[]): (string | undefined)[] {
  if (specs.length === 0) return [];
  const output = git(root, ["cat-file", "--batch"], `${specs.join("\n")}\n`);
  if (output === undefined) return specs.map(() => undefined);
  const buffer = Buffer.from(output, "utf8");
  const texts: (string | undefined)[] = [];
  let position = 0;
  for (let index = 0; index < specs.length; index++) {
    const lineEnd = buffer.indexOf(10, position);
    const header = buffer.subarray(position, lineEnd).toString("utf8");
    position = lineEnd + 1;
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.push(undefined);
      continue;
    }
    const length = Number(size);
    texts.push(buffer.subarray(position, position + length).toString("utf8"));
    position += length + 1;
  }
  return texts;
}

export const noHistoryWarning =
  "calendar feeds: this copy has no git history (a download, not a clone): fine for a preview, but publish from a clone of the repository, or calendars that already hold an event will not take its changes (board guide: How calendars learn about a change)";

export const shallowWarning =
  "calendar feeds: this clone has only part of the git history, so SEQUENCE counts only the changes it has and may go down, and calendars then ignore changes; clone the whole history (actions/checkout: fetch-depth: 0) (board guide: How calendars learn about a change)";

/**
 * The revision of an event file (`app/content/events/levels.yaml`) in the project at `root`:
 * - committed: SEQUENCE is the number of commits that changed the file, less one; LAST-MODIFIED
 *   the time of the last of them;
 * - changed since the last commit (a board member previewing an edit): one more, and the file's
 *   modification time, as the commit of that change will give;
 * - without history (no git, a copy without `.git`, a file git ignores): SEQUENCE 0 and the
 *   file's modification time, with a warning.
 * A shallow clone only knows its last commits: it counts those, with a warning.
 */
export function fileRevision(file: string, root: string, warn: Warn): EventRevision {
  return fileRevisions([file], root, warn).get(file)!;
}

/** A commit of the history of some files: which of them differ from its first parent. */
interface FilesCommit {
  hash: string;
  time: number;
  parent: string | undefined;
  files: string[];
}

/** The commits that changed any of `files` (merges compared with their first parent), newest
 * first, read in one walk of the history whatever the number of files. */
function commitsOf(root: string, files: string[]): FilesCommit[] {
  // Merges are listed whenever a file differs from one of their parents (--full-history), and
  // name the files that differ from their first parent: the parent a branch's history follows.
  const log = git(root, [
    "-c",
    "core.quotePath=false",
    "log",
    "--full-history",
    "--no-renames",
    "--diff-merges=first-parent",
    "--name-only",
    "--format=%x01%H %ct %P",
    "--",
    ...files,
  ]);
  return (log ?? "")
    .split("\x01")
    .filter(Boolean)
    .map((entry) => {
      const [header = "", ...names] = entry.split("\n");
      const [hash = "", time = "0", parent] = header.split(" ");
      return { hash, time: Number(time), parent, files: names.filter(Boolean) };
    });
}

/**
 * The revisions of many event files of the project at `root`, as `fileRevision` gives each, from
 * one `git status`, one `git log` and one `git cat-file`: the cost of a build's calendars grows
 * with its events and its history, not with their product.
 */
export function fileRevisions(
  files: string[],
  root: string,
  warn: Warn,
): Map<string, EventRevision> {
  const revisions = new Map<string, EventRevision>();
  if (files.length === 0) return revisions;
  const status = git(root, [
    "-c",
    "core.quotePath=false",
    "status",
    "--porcelain",
    "-z",
    "--untracked-files=all",
    "--",
    ...files,
  ]);
  // The project may be a folder of its repository: git names files from the repository's top.
  const [shallow, prefix = ""] = (
    git(root, ["rev-parse", "--is-shallow-repository", "--show-prefix"]) ?? ""
  ).split("\n");
  const fromProject = (name: string) =>
    name.startsWith(prefix) ? name.slice(prefix.length) : name;
  // "XY path", NUL-ended, per changed file; a rename or copy ("R", "C") is followed by its old
  // path.
  const edited = new Set<string>();
  const entries = (status ?? "").split("\0");
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (entry.length < 4) continue;
    edited.add(fromProject(entry.slice(3)));
    if (/[RC]/.test(entry.slice(0, 2))) index++;
  }
  const commits = (status === undefined ? [] : commitsOf(root, files)).map((commit) => ({
    ...commit,
    files: commit.files.map(fromProject),
  }));
  if (commits.length > 0 && shallow === "true") warn(shallowWarning);
  // Each commit's version of each file it changed and its first parent's, then HEAD's.
  const changedIn = files.map((file) => commits.filter((commit) => commit.files.includes(file)));
  const specs = files.flatMap((file, index) => [
    ...changedIn[index]!.flatMap(({ hash, parent }) => [
      `${hash}:${file}`,
      `${parent ?? hash}:${file}`,
    ]),
    `HEAD:${file}`,
  ]);
  const versions = filesAt(root, specs);
  let position = 0;
  files.forEach((file, index) => {
    const fileCommits = changedIn[index]!;
    const fileVersions = versions.slice(position, position + fileCommits.length * 2 + 1);
    position += fileCommits.length * 2 + 1;
    const modified = Math.floor(statSync(join(root, file)).mtimeMs);
    const isEdited = edited.has(file);
    if (status === undefined || (fileCommits.length === 0 && !isEdited)) {
      warn(noHistoryWarning);
      revisions.set(file, { sequence: 0, lastModified: modified });
      return;
    }
    const changes = fileCommits.filter(({ parent }, commitIndex) => {
      const after = fileVersions[commitIndex * 2];
      const before = parent ? fileVersions[commitIndex * 2 + 1] : undefined;
      return before === undefined || calendarView(after) !== calendarView(before);
    });
    // An edit not committed yet counts as its commit will: when it changes what calendars show.
    const committed = fileVersions.at(-1);
    const changed =
      isEdited &&
      (committed === undefined ||
        calendarView(readFileSync(join(root, file), "utf8")) !== calendarView(committed));
    const lastChange = Math.max(0, ...changes.map(({ time }) => time)) * 1000;
    revisions.set(file, {
      sequence: Math.max(changes.length + (changed ? 1 : 0) - 1, 0),
      lastModified: changed || lastChange === 0 ? modified : lastChange,
    });
  });
  return revisions;
}

const revisions = new Map<string, EventRevision>();
const warned = new Set<string>();

function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`warning: ${message}`);
}

/**
 * The revision of an event file of the project being built. The production build asks for each
 * event once per calendar it is in: the first question reads the history of every event in the
 * file's folder at once. The development server reads the one file again, so that an edit shows.
 */
export function eventRevision(file: string, root: string = process.cwd()): EventRevision {
  const key = join(root, file);
  const known = revisions.get(key);
  if (known) return known;
  if (!import.meta.env.PROD) return fileRevision(file, root, warnOnce);
  const folder = dirname(file);
  const siblings = readdirSync(join(root, folder))
    .filter((name) => !name.startsWith("."))
    .map((name) => join(folder, name))
    .filter((sibling) => sibling === file || statSync(join(root, sibling)).isFile());
  const files = siblings.includes(file) ? siblings : [...siblings, file];
  for (const [each, revision] of fileRevisions(files, root, warnOnce))
    revisions.set(join(root, each), revision);
  return revisions.get(key)!;
}
