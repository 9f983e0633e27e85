import { CalendarSubscribe } from "~/components/events/calendar-subscribe";
import { EventCard } from "~/components/events/event-card";
import { ExternalLink } from "~/components/external-link/external-link";
import { Section } from "~/components/section/section";
import { identity } from "~/config/identity";
import type { MessageKey } from "~/i18n/en";
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

/** Where to follow the chapter while nothing is scheduled. */
const followLinks: { href: string; label: MessageKey }[] = [
  { href: identity.social.instagram, label: "instagram" },
  { href: identity.social.whatsappGroup, label: "whatsappGroup" },
  { href: identity.social.linkedin, label: "linkedin" },
];

/** What a visitor can do when no event is scheduled: follow the chapter, or subscribe to the
 * calendar feed. */
function NoUpcomingEvents() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t("noEvents")}</p>
      <p className={styles.emptyText}>{t("followTheChapter")}</p>
      <ul className={styles.follow}>
        {followLinks.map(({ href, label }) => (
          <li key={label}>
            <ExternalLink href={href}>{t(label)}</ExternalLink>
          </li>
        ))}
      </ul>
      {/* The calendar feed's subscription is the section with id="subscribe" further down. */}
      <p className={styles.emptyText}>
        <a href="#subscribe" className={styles.subscribe}>
          {t("subscribeCalendar")}
        </a>
      </p>
    </div>
  );
}

/** The events list: upcoming ones soonest first, past ones newest first. */
export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { upcoming, past } = loaderData;
  // The first card's picture is the largest paint on a phone: fetched first, never lazily.
  const firstCard = (upcoming[0] ?? past[0])?.slug;
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
            list.id === "upcoming" ? (
              <NoUpcomingEvents />
            ) : (
              <p className={styles.empty}>{t("noEvents")}</p>
            )
          ) : (
            <ul className={list.id === "past" ? `${styles.list} ${styles.pastList}` : styles.list}>
              {list.events.map((event) => (
                <li key={event.slug}>
                  <EventCard
                    event={event}
                    past={list.id === "past"}
                    priority={event.slug === firstCard}
                  />
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
