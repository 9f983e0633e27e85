import { route, type RouteConfig } from "@react-router/dev/routes";
import { languages } from "./config/languages";
import {
  calendarPath,
  deckPath,
  eventPagePath,
  notFoundRouteId,
  pagePath,
  routeId,
} from "./lib/paths";
import { pageIds, pages } from "./config/pages";
import { readContent } from "./server/content.server";
import { allFeeds } from "./lib/calendar-feeds";
import { eventKinds } from "./lib/content-schema";

// The events whose file is right: the build has stopped before this on any mistake, and the
// development server leaves out the pages of events it cannot show.
const events = readContent(process.cwd()).events.map(({ event }) => event);
const eventsWithPages = events.filter((event) => event.page);

/** Whether React Router's development server reads this table (see the events' pages below). */
const developing = process.argv.slice(2).includes("dev");

export default [
  // Every page of the page table, once per language.
  ...pageIds.flatMap((page) =>
    languages.map((language) =>
      route(pagePath(page, language), pages[page].module, { id: routeId(page, language) }),
    ),
  ),
  // The page of every event that has one. The build: one route per language whatever the number
  // of events (`/:slug`, `/it/:slug`), as it matches every path it writes against every route,
  // and a route per event made each event cost more than the last (react-router.config.ts lists
  // their paths); none without such an event, as a route with a loader and no path to prerender
  // stops the build. The development server (`react-router dev`: npm run dev, npm run cms): a
  // route per event, so that an address no event has reaches the not-found route, as a host
  // answers it with `404.html` (it draws a page it does not prerender in the browser, whose
  // request for the events' route's data would fail).
  ...(developing
    ? eventsWithPages.flatMap((event) =>
        languages.map((language) =>
          route(eventPagePath(event.slug, language), "routes/event.tsx", {
            id: routeId(`event-page-${event.slug}`, language),
          }),
        ),
      )
    : (eventsWithPages.length > 0 ? languages : []).map((language) =>
        route(eventPagePath(":slug", language), "routes/event.tsx", {
          id: routeId("event-page", language),
        }),
      )),
  // The calendar feeds: every event, and one per kind of event, in every language. Before the
  // calendar files: `/events.ics` matches both, and of two routes React Router ranks alike, the
  // one declared first wins.
  ...allFeeds(languages, eventKinds).map(({ id, path }) =>
    route(path, "routes/calendar-feed.ts", { id }),
  ),
  // The partnership deck, a PDF, in every language.
  ...languages.map((language) =>
    route(deckPath(language), "routes/partnership-deck.ts", { id: routeId("deck", language) }),
  ),
  // The calendar file of each event (`/levels.ics`), one route per language too, none without an
  // event; it outranks the event page's (`:slug.ics` is a static segment to React Router's
  // ranking, `:slug` a dynamic one).
  ...(events.length === 0 ? [] : languages).map((language) =>
    route(calendarPath(":slug", language), "routes/event-calendar.ts", {
      id: routeId("calendar-file", language),
    }),
  ),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: notFoundRouteId }),
] satisfies RouteConfig;
