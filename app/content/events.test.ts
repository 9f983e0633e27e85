import { describe, expect, it } from "vitest";
import { siteClock } from "./clock.server";
import { eventCalendar, foldLines } from "./event-calendar.server";
import { eventPageView, eventSummary } from "./event-views.server";
import { loadEvents } from "./load.server";

const bySlug = (slug: string) => {
  const event = loadEvents().find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`no event ${slug}`);
  return event;
};

describe("siteClock", () => {
  it("pins today to the start of SITE_TODAY in Italy", () => {
    expect(siteClock({ SITE_TODAY: "2025-10-20" })).toEqual({
      now: Date.parse("2025-10-19T22:00:00Z"),
      pinned: true,
    });
  });

  it("uses the build's time without SITE_TODAY", () => {
    const before = Date.now();
    const clock = siteClock({});
    expect(clock.pinned).toBe(false);
    expect(clock.now).toBeGreaterThanOrEqual(before);
  });

  it("explains a SITE_TODAY that is not a date", () => {
    expect(() => siteClock({ SITE_TODAY: "20/10/2025" })).toThrow(
      'SITE_TODAY must be a date like 2025-10-20, not "20/10/2025"',
    );
  });
});

describe("event views", () => {
  it("summarise an event for the list in each language", () => {
    const meeting = eventSummary(bySlug("weekly-meeting"), "it");
    expect(meeting).toMatchObject({
      title: "Riunione settimanale",
      when: "martedì 28 ottobre 2025, 18:20–19:30",
      pagePath: undefined,
      calendarPath: "/it/weekly-meeting.ics",
    });
    expect(eventSummary(bySlug("snowweek"), "en")).toMatchObject({
      when: "5–8 December 2025",
      pagePath: "/snowweek",
    });
  });

  it("give a page its deadline as the end of that day in Italy", () => {
    const levels = eventPageView(bySlug("levels"), "en");
    expect(levels.registration?.closesAt).toBe(Date.parse("2024-10-24T22:00:00Z"));
    expect(levels.registration?.deadline).toBe("24 October 2024");
    expect(
      eventPageView(bySlug("student-tech-clash"), "it").registration?.closesAt,
    ).toBeUndefined();
  });
});

describe("eventCalendar", () => {
  const calendar = eventCalendar(bySlug("levels"), "it");
  const lines = calendar.split("\r\n");

  it("is an iCalendar file with one event, CRLF line endings and folded lines", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(calendar.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("writes times in UTC and a stable UID", () => {
    expect(lines).toContain("DTSTART:20241031T150000Z");
    expect(lines).toContain("DTEND:20241031T173000Z");
    expect(lines).toContain("UID:levels@chapter.example.org");
  });

  it("is in the requested language", () => {
    expect(calendar).toContain("SUMMARY:Document Intelligence");
    expect(calendar.replace(/\r\n[\t ]/g, "")).toContain("https://chapter.example.org/it/levels");
  });
});

describe("foldLines", () => {
  it("folds by octets without splitting a character", () => {
    const folded = foldLines(`DESCRIPTION:${"€".repeat(40)}\r\nEND:VEVENT`);
    const lines = folded.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"€".repeat(40)}\r\nEND:VEVENT`);
  });
});
