import { describe, expect, it } from "vitest";
import { siteTimeZone } from "../config/time-zone";
import { localInstant } from "../lib/dates";
import type { EventEntry } from "./content.server";
import { endedEventWarnings } from "./check-content.server";

/** An event with a page that ended at 22:00 on 10 March 2031, with what `change` gives it. */
function ended(id: string, change: Partial<EventEntry["event"]> = {}): EventEntry {
  return {
    file: `app/content/events/${id}.yaml`,
    id,
    event: {
      start: "2031-03-10T18:00",
      end: "2031-03-10T22:00",
      page: {},
      ...change,
    } as EventEntry["event"],
  };
}

describe("endedEventWarnings", () => {
  const day = 24 * 60 * 60 * 1000;
  const end = localInstant("2031-03-10T22:00", siteTimeZone);

  it("reminds the board of a recent event's recap, saying how long ago it ended", () => {
    const events = [ended("evening")];
    const messages = (now: number) =>
      endedEventWarnings(events, now).map((warning) => warning.message);
    expect(messages(end + 60_000)).toEqual([
      "the event ended today and its page has no recap yet: add what happened (board guide: After an event)",
    ]);
    expect(messages(end + day + 60_000)[0]).toMatch(/^the event ended 1 day ago and/);
    expect(messages(end + 5 * day + 60_000)[0]).toMatch(/^the event ended 5 days ago and/);
    expect(messages(end + 61 * day)).toEqual([]);
    expect(messages(end - 60_000)).toEqual([]);
  });

  it("says nothing of an event with a recap, without a page, or cancelled", () => {
    const events = [
      ended("recapped", { recap: {} as EventEntry["event"]["recap"] }),
      ended("no-page", { page: undefined }),
      ended("cancelled", { status: "cancelled" }),
    ];
    expect(endedEventWarnings(events, end + day)).toEqual([]);
  });
});
