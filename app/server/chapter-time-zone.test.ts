/**
 * An event at 18:00 reads 18:00 wherever the chapter is: on its page, in its calendar file (read
 * back by ical.js, as a calendar app reads it) and in its structured data, in winter and in
 * summer, for a chapter in Lisbon, in Rome and in Athens (the identity's `timeZone`); a weekly
 * event at 18:00 stays at 18:00 on both sides of the change of the clocks, and applications close
 * at the end of the deadline's day there.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { fixtureContent, fixtureEvent } from "../../tests/support/fixture-content";
import { eventJsonLd } from "../lib/structured-data";
import type { EventEntry } from "./content.server";
import { eventCalendar } from "./event-calendar.server";
import { eventPageView, eventSummary } from "./event-views.server";

const zones = ["Europe/Lisbon", "Europe/Rome", "Europe/Athens"] as const;
type Zone = (typeof zones)[number];

/** The offsets of each zone, winter and summer. */
const offsets: Record<Zone, { winter: string; summer: string }> = {
  "Europe/Lisbon": { winter: "+00:00", summer: "+01:00" },
  "Europe/Rome": { winter: "+01:00", summer: "+02:00" },
  "Europe/Athens": { winter: "+02:00", summer: "+03:00" },
};

/** A Tuesday in winter and one in summer of 2027. */
const days = { winter: "2027-02-09", summer: "2027-07-06" } as const;

const revision = { sequence: 1, lastModified: Date.parse("2026-12-01T10:00:00Z") };

/** The fixture's content as a chapter in `zone` has it. */
const contentIn = (zone: Zone) => ({
  ...fixtureContent,
  identity: { ...fixtureContent.identity, timeZone: zone },
});

/** The fixture's workshop moved to a day, from 18:00 to 21:00, applications until two days
 * before. */
function eveningOn(day: string): EventEntry {
  const levels = fixtureEvent("levels");
  const { event } = levels;
  const deadline = `${day.slice(0, 8)}${String(Number(day.slice(8)) - 2).padStart(2, "0")}`;
  return {
    ...levels,
    event: {
      ...event,
      start: `${day}T18:00`,
      end: `${day}T21:00`,
      registration: event.registration && { ...event.registration, deadline },
    },
  };
}

/** Local time in a zone of an instant, as people read it: "2027-02-09 18:00". */
const wallClock = (instant: number, zone: Zone) =>
  new Date(instant).toLocaleString("sv-SE", { timeZone: zone }).slice(0, 16);

/** A calendar file as a calendar app reads it: its zone's rules known, its events' dates. */
function calendarStarts(text: string): { start: number; end: number }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents("vevent").flatMap((vevent) => {
    const event = new ICAL.Event(vevent);
    if (!event.isRecurring()) {
      return [
        { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() },
      ];
    }
    const length = event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime();
    const iterator = event.iterator();
    const dates: { start: number; end: number }[] = [];
    for (let next = iterator.next(); next && dates.length < 60; next = iterator.next()) {
      const start = next.toJSDate().getTime();
      dates.push({ start, end: start + length });
    }
    return dates;
  });
}

describe.each(zones)("a chapter in %s", (zone) => {
  const content = contentIn(zone);
  const { identity } = content;

  describe.each(["winter", "summer"] as const)("in %s", (season) => {
    const day = days[season];
    const entry = eveningOn(day);
    const built = Date.parse("2027-01-15T12:00:00Z");
    const page = eventPageView(entry, "en", content, built);

    it("shows 18:00–21:00 on the event's page and in the lists", () => {
      expect(page.hours).toBe("18:00–21:00");
      expect(page.badge.date).toBe(day);
      expect(page.when).toContain("18:00–21:00");
      expect(wallClock(page.start, zone)).toBe(`${day} 18:00`);
      expect(eventSummary(entry, "it", identity, built).hours).toBe("18:00–21:00");
    });

    it("writes 18:00 with the zone's offset of that day in the structured data", () => {
      const data = eventJsonLd({
        name: page.title,
        description: page.description,
        start: page.start,
        end: page.end,
        timeZone: identity.timeZone,
        url: "https://chapter.example.org/levels",
        images: [],
        place: { online: false },
        city: "Lisboa",
        organizer: { name: identity.chapterName, url: identity.url },
        language: "en",
      });
      expect(data.startDate).toBe(`${day}T18:00:00${offsets[zone][season]}`);
      expect(data.endDate).toBe(`${day}T21:00:00${offsets[zone][season]}`);
      expect(Date.parse(String(data.startDate))).toBe(page.start);
    });

    it("gives calendars the instant of 18:00 there", () => {
      const text = eventCalendar({ entry, revision }, "en", identity);
      const dates = calendarStarts(text);
      expect(dates).toHaveLength(1);
      expect(dates[0]?.start).toBe(page.start);
      expect(wallClock(dates[0]?.start ?? 0, zone)).toBe(`${day} 18:00`);
      expect(wallClock(dates[0]?.end ?? 0, zone)).toBe(`${day} 21:00`);
    });

    it("closes applications at the end of the deadline's day there", () => {
      const closes = page.registration?.closesAt ?? 0;
      const deadline = entry.event.registration?.deadline ?? "";
      expect(wallClock(closes - 60_000, zone)).toBe(`${deadline} 23:59`);
      expect(wallClock(closes, zone)).toMatch(/ 00:00$/);
    });
  });

  it("writes the winter evening in UTC in its calendar file: 18:00 less the zone's offset", () => {
    const text = eventCalendar({ entry: eveningOn(days.winter), revision }, "en", identity);
    const utcHour = { "Europe/Lisbon": "18", "Europe/Rome": "17", "Europe/Athens": "16" }[zone];
    expect(text).toContain(`\r\nDTSTART:20270209T${utcHour}0000Z\r\n`);
  });

  it("keeps a weekly event at 18:00 there on both sides of the change of the clocks", () => {
    const meeting = fixtureEvent("weekly-meeting");
    // Every Tuesday from 16 March to 13 April 2027; the clocks go forward on 28 March.
    const weekly: EventEntry = {
      ...meeting,
      event: {
        ...meeting.event,
        start: "2027-03-16T18:00",
        end: "2027-03-16T19:30",
        repeat: { days: ["tuesday"], until: "2027-04-13", skip: ["2027-03-30"] },
      },
    };
    const expected = ["2027-03-16", "2027-03-23", "2027-04-06", "2027-04-13"];

    const text = eventCalendar({ entry: weekly, revision }, "en", identity);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`\r\nDTSTART;TZID=${zone}:20270316T180000\r\n`);
    expect(unfolded).toContain(`\r\nEXDATE;TZID=${zone}:20270330T180000\r\n`);
    expect(unfolded.match(/^TZID:.*$/gm)).toEqual([`TZID:${zone}`]);
    const dates = calendarStarts(text);
    expect(dates.map(({ start }) => wallClock(start, zone))).toEqual(
      expected.map((date) => `${date} 18:00`),
    );
    expect(dates.map(({ end }) => wallClock(end, zone))).toEqual(
      expected.map((date) => `${date} 19:30`),
    );
    // An hour apart in UTC across the change: the same hour on the zone's clock.
    expect((dates[2]?.start ?? 0) - (dates[1]?.start ?? 0)).toBe(14 * 86_400_000 - 3_600_000);

    // Its page shows its next date at 18:00, before the change and after it.
    for (const [today, date] of [
      ["2027-03-17T12:00:00Z", "2027-03-23"],
      ["2027-03-31T12:00:00Z", "2027-04-06"],
    ] as const) {
      const summary = eventSummary(weekly, "en", identity, Date.parse(today));
      expect(summary.badge.date).toBe(date);
      expect(summary.hours).toBe("18:00–19:30");
      expect(wallClock(summary.start, zone)).toBe(`${date} 18:00`);
      expect(summary.repeats?.rule).toBe("Every Tuesday, 18:00–19:30");
    }
  });
});
