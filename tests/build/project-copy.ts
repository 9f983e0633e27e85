import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const skipped = new Set(["node_modules", "build", ".git", "reports", "test-results", ".react-router"]);

/** A copy of the project's sources in a temporary folder, sharing its node_modules. */
export function copyProject(): { dir: string; remove: () => void } {
  if (process.env.KEEP_COPY) console.log("copy kept");
  const dir = mkdtempSync(join(tmpdir(), "chapter-site-"));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !skipped.has(relative(root, source).split("/")[0] ?? ""),
  });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds a copy; throws with the build's output when it fails. */
export function buildCopy(dir: string, env: Record<string, string> = {}): void {
  const build = spawnSync(join(dir, "node_modules/.bin/react-router"), ["build"], {
    cwd: dir,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
}
