import { PageTitle } from "~/components/page-title/page-title";
import { CalendarSubscribe } from "~/components/events/calendar-subscribe";
import { EventCard } from "~/components/events/event-card";
import { Highlights } from "~/components/events/highlights";
import { Action } from "~/components/action/action";
import { ExternalLink } from "~/components/external-link/external-link";
import { Section } from "~/components/section/section";
import { identity, socialProfiles } from "~/lib/identity";
import type { MessageKey } from "~/i18n/en";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { classifyEvents } from "~/lib/events";
import { localYear } from "~/lib/dates";
import { monthsBefore, recentMonths } from "~/lib/home-lead";
import { requestedPage } from "~/lib/paths";
import { siteClock } from "~/server/clock.server";
import { eventListing, recentHighlights, type EventListing } from "~/server/event-views.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/events";
import tiles from "~/styles/tiles.module.css";
import styles from "./events.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("events", location.pathname, loaderData?.socialImage);

/** How many ended events with a recap the page leads with. */
const highlightCount = 3;

/** The events as on the day of the build (the site is rebuilt every night): upcoming ones, the
 * most recent recaps, and every past event grouped by year. */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { identity, events } = siteContent();
  const { now } = siteClock();
  const { upcoming, past } = classifyEvents(
    events.map((entry) => eventListing(entry, language, identity, now)),
    now,
  );
  // Only what ended in the last twelve months is "recent": older recaps are in their year.
  const since = monthsBefore(now, recentMonths);
  const highlights = recentHighlights(events, language, identity, now, highlightCount).filter(
    (event) => event.end > since,
  );
  // Each event once: the highlighted ones are not in the archive again.
  const highlighted = new Set(highlights.map((event) => event.slug));
  return {
    socialImage: defaultSocialImage(),
    upcoming,
    archive: past.filter((event) => !highlighted.has(event.slug)),
    highlights,
    // The kinds of event of the list, each offered as a calendar of its own.
    calendar: [...upcoming, ...past].map(({ kind }) => ({ kind })),
  };
}

/** Past events by the year they took place in, newest first (the list is newest first). */
function byYear(past: readonly EventListing[]): { year: number; events: EventListing[] }[] {
  const years: { year: number; events: EventListing[] }[] = [];
  for (const event of past) {
    const year = localYear(event.start, identity.timeZone);
    const last = years.at(-1);
    if (last?.year === year) last.events.push(event);
    else years.push({ year, events: [event] });
  }
  return years;
}

/** Where to follow the chapter while nothing is scheduled. */
const followLinks: { href: string; label: MessageKey }[] = socialProfiles([
  "instagram",
  "whatsappGroup",
  "linkedin",
]).map(({ name, url }) => ({ href: url, label: name }));

/** What a visitor can do when no event is scheduled: follow the chapter, or subscribe to the
 * calendar feed. */
function NoUpcomingEvents() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t("noEvents")}</p>
      {followLinks.length > 0 && (
        <>
          <p className={styles.emptyText}>{t("followTheChapter")}</p>
          <ul className={styles.follow}>
            {followLinks.map(({ href, label }) => (
              <li key={label}>
                <ExternalLink href={href}>{t(label)}</ExternalLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* The calendar feed's subscription is the section with id="subscribe" further down. */}
      <p className={styles.emptyText}>
        <Action kind="subscribe" weight="link" href="#subscribe" />
      </p>
    </div>
  );
}

/**
 * The events, in the specification's two sections: "Upcoming events", soonest first (when nothing
 * is, the page says so at once, with the ways to hear about the next one), and "Past events",
 * led by the latest recaps, then every other past event by year, newest first (each event once);
 * and the calendar subscription.
 */
export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { upcoming, archive, highlights, calendar } = loaderData;
  // The first picture is the largest paint on a phone: fetched first, never lazily.
  const highlightsFirst = upcoming.length === 0 && highlights.length > 0;
  const firstCard = highlightsFirst ? undefined : (upcoming[0] ?? archive[0])?.slug;
  return (
    <>
      <PageTitle>{t("events")}</PageTitle>
      <Section id="upcoming" heading={t("upcomingevents")}>
        {upcoming.length === 0 ? (
          <NoUpcomingEvents />
        ) : (
          <ul className={`${tiles.tiles} ${styles.list}`}>
            {upcoming.map((event, index) => (
              <li key={event.slug}>
                <EventCard
                  event={event}
                  priority={event.slug === firstCard}
                  tile={{ count: upcoming.length, index }}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {/* The past events: the latest recaps lead, then every other one by year (each once). */}
      {(highlights.length > 0 || archive.length > 0) && (
        <Section id="past" heading={t("pastevents")}>
          {highlights.length > 0 && (
            <section id="highlights" aria-labelledby="highlights-heading" className={styles.year}>
              <h3 id="highlights-heading" className={styles.yearHeading}>
                {t("recentHighlights")}
              </h3>
              <Highlights highlights={highlights} priority={highlightsFirst} headingLevel={4} />
            </section>
          )}
          {byYear(archive).map(({ year, events }) => (
            <div key={year} className={styles.year}>
              <h3 id={`past-${year}`} className={styles.yearHeading}>
                {year}
              </h3>
              <ul className={`${tiles.tiles} ${styles.list}`}>
                {events.map((event, index) => (
                  <li key={event.slug}>
                    <EventCard
                      event={event}
                      past
                      headingLevel={4}
                      priority={event.slug === firstCard}
                      tile={{ count: events.length, index }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      )}
      <CalendarSubscribe events={calendar} />
    </>
  );
}
