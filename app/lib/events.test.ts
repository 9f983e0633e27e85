import { describe, expect, it } from "vitest";
import { endOfRomeDay, romeInstant } from "./dates";
import { applicationsOpen, classifyEvents } from "./events";

const event = (id: string, start: string, end: string) => ({
  id,
  start: romeInstant(start),
  end: romeInstant(end),
});

describe("classifyEvents", () => {
  const meeting = event("meeting", "2025-10-28T18:20", "2025-10-28T19:30");
  const snowWeek = event("snow", "2025-12-05T08:00", "2025-12-08T20:00");
  const workshop = event("ey", "2025-04-11T14:00", "2025-04-11T18:00");
  const levels = event("levels", "2024-10-31T16:00", "2024-10-31T18:30");
  const all = [snowWeek, workshop, meeting, levels];

  it("puts events that have not ended first, soonest first, and past ones newest first", () => {
    const { upcoming, past } = classifyEvents(all, romeInstant("2025-10-20T12:00"));
    expect(upcoming.map((e) => e.id)).toEqual(["meeting", "snow"]);
    expect(past.map((e) => e.id)).toEqual(["ey", "levels"]);
  });

  it("keeps an event later today upcoming", () => {
    const { upcoming } = classifyEvents(all, romeInstant("2025-10-28T09:00"));
    expect(upcoming.map((e) => e.id)).toContain("meeting");
  });

  it("keeps an event under way upcoming until it ends, then makes it past", () => {
    expect(classifyEvents(all, romeInstant("2025-10-28T19:29")).upcoming[0]?.id).toBe("meeting");
    expect(classifyEvents(all, romeInstant("2025-10-28T19:30")).past[0]?.id).toBe("meeting");
  });

  it("compares instants, whatever the visitor's time zone", () => {
    // 19:30 in Rome is 18:30 UTC in winter: one minute before, the meeting has not ended.
    const now = Date.parse("2025-10-28T18:29:00Z");
    expect(classifyEvents([meeting], now).upcoming).toHaveLength(1);
    expect(classifyEvents([meeting], Date.parse("2025-10-28T18:30:00Z")).past).toHaveLength(1);
  });

  it("has nothing upcoming once every event is over", () => {
    const { upcoming, past } = classifyEvents(all, romeInstant("2026-11-21T12:00"));
    expect(upcoming).toEqual([]);
    expect(past.map((e) => e.id)).toEqual(["snow", "meeting", "ey", "levels"]);
  });

  it("does not change the list it is given", () => {
    const copy = [...all];
    classifyEvents(all, 0);
    expect(all).toEqual(copy);
  });
});

describe("applicationsOpen", () => {
  const deadline = endOfRomeDay("2024-10-24");

  it("stays open through the whole deadline day in Italy", () => {
    expect(applicationsOpen(deadline, romeInstant("2024-10-24T23:59"))).toBe(true);
    expect(applicationsOpen(deadline, romeInstant("2024-10-25T00:00"))).toBe(false);
  });
});
