/**
 * The nightly rebuild's hour (.github/workflows/deploy.yml, developer guide: Rebuilding every
 * night). What is upcoming and whether applications are open is decided when the site is built,
 * so it is built again just after midnight in the chapter's time zone. GitHub's schedules are in
 * UTC, and one fixed UTC hour cannot follow the clocks' changes: the hour chosen is 00:05 on the
 * zone's winter time, so 01:05 on its summer time, after midnight in both.
 */
import { tzOffset } from "@date-fns/tz";

/** Minutes after local midnight the rebuild starts (on winter time). */
const minutePastMidnight = 5;
const dayMinutes = 24 * 60;

export interface NightlySchedule {
  /** The daily cron line, in UTC: "5 23 * * *". */
  cron: string;
  /** Its hour in UTC: "23:05". */
  utc: string;
  /** Its hour in the zone on winter time, and on summer time if the zone has one. */
  winter: string;
  summer?: string;
}

const clock = (minutes: number) => {
  const inDay = ((minutes % dayMinutes) + dayMinutes) % dayMinutes;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};

/** The zone's offsets over a year (minutes east of UTC), smallest and largest. */
function offsetsOf(zone: string, year: number): { least: number; most: number } {
  const offsets = Array.from({ length: 366 }, (_, day) =>
    tzOffset(zone, new Date(Date.UTC(year, 0, 1 + day, 12))),
  );
  return { least: Math.min(...offsets), most: Math.max(...offsets) };
}

/** The nightly rebuild of a chapter in `zone`, on the rules of `year`. */
export function nightlySchedule(zone: string, year: number): NightlySchedule {
  const { least, most } = offsetsOf(zone, year);
  const utc = minutePastMidnight - least;
  const inDay = ((utc % dayMinutes) + dayMinutes) % dayMinutes;
  return {
    cron: `${inDay % 60} ${Math.floor(inDay / 60)} * * *`,
    utc: clock(utc),
    winter: clock(minutePastMidnight),
    ...(most === least ? {} : { summer: clock(minutePastMidnight + most - least) }),
  };
}

/** The schedule in words, for the workflow's comment: "23:05 UTC: 00:05 in Europe/Rome on
 * winter time, 01:05 on summer time". */
export function scheduleInWords(schedule: NightlySchedule, zone: string): string {
  const local = schedule.summer
    ? `${schedule.winter} in ${zone} on winter time, ${schedule.summer} on summer time`
    : `${schedule.winter} in ${zone} all year`;
  return `${schedule.utc} UTC: ${local}`;
}

/** The local time in `zone` at which a daily UTC cron line `m h * * *` runs on a day. */
export function cronRunsAt(cron: string, zone: string, day: string): string | undefined {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!match) return undefined;
  const instant = Date.parse(
    `${day}T${match[2]?.padStart(2, "0")}:${match[1]?.padStart(2, "0")}:00Z`,
  );
  return new Date(instant).toLocaleTimeString("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/** Where a workflow's schedule line and its comment are: the line above `schedule:` is its
 * comment, the `- cron:` line below it its time. */
const scheduleLines = /^( *)# .*\n( *schedule:\n *- cron: )"[^"]*"/m;

/** The workflow with its nightly schedule and its comment set for `zone`. */
export function withNightlySchedule(workflow: string, zone: string, year: number): string {
  const schedule = nightlySchedule(zone, year);
  return workflow.replace(
    scheduleLines,
    (_, indent: string, lines: string) =>
      `${indent}# ${scheduleInWords(schedule, zone)} (identity.yaml: timeZone).\n${lines}"${schedule.cron}"`,
  );
}
