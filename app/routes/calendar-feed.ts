import { feedKindOfPath } from "~/lib/calendar-feeds";
import { eventKinds } from "~/lib/content-schema";
import { requestedPage } from "~/lib/paths";
import { calendarFeed } from "~/server/event-calendar.server";
import { eventRevision } from "~/server/event-revisions.server";
import { siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/calendar-feed";

/** A calendar feed (`/events.ics`, `/it/events/workshops.ics`), written at build time: every
 * event, or those of one kind, past and cancelled ones included. */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = requestedPage(request);
  const kind = feedKindOfPath(path, eventKinds);
  if (!kind) throw new Response("Not found", { status: 404 });
  const { identity, events } = siteContent();
  const withRevisions = events.map((entry) => ({ entry, revision: eventRevision(entry.file) }));
  return new Response(calendarFeed(withRevisions, kind, language, identity), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
