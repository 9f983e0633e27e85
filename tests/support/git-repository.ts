/**
 * Git in a throwaway folder, for tests of what the build reads from a project's history: commits
 * by a fixed author at a given date, untouched by the machine's own git configuration.
 */
import { spawnSync } from "node:child_process";

/** Runs git in `dir`; its output. Commits are dated `date` (ISO 8601). Throws when git fails. */
export function git(dir: string, args: string[], date = "2026-01-10T12:00:00Z"): string {
  const result = spawnSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Board",
      GIT_AUTHOR_EMAIL: "board@example.org",
      GIT_COMMITTER_NAME: "Board",
      GIT_COMMITTER_EMAIL: "board@example.org",
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
    },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

/** Commits everything in `dir` as it is now, at `date`. */
export function commitAll(dir: string, date?: string): void {
  git(dir, ["add", "-A"], date);
  git(dir, ["commit", "-q", "-m", "content"], date);
}
