/**
 * A time zone's rules as calendars read them (RFC 5545 §3.6.5, VTIMEZONE), made from the zone's
 * own changes of the clocks, as the JavaScript engine's time zone data knows them, over the years
 * a calendar covers: an event that repeats is written at its local hours with the zone's name
 * (`TZID=Europe/Lisbon`), and a calendar app places each date by these rules.
 *
 * Where the changes of those years follow yearly rules (every change of the European Union: the
 * last Sunday of March and of October), the rules are written as such, open-ended, as calendar
 * apps write them themselves; otherwise each change is written on its own. A zone that does not
 * change its clocks has one rule: its offset.
 */
import { tzOffset, tzScan } from "@date-fns/tz";

const minuteMs = 60_000;
const icalDays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** A change of the clocks: when, and the offsets (minutes east of UTC) before and after it. */
interface ClockChange {
  at: number;
  from: number;
  to: number;
}

/** "+0100", "-0330": an offset as iCalendar writes it. */
function icalOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  return `${sign}${String(hours).padStart(2, "0")}${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
}

/** The wall-clock time of an instant at an offset, as a date without its zone. */
function wallClock(instant: number, offset: number): Date {
  return new Date(instant + offset * minuteMs);
}

/** "20260329T020000": a local date and time as iCalendar writes it. */
function icalLocal(wall: Date): string {
  return `${wall.toISOString().slice(0, 19).replace(/[-:]/g, "")}`;
}

/** The zone's short name at an instant, as people know it ("CET", "WEST", "EEST"). */
function shortName(zone: string, instant: number): string {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? icalOffset(tzOffset(zone, new Date(instant)));
}

/** Every change of the zone's clocks from `start` to `end`. */
function clockChanges(zone: string, start: number, end: number): ClockChange[] {
  return tzScan(zone, { start: new Date(start), end: new Date(end) }).map((change) => ({
    at: change.date.getTime(),
    from: change.offset - change.change,
    to: change.offset,
  }));
}

/** What a change is on the calendar: its month, weekday, which of the month's such weekdays
 * (the last, or the first to fifth), and the wall-clock time it happens at. */
function onCalendar(change: ClockChange) {
  const wall = wallClock(change.at, change.from);
  const day = wall.getUTCDate();
  const month = wall.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(wall.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return {
    wall,
    year: wall.getUTCFullYear(),
    month: month + 1,
    weekday: icalDays[wall.getUTCDay()] ?? "SU",
    last: day + 7 > daysInMonth,
    nth: Math.ceil(day / 7),
    time: icalLocal(wall).slice(9),
  };
}

/** One observance of the zone: standard time, or summer time (an offset later than the one it
 * follows). */
function observance(change: ClockChange, zone: string, dateStart: Date, rule?: string): string[] {
  const kind = change.to > change.from ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${icalOffset(change.from)}`,
    `TZOFFSETTO:${icalOffset(change.to)}`,
    `TZNAME:${shortName(zone, change.at)}`,
    `DTSTART:${icalLocal(dateStart)}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `END:${kind}`,
  ];
}

/**
 * The yearly rules the changes follow, one per kind of change, each as its first change and its
 * RRULE: undefined unless every change of the years is one of them, once a year to the last year.
 */
function yearlyRules(
  changes: readonly ClockChange[],
  lastYear: number,
): { first: ClockChange; rule: string }[] | undefined {
  const kinds = new Map<string, ClockChange[]>();
  for (const change of changes) {
    const { month, weekday, time } = onCalendar(change);
    const key = [change.from, change.to, month, weekday, time].join(" ");
    kinds.set(key, [...(kinds.get(key) ?? []), change]);
  }
  const rules: { first: ClockChange; rule: string }[] = [];
  for (const group of kinds.values()) {
    const days = group.map(onCalendar);
    const [first] = group;
    const [firstDay] = days;
    if (!first || !firstDay) return undefined;
    const everyYear = days.every((day, index) => day.year === firstDay.year + index);
    if (!everyYear || firstDay.year + days.length - 1 !== lastYear) return undefined;
    const which = days.every((day) => day.last)
      ? "-1"
      : days.every((day) => day.nth === firstDay.nth)
        ? String(firstDay.nth)
        : undefined;
    if (!which) return undefined;
    rules.push({
      first,
      rule: `FREQ=YEARLY;BYMONTH=${firstDay.month};BYDAY=${which}${firstDay.weekday}`,
    });
  }
  return rules;
}

/**
 * The VTIMEZONE of a zone for the dates from `fromYear` to `toYear` (whole years, both
 * included), as lines: its yearly rules when its changes follow some, else each change.
 */
export function calendarTimeZone(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  // The year before too: the rule in force on the first day began then (last autumn's change).
  const earlier = clockChanges(zone, Date.UTC(fromYear - 1, 0, 1), end);
  const changes = earlier.filter((change) => change.at >= start);
  const lastBefore = earlier.filter((change) => change.at < start).at(-1);
  // The offset from the first day of the years, until the first change if any: from midnight.
  const unchanged = (offset: number) =>
    observance({ at: start, from: offset, to: offset }, zone, new Date(start));
  const body = (() => {
    if (changes.length === 0) return unchanged(tzOffset(zone, new Date(start)));
    const rules = yearlyRules(lastBefore ? [lastBefore, ...changes] : changes, toYear);
    if (rules) {
      return rules
        .sort((a, b) => a.first.at - b.first.at)
        .flatMap(({ first, rule }) =>
          observance(first, zone, wallClock(first.at, first.from), rule),
        );
    }
    return [
      ...unchanged(changes[0]?.from ?? 0),
      ...changes.flatMap((change) => observance(change, zone, wallClock(change.at, change.from))),
    ];
  })();
  return ["BEGIN:VTIMEZONE", `TZID:${zone}`, ...body, "END:VTIMEZONE"];
}
