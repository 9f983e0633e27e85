import { describe, expect, it } from "vitest";
import { homeLead, monthsBefore } from "./home-lead";

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 11, 2);

function upcoming(slug: string, overrides: Partial<{ kind: string; flagship: boolean }> = {}) {
  return {
    slug,
    kind: "workshop",
    cancelled: false,
    flagship: false,
    applicationsOpen: false,
    ...overrides,
  };
}

function highlight(slug: string, endedDaysAgo: number) {
  return { slug, start: now - (endedDaysAgo + 1) * day, end: now - endedDaysAgo * day };
}

const meeting = upcoming("weekly-meeting", { kind: "meeting" });
const clash = upcoming("tech-clash", { kind: "hackathon", flagship: true });

describe("homeLead", () => {
  it("leads with the event ahead, the meeting beside it", () => {
    expect(homeLead([meeting, clash], [highlight("old", 400)], now)).toEqual({
      opens: "event",
      event: clash,
      meeting,
    });
  });

  it("invites to the meeting when nothing else is ahead, with no older highlight leading", () => {
    const lead = homeLead([meeting], [highlight("last-december", 365)], now);
    expect(lead).toEqual({
      opens: "meeting",
      meeting,
      highlights: [highlight("last-december", 365)],
      highlightsRecent: false,
    });
  });

  it("puts only the recent highlights under the meeting when there are some", () => {
    const lead = homeLead([meeting], [highlight("october", 40), highlight("old", 500)], now);
    expect(lead).toMatchObject({ opens: "meeting", highlightsRecent: true });
    expect(lead.opens === "meeting" && lead.highlights.map(({ slug }) => slug)).toEqual([
      "october",
    ]);
  });

  it("never lets a cancelled meeting lead", () => {
    const cancelled = { ...meeting, cancelled: true };
    expect(homeLead([cancelled], [], now)).toEqual({ opens: "planning", highlights: [] });
  });

  it("leads with highlights of the last twelve months only", () => {
    const lead = homeLead([], [highlight("recent", 300), highlight("old", 370)], now);
    expect(lead).toEqual({ opens: "highlights", highlights: [highlight("recent", 300)] });
  });

  it("says the next event is being planned before highlights older than twelve months", () => {
    expect(homeLead([], [highlight("old", 370)], now)).toEqual({
      opens: "planning",
      highlights: [highlight("old", 370)],
    });
  });

  it("counts twelve calendar months back", () => {
    expect(new Date(monthsBefore(now, 12)).toISOString()).toBe("2025-12-02T00:00:00.000Z");
  });
});
