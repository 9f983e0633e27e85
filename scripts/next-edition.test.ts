/**
 * `npm run next-edition` as a board member runs it, on a copy of the fixture content: the new
 * edition's file passes the content check, the to-do list names the texts to rewrite, and the
 * old edition's file gains its series and nothing else. The command runs as a board member runs it
 * once for an edition and once for a refusal; the other cases call what it calls
 * (tools/next-edition-file.ts), without a process of their own to start.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { siteTimeZone } from "../app/config/time-zone";
import { startOfLocalDay } from "../app/lib/dates";
import { formatTodo } from "../app/server/board-todo.server";
import { checkContent } from "../app/server/check-content.server";
import { copyFixtureContent, type ContentCopy } from "../tests/support/content-copy";
import { scaled } from "../tests/support/time-scale";
import { NextEditionRefused, writeNextEdition } from "../tools/next-edition-file";

const events = "app/content/events";
let copy: ContentCopy | undefined;

afterEach(() => copy?.dispose());

/** `npm run next-edition` in the copy. */
function nextEdition(...args: string[]) {
  copy ??= copyFixtureContent();
  const run = spawnSync(
    join(process.cwd(), "node_modules/.bin/tsx"),
    [join(process.cwd(), "scripts/next-edition.ts"), ...args],
    { cwd: copy.root, encoding: "utf8", env: { ...process.env, SITE_ROOT: copy.root } },
  );
  return { status: run.status, out: run.stdout, err: run.stderr.trim() };
}

/** What the command does, in this process: its exit status and what it says on its error output. */
function nextEditionHere(event: string, date: string) {
  copy ??= copyFixtureContent();
  try {
    writeNextEdition(copy.root, event, date);
    return { status: 0, err: "" };
  } catch (error) {
    if (!(error instanceof NextEditionRefused)) throw error;
    return { status: 1, err: error.message };
  }
}

describe("npm run next-edition", () => {
  it(
    "writes an edition the content check accepts, its texts to rewrite on the to-do list",
    async () => {
      copy = copyFixtureContent();
      const oldSource = copy.read(`${events}/levels.yaml`);
      const run = nextEdition("levels", "2027-03-05");
      expect(run.err).toBe("");
      expect(run.status).toBe(0);

      const edition = parse(copy.read(`${events}/levels-2027.yaml`)) as Record<string, unknown>;
      expect(edition).toMatchObject({
        slug: "levels-2027",
        series: "levels",
        start: "2027-03-05T16:00",
        end: "2027-03-05T18:30",
        registration: { deadline: "2027-02-26" },
      });
      expect(edition.recap).toBeUndefined();
      expect(edition.examples).toEqual(expect.arrayContaining(["title", "summary", "page.intro"]));
      // The old edition: its series after its title, every other line as it was.
      expect(copy.read(`${events}/levels.yaml`)).toBe(
        oldSource.replace(/\n(start:)/, "\nseries: levels\n$1"),
      );

      const check = await checkContent(copy.root, startOfLocalDay("2027-01-10", siteTimeZone));
      expect(check.mistakes, check.lines.join("\n")).toBe(0);
      const listed = check.todo
        .flatMap((group) => group.items)
        .find((item) => item.file === `${events}/levels-2027.yaml`);
      expect(listed?.fields.slice(-3)).toEqual(["title", "summary", "page.intro"]);
      expect(formatTodo(check.todo).join("\n")).toContain(`${events}/levels-2027.yaml: `);
    },
    scaled(60_000),
  );

  it(
    "moves a repeating event's dates, its skipped ones included, and keeps the series it has",
    async () => {
      copy = copyFixtureContent();
      copy.replace(`${events}/weekly-meeting.yaml`, "title:", "series: meetings\ntitle:");
      expect(nextEditionHere("weekly-meeting.yaml", "2026-09-29").status).toBe(0);
      const edition = parse(copy.read(`${events}/weekly-meeting-2026.yaml`)) as {
        series: string;
        repeat: { until: string; skip: string[] };
      };
      expect(edition.series).toBe("meetings");
      expect(edition.repeat.until).toBe("2027-06-29");
      expect(edition.repeat.skip).toEqual(["2026-10-20", "2026-12-22", "2026-12-29"]);
      const check = await checkContent(copy.root, startOfLocalDay("2026-09-01", siteTimeZone));
      expect(check.mistakes, check.lines.join("\n")).toBe(0);
    },
    scaled(60_000),
  );

  it(
    "says in one line what is wrong, and writes nothing",
    () => {
      copy = copyFixtureContent();
      expect(nextEdition("robotics-night", "2027-03-05")).toMatchObject({
        status: 1,
        err: `${events}/robotics-night.yaml: no such event: give the address of an event of ${events}`,
      });
      expect(nextEditionHere("levels", "2027-02-30")).toMatchObject({
        status: 1,
        err: `${events}/levels.yaml: the new edition's date must be a date like 2027-03-05, not "2027-02-30"`,
      });
      expect(nextEditionHere("levels", "2024-10-01")).toMatchObject({
        status: 1,
        err: `${events}/levels.yaml: the new edition's date must be after the old edition, which ends on 2024-10-31, not 2024-10-01`,
      });
      expect(existsSync(join(copy.root, events, "levels-2027.yaml"))).toBe(false);
      copy.write(`${events}/levels-2028.yaml`, "slug: levels-2028\n");
      expect(nextEditionHere("levels", "2028-03-03")).toMatchObject({
        status: 1,
        err: `${events}/levels-2028.yaml: already exists: the next edition is there (delete it to write it again)`,
      });
      expect(copy.read(`${events}/levels-2028.yaml`)).toBe("slug: levels-2028\n");
    },
    scaled(60_000),
  );
});
