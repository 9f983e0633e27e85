import { Picture } from "~/components/picture/picture";
import type { EventPageView } from "~/content/event-views.server";
import type { SiteClock } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
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
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Picture
        picture={event.image}
        alt={event.imageAlt}
        sizes="100vw"
        priority
        className={styles.image}
      />
      <div className={styles.panel}>
        <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
        <h1 className={styles.title}>{event.title}</h1>
        <p className={styles.when}>
          {event.when} · {event.place}
        </p>
        <p className={styles.intro}>{event.intro}</p>
        <div className={styles.actions}>
          {event.registration && (
            <RegistrationButton registration={event.registration} clock={clock} />
          )}
          <a href={withBase(event.calendarPath)} download className={styles.calendar}>
            {t("addToCalendar")}
          </a>
        </div>
        {event.registration?.note && <p className={styles.note}>{event.registration.note}</p>}
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
