/**
 * `npm run new-chapter` as a new board runs it (decision 0035), in a copy of the project with the
 * example chapter's content: a chapter in Lisbon, in English only, without an address or a logo
 * of its own, and before it has any event. It gets Lisbon's time zone and the nightly rebuild's
 * hour for it, a guessed address said so, the to-do list that `npm run check` then prints, a time
 * zone that is none and a logo the SVG check refuses refused; and it passes the type check,
 * though it has no event for React Router to generate types for.
 *
 * Not built here: the site such a chapter builds, with nothing of the example in it, is the
 * second chapter's build (second-chapter.test.ts, made by new-chapter too), checked there with
 * every step of `npm test` that reads content. One build for both: a build is the costliest
 * thing a test does.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { copyProject, projectRoot } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const lisbon = copyProject({ content: "chapter" });
/** The example's address, as its identity says. */
const exampleUrl = (
  parse(readFileSync(join(projectRoot, "app/config/identity.yaml"), "utf8")) as { url: string }
).url;
let run: SpawnSyncReturns<string>;

/** `npm run new-chapter` in the copy, with these flags and --yes. */
function newChapter(flags: string[]): SpawnSyncReturns<string> {
  return spawnSync(
    join(lisbon.dir, "node_modules/.bin/tsx"),
    ["scripts/new-chapter.ts", ...flags, "--yes"],
    { cwd: lisbon.dir, encoding: "utf8", env: { ...process.env, SITE_ROOT: lisbon.dir } },
  );
}

beforeAll(() => {
  run = newChapter([
    "--name",
    "EST Lisboa",
    "--university",
    "Universidade de Lisboa",
    "--city",
    "Lisboa",
    "--country",
    "PT",
    "--languages",
    "en",
    "--brand",
    "#0b6e4f",
    "--email",
    "info@est-lisboa.example",
  ]);
  if (run.status !== 0) throw new Error(`npm run new-chapter failed:\n${run.stdout}${run.stderr}`);
}, scaled(120_000));

afterAll(() => lisbon.remove());

describe("a new chapter in Lisbon", () => {
  it("has Lisbon's time zone, and is rebuilt just after midnight there", () => {
    const identity = readFileSync(join(lisbon.dir, "app/config/identity.yaml"), "utf8");
    expect(identity).toMatch(/^timeZone: Europe\/Lisbon$/m);
    // No --url: a guess, which it says.
    expect(run.stdout).toMatch(/No --url given: the site's address is guessed, https:\/\//);
    expect(identity).not.toContain(exampleUrl);
    expect(identity).toContain('countryCode: "620"');
    // GitHub's schedules are in UTC: 00:05 there is 00:05 in Lisbon in winter, 01:05 in summer.
    const workflow = readFileSync(join(lisbon.dir, ".github/workflows/deploy.yml"), "utf8");
    expect(workflow).toContain('    - cron: "5 0 * * *"\n');
    expect(workflow).not.toContain("Europe/Rome");
    expect(run.stdout).toContain(
      "it is rebuilt every night at 00:05 UTC: 00:05 in Europe/Lisbon on winter time, 01:05 on summer time",
    );
  });

  it("is told what is left to do, as `npm run check` lists it from the files", () => {
    // Right after it, `npm run check` lists the very items it printed, read from the files: the
    // address and repository it guessed among them.
    const check = spawnSync(
      join(lisbon.dir, "node_modules/.bin/tsx"),
      ["scripts/check-content.ts"],
      {
        cwd: lisbon.dir,
        encoding: "utf8",
        env: { ...process.env, SITE_ROOT: lisbon.dir },
      },
    );
    expect(check.status, check.stderr).toBe(0);
    const todo = check.stdout.slice(check.stdout.indexOf("To do ("));
    expect(todo).toMatch(/^To do \(\d+\):\n {2}2 guessed addresses:\n/);
    expect(todo).toContain(
      "app/config/identity.yaml: url: https://est-lisboa.github.io was guessed",
    );
    expect(todo).toContain("app/config/cms.yaml: repository: est-lisboa/website was guessed");
    expect(todo).toContain("links.joinUs");
    expect(run.stdout).toContain(todo.trim());
  });

  // Over 20 s: the type check of a whole copy of the project (React Router's typegen, then tsc).
  it(
    "passes the type check, though it has no event yet for React Router to generate types for",
    () => {
      const check = spawnSync(
        "sh",
        [
          "-c",
          `"${lisbon.dir}/node_modules/.bin/react-router" typegen && "${lisbon.dir}/node_modules/@typescript/native/bin/tsc"`,
        ],
        { cwd: lisbon.dir, encoding: "utf8" },
      );
      expect(`${check.stdout}${check.stderr}`.match(/error TS\d+.*/g) ?? []).toEqual([]);
      expect(check.status).toBe(0);
    },
    scaled(180_000),
  );

  // Last: a refused run writes nothing, which these check on the copy the others read.
  it("refuses a time zone that is none, and a logo the SVG check refuses, writing nothing", () => {
    const before = readFileSync(join(lisbon.dir, "app/config/identity.yaml"), "utf8");
    const wrong = newChapter(["--name", "EST Lisboa", "--country", "PT", "--time-zone", "Lisbon"]);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('--time-zone: "Lisbon" is not a time zone');
    // A logo the SVG check refuses is refused, as the build would.
    const badLogo = join(lisbon.dir, "bad-logo.svg");
    writeFileSync(
      badLogo,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = newChapter(["--name", "EST Lisboa", "--logo", badLogo]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^--logo: .*bad-logo\.svg .*script/m);
    expect(readFileSync(join(lisbon.dir, "app/config/identity.yaml"), "utf8")).toBe(before);
  });
});
