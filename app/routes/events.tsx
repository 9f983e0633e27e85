import { CalendarSubscribe } from "~/components/events/calendar-subscribe";
import { EventCard } from "~/components/events/event-card";
import { Section } from "~/components/section/section";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { classifyEvents } from "~/lib/events";
import { requestedPage } from "~/lib/paths";
import { siteClock } from "~/server/clock.server";
import { eventSummary } from "~/server/event-views.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/events";
import styles from "./events.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("events", location.pathname, loaderData?.socialImage);

/** The events, upcoming and past as on the day of the build (the site is rebuilt every night). */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { identity, events } = siteContent();
  return {
    socialImage: defaultSocialImage(language),
    ...classifyEvents(
      events.map((entry) => eventSummary(entry, language, identity)),
      siteClock().now,
    ),
  };
}

/** The events list: upcoming ones soonest first, past ones newest first. */
export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { upcoming, past } = loaderData;
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
      <CalendarSubscribe events={[...upcoming, ...past]} />
    </>
  );
}
