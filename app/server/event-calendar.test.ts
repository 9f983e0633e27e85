/**
 * The calendar files and feeds, over the fixture content, read back with ical.js (an RFC 5545
 * parser) and checked line by line where a parser is lenient.
 */
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { languages, type Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import { kindKey } from "../i18n/event-kinds";
import { messagesOf } from "../i18n/messages";
import { feedKinds, type FeedKind } from "../lib/calendar-feeds";
import { eventKinds } from "../lib/content-schema";
import { heldDates, seriesDates, weekdays } from "../lib/event-recurrence";
import { copyFixtureContent, type ContentCopy } from "../../tests/support/content-copy";
import { fixtureContent, fixtureEvent } from "../../tests/support/fixture-content";
import { fixtureSite } from "../../tests/support/project-copy";
import { commitAll, git } from "../../tests/support/git-repository";
import type { EventEntry } from "./content.server";
import { readContent } from "./content.server";
import {
  calendarFeed,
  eventCalendar,
  feedName,
  refreshInterval,
  type CalendarEvent,
} from "./event-calendar.server";
import { fileRevision, type EventRevision } from "./event-revisions.server";

const { identity } = fixtureContent;
const revision: EventRevision = { sequence: 3, lastModified: Date.parse("2026-01-05T10:00:00Z") };
const withRevision = (entry: EventEntry): CalendarEvent => ({ entry, revision });
const events = fixtureContent.events.map(withRevision);
const kinds = feedKinds(eventKinds);

/** A calendar parsed by ical.js: its VCALENDAR component (parsing throws on a malformed one). */
function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

const vevents = (text: string) => parse(text).getAllSubcomponents("vevent");
const uids = (text: string) =>
  vevents(text).map((event) => String(event.getFirstPropertyValue("uid")));
const uidOf = (slug: string) => `${fixtureEvent(slug).id}@chapter.example.org`;

/** RFC 5545 §3.1 as written: CRLF line ends, lines of at most 75 octets, folded with a space. */
function expectWellFormed(text: string) {
  expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) {
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  }
  const calendar = parse(text);
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  for (const event of calendar.getAllSubcomponents("vevent")) {
    for (const property of ["uid", "dtstamp", "dtstart", "dtend", "summary", "sequence"]) {
      expect(event.hasProperty(property), property).toBe(true);
    }
  }
}

/** The parts of the one event rule of a calendar (not its zone's), in any order: "FREQ=WEEKLY". */
function ruleParts(text: string): string[] {
  const events = text.slice(text.indexOf("BEGIN:VEVENT")).replace(/\r\n /g, "");
  const rule = events.match(/^RRULE:(.*)$/m)?.[1];
  return (rule?.split(";") ?? []).sort();
}
const sorted = (rule: string) => rule.split(";").sort();

function feed(kind: FeedKind, language: Language, from: readonly CalendarEvent[] = events) {
  return calendarFeed(from, kind, language, identity);
}

describe("an event's calendar file", () => {
  const calendar = eventCalendar(withRevision(fixtureEvent("levels")), "it", identity);
  const lines = calendar.split("\r\n");

  it("is a well-formed calendar with one event", () => {
    expectWellFormed(calendar);
    expect(vevents(calendar)).toHaveLength(1);
  });

  it("writes times in UTC and a UID from the event's file name", () => {
    expect(lines).toContain("DTSTART:20241031T150000Z");
    expect(lines).toContain("DTEND:20241031T173000Z");
    expect(lines).toContain("UID:levels@chapter.example.org");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("LAST-MODIFIED:20260105T100000Z");
    expect(
      eventCalendar(withRevision(fixtureEvent("EcoTech-Challenge")), "en", identity),
    ).toContain("UID:ecotech-challenge@chapter.example.org");
  });

  it("is in the requested language", () => {
    expect(calendar).toContain("SUMMARY:Document Intelligence");
    expect(calendar.replace(/\r\n[\t ]/g, "")).toContain("https://chapter.example.org/it/levels");
  });
});

describe("the calendar feeds", () => {
  for (const language of languages) {
    for (const kind of kinds) {
      it(`${kind} (${language}) is a well-formed calendar that ical.js reads`, () => {
        const text = feed(kind, language);
        expectWellFormed(text);
        const calendar = parse(text);
        expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(feedName(kind, language));
        expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
        expect(text).toContain(`\r\nREFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}\r\n`);
      });
    }
  }

  it("name themselves in each language", () => {
    const [en, it] = [translatorFor("en"), translatorFor("it")];
    expect(feedName("all", "en")).toBe(en("calendarName"));
    expect(feedName("all", "it")).toBe(it("calendarName"));
    expect(feedName("workshop", "en")).toBe(
      en("calendarKindName", { kind: messagesOf("en").kindWorkshopPlural }),
    );
    expect(feedName("trip", "it")).toBe(
      it("calendarKindName", { kind: messagesOf("it").kindTripPlural }),
    );
    expect(feedName("all", "it")).toContain(identity.chapterName);
  });

  it("hold every event, past and cancelled ones included, soonest first", () => {
    expect(uids(feed("all", "en"))).toEqual(
      [
        "levels",
        "EcoTech-Challenge",
        "student-tech-clash-2024",
        "ey-competition",
        // A repeating event is where its first date is.
        "weekly-meeting",
        "career-days",
        "design-sprint",
        "robotics-cup",
        "student-tech-clash",
        "snowweek",
        "open-data-hackathon",
      ].map(uidOf),
    );
  });

  it("per kind, hold the events of that kind and no other", () => {
    for (const kind of eventKinds) {
      const expected = fixtureContent.events
        .filter((entry) => entry.event.kind === kind)
        .map((entry) => `${entry.id}@chapter.example.org`)
        .sort();
      expect(uids(feed(kind, "en")).sort(), kind).toEqual(expected);
      for (const event of vevents(feed(kind, "it"))) {
        // The kind's name in the feed's language.
        expect(event.getFirstPropertyValue("categories")).toBe(messagesOf("it")[kindKey(kind)]);
      }
    }
    expect(uids(feed("workshop", "en")).sort()).toEqual(
      ["design-sprint", "ey-competition", "levels"].map(uidOf),
    );
  });

  it("keep each event's UID from one build to the next, in both languages, as its own file does", () => {
    const first = uids(feed("all", "en"));
    // Another build: the content read again from its files.
    const again = readContent(fixtureSite).content;
    const second = uids(feed("all", "en", again?.events.map(withRevision)));
    expect(second).toEqual(first);
    expect(uids(feed("all", "it"))).toEqual(first);
    for (const event of events) {
      for (const language of languages) {
        expect(uids(eventCalendar(event, language, identity))).toEqual([
          `${event.entry.id}@chapter.example.org`,
        ]);
      }
    }
    expect(new Set(first).size).toBe(first.length);
  });

  it("give every event its revision: SEQUENCE and LAST-MODIFIED", () => {
    for (const event of vevents(feed("all", "it"))) {
      expect(event.getFirstPropertyValue("sequence")).toBe(3);
      expect(String(event.getFirstPropertyValue("last-modified"))).toBe("2026-01-05T10:00:00Z");
    }
  });

  it("mark a cancelled event cancelled, in its title too, with no reminder and nothing to book", () => {
    for (const text of [
      feed("all", "en"),
      feed("competition", "en"),
      eventCalendar(withRevision(fixtureEvent("robotics-cup")), "en", identity),
    ]) {
      const cup = vevents(text).find(
        (event) => event.getFirstPropertyValue("uid") === uidOf("robotics-cup"),
      );
      expect(cup?.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(cup?.getFirstPropertyValue("summary")).toBe(
        translatorFor("en")("calendarCancelledTitle", { event: "Robotics Cup 2025" }),
      );
      expect(
        String(cup?.getFirstPropertyValue("description")).startsWith(
          messagesOf("en").eventCancelled,
        ),
      ).toBe(true);
      expect(String(cup?.getFirstPropertyValue("description"))).not.toContain("forms.example.org");
      expect(cup?.getAllSubcomponents("valarm")).toEqual([]);
    }
    const italian = vevents(feed("all", "it")).find(
      (event) => event.getFirstPropertyValue("uid") === uidOf("robotics-cup"),
    );
    expect(italian?.getFirstPropertyValue("summary")).toBe(
      translatorFor("it")("calendarCancelledTitle", { event: "Coppa di robotica 2025" }),
    );
    const others = vevents(feed("all", "en")).filter(
      (event) => event.getFirstPropertyValue("uid") !== uidOf("robotics-cup"),
    );
    for (const event of others) expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("remind of every event that takes place the day before, in the calendar's language", () => {
    for (const language of languages) {
      for (const text of [
        feed("all", language),
        eventCalendar(withRevision(fixtureEvent("snowweek")), language, identity),
      ]) {
        for (const event of vevents(text)) {
          if (event.getFirstPropertyValue("status") === "CANCELLED") continue;
          const alarms = event.getAllSubcomponents("valarm");
          expect(alarms).toHaveLength(1);
          const alarm = alarms[0]!;
          expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
          expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-P1D");
          const title = String(event.getFirstPropertyValue("summary"));
          expect(alarm.getFirstPropertyValue("description")).toBe(
            translatorFor(language)("calendarReminder", { event: title }),
          );
        }
        // Written as RFC 5545 §3.3.6 allows: no empty time part ("-P1DT").
        expect(text).toMatch(/\r\nTRIGGER:-P1D\r\n/);
      }
    }
  });

  it("write local times in Italy right on both sides of a change of the clocks", () => {
    const levels = fixtureEvent("levels");
    const at = (id: string, start: string, end: string): CalendarEvent =>
      withRevision({ ...levels, id, event: { ...levels.event, start, end } });
    const text = feed("all", "en", [
      // Summer time starts on 29 March 2026 and ends on 25 October 2026.
      at("before-spring", "2026-03-28T10:00", "2026-03-28T12:00"),
      at("after-spring", "2026-03-30T10:00", "2026-03-30T12:00"),
      at("before-autumn", "2026-10-24T10:00", "2026-10-24T12:00"),
      at("after-autumn", "2026-10-26T10:00", "2026-10-26T12:00"),
      // The night of the change itself: 01:30 is before it, 03:30 after.
      at("that-night", "2026-03-29T01:30", "2026-03-29T03:30"),
    ]);
    const times = Object.fromEntries(
      vevents(text).map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [
          event.uid.split("@")[0],
          [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()],
        ];
      }),
    );
    expect(times).toEqual({
      "before-spring": ["2026-03-28T09:00:00.000Z", "2026-03-28T11:00:00.000Z"],
      "after-spring": ["2026-03-30T08:00:00.000Z", "2026-03-30T10:00:00.000Z"],
      "before-autumn": ["2026-10-24T08:00:00.000Z", "2026-10-24T10:00:00.000Z"],
      "after-autumn": ["2026-10-26T09:00:00.000Z", "2026-10-26T11:00:00.000Z"],
      "that-night": ["2026-03-29T00:30:00.000Z", "2026-03-29T01:30:00.000Z"],
    });
    expect(text).toContain("\r\nDTSTART:20260328T090000Z\r\n");
    expect(text).toContain("\r\nDTSTART:20260330T080000Z\r\n");
  });
});

describe("an event that repeats", () => {
  const meeting = withRevision(fixtureEvent("weekly-meeting"));
  /** The dates a calendar app shows, as ical.js expands the event's rule: local times in Italy. */
  function expand(text: string): string[] {
    const calendar = parse(text);
    for (const zone of calendar.getAllSubcomponents("vtimezone")) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const vevent = calendar
      .getAllSubcomponents("vevent")
      .find((event) => event.getFirstPropertyValue("uid") === uidOf("weekly-meeting"));
    if (!vevent) throw new Error("no weekly meeting");
    const iterator = new ICAL.Event(vevent).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next && starts.length < 100; next = iterator.next()) {
      starts.push(next.toJSDate().toISOString());
    }
    return starts;
  }
  const rome = (instant: string) =>
    new Date(instant).toLocaleString("sv-SE", { timeZone: "Europe/Rome" }).slice(0, 16);

  it("is one event with a weekly rule, its skipped dates and its local times in Italy", () => {
    for (const text of [
      feed("all", "en"),
      feed("meeting", "it"),
      eventCalendar(meeting, "en", identity),
    ]) {
      expectWellFormed(text);
      const unfolded = text.replace(/\r\n /g, "");
      expect(unfolded.match(/^UID:.*weekly-meeting.*$/gm)).toHaveLength(1);
      expect(ruleParts(text)).toEqual(
        sorted("FREQ=WEEKLY;BYDAY=TU;WKST=MO;UNTIL=20260630T215959Z"),
      );
      expect(unfolded).toContain(
        "\r\nEXDATE;TZID=Europe/Rome:20251021T182000,20251223T182000,20251230T182000\r\n",
      );
      expect(unfolded).toContain("\r\nDTSTART;TZID=Europe/Rome:20250930T182000\r\n");
      expect(unfolded).toContain("\r\nDTEND;TZID=Europe/Rome:20250930T193000\r\n");
      // The zone's rules, once, as the time zone the times name.
      expect(unfolded.match(/^BEGIN:VTIMEZONE$/gm)).toHaveLength(1);
      // Events that do not repeat have no rule, and keep their times in UTC.
      const ruled = vevents(text).filter((event) => event.hasProperty("rrule"));
      expect(ruled.map((event) => event.getFirstPropertyValue("uid"))).toEqual([
        uidOf("weekly-meeting"),
      ]);
      expect(unfolded.match(/^DTSTART;TZID=/gm)).toHaveLength(1);
    }
  });

  it("expands in a calendar library to every Tuesday at 18:20 in Italy, skipped dates left out, across the change of the clocks", () => {
    const starts = expand(feed("all", "en"));
    const expected = heldDates("2025-09-30", {
      days: ["tuesday"],
      until: "2026-06-30",
      skip: ["2025-10-21", "2025-12-23", "2025-12-30"],
    });
    expect(starts.map((start) => rome(start))).toEqual(expected.map((date) => `${date} 18:20`));
    // 18:20 in summer time (16:20 UTC), then in winter time (17:20 UTC) after 26 October.
    expect(starts.slice(0, 5)).toEqual([
      "2025-09-30T16:20:00.000Z",
      "2025-10-07T16:20:00.000Z",
      "2025-10-14T16:20:00.000Z",
      "2025-10-28T17:20:00.000Z",
      "2025-11-04T17:20:00.000Z",
    ]);
    expect(starts).not.toContain("2025-12-23T17:20:00.000Z");
    expect(starts.at(-1)).toBe("2026-06-30T16:20:00.000Z");
    expect(expand(eventCalendar(meeting, "it", identity))).toEqual(starts);
  });

  it("every two weeks on two days", () => {
    const fortnightly = withRevision({
      ...meeting.entry,
      event: {
        ...meeting.entry.event,
        repeat: { every: 2, days: ["thursday", "tuesday"], until: "2025-11-06" },
      },
    });
    const text = eventCalendar(fortnightly, "en", identity);
    expect(ruleParts(text).filter((part) => !part.startsWith("UNTIL="))).toEqual(
      sorted("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=MO"),
    );
    expect(ruleParts(text).some((part) => part.startsWith("UNTIL="))).toBe(true);
    expect(text).not.toContain("EXDATE");
    expect(expand(text).map((start) => rome(start))).toEqual([
      "2025-09-30 18:20",
      "2025-10-02 18:20",
      "2025-10-14 18:20",
      "2025-10-16 18:20",
      "2025-10-28 18:20",
      "2025-10-30 18:20",
    ]);
  });
});

describe("an event that repeats at its bounds", () => {
  const meeting = withRevision(fixtureEvent("weekly-meeting"));
  const withRepeat = (repeat: NonNullable<EventEntry["event"]["repeat"]>): CalendarEvent =>
    withRevision({ ...meeting.entry, event: { ...meeting.entry.event, repeat } });

  it("goes on in calendars without a last day: a rule without UNTIL", () => {
    const open = withRepeat({ days: ["tuesday"], skip: ["2025-10-21"] });
    for (const text of [eventCalendar(open, "en", identity), feed("all", "en", [open])]) {
      expectWellFormed(text);
      const unfolded = text.replace(/\r\n /g, "");
      expect(ruleParts(text)).toEqual(sorted("FREQ=WEEKLY;BYDAY=TU;WKST=MO"));
      expect(unfolded).toContain("\r\nEXDATE;TZID=Europe/Rome:20251021T182000\r\n");
    }
  });

  it("makes a calendar file of a few kilobytes at most: every day for five years, 366 dates skipped", () => {
    const days = [...weekdays];
    const dates = seriesDates("2025-09-30", { days, until: "2030-09-30" });
    const worst = withRepeat({ days, until: "2030-09-30", skip: dates.slice(1, 367) });
    const own = eventCalendar(worst, "en", identity);
    expectWellFormed(own);
    const unfolded = own.replace(/\r\n /g, "");
    expect(ruleParts(own)).toEqual(
      sorted("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;WKST=MO;UNTIL=20300930T215959Z"),
    );
    expect(unfolded.match(/^EXDATE.*$/m)?.[0].split(",")).toHaveLength(366);
    // The event's own file and the feed grow by the skipped dates alone (16 octets each).
    const plain = eventCalendar(withRepeat({ days, until: "2030-09-30" }), "en", identity);
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect(bytes(own) - bytes(plain)).toBeLessThan(366 * 17 + 200);
    expect(bytes(own)).toBeLessThan(8 * 1024);
    // In a feed, the event takes as much again, and no more.
    const others = events.filter((event) => event.entry.id !== "weekly-meeting");
    expect(
      bytes(feed("all", "en", [...others, worst])) - bytes(feed("all", "en", others)),
    ).toBeLessThan(bytes(own));
  });
});

describe("a change to an event, committed", () => {
  let copy: ContentCopy | undefined;
  afterEach(() => copy?.dispose());

  it("raises its SEQUENCE and LAST-MODIFIED in the feed, and only its own", () => {
    copy = copyFixtureContent();
    const root = copy.root;
    git(root, ["init", "-q", "-b", "main"]);
    commitAll(root, "2026-01-10T12:00:00Z");
    const build = () => {
      const content = readContent(root).content;
      if (!content) throw new Error("the copy has mistakes");
      const text = calendarFeed(
        content.events.map((entry) => ({
          entry,
          revision: fileRevision(entry.file, root, () => {
            throw new Error("no warning expected");
          }),
        })),
        "all",
        "en",
        content.identity,
      );
      return Object.fromEntries(
        vevents(text).map((event) => [
          String(event.getFirstPropertyValue("uid")).split("@")[0],
          {
            sequence: event.getFirstPropertyValue("sequence"),
            lastModified: String(event.getFirstPropertyValue("last-modified")),
            start: String(event.getFirstPropertyValue("dtstart")),
          },
        ]),
      );
    };
    const before = build();
    expect(before.levels).toEqual({
      sequence: 0,
      lastModified: "2026-01-10T12:00:00Z",
      start: "2024-10-31T15:00:00Z",
    });

    copy.replace(
      "app/content/events/levels.yaml",
      'start: "2024-10-31T16:00"',
      'start: "2024-10-31T17:00"',
    );
    commitAll(root, "2026-02-01T08:00:00Z");
    const after = build();
    expect(after.levels).toEqual({
      sequence: 1,
      lastModified: "2026-02-01T08:00:00Z",
      start: "2024-10-31T16:00:00Z",
    });
    // Every other event is as it was.
    expect({ ...after, levels: undefined }).toEqual({ ...before, levels: undefined });
  });
});

describe("long lines", () => {
  it("are folded by octets without splitting a character, and read back whole", () => {
    const levels = fixtureEvent("levels");
    const euros = "€".repeat(40);
    const text = eventCalendar(
      withRevision({
        ...levels,
        event: { ...levels.event, title: { ...levels.event.title, en: euros } },
      }),
      "en",
      identity,
    );
    expectWellFormed(text);
    expect(text).not.toContain(`SUMMARY:${euros}`);
    expect(vevents(text)[0]?.getFirstPropertyValue("summary")).toBe(euros);
  });
});
