import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/i18n";
import { messagesOf } from "../i18n/messages";
import { fixtureContent, fixtureEvent } from "../../tests/support/fixture-content";
import { siteClock } from "./clock.server";
import {
  eventListing,
  eventPageView,
  eventSummary,
  placeLine,
  sectionId,
} from "./event-views.server";

const { identity } = fixtureContent;
const [english, italian] = [translatorFor("en"), translatorFor("it")];
/** The day the fixture site is built on. */
const now = siteClock({ SITE_TODAY: "2025-10-20" }).now;
const pageView = (slug: string, language: "en" | "it") =>
  eventPageView(fixtureEvent(slug), language, fixtureContent, now);

describe("siteClock", () => {
  it("pins today to the start of SITE_TODAY in Italy", () => {
    expect(siteClock({ SITE_TODAY: "2025-10-20" })).toEqual({
      now: Date.parse("2025-10-19T22:00:00Z"),
    });
  });

  it("uses the build's time without SITE_TODAY", () => {
    const before = Date.now();
    const clock = siteClock({});
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
    const design = eventSummary(fixtureEvent("design-sprint"), "it", identity);
    expect(design).toMatchObject({ title: "Design sprint", pagePath: "/it/design-sprint" });
    expect(design.repeats).toBeUndefined();
    expect(eventSummary(fixtureEvent("snowweek"), "en", identity)).toMatchObject({
      when: "5–8 December 2025",
      pagePath: "/snowweek",
    });
  });

  it("fill the texts' placeholders in the page's language", () => {
    const snow = eventSummary(fixtureEvent("snowweek"), "it", identity);
    // Values from the event's fields are pieces that a line never breaks inside.
    expect(snow.summary).toEqual([
      { type: "text", text: "Quattro giorni di neve e feste a Sestriere, " },
      { type: "unbreakable", text: "da 199\u00a0€" },
      { type: "text", text: ". Prenota con il codice promozionale " },
      { type: "unbreakable", text: "SNOWEST25" },
      { type: "text", text: "." },
    ]);
    const clash = pageView("student-tech-clash", "en");
    expect(clash.description).toBe(
      "Student Tech Clash is an ideas day about agentic AI, sponsored by a company: teams of 4 students compete to come up with the best idea and pitch it to a jury.",
    );
    const answer = clash.faq?.at(-1)?.answer[0];
    expect(answer).toMatchObject({ type: "paragraph" });
    expect(JSON.stringify(answer)).toContain(
      '{"type":"link","href":"mailto:alessandro.conti@example.org","children":[{"type":"text","text":"Alessandro Conti"}]},{"type":"text","text":" or "}',
    );
  });

  it("read the sections' Markdown into paragraphs and lists, with anchors from the headings", () => {
    const levels = pageView("levels", "it");
    expect(levels.sections.map((section) => section.id)).toEqual(["objectives"]);
    expect(levels.sections[0]?.blocks.map((block) => block.type)).toEqual(["paragraph", "list"]);
    expect(sectionId("FAQ", new Set(["faq"]))).toBe("faq-2");
    expect(sectionId("Perché è così?", new Set())).toBe("perche-e-cosi");
  });

  it("close applications at the deadline's end, or when the event ends", () => {
    const levels = pageView("levels", "en");
    expect(levels.registration?.closesAt).toBe(Date.parse("2024-10-24T22:00:00Z"));
    expect(levels.registration?.deadline).toBe("24 October 2024");
    expect(pageView("student-tech-clash", "it").registration?.closesAt).toBe(
      Date.parse("2025-11-22T17:00:00Z"),
    );
  });

  it("list the chapter's community links when the event asks for them", () => {
    expect(pageView("levels", "it").contacts).toEqual({
      emails: ["events@example.org", "info@example.org"],
      people: [],
      links: [
        { label: messagesOf("it").instagram, url: identity.social?.instagram },
        { label: messagesOf("it").whatsappGroup, url: identity.social?.whatsappGroup },
      ],
    });
    expect(pageView("snowweek", "en").contacts.emails).toEqual([identity.emails.events]);
  });
});

describe("placeLine", () => {
  it("says the place once when the address names it", () => {
    expect(placeLine("Sestriere (TO)", "Sestriere, 10058 (TO)")).toBe("Sestriere, 10058 (TO)");
    expect(placeLine("Politecnico", "Politecnico")).toBe("Politecnico");
    expect(placeLine("Aula Magna, Politecnico di Torino", "Politecnico di Torino")).toBe(
      "Aula Magna, Politecnico di Torino",
    );
  });

  it("joins a place and an address that say different things", () => {
    expect(placeLine("Room 2T, building T", "Corso Duca degli Abruzzi 24, 10129 Torino")).toBe(
      "Room 2T, building T · Corso Duca degli Abruzzi 24, 10129 Torino",
    );
    // A word inside another word is not the place.
    expect(placeLine("Torino", "Via Torinese 3, Chieri")).toBe("Torino · Via Torinese 3, Chieri");
    expect(placeLine("Online")).toBe("Online");
  });
});

describe("an event that repeats", () => {
  const meeting = fixtureEvent("weekly-meeting");
  const at = (day: string) => siteClock({ SITE_TODAY: day }).now;

  it("shows its next date, a skipped one never, with its rule in the page's words", () => {
    // Built on 20 October 2025: the 21st is skipped, so the next date is the 28th.
    const it = eventSummary(meeting, "it", identity, now);
    expect(it).toMatchObject({
      title: "Riunione settimanale",
      days: "martedì 28 ottobre 2025",
      hours: "18:20–19:30",
      badge: { day: "28", month: "ott", date: "2025-10-28" },
      repeats: {
        rule: "Ogni martedì, 18:20–19:30",
        detail: italian("nextDate", { date: "martedì 28 ottobre 2025" }),
        ended: false,
      },
      pagePath: undefined,
      calendarPath: "/it/weekly-meeting.ics",
    });
    expect(it.start).toBe(Date.parse("2025-10-28T17:20:00Z"));
    expect(eventSummary(meeting, "en", identity, now).when).toBe(
      "Every Tuesday, 18:20–19:30 (next: Tuesday, 28 October 2025)",
    );
  });

  it("moves on by itself: a date is next until it has ended, after the clocks change too", () => {
    const on = (day: string) => eventSummary(meeting, "en", identity, at(day));
    expect(on("2025-10-28").badge.date).toBe("2025-10-28");
    expect(on("2025-10-29").badge.date).toBe("2025-11-04");
    // Winter time from 26 October: still 18:20 in Italy, an hour later in UTC.
    expect(on("2025-10-29").start).toBe(Date.parse("2025-11-04T17:20:00Z"));
    expect(on("2025-09-01").badge.date).toBe("2025-09-30");
    // The Christmas break is skipped.
    expect(on("2025-12-17").badge.date).toBe("2026-01-06");
  });

  it("is past once its last date has ended: it then shows its last date and its span", () => {
    const after = eventSummary(meeting, "it", identity, at("2026-07-01"));
    expect(after).toMatchObject({
      badge: { date: "2026-06-30" },
      repeats: { ended: true, detail: "30 settembre 2025 – 30 giugno 2026" },
    });
    const listing = eventListing(meeting, "en", identity, at("2026-07-01"));
    expect(listing.end).toBeLessThanOrEqual(at("2026-07-01"));
    expect(eventListing(meeting, "en", identity, at("2026-06-30")).end).toBeGreaterThan(
      at("2026-06-30"),
    );
  });

  it("says every N weeks and several days in each language's words", () => {
    const fortnightly = {
      ...meeting,
      event: {
        ...meeting.event,
        repeat: { every: 2, days: ["thursday" as const, "tuesday" as const], until: "2025-12-18" },
      },
    };
    // The days in order, joined in each language's words, with the meeting's local times.
    expect(eventSummary(fortnightly, "en", identity, now).repeats?.rule).toBe(
      english("repeatsEveryWeeks", {
        weeks: 2,
        count: 2,
        days: "Tuesday and Thursday",
        time: "18:20–19:30",
      }),
    );
    expect(eventSummary(fortnightly, "it", identity, now).repeats?.rule).toBe(
      italian("repeatsEveryWeeks", {
        weeks: 2,
        count: 2,
        days: "martedì e giovedì",
        time: "18:20–19:30",
      }),
    );
  });
});
