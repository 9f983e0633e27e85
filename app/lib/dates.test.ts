import { describe, expect, it } from "vitest";
import {
  endOfLocalDay,
  existsInZone,
  formatDate,
  formatDayMonth,
  formatEventDays,
  formatEventHours,
  isLocalDate,
  isLocalDateTime,
  isoWithOffset,
  localDateTimeOf,
  localInstant,
  sameLocalDay,
  skippedHour,
} from "./dates";

const rome = "Europe/Rome";
const utc = (instant: number) => new Date(instant).toISOString();

describe("localInstant", () => {
  it("reads local time in Italy, winter and summer", () => {
    expect(utc(localInstant("2025-10-28T18:20", rome))).toBe("2025-10-28T17:20:00.000Z");
    expect(utc(localInstant("2025-04-11T14:00", rome))).toBe("2025-04-11T12:00:00.000Z");
  });

  it("reads the same local time in Lisbon and Athens as their own, winter and summer", () => {
    expect(utc(localInstant("2027-02-09T18:00", "Europe/Lisbon"))).toBe("2027-02-09T18:00:00.000Z");
    expect(utc(localInstant("2027-07-06T18:00", "Europe/Lisbon"))).toBe("2027-07-06T17:00:00.000Z");
    expect(utc(localInstant("2027-02-09T18:00", "Europe/Athens"))).toBe("2027-02-09T16:00:00.000Z");
    expect(utc(localInstant("2027-07-06T18:00", "Europe/Athens"))).toBe("2027-07-06T15:00:00.000Z");
    // Asked again, the answer is the zone's own, not the last zone's.
    expect(utc(localInstant("2027-02-09T18:00", rome))).toBe("2027-02-09T17:00:00.000Z");
  });

  it("follows the changes of daylight saving time", () => {
    // Clocks go back at 03:00 on 26 October 2025 and forward at 02:00 on 30 March 2025.
    expect(utc(localInstant("2025-10-26T12:00", rome))).toBe("2025-10-26T11:00:00.000Z");
    expect(utc(localInstant("2025-10-25T12:00", rome))).toBe("2025-10-25T10:00:00.000Z");
    expect(utc(localInstant("2025-03-30T12:00", rome))).toBe("2025-03-30T10:00:00.000Z");
  });

  it("gives each minute its own instant, asked for the first time or again", () => {
    const instant = localInstant("2025-11-04T18:20", rome);
    expect(localInstant("2025-11-04T18:21", rome) - instant).toBe(60_000);
    expect(localInstant("2025-11-04T19:20", rome) - instant).toBe(3_600_000);
    expect(localInstant("2025-11-04T18:20", rome)).toBe(instant);
  });

  it("refuses dates that do not exist or are not in the expected form", () => {
    expect(() => localInstant("2025-02-30T10:00", rome)).toThrow(/not a real date/);
    expect(() => localInstant("2025-10-28 18:20", rome)).toThrow(/like 2025-10-28T18:20/);
    expect(() => localInstant("28/10/2025", rome)).toThrow();
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

describe("endOfLocalDay", () => {
  it("is midnight at the start of the next day in the zone", () => {
    expect(utc(endOfLocalDay("2024-10-24", rome))).toBe("2024-10-24T22:00:00.000Z");
    expect(utc(endOfLocalDay("2024-12-31", rome))).toBe("2024-12-31T23:00:00.000Z");
    expect(utc(endOfLocalDay("2027-02-09", "Europe/Lisbon"))).toBe("2027-02-10T00:00:00.000Z");
    expect(utc(endOfLocalDay("2027-07-06", "Europe/Athens"))).toBe("2027-07-06T21:00:00.000Z");
  });
});

describe("the hour the clocks skip", () => {
  it("is the zone's own: 01:00 to 02:00 in Lisbon, 02:00 to 03:00 in Rome, 03:00 to 04:00 in Athens", () => {
    // Summer time starts at 01:00 UTC on 29 March 2026 everywhere in the European Union.
    expect(skippedHour("2026-03-29T01:30", "Europe/Lisbon")).toEqual({
      from: "01:00",
      to: "02:00",
    });
    expect(skippedHour("2026-03-29T02:30", rome)).toEqual({ from: "02:00", to: "03:00" });
    expect(skippedHour("2026-03-29T03:00", "Europe/Athens")).toEqual({
      from: "03:00",
      to: "04:00",
    });
    expect(existsInZone("2026-03-29T02:30", "Europe/Lisbon")).toBe(true);
    expect(skippedHour("2026-03-29T02:30", "Europe/Lisbon")).toBeUndefined();
    expect(skippedHour("2026-10-25T02:30", rome)).toBeUndefined();
  });
});

describe("formatting", () => {
  const meetingStart = localInstant("2025-10-28T18:20", rome);
  const meetingEnd = localInstant("2025-10-28T19:30", rome);
  const tripStart = localInstant("2025-12-05T08:00", rome);
  const tripEnd = localInstant("2025-12-08T20:00", rome);

  it("gives the day of a one-day event with its weekday", () => {
    expect(formatEventDays(meetingStart, meetingEnd, "en", rome)).toBe("Tuesday, 28 October 2025");
    expect(formatEventDays(meetingStart, meetingEnd, "it", rome)).toBe("martedì 28 ottobre 2025");
  });

  it("gives the range of a trip over several days", () => {
    expect(formatEventDays(tripStart, tripEnd, "en", rome)).toBe("5–8 December 2025");
    expect(formatEventDays(tripStart, tripEnd, "it", rome)).toBe("5–8 dicembre 2025");
    const newYear = localInstant("2026-01-02T10:00", rome);
    expect(formatEventDays(localInstant("2025-11-30T10:00", rome), tripEnd, "en", rome)).toBe(
      "30 November – 8 December 2025",
    );
    expect(formatEventDays(tripStart, newYear, "it", rome)).toBe(
      "5 dicembre 2025 – 2 gennaio 2026",
    );
  });

  it("gives the hours of a one-day event only", () => {
    expect(formatEventHours(meetingStart, meetingEnd, "en", rome)).toBe("18:20–19:30");
    expect(formatEventHours(meetingStart, meetingEnd, "it", rome)).toBe("18:20–19:30");
    expect(formatEventHours(tripStart, tripEnd, "en", rome)).toBeUndefined();
  });

  it("tells days and hours on the zone's calendar and clock", () => {
    // 22:30 to 23:45 in Lisbon is one evening there, and ends past midnight in Rome.
    const lisbon = "Europe/Lisbon";
    const start = localInstant("2027-02-09T22:30", lisbon);
    const end = localInstant("2027-02-09T23:45", lisbon);
    expect(formatEventHours(start, end, "en", lisbon)).toBe("22:30–23:45");
    expect(formatEventDays(start, end, "en", lisbon)).toBe("Tuesday, 9 February 2027");
    expect(sameLocalDay(start, end, lisbon)).toBe(true);
    expect(sameLocalDay(start, end, rome)).toBe(false);
    expect(localDateTimeOf(end, rome)).toBe("2027-02-10T00:45");
  });

  it("gives calendar dates", () => {
    expect(formatDate("2024-11-04", "en")).toBe("4 November 2024");
    expect(formatDate("2024-11-04", "it")).toBe("4 novembre 2024");
  });

  it("writes the first of a month as Italian does in a date: 1º, a bare number in a range", () => {
    expect(formatDate("2025-10-01", "it")).toBe("1º ottobre 2025");
    expect(formatDate("2025-10-01", "en")).toBe("1 October 2025");
    expect(formatDate("2025-10-11", "it")).toBe("11 ottobre 2025");
    const first = localInstant("2026-12-01T18:20", rome);
    expect(formatEventDays(first, localInstant("2026-12-01T19:30", rome), "it", rome)).toBe(
      "martedì 1º dicembre 2026",
    );
    const third = localInstant("2026-12-03T18:00", rome);
    expect(formatEventDays(first, third, "it", rome)).toBe("1–3 dicembre 2026");
    expect(formatEventDays(localInstant("2026-11-28T10:00", rome), first, "it", rome)).toBe(
      "28 novembre – 1º dicembre 2026",
    );
    expect(formatDayMonth(first, "it", rome)).toBe("1º dicembre");
    expect(formatEventDays(first, third, "de", rome)).toBe("1.–3. Dezember 2026");
  });

  it("writes instants with the zone's offset of the day", () => {
    expect(isoWithOffset(meetingStart, rome)).toBe("2025-10-28T18:20:00+01:00");
    expect(isoWithOffset(localInstant("2025-04-11T14:00", rome), rome)).toBe(
      "2025-04-11T14:00:00+02:00",
    );
  });
});
