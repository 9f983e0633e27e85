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
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
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

/** What calendars show of an event file, as one comparable text: its data without the recap
 * (keys in order); the text itself when it is not YAML the build can read. */
export function calendarView(source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
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
  const modified = statSync(join(root, file)).mtimeMs;
  const status = git(root, ["status", "--porcelain", "--untracked-files=all", "--", file]);
  // Empty, or failing in a repository without any commit yet. "hash time first-parent".
  const log = git(root, ["log", "--full-history", "--format=%H %ct %P", "--", file]) ?? "";
  const commits = log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash = "", time = "0", parent] = line.split(" ");
      return { hash, time: Number(time), parent };
    });
  const edited = Boolean(status?.trim());
  if (status === undefined || (commits.length === 0 && !edited)) {
    warn(noHistoryWarning);
    return { sequence: 0, lastModified: Math.floor(modified) };
  }
  if (git(root, ["rev-parse", "--is-shallow-repository"])?.trim() === "true") warn(shallowWarning);
  // Each commit's version of the file and its first parent's, then the last commit's (HEAD).
  const versions = filesAt(root, [
    ...commits.flatMap(({ hash, parent }) => [`${hash}:${file}`, `${parent ?? hash}:${file}`]),
    `HEAD:${file}`,
  ]);
  const changes = commits.filter(({ parent }, index) => {
    const after = versions[index * 2];
    const before = parent ? versions[index * 2 + 1] : undefined;
    return before === undefined || calendarView(after) !== calendarView(before);
  });
  // An edit not committed yet counts as its commit will: when it changes what calendars show.
  const committed = versions.at(-1);
  const changed =
    edited &&
    (committed === undefined ||
      calendarView(readFileSync(join(root, file), "utf8")) !== calendarView(committed));
  const lastChange = Math.max(0, ...changes.map(({ time }) => time)) * 1000;
  return {
    sequence: Math.max(changes.length + (changed ? 1 : 0) - 1, 0),
    lastModified: changed || lastChange === 0 ? Math.floor(modified) : lastChange,
  };
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
 * event once per calendar it is in, and reads git once; the development server reads again, so
 * that an edit shows.
 */
export function eventRevision(file: string, root: string = process.cwd()): EventRevision {
  const key = join(root, file);
  const known = revisions.get(key);
  if (known) return known;
  const revision = fileRevision(file, root, warnOnce);
  if (import.meta.env.PROD) revisions.set(key, revision);
  return revision;
}
