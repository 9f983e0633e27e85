import { CalendarSubscribe } from "~/components/events/calendar-subscribe";
import { EventCard } from "~/components/events/event-card";
import { Section } from "~/components/section/section";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { translatedMeta } from "~/i18n/page-meta";
import { classifyEvents } from "~/lib/events";
import { requestedPage } from "~/lib/paths";
import { siteClock } from "~/server/clock.server";
import { eventSummary } from "~/server/event-views.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/events";
import styles from "./events.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  translatedMeta(location.pathname, "eventsTitle", "eventsDescription", loaderData?.socialImage);

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { identity, events } = siteContent();
  return {
    socialImage: defaultSocialImage(language),
    clock: siteClock(),
    events: events.map((entry) => eventSummary(entry, language, identity)),
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
                  <EventCard event={event} past={list.id === "past"} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
      <CalendarSubscribe events={loaderData.events} />
    </>
  );
}
