// @vitest-environment node
import { matchRoutes } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { fixtureSite } from "../tests/support/project-copy";
import { allFeeds } from "./lib/calendar-feeds";
import { eventKinds } from "./lib/content-schema";
import { calendarPath, eventPagePath, languageOfRouteId, notFoundPages } from "./lib/paths";
import { languages } from "./config/languages";
import { readContent } from "./server/content.server";

// The route table of the fixture site: routes.ts reads the events of the folder it is built in.
let routes: MatchableRoute[];
const events = readContent(fixtureSite).events.map(({ event }) => event);

beforeAll(async () => {
  vi.spyOn(process, "cwd").mockReturnValue(fixtureSite);
  routes = (await import("./routes")).default.map(matchable);
});
afterAll(() => vi.restoreAllMocks());

/** A route of the table as React Router's matcher takes it, with its module's file. */
interface MatchableRoute {
  id: string;
  path?: string;
  file: string;
  children?: MatchableRoute[];
}
const matchable = (entry: RouteConfigEntry): MatchableRoute => ({
  id: entry.id ?? entry.file,
  path: entry.path,
  file: entry.file,
  children: entry.children?.map(matchable),
});

const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe("the route table", () => {
  it("has one route per language for every event's page and calendar file, however many events", () => {
    expect(events.filter((event) => event.page).length).toBeGreaterThan(1);
    for (const file of ["routes/event.tsx", "routes/event-calendar.ts"]) {
      expect(
        routes.filter((route) => route.file === file),
        file,
      ).toHaveLength(languages.length);
    }
  });

  it("serves each event's calendar file in each language from its language's route", () => {
    for (const event of events) {
      for (const language of languages) {
        const leaf = leafOf(calendarPath(event.slug, language));
        expect(leaf?.file, calendarPath(event.slug, language)).toBe("routes/event-calendar.ts");
        expect(languageOfRouteId(leaf?.id)).toBe(language);
      }
    }
  });

  it("serves the calendar feeds from their own routes, not as an event named events", () => {
    for (const feed of allFeeds(languages, eventKinds)) {
      expect(leafOf(feed.path)?.id, feed.path).toBe(feed.id);
    }
  });

  it("serves each event's page in each language from its language's route", () => {
    for (const event of events.filter((event) => event.page)) {
      for (const language of languages) {
        const leaf = leafOf(eventPagePath(event.slug, language));
        expect(leaf?.file, eventPagePath(event.slug, language)).toBe("routes/event.tsx");
        expect(languageOfRouteId(leaf?.id)).toBe(language);
      }
    }
  });

  it("prerenders the not-found pages where only the catch-all route reaches", () => {
    for (const { prerenderPath } of notFoundPages) {
      expect(leafOf(prerenderPath)?.file, prerenderPath).toBe("routes/not-found.tsx");
    }
    expect(leafOf("/no/such-page")?.file).toBe("routes/not-found.tsx");
  });

  it("gives each event page a route of its own on the development server, where an unknown address is not found", async () => {
    vi.resetModules();
    // Vitest puts spies back before each test: the table is the fixture site's again.
    vi.spyOn(process, "cwd").mockReturnValue(fixtureSite);
    const argv = process.argv;
    process.argv = [...argv.slice(0, 2), "dev"];
    try {
      const table = (await import("./routes")).default.map(matchable);
      const leaf = (path: string) => matchRoutes(table, path)?.at(-1)?.route;
      for (const event of events.filter((event) => event.page)) {
        for (const language of languages) {
          expect(leaf(eventPagePath(event.slug, language))?.file).toBe("routes/event.tsx");
        }
      }
      expect(leaf("/no-such-page")?.file).toBe("routes/not-found.tsx");
    } finally {
      process.argv = argv;
      vi.resetModules();
    }
  });

  it("has no event page or calendar-file route without an event: a route with nothing to prerender stops the build", async () => {
    vi.resetModules();
    vi.doMock("./server/content.server", () => ({ readContent: () => ({ events: [] }) }));
    try {
      const table = (await import("./routes")).default;
      expect(table.filter((entry) => entry.file === "routes/event-calendar.ts")).toEqual([]);
      expect(table.filter((entry) => entry.file === "routes/event.tsx")).toEqual([]);
    } finally {
      vi.doUnmock("./server/content.server");
      vi.resetModules();
    }
  });
});
