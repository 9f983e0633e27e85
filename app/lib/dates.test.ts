import { describe, expect, it } from "vitest";
import {
  endOfRomeDay,
  formatDate,
  formatEventDays,
  formatEventHours,
  isLocalDate,
  isLocalDateTime,
  isoWithOffset,
  romeInstant,
} from "./dates";

describe("romeInstant", () => {
  it("reads local time in Italy, winter and summer", () => {
    expect(new Date(romeInstant("2025-10-28T18:20")).toISOString()).toBe(
      "2025-10-28T17:20:00.000Z",
    );
    expect(new Date(romeInstant("2025-04-11T14:00")).toISOString()).toBe(
      "2025-04-11T12:00:00.000Z",
    );
  });

  it("follows the changes of daylight saving time", () => {
    // Clocks go back at 03:00 on 26 October 2025 and forward at 02:00 on 30 March 2025.
    expect(new Date(romeInstant("2025-10-26T12:00")).toISOString()).toBe(
      "2025-10-26T11:00:00.000Z",
    );
    expect(new Date(romeInstant("2025-10-25T12:00")).toISOString()).toBe(
      "2025-10-25T10:00:00.000Z",
    );
    expect(new Date(romeInstant("2025-03-30T12:00")).toISOString()).toBe(
      "2025-03-30T10:00:00.000Z",
    );
  });

  it("gives each minute its own instant, asked for the first time or again", () => {
    const instant = romeInstant("2025-11-04T18:20");
    expect(romeInstant("2025-11-04T18:21") - instant).toBe(60_000);
    expect(romeInstant("2025-11-04T19:20") - instant).toBe(3_600_000);
    expect(romeInstant("2025-11-04T18:20")).toBe(instant);
  });

  it("refuses dates that do not exist or are not in the expected form", () => {
    expect(() => romeInstant("2025-02-30T10:00")).toThrow(/not a real date/);
    expect(() => romeInstant("2025-10-28 18:20")).toThrow(/like 2025-10-28T18:20/);
    expect(() => romeInstant("28/10/2025")).toThrow();
  });
});

describe("isLocalDateTime and isLocalDate", () => {
  it("accept only real dates in ISO form", () => {
    expect(isLocalDateTime("2025-12-05T09:00")).toBe(true);
    expect(isLocalDateTime("2025-12-05T24:00")).toBe(false);
    expect(isLocalDateTime("2025-12-05")).toBe(false);
    expect(isLocalDate("2024-10-24")).toBe(true);
    expect(isLocalDate("2024-13-01")).toBe(false);
    expect(isLocalDate("2024-10-24T10:00")).toBe(false);
  });
});

describe("endOfRomeDay", () => {
  it("is midnight at the start of the next day in Italy", () => {
    expect(new Date(endOfRomeDay("2024-10-24")).toISOString()).toBe("2024-10-24T22:00:00.000Z");
    expect(new Date(endOfRomeDay("2024-12-31")).toISOString()).toBe("2024-12-31T23:00:00.000Z");
  });
});

describe("formatting", () => {
  const meetingStart = romeInstant("2025-10-28T18:20");
  const meetingEnd = romeInstant("2025-10-28T19:30");
  const tripStart = romeInstant("2025-12-05T08:00");
  const tripEnd = romeInstant("2025-12-08T20:00");

  it("gives the day of a one-day event with its weekday", () => {
    expect(formatEventDays(meetingStart, meetingEnd, "en")).toBe("Tuesday, 28 October 2025");
    expect(formatEventDays(meetingStart, meetingEnd, "it")).toBe("martedì 28 ottobre 2025");
  });

  it("gives the range of a trip over several days", () => {
    expect(formatEventDays(tripStart, tripEnd, "en")).toBe("5–8 December 2025");
    expect(formatEventDays(tripStart, tripEnd, "it")).toBe("5–8 dicembre 2025");
    const newYear = romeInstant("2026-01-02T10:00");
    expect(formatEventDays(romeInstant("2025-11-30T10:00"), tripEnd, "en")).toBe(
      "30 November – 8 December 2025",
    );
    expect(formatEventDays(tripStart, newYear, "it")).toBe("5 dicembre 2025 – 2 gennaio 2026");
  });

  it("gives the hours of a one-day event only", () => {
    expect(formatEventHours(meetingStart, meetingEnd, "en")).toBe("18:20–19:30");
    expect(formatEventHours(meetingStart, meetingEnd, "it")).toBe("18:20–19:30");
    expect(formatEventHours(tripStart, tripEnd, "en")).toBeUndefined();
  });

  it("gives calendar dates", () => {
    expect(formatDate("2024-11-04", "en")).toBe("4 November 2024");
    expect(formatDate("2024-11-04", "it")).toBe("4 novembre 2024");
  });

  it("writes instants with the Italian offset of the day", () => {
    expect(isoWithOffset(meetingStart)).toBe("2025-10-28T18:20:00+01:00");
    expect(isoWithOffset(romeInstant("2025-04-11T14:00"))).toBe("2025-04-11T14:00:00+02:00");
  });
});
