import { EventCard } from "~/components/events/event-card";
import { Section } from "~/components/section/section";
import { siteClock } from "~/content/clock.server";
import { eventSummary } from "~/content/event-views.server";
import { loadEvents } from "~/content/load.server";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { translatedMeta } from "~/i18n/page-meta";
import { classifyEvents } from "~/lib/events";
import { requestedPage } from "~/lib/paths";
import type { Route } from "./+types/events";
import styles from "./events.module.css";

export const meta: Route.MetaFunction = ({ location }) =>
  translatedMeta(location.pathname, "eventsTitle", "eventsDescription");

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  return {
    clock: siteClock(),
    events: loadEvents()
      .filter((event) => event.listing)
      .map((event) => eventSummary(event, language)),
  };
}

/** The events list: upcoming and past, sorted by the visitor's clock once the page runs. */
export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const now = useNow(loaderData.clock);
  const { upcoming, past } = classifyEvents(loaderData.events, now);
  const lists = [
    { id: "upcoming", heading: t("upcomingevents"), events: upcoming },
    { id: "past", heading: t("pastevents"), events: past },
  ];
  return (
    <>
      <h1 className={styles.title}>{t("events")}</h1>
      {lists.map((list) => (
        <Section key={list.id} id={list.id} heading={list.heading}>
          {list.events.length === 0 ? (
            <p className={styles.empty}>{t("noEvents")}</p>
          ) : (
            <ul className={styles.list}>
              {list.events.map((event) => (
                <li key={event.slug}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </>
  );
}
