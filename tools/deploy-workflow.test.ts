/**
 * The deploy workflow rebuilds the site every night, just after midnight in the chapter's time
 * zone (the identity's `timeZone`), because the events lists and application buttons are decided
 * when the site is built; the developer guide (docs/developer-guide.md) gives the same schedule
 * for other hosts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { isTimeZone } from "../app/lib/time-zones";
import { readIdentityForTools } from "./identity-file";
import { cronRunsAt, nightlySchedule, scheduleInWords } from "./nightly-rebuild";

const root = join(import.meta.dirname, "..");
const workflow = parse(readFileSync(join(root, ".github/workflows/deploy.yml"), "utf8")) as {
  on: { schedule?: { cron: string }[] };
  jobs: Record<string, { if?: string; steps?: { if?: string; run?: string }[] }>;
};
/** The chapter's own zone: the workflow is the chapter's. */
const zone = readIdentityForTools(root).timeZone ?? "UTC";
const year = new Date().getUTCFullYear();

/**
 * The lines of the crontab the developer guide gives under "Rebuilding every night", in its nginx
 * item:
 * the first fenced code block there, each line without the indentation of the list.
 */
function nginxCrontab(guide: string): string[] {
  const section = guide.split(/^#+ /m).find((part) => part.startsWith("Rebuilding every night"));
  expect(section, 'the developer guide\'s section "Rebuilding every night"').toBeDefined();
  const nginx = section?.slice(section.indexOf("**nginx**")) ?? "";
  const block = /^[ \t]*```[^\n]*\n([\s\S]*?)^[ \t]*```/m.exec(nginx);
  expect(block, "a code block in the nginx item").not.toBeNull();
  return (block?.[1] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

describe("the nightly rebuild", () => {
  const crons = workflow.on.schedule?.map(({ cron }) => cron) ?? [];

  it("runs once a day, shortly after midnight in the chapter's time zone, winter and summer", () => {
    expect(crons).toHaveLength(1);
    const schedule = nightlySchedule(zone, year);
    const fix = `.github/workflows/deploy.yml: the schedule for ${zone} is cron: "${schedule.cron}" (${scheduleInWords(schedule, zone)})`;
    for (const day of [`${year}-01-15`, `${year}-07-15`]) {
      const time = cronRunsAt(crons[0] ?? "", zone, day) ?? "";
      expect(time >= "00:00" && time < "02:00", `${day}: ${time}. ${fix}`).toBe(true);
    }
    expect(crons[0], fix).toBe(schedule.cron);
  });

  it("deploys what it built: the deploy job and the artifact run on a schedule too", () => {
    const conditions = [
      workflow.jobs.deploy?.if,
      ...(workflow.jobs.test?.steps ?? []).map((step) => step.if).filter(Boolean),
    ];
    expect(conditions.length).toBeGreaterThan(1);
    for (const condition of conditions) {
      expect(condition).toContain("github.event_name != 'pull_request'");
      expect(condition).toContain("github.ref == 'refs/heads/main'");
    }
  });

  it("shows the board's to-do list in the run's summary, on pull requests too", () => {
    const step = workflow.jobs.test?.steps?.find((candidate) => candidate.run === "npm run check");
    expect(step, "a step that runs npm run check").toBeDefined();
    expect(step?.if).toBeUndefined();
    const script = readFileSync(join(root, "scripts/check-content.ts"), "utf8");
    expect(script).toContain("GITHUB_STEP_SUMMARY");
  });

  it("is given in the developer guide for other hosts, as a cron line in the chapter's time", () => {
    const guide = readFileSync(join(root, "docs/developer-guide.md"), "utf8");
    const [timeZone, line, ...others] = nginxCrontab(guide);
    expect(timeZone).toMatch(/^CRON_TZ=/);
    expect(isTimeZone(timeZone?.slice("CRON_TZ=".length))).toBe(true);
    // The workflow's minute, past midnight in the zone, every day.
    const minute = crons[0]?.split(" ")[0];
    expect(line?.split(/\s+/).slice(0, 5)).toEqual([minute, "0", "*", "*", "*"]);
    expect(others).toEqual([]);
    // The example's line in UTC, as the workflow has it for that zone.
    expect(guide).toContain(`\`${nightlySchedule("Europe/Rome", year).cron}\` for Europe/Rome`);
  });
});
