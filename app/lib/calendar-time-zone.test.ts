/**
 * The zone's rules for calendars, read back by ical.js (an RFC 5545 library that converts local
 * times by a VTIMEZONE alone): every local time of the years covered, in Lisbon, Rome, Athens and
 * zones unlike theirs, is the instant the JavaScript engine's time zone data says.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarTimeZone } from "./calendar-time-zone";
import { localDateTimeOf, localInstant } from "./dates";

/** The zone as a calendar app reads it from the lines. */
function readBack(lines: string[]): ICAL.Timezone {
  const text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"];
  const component = new ICAL.Component(ICAL.parse(`${text.join("\r\n")}\r\n`));
  const zone = component.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  return new ICAL.Timezone(zone);
}

/** The instant a calendar app gives a local time ("2027-03-28T18:00") in the zone. */
function calendarInstant(zone: ICAL.Timezone, localDateTime: string): number {
  const [date = "", time = ""] = localDateTime.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return new ICAL.Time({ year, month, day, hour, minute, second: 0 }, zone).toJSDate().getTime();
}

/** Every day of the years at 18:00, and every Sunday's small hours (the clocks change on Sunday
 * nights), as the zone writes them: a time the clocks skip is not one, and one they repeat is left
 * out (which of its two instants it is, calendar apps do not agree). */
function localTimes(zone: string, fromYear: number, toYear: number): string[] {
  const times: string[] = [`${fromYear}-01-01T00:30`];
  for (let day = Date.UTC(fromYear, 0, 1); day < Date.UTC(toYear + 1, 0, 1); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    const sunday = new Date(day).getUTCDay() === 0;
    const hours = sunday ? ["00:30", "01:30", "02:30", "03:30", "04:30", "18:00"] : ["18:00"];
    for (const time of hours) times.push(`${date}T${time}`);
  }
  const hour = 3_600_000;
  return times.filter((time) => {
    const instant = localInstant(time, zone);
    const at = (moment: number) => localDateTimeOf(moment, zone);
    return at(instant) === time && at(instant - hour) !== time && at(instant + hour) !== time;
  });
}

describe("a zone's rules for calendars", () => {
  it.each(["Europe/Lisbon", "Europe/Rome", "Europe/Athens", "Europe/London"])(
    "%s: the European Union's yearly rules, open-ended, each local time at its instant",
    (zone) => {
      const lines = calendarTimeZone(zone, 2026, 2028);
      expect(lines[1]).toBe(`TZID:${zone}`);
      // Winter time since the last Sunday of October before the years, summer time from the
      // last Sunday of March.
      expect(lines.filter((line) => line.startsWith("RRULE:"))).toEqual([
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      ]);
      const rules = readBack(lines);
      for (const time of localTimes(zone, 2026, 2028)) {
        expect(new Date(calendarInstant(rules, time)).toISOString(), time).toBe(
          new Date(localInstant(time, zone)).toISOString(),
        );
      }
      // The rules go on after the years asked for, as the zone does.
      expect(calendarInstant(rules, "2031-07-01T18:00")).toBe(
        localInstant("2031-07-01T18:00", zone),
      );
    },
  );

  it("gives the clocks' changes at the zone's own hours (01:00 UTC in Lisbon, Rome and Athens alike), from the one before the years", () => {
    const onsets = (zone: string) =>
      calendarTimeZone(zone, 2027, 2027).filter((line) => line.startsWith("DTSTART:"));
    expect(onsets("Europe/Lisbon")).toEqual(["DTSTART:20261025T020000", "DTSTART:20270328T010000"]);
    expect(onsets("Europe/Rome")).toEqual(["DTSTART:20261025T030000", "DTSTART:20270328T020000"]);
    expect(onsets("Europe/Athens")).toEqual(["DTSTART:20261025T040000", "DTSTART:20270328T030000"]);
  });

  it("is one offset for a zone whose clocks do not change", () => {
    const lines = calendarTimeZone("Europe/Istanbul", 2026, 2027);
    expect(lines).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Istanbul",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0300",
      "TZOFFSETTO:+0300",
      "TZNAME:GMT+3",
      "DTSTART:20260101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    const rules = readBack(lines);
    for (const time of localTimes("Europe/Istanbul", 2026, 2027)) {
      expect(calendarInstant(rules, time), time).toBe(localInstant(time, "Europe/Istanbul"));
    }
  });

  it("writes each change of a zone whose rules changed within the years", () => {
    // Mexico City kept summer time until October 2022, and none after it.
    const zone = "America/Mexico_City";
    const lines = calendarTimeZone(zone, 2021, 2023);
    expect(lines.some((line) => line.startsWith("RRULE:"))).toBe(false);
    const rules = readBack(lines);
    for (const time of localTimes(zone, 2021, 2023)) {
      expect(calendarInstant(rules, time), time).toBe(localInstant(time, zone));
    }
  });
});
