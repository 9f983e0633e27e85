import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { EventPageView } from "~/server/event-views.server";
import type { SiteClock } from "~/lib/events";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import { pagePath } from "~/lib/paths";
import { Link } from "react-router";
import { RegistrationButton } from "./registration-button";
import styles from "./event-header.module.css";

export interface EventHeaderProps {
  event: EventPageView;
  clock: SiteClock;
  /** The first section, for the scroll-down arrow, when the page has section navigation. */
  firstSection?: { id: string; heading: string };
}

/** The top of an event page: picture, title, when and where, and the way to apply. */
export function EventHeader({ event, clock, firstSection }: EventHeaderProps) {
  const { t, language } = useTranslation();
  const ended = useNow(clock) >= event.end;
  return (
    <header className={styles.header}>
      <Picture
        picture={event.image}
        alt={event.imageAlt}
        sizes="100vw"
        priority
        focus={event.imageFocus}
        className={styles.image}
      />
      <div className={styles.panel}>
        <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
        <h1 className={styles.title}>{event.title}</h1>
        {event.cancelled ? (
          <p className={styles.cancelled}>
            {t("eventCancelled")}{" "}
            <Link to={pagePath("events", language)} reloadDocument>
              {t("seeUpcomingEvents")}
            </Link>
          </p>
        ) : (
          ended && (
            <p className={styles.ended}>
              {t("eventEnded")}{" "}
              <Link to={pagePath("events", language)} reloadDocument>
                {t("seeUpcomingEvents")}
              </Link>
            </p>
          )
        )}
        <p className={styles.when}>
          {event.when} · {event.place}
        </p>
        <p className={styles.intro}>
          <InlineText content={event.intro} />
        </p>
        <div className={styles.actions}>
          {event.registration && (
            <RegistrationButton
              registration={event.registration}
              clock={clock}
              cancelled={event.cancelled}
            />
          )}
          {!ended && !event.cancelled && (
            <a href={withBase(event.calendarPath)} download className={styles.calendar}>
              {t("addToCalendar")}
            </a>
          )}
        </div>
        {event.registration?.note && (
          <p className={styles.note}>
            <InlineText content={event.registration.note} />
          </p>
        )}
        {firstSection && (
          <a
            href={`#${firstSection.id}`}
            className={styles.scrollDown}
            aria-label={t("scrollDown", { section: firstSection.heading })}
          >
            <span aria-hidden="true">↓</span>
          </a>
        )}
      </div>
    </header>
  );
}
