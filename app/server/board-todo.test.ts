import { describe, expect, it } from "vitest";
import { siteTimeZone } from "../config/time-zone";
import { localInstant } from "../lib/dates";
import { boardTodo, formatTodo, todoCount, todoMarkdown } from "./board-todo.server";
import type { EventEntry } from "./content.server";

function event(id: string, change: Partial<EventEntry["event"]> = {}): EventEntry {
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

const after = localInstant("2031-03-11T10:00", siteTimeZone);
const sponsorsFile = "app/content/sponsors.yaml";

describe("the board's to-do list", () => {
  it("groups and counts what is left, after the mistakes", () => {
    const groups = boardTodo({
      events: [
        event("ended"),
        event("recapped", { recap: { photos: [] } as unknown as EventEntry["event"]["recap"] }),
        event("cancelled", { status: "cancelled" }),
        event("upcoming", { start: "2031-04-10T18:00", end: "2031-04-10T22:00" }),
      ],
      sponsors: [{ name: "Acme" }, {}],
      sponsorsFile,
      exampleFields: [
        { file: "app/config/identity.yaml", field: "emails.general", listed: true },
        { file: "app/config/identity.yaml", field: "url", listed: true },
        { file: "app/content/events/upcoming.yaml", field: "image", listed: true },
      ],
      now: after,
    });
    expect(todoCount(groups)).toBe(7);
    expect(formatTodo(groups)).toEqual([
      "To do (7):",
      "  3 example values left, in 2 files:",
      "    app/config/identity.yaml: emails.general, url",
      "    app/content/events/upcoming.yaml: image",
      "  1 ended event without a recap:",
      "    app/content/events/ended.yaml",
      "  2 events without a picture of their own:",
      "    app/content/events/recapped.yaml: recap.photos",
      "    app/content/events/upcoming.yaml: image",
      "  1 sponsor without a name:",
      "    app/content/sponsors.yaml: sponsors[1].name",
    ]);
    const markdown = todoMarkdown(groups);
    expect(markdown).toContain("## The board's to-do list (7)");
    expect(markdown).toContain("<summary>1 sponsor without a name</summary>");
    expect(markdown).toContain("- `app/config/identity.yaml: emails.general, url`");
  });

  it("names at most six fields of a file in the terminal, every one in the run summary", () => {
    const exampleFields = Array.from({ length: 9 }, (_, index) => ({
      file: "app/content/team.yaml",
      field: `members[${index}].name`,
      listed: true,
    }));
    const groups = boardTodo({ events: [], sponsors: [], sponsorsFile, exampleFields, now: after });
    expect(formatTodo(groups)[2]).toBe(
      "    app/content/team.yaml: members[0].name, members[1].name, members[2].name, members[3].name, members[4].name, members[5].name and 3 more",
    );
    expect(todoMarkdown(groups)).toContain("members[8].name`");
  });

  it("says when nothing is left, and counts no event before it ends", () => {
    const groups = boardTodo({
      events: [event("ended")],
      sponsors: [{ name: "Acme" }],
      sponsorsFile,
      exampleFields: [],
      now: localInstant("2031-03-10T21:00", siteTimeZone),
    });
    expect(groups).toEqual([]);
    expect(formatTodo(groups)).toEqual(["To do: nothing left."]);
  });

  describe("for an event that repeats", () => {
    const meeting = (repeat: NonNullable<EventEntry["event"]["repeat"]>, change = {}) =>
      event("weekly-meeting", {
        start: "2025-09-30T18:20",
        end: "2025-09-30T19:30",
        page: undefined,
        repeat,
        ...change,
      });
    const todoOn = (day: string, ...events: EventEntry[]) =>
      formatTodo(
        boardTodo({
          events,
          sponsors: [],
          sponsorsFile,
          exampleFields: [],
          now: localInstant(`${day}T12:00`, siteTimeZone),
        }),
      );
    const weekly = {
      days: ["tuesday" as const],
      until: "2026-06-30",
      skip: ["2025-12-30", "2025-12-23"],
    };

    it("says four weeks before its last date that it ends, and how to go on", () => {
      expect(todoOn("2026-06-01", meeting(weekly))).toEqual(["To do: nothing left."]);
      expect(todoOn("2026-06-02", meeting(weekly))).toEqual([
        "To do (1):",
        "  1 repeating event whose dates end within four weeks:",
        "    app/content/events/weekly-meeting.yaml: repeat.until: its last date is 2026-06-30, in 28 days: if it goes on, move repeat.until on (2030-09-30 at the latest) or leave it out",
      ]);
      expect(todoOn("2026-06-30", meeting(weekly))[2]).toContain(
        "its last date is 2026-06-30, today:",
      );
      // Once its last date has ended it is a past event: nothing is left to do about it.
      expect(todoOn("2026-07-01", meeting(weekly))).toEqual(["To do: nothing left."]);
      // Nor about a cancelled one.
      expect(todoOn("2026-06-29", meeting(weekly, { status: "cancelled" }))).toEqual([
        "To do: nothing left.",
      ]);
    });

    it("counts from its last date, not from repeat.until, when that day is no date of it", () => {
      const lines = todoOn("2026-06-29", meeting({ ...weekly, until: "2026-07-05" }));
      expect(lines[2]).toContain("repeat.until: its last date is 2026-06-30, tomorrow:");
    });

    it("says it of one without a last day four weeks before the horizon: start moves on", () => {
      const open = meeting({ days: ["tuesday"] });
      expect(todoOn("2030-08-26", open)).toEqual(["To do: nothing left."]);
      expect(todoOn("2030-08-27", open)).toEqual([
        "To do (1):",
        "  1 repeating event whose dates end within four weeks:",
        "    app/content/events/weekly-meeting.yaml: start: its last date is 2030-09-24, in 28 days: its dates go at most 5 years from its first date; if it goes on, move start on to a date ahead and leave out the skipped dates before it",
      ]);
      // A last day at the horizon can move no further either.
      expect(
        todoOn("2030-08-27", meeting({ days: ["tuesday"], until: "2030-09-30" }))[2],
      ).toContain("weekly-meeting.yaml: start: its last date is 2030-09-24");
    });

    it("says four weeks before its last skipped date that the next ones are probably to add", () => {
      expect(todoOn("2025-12-01", meeting(weekly))).toEqual(["To do: nothing left."]);
      const lines = todoOn("2025-12-02", meeting(weekly));
      expect(lines).toEqual([
        "To do (1):",
        "  1 repeating event whose skipped dates end within four weeks:",
        "    app/content/events/weekly-meeting.yaml: repeat.skip: the last skipped date is 2025-12-30, in 28 days, and the event goes on to 2026-06-30: add the next dates it does not take place on (holidays, exams), if there are any",
      ]);
      expect(todoOn("2025-12-30", meeting(weekly))[2]).toContain("2025-12-30, today, and");
      // Once that date has passed, it is no more to do; nor for a series without skipped dates.
      expect(todoOn("2025-12-31", meeting(weekly))).toEqual(["To do: nothing left."]);
      expect(todoOn("2025-12-02", meeting({ days: ["tuesday"], until: "2026-06-30" }))).toEqual([
        "To do: nothing left.",
      ]);
      // When its dates end within four weeks too, that is the one thing said.
      const short = meeting({ ...weekly, until: "2026-01-13" });
      expect(todoOn("2025-12-20", short).slice(1, 2)).toEqual([
        "  1 repeating event whose dates end within four weeks:",
      ]);
    });

    it("gives the run summary the same lines, the file and field as code", () => {
      const markdown = todoMarkdown(
        boardTodo({
          events: [meeting(weekly)],
          sponsors: [],
          sponsorsFile,
          exampleFields: [],
          now: localInstant("2026-06-20T12:00", siteTimeZone),
        }),
      );
      expect(markdown).toContain(
        "<summary>1 repeating event whose dates end within four weeks</summary>",
      );
      expect(markdown).toContain(
        "- `app/content/events/weekly-meeting.yaml: repeat.until`: its last date is 2026-06-30, in 10 days: if it goes on",
      );
    });
  });
});

describe("the example's logo and pictures on the to-do list", () => {
  it("are one group, one line each naming the file, first of the list", () => {
    const groups = boardTodo({
      events: [],
      sponsors: [],
      sponsorsFile,
      exampleFields: [],
      examplePictures: [
        {
          file: "app/config/identity.yaml",
          field: "logo",
          path: "app/assets/identity/logo.svg",
          example: "identity/logo.svg",
        },
        {
          file: "app/content/pages/home.yaml",
          field: "banner.image",
          path: "app/assets/photos/hero.jpg",
          example: "photos/banner.jpg",
        },
      ],
      now: after,
    });
    expect(groups[0]?.title).toBe("2 example pictures left, the example's logo among them");
    expect(formatTodo(groups)).toEqual([
      "To do (2):",
      "  2 example pictures left, the example's logo among them:",
      "    app/config/identity.yaml: logo: app/assets/identity/logo.svg is the example chapter's identity/logo.svg: put the chapter's own in its place",
      "    app/content/pages/home.yaml: banner.image: app/assets/photos/hero.jpg is the example chapter's photos/banner.jpg: put the chapter's own in its place",
    ]);
  });
});
