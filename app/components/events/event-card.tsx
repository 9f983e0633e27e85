import { Link } from "react-router";
import type { EventSummary } from "~/content/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import buttons from "~/styles/buttons.module.css";
import styles from "./event-card.module.css";

/** An entry of the events list: when, where, what, and links to its page and calendar file.
 * The links' names end with the event's title ("Learn More (Snow Week 2025)"), hidden, so each
 * says where it leads. */
export function EventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const headingId = `event-${event.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
      <h3 id={headingId} className={styles.title}>
        {event.title}
      </h3>
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
      <p className={styles.summary}>{event.summary}</p>
      <p className={styles.actions}>
        {event.pagePath && (
          <Link to={event.pagePath} className={buttons.primary}>
            {t("learnMore")}
            <span className="visually-hidden"> ({event.title})</span>
          </Link>
        )}
        <a href={withBase(event.calendarPath)} download className={buttons.secondary}>
          {t("addToCalendar")}
          <span className="visually-hidden"> ({event.title})</span>
        </a>
      </p>
    </article>
  );
}
