import { Link } from "react-router";
import { LiveLabel } from "~/components/events/live-label";
import { EventWhen } from "~/components/event-page/event-when";
import { ExternalLink } from "~/components/external-link/external-link";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import type { EventListing } from "~/server/event-views.server";
import styles from "./next-event.module.css";
import { kindKey } from "~/i18n/event-kinds";

export interface NextEventProps {
  /** The soonest event that has not ended on the day of the build, with its picture. */
  event?: EventListing;
  /** Where it leads when the event has no page of its own: the events page. */
  eventsPath: string;
  /** Without an event: the chapter's profiles, and the events page's calendar subscription. */
  social: { label: string; url: string }[];
  subscribePath: string;
  /** Without an event, under the latest highlights: a quieter note. */
  compact?: boolean;
}

/** The next event as a card (picture, what, when, where, a link to it), or, when none is
 * planned, how to hear about the next one (a note under the latest highlights, when there are
 * some). Decided by the build (routes/home.tsx). */
export function NextEvent({
  event,
  eventsPath,
  social,
  subscribePath,
  compact = false,
}: NextEventProps) {
  const { t } = useTranslation();
  if (!event) {
    return (
      <div className={compact ? `${styles.none} ${styles.compact}` : styles.none}>
        <p className={styles.noneTitle}>{t("noNextEvent")}</p>
        <p className={styles.noneText}>{t("noNextEventText")}</p>
        <ul className={styles.links}>
          {social.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </li>
          ))}
          <li>
            <Link to={subscribePath} reloadDocument>
              {t("subscribeToEvents")}
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  const headingId = `next-event-${event.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Picture
        picture={event.image}
        alt={event.imageAlt}
        focus={event.imageFocus}
        sizes="(min-width: 48rem) 34rem, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.kind}>
          {t(kindKey(event.kind))}
          {event.happening && !event.cancelled && <LiveLabel oneDay={Boolean(event.hours)} />}
        </p>
        <h3 id={headingId} className={styles.title}>
          {event.title}
        </h3>
        <p className={styles.when}>
          <EventWhen event={event} />
        </p>
        <p className={styles.place}>{event.place}</p>
        <p className={styles.summary}>
          <InlineText content={event.summary} />
        </p>
        <p className={styles.action}>
          <Link to={event.pagePath ?? eventsPath} reloadDocument className={styles.link}>
            {t("nextEventLink")}
            <span className="visually-hidden"> ({event.title})</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
