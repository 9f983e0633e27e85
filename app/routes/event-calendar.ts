import { eventCalendar } from "~/content/event-calendar.server";
import { findEventByPath } from "~/content/load.server";
import { requestedPage } from "~/lib/paths";
import type { Route } from "./+types/event-calendar";

/** An event's calendar file (`/snowweek.ics`, `/it/snowweek.ics`), written at build time. */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = requestedPage(request);
  const event = findEventByPath(path.replace(/\.ics$/, ""));
  if (!event) throw new Response("Not found", { status: 404 });
  return new Response(eventCalendar(event, language), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
    },
  });
}
