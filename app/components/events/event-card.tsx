import { Link } from "react-router";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { EventSummary } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import buttons from "~/styles/buttons.module.css";
import styles from "./event-card.module.css";

export interface EventCardProps {
  event: EventSummary;
  /** A past event shows only what it was, when and where, and its page: nothing to book. */
  past?: boolean;
  /** The first card of the page: its picture is the largest paint on a phone. */
  priority?: boolean;
}

/**
 * An entry of the events list: its picture with a date badge, what, when and where, and one
 * clear action at the bottom of the card, level with its neighbours': its page, or for an
 * upcoming event without a page its calendar file (an upcoming event with a page offers the
 * calendar file as a quieter link just above).
 * The links' names end with the event's title ("Learn More (Snow Week 2025)"), hidden, so each
 * says where it leads. A cancelled event says so under its title, and has nothing to add to a
 * calendar. Plain HTML and CSS: the events list loads no JavaScript.
 */
export function EventCard({ event, past = false, priority = false }: EventCardProps) {
  const { t } = useTranslation();
  const headingId = `event-${event.slug}`;
  const calendar = !past && !event.cancelled && (
    <a
      href={withBase(event.calendarPath)}
      download
      className={event.pagePath ? styles.calendar : buttons.primary}
    >
      {t("addToCalendar")}
      <span className="visually-hidden"> ({event.title})</span>
    </a>
  );
  return (
    <article
      className={[styles.card, past && styles.past, event.cancelled && styles.cancelled]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={headingId}
    >
      <div className={styles.media}>
        <Picture
          picture={event.image}
          alt={event.imageAlt}
          sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 45vw, 100vw"
          focus={event.imageFocus}
          priority={priority}
          className={styles.picture}
        />
        {/* The date is said in full under "When": the badge is for the eye. */}
        <time className={styles.badge} dateTime={event.badge.date} aria-hidden="true">
          <span className={styles.badgeDay}>{event.badge.day}</span>
          <span className={styles.badgeMonth}>{event.badge.month}</span>
        </time>
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
        <h3 id={headingId} className={styles.title}>
          {event.title}
        </h3>
        {event.cancelled && <p className={styles.cancelledNotice}>{t("eventCancelled")}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t("when")}</dt>
            <dd>
              {event.days}
              {event.hours && (
                <>
                  , <span className={styles.nowrap}>{event.hours}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t("where")}</dt>
            <dd>{event.place}</dd>
          </div>
        </dl>
        {!past && (
          <p className={styles.summary}>
            <InlineText content={event.summary} />
          </p>
        )}
        {event.pagePath && calendar && <p className={styles.secondary}>{calendar}</p>}
        <p className={styles.actions}>
          {event.pagePath ? (
            <Link
              to={event.pagePath}
              className={past ? buttons.secondary : buttons.primary}
              reloadDocument
            >
              {t("learnMore")}
              <span className="visually-hidden"> ({event.title})</span>
            </Link>
          ) : (
            calendar
          )}
        </p>
      </div>
    </article>
  );
}
