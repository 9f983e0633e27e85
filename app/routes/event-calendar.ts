import { requestedPage } from "~/lib/paths";
import { eventCalendar } from "~/server/event-calendar.server";
import { eventRevision } from "~/server/event-revisions.server";
import { findEventByPath, siteContent } from "~/server/site-content.server";
import type { LoaderFunctionArgs } from "react-router";

// Typed by React Router's own types, not by its generated ./+types/event-calendar: a chapter
// without events yet has no route to this module, so nothing is generated for it.

/** An event's calendar file (`/snowweek.ics`, `/it/snowweek.ics`), written at build time. */
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = requestedPage(request);
  const entry = findEventByPath(path);
  if (!entry) throw new Response("Not found", { status: 404 });
  const event = { entry, revision: eventRevision(entry.file) };
  return new Response(eventCalendar(event, language, siteContent().identity), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${entry.event.slug}.ics"`,
    },
  });
}
