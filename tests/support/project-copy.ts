/**
 * Copies of the project for tests that build it: with the chapter's content, or with the
 * fixture content of tests/fixtures/site in place of everything the board edits, so that what
 * they check never depends on today's events, people or sponsors.
 */
import { spawnSync } from "node:child_process";
import type { Browser } from "@playwright/test";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { contentLocations, imageFolders } from "../../app/config/content-locations";
import { buildNodeOptions } from "../../scripts/build-environment.mjs";

export const projectRoot = join(import.meta.dirname, "..", "..");
/** Content for tests: a frozen copy of the chapter's first content, which tests may name. */
export const fixtureSite = join(projectRoot, "tests", "fixtures", "site");

/** Everything the board edits: the files and folders the fixture content replaces. */
const boardEditedPaths: readonly string[] = [
  ...Object.values(contentLocations),
  ...Object.values(imageFolders),
];

const skipped = new Set([
  "node_modules",
  "build",
  ".git",
  "reports",
  "test-results",
  "playwright-report",
  ".react-router",
]);

/** Replaces everything the board edits in a copy of the project by the fixture content. */
export function useFixtureContent(dir: string): void {
  for (const path of boardEditedPaths) {
    rmSync(join(dir, path), { recursive: true, force: true });
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(fixtureSite, path), join(dir, path), { recursive: true });
  }
}

/**
 * A copy of the project's sources, sharing its node_modules, in a new temporary folder or in
 * `dir` (emptied first); with the fixture content unless `content` is "chapter".
 */
export function copyProject(options: { content?: "fixtures" | "chapter"; dir?: string } = {}): {
  dir: string;
  remove: () => void;
} {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "chapter-site-"));
  if (options.dir) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !skipped.has(relative(projectRoot, source).split("/")[0] ?? ""),
  });
  symlinkSync(join(projectRoot, "node_modules"), join(dir, "node_modules"), "dir");
  if (options.content !== "chapter") useFixtureContent(dir);
  return {
    dir,
    remove: () => {
      if (!process.env.KEEP_COPY) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A copy built and served by `npm start`'s server, with a browser open, for the tests that
 * share it: its folders are known when the tests are declared, its server's address and its
 * browser once the test file's `beforeAll` has built and started them. */
export interface ServedCopy {
  /** The copy's folder. */
  dir: string;
  /** Its build/client. */
  client: string;
  /** Where `npm start`'s server serves it: `http://localhost:PORT`. */
  origin: string;
  browser: Browser;
}

/** Builds a copy; throws with the build's output when it fails. */
export function buildCopy(dir: string, env: Record<string, string> = {}): void {
  const result = runBuild(dir, env);
  if (result.status !== 0) throw new Error(`build failed:\n${result.output}`);
}

/** Runs the production build of a copy: its exit status and everything it printed. */
export function runBuild(
  dir: string,
  env: Record<string, string> = {},
): { status: number | null; output: string; stderr: string } {
  const build = spawnSync(join(dir, "node_modules/.bin/react-router"), ["build"], {
    cwd: dir,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: buildNodeOptions(process.env.NODE_OPTIONS),
      ...env,
    },
    encoding: "utf8",
  });
  return {
    status: build.status,
    output: `${build.stdout}\n${build.stderr}`,
    stderr: build.stderr,
  };
}
