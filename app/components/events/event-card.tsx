import { Link } from "react-router";
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
}

/** An entry of the events list: when, where, what, and links to its page and calendar file.
 * The links' names end with the event's title ("Learn More (Snow Week 2025)"), hidden, so each
 * says where it leads. A cancelled event says so under its title, and has nothing to add to a
 * calendar. */
export function EventCard({ event, past = false }: EventCardProps) {
  const { t } = useTranslation();
  const headingId = `event-${event.slug}`;
  const className = [styles.card, past && styles.past, event.cancelled && styles.cancelled]
    .filter(Boolean)
    .join(" ");
  return (
    <article className={className} aria-labelledby={headingId}>
      <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
      <h3 id={headingId} className={styles.title}>
        {event.title}
      </h3>
      {event.cancelled && <p className={styles.cancelledNotice}>{t("eventCancelled")}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t("when")}</dt>
          <dd>{event.when}</dd>
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
      <p className={styles.actions}>
        {event.pagePath && (
          <Link to={event.pagePath} className={buttons.primary} reloadDocument>
            {t("learnMore")}
            <span className="visually-hidden"> ({event.title})</span>
          </Link>
        )}
        {!past && !event.cancelled && (
          <a href={withBase(event.calendarPath)} download className={buttons.secondary}>
            {t("addToCalendar")}
            <span className="visually-hidden"> ({event.title})</span>
          </a>
        )}
      </p>
    </article>
  );
}
