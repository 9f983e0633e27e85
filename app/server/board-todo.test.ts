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
});
