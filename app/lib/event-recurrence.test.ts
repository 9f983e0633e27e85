import { describe, expect, it } from "vitest";
import { localInstant } from "./dates";
import {
  daysBetween,
  finalEnd,
  heldDates,
  lastDayOf,
  maximumRepeatYears,
  repeatHorizon,
  occurrenceAt,
  seriesDates,
  weekdayList,
  weekdayOf,
  weekdays,
} from "./event-recurrence";

/** The dates of these tests are local times in Italy. */
const rome = "Europe/Rome";

const weekly = {
  start: "2025-09-30T18:20",
  end: "2025-09-30T19:30",
  repeat: { days: ["tuesday"] as const, until: "2025-11-25", skip: ["2025-10-21"] },
};

describe("repeating events", () => {
  it("know the day of the week of a date", () => {
    expect(weekdayOf("2025-10-28")).toBe("tuesday");
    expect(weekdayOf("2025-10-26")).toBe("sunday");
    expect(weekdayOf("1969-12-29")).toBe("monday");
  });

  it("take place on their days from the first date until the last day, skipped dates left out", () => {
    expect(seriesDates("2025-09-30", weekly.repeat)).toEqual([
      "2025-09-30",
      "2025-10-07",
      "2025-10-14",
      "2025-10-21",
      "2025-10-28",
      "2025-11-04",
      "2025-11-11",
      "2025-11-18",
      "2025-11-25",
    ]);
    expect(heldDates("2025-09-30", weekly.repeat)).not.toContain("2025-10-21");
    expect(heldDates("2025-09-30", weekly.repeat)).toHaveLength(8);
    // The last day counts only when it is one of the days.
    expect(seriesDates("2025-09-30", { days: ["tuesday"], until: "2025-10-13" }).at(-1)).toBe(
      "2025-10-07",
    );
  });

  it("every N weeks, on several days, counting weeks from the first date's (Monday to Sunday)", () => {
    // From a Thursday: the Tuesday of its week is before it, so it is not a date.
    expect(
      seriesDates("2025-10-02", { every: 2, days: ["thursday", "tuesday"], until: "2025-11-01" }),
    ).toEqual(["2025-10-02", "2025-10-14", "2025-10-16", "2025-10-28", "2025-10-30"]);
    expect(seriesDates("2025-10-05", { every: 3, days: ["sunday"], until: "2025-11-30" })).toEqual([
      "2025-10-05",
      "2025-10-26",
      "2025-11-16",
    ]);
  });

  it("keep their local hours in Italy when the clocks go back in late October", () => {
    const { first: before, last: after } = occurrenceAt(
      {
        start: "2025-10-21T18:20",
        end: "2025-10-21T19:30",
        repeat: { days: ["tuesday"], until: "2025-10-28" },
      },
      Number.NEGATIVE_INFINITY,
      rome,
    );
    expect(new Date(before.start).toISOString()).toBe("2025-10-21T16:20:00.000Z");
    expect(new Date(after.start).toISOString()).toBe("2025-10-28T17:20:00.000Z");
    expect(new Date(after.end).toISOString()).toBe("2025-10-28T18:30:00.000Z");
  });

  it("show the next date that has not ended (one under way included), past a skipped one", () => {
    const at = (time: string) => occurrenceAt(weekly, localInstant(time, rome), rome);
    expect(at("2025-10-15T09:00").start).toBe(localInstant("2025-10-28T18:20", rome));
    expect(at("2025-10-28T19:00")).toMatchObject({
      start: localInstant("2025-10-28T18:20", rome),
      ended: false,
    });
    expect(at("2025-10-28T19:30").start).toBe(localInstant("2025-11-04T18:20", rome));
    expect(at("2025-01-01T00:00").start).toBe(localInstant("2025-09-30T18:20", rome));
  });

  it("are over when their last date has ended: they then show that one", () => {
    const after = occurrenceAt(weekly, localInstant("2025-12-01T00:00", rome), rome);
    expect(after).toMatchObject({ start: localInstant("2025-11-25T18:20", rome), ended: true });
    expect(after.first.start).toBe(localInstant("2025-09-30T18:20", rome));
    expect(finalEnd(weekly, rome)).toBe(localInstant("2025-11-25T19:30", rome));
  });

  it("leave an event that does not repeat as it is", () => {
    const once = { start: "2025-10-28T18:20", end: "2025-10-28T19:30" };
    const date = { start: localInstant(once.start, rome), end: localInstant(once.end, rome) };
    expect(occurrenceAt(once, localInstant("2025-10-01T00:00", rome), rome)).toEqual({
      ...date,
      ended: false,
      first: date,
      last: date,
    });
    expect(occurrenceAt(once, localInstant("2025-11-01T00:00", rome), rome).ended).toBe(true);
  });

  it("name their days in each language, in the week's order", () => {
    expect(weekdayList(["thursday", "tuesday"], "en")).toBe("Tuesday and Thursday");
    expect(weekdayList(["thursday", "tuesday"], "it")).toBe("martedì e giovedì");
    expect(weekdayList(["friday", "monday", "wednesday"], "en")).toBe(
      "Monday, Wednesday and Friday",
    );
  });

  it("reach at most five years from their first date: an open-ended series is drawn to that day", () => {
    expect(maximumRepeatYears).toBe(5);
    expect(repeatHorizon("2025-09-30")).toBe("2030-09-30");
    // A 29 February has no twin five years on: the last day of February.
    expect(repeatHorizon("2028-02-29")).toBe("2033-02-28");
    expect(lastDayOf("2025-09-30", {})).toBe("2030-09-30");
    expect(lastDayOf("2025-09-30", { until: "2026-06-30" })).toBe("2026-06-30");
    // Whatever a file says, the build draws no date past the horizon.
    expect(lastDayOf("2025-09-30", { until: "2125-09-29" })).toBe("2030-09-30");
    const open = seriesDates("2025-09-30", { days: ["tuesday"] });
    expect(open).toHaveLength(261);
    expect(open.at(-1)).toBe("2030-09-24");
    const daily = seriesDates("2025-09-30", { days: [...weekdays], until: "2125-09-29" });
    expect(daily).toHaveLength(1827);
    expect(daily.at(-1)).toBe("2030-09-30");
    expect(
      finalEnd(
        {
          start: "2025-09-30T18:20",
          end: "2025-09-30T19:30",
          repeat: { days: ["tuesday"] },
        },
        rome,
      ),
    ).toBe(localInstant("2030-09-24T19:30", rome));
  });

  it("count the days between two dates", () => {
    expect(daysBetween("2025-10-28", "2025-10-29")).toBe(1);
    expect(daysBetween("2025-12-02", "2025-12-30")).toBe(28);
    expect(daysBetween("2025-10-29", "2025-10-28")).toBe(-1);
    // Across the change of the clocks, still whole days.
    expect(daysBetween("2025-10-25", "2025-10-27")).toBe(2);
  });

  it("find the next date of a long series as a walk through every date would", () => {
    const daily = {
      start: "2025-09-30T18:20",
      end: "2025-09-30T19:30",
      repeat: {
        days: [...weekdays],
        skip: Array.from({ length: 366 }, (_, index) => seriesDatesOfDaily[index * 4] ?? ""),
      },
    };
    const held = heldDates("2025-09-30", daily.repeat);
    for (const time of [
      "2025-09-30T18:00",
      "2025-09-30T19:30",
      "2026-03-29T02:30",
      "2027-01-01T00:00",
      "2029-12-31T23:59",
      "2030-09-30T19:29",
    ]) {
      const now = localInstant(time, rome);
      const next = held.find((date) => localInstant(`${date}T19:30`, rome) > now);
      expect(occurrenceAt(daily, now, rome).start, time).toBe(localInstant(`${next}T18:20`, rome));
    }
    expect(occurrenceAt(daily, localInstant("2030-09-30T19:30", rome), rome).ended).toBe(true);
  });
});

const seriesDatesOfDaily = seriesDates("2025-09-30", { days: [...weekdays] });
