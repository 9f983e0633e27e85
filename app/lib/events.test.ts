import { describe, expect, it } from "vitest";
import { endOfLocalDay, localInstant, startOfLocalDay } from "./dates";
import { applicationsOpen, classifyEvents, eventPhase, isShown, leadEvents } from "./events";

/** The dates of these tests are local times in Italy. */
const rome = "Europe/Rome";

const event = (id: string, start: string, end: string) => ({
  id,
  start: localInstant(start, rome),
  end: localInstant(end, rome),
});

describe("classifyEvents", () => {
  const meeting = event("meeting", "2025-10-28T18:20", "2025-10-28T19:30");
  const snowWeek = event("snow", "2025-12-05T08:00", "2025-12-08T20:00");
  const workshop = event("ey", "2025-04-11T14:00", "2025-04-11T18:00");
  const levels = event("levels", "2024-10-31T16:00", "2024-10-31T18:30");
  const all = [snowWeek, workshop, meeting, levels];

  it("puts events that have not ended first, soonest first, and past ones newest first", () => {
    const { upcoming, past } = classifyEvents(all, localInstant("2025-10-20T12:00", rome));
    expect(upcoming.map((e) => e.id)).toEqual(["meeting", "snow"]);
    expect(past.map((e) => e.id)).toEqual(["ey", "levels"]);
  });

  it("keeps an event later today upcoming", () => {
    const { upcoming } = classifyEvents(all, localInstant("2025-10-28T09:00", rome));
    expect(upcoming.map((e) => e.id)).toContain("meeting");
  });

  it("keeps an event under way upcoming until it ends, then makes it past", () => {
    expect(classifyEvents(all, localInstant("2025-10-28T19:29", rome)).upcoming[0]?.id).toBe(
      "meeting",
    );
    expect(classifyEvents(all, localInstant("2025-10-28T19:30", rome)).past[0]?.id).toBe("meeting");
  });

  it("compares instants, whatever the visitor's time zone", () => {
    // 19:30 in Rome is 18:30 UTC in winter: one minute before, the meeting has not ended.
    const now = Date.parse("2025-10-28T18:29:00Z");
    expect(classifyEvents([meeting], now).upcoming).toHaveLength(1);
    expect(classifyEvents([meeting], Date.parse("2025-10-28T18:30:00Z")).past).toHaveLength(1);
  });

  it("has nothing upcoming once every event is over", () => {
    const { upcoming, past } = classifyEvents(all, localInstant("2026-11-21T12:00", rome));
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
  const deadline = endOfLocalDay("2024-10-24", rome);

  it("stays open through the whole deadline day in Italy", () => {
    expect(applicationsOpen(deadline, localInstant("2024-10-24T23:59", rome))).toBe(true);
    expect(applicationsOpen(deadline, localInstant("2024-10-25T00:00", rome))).toBe(false);
  });
});

describe("applicationsOpen with an opening day", () => {
  it("is closed before the first day to apply, open from its start", () => {
    const opens = startOfLocalDay("2025-11-01", rome);
    const closes = endOfLocalDay("2025-11-20", rome);
    expect(applicationsOpen(closes, localInstant("2025-10-31T23:59", rome), opens)).toBe(false);
    expect(applicationsOpen(closes, localInstant("2025-11-01T00:00", rome), opens)).toBe(true);
  });
});

describe("eventPhase", () => {
  // A hackathon on 12 December, applications from 1 to 20 November.
  const hackathon = {
    start: localInstant("2025-12-12T09:00", rome),
    end: localInstant("2025-12-13T18:00", rome),
    firstDay: startOfLocalDay("2025-12-12", rome),
    registration: {
      opensAt: startOfLocalDay("2025-11-01", rome),
      closesAt: endOfLocalDay("2025-11-20", rome),
    },
  };
  const at = (time: string) => eventPhase(hackathon, localInstant(time, rome));

  it("follows an event through its life", () => {
    expect(at("2025-10-20T00:00")).toBe("announced");
    expect(at("2025-11-01T00:00")).toBe("open");
    expect(at("2025-11-20T23:59")).toBe("open");
    expect(at("2025-11-21T00:00")).toBe("closed");
    expect(at("2025-12-11T23:59")).toBe("closed");
    // From the first day's midnight, as a build that runs at midnight sees it.
    expect(at("2025-12-12T00:00")).toBe("happening");
    expect(at("2025-12-13T17:59")).toBe("happening");
    expect(at("2025-12-13T18:00")).toBe("ended");
  });

  it("calls an event without a form announced until its day", () => {
    const { registration: _none, ...meeting } = hackathon;
    expect(eventPhase(meeting, localInstant("2025-12-01T12:00", rome))).toBe("announced");
    expect(eventPhase(meeting, localInstant("2025-12-12T00:00", rome))).toBe("happening");
  });

  it("opens applications at once without an opening day", () => {
    const open = { ...hackathon, registration: { closesAt: hackathon.registration.closesAt } };
    expect(eventPhase(open, localInstant("2025-10-20T00:00", rome))).toBe("open");
  });
});

describe("isShown", () => {
  it("shows what is before (the default) until the end, after from the end, always both", () => {
    expect([isShown(undefined, false), isShown(undefined, true)]).toEqual([true, false]);
    expect([isShown("before", false), isShown("before", true)]).toEqual([true, false]);
    expect([isShown("after", false), isShown("after", true)]).toEqual([false, true]);
    expect([isShown("always", false), isShown("always", true)]).toEqual([true, true]);
  });
});

describe("leadEvents", () => {
  const candidate = (
    id: string,
    kind: string,
    extra: Partial<{ cancelled: boolean; flagship: boolean; applicationsOpen: boolean }> = {},
  ) => ({ id, kind, cancelled: false, flagship: false, applicationsOpen: false, ...extra });
  // Soonest first, as classifyEvents gives them.
  const meeting = candidate("weekly", "meeting", { applicationsOpen: true });
  const closed = candidate("sprint", "workshop");
  const open = candidate("clash", "ideas-day", { applicationsOpen: true });
  const laterOpen = candidate("snow", "trip", { applicationsOpen: true });
  const announced = candidate("hackathon", "hackathon");

  it("leads with the soonest event whose applications are open, the meeting beside it", () => {
    const { lead, meeting: line } = leadEvents([meeting, closed, open, laterOpen, announced]);
    expect(lead?.id).toBe("clash");
    expect(line?.id).toBe("weekly");
  });

  it("leads with the flagship the board marked, even when another one is open sooner", () => {
    const flagship = { ...announced, flagship: true };
    expect(leadEvents([meeting, closed, open, laterOpen, flagship]).lead?.id).toBe("hackathon");
  });

  it("never lets a meeting lead: without anything to apply for, the soonest other event", () => {
    expect(leadEvents([meeting, closed, announced]).lead?.id).toBe("sprint");
    expect(leadEvents([{ ...meeting, flagship: true }, closed]).lead?.id).toBe("sprint");
  });

  it("leads with nothing when only a meeting is ahead, which is still the line", () => {
    expect(leadEvents([meeting])).toEqual({ lead: undefined, meeting });
  });

  it("leaves cancelled events out of both", () => {
    const cancelledFlagship = { ...open, cancelled: true, flagship: true };
    const cancelledMeeting = { ...meeting, cancelled: true };
    expect(leadEvents([cancelledMeeting, cancelledFlagship, laterOpen])).toEqual({
      lead: laterOpen,
      meeting: undefined,
    });
  });
});
