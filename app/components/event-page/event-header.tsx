import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { EventPageView } from "~/server/event-views.server";
import type { SiteClock } from "~/lib/events";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { pagePath } from "~/lib/paths";
import { Link } from "react-router";
import { EventActions } from "./event-actions";
import { EventWhen } from "./event-when";
import styles from "./event-header.module.css";

export interface EventHeaderProps {
  event: EventPageView;
  clock: SiteClock;
  /** The first section, for the scroll-down arrow, when the page has section navigation. */
  firstSection?: { id: string; heading: string };
}

/**
 * The top of an event page: picture, title, when and where, and the way to apply. On wide
 * screens the picture stands beside the text, uncropped, and the actions move to the page's
 * side panel (event.tsx); an event that is over says so in a band across the page.
 */
export function EventHeader({ event, clock, firstSection }: EventHeaderProps) {
  const { t, language } = useTranslation();
  const ended = useNow(clock) >= event.end;
  return (
    <header className={styles.header}>
      {(ended || event.cancelled) && (
        <p className={event.cancelled ? `${styles.ended} ${styles.cancelledBand}` : styles.ended}>
          <span className={styles.endedLabel}>
            {t(event.cancelled ? "eventCancelled" : "eventEnded")}
          </span>{" "}
          <Link to={pagePath("events", language)} reloadDocument className={styles.endedLink}>
            {t("seeUpcomingEvents")}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      )}
      <div className={styles.top}>
        <Picture
          picture={event.image}
          alt={event.imageAlt}
          sizes="(min-width: 64rem) 50vw, 100vw"
          priority
          focus={event.imageFocus}
          className={styles.image}
        />
        <div className={styles.panel}>
          <p className={styles.kind}>{t(`kind-${event.kind}`)}</p>
          <h1 className={styles.title}>{event.title}</h1>
          <p className={styles.when}>
            <EventWhen event={event} /> · {event.place}
          </p>
          <p className={styles.intro}>
            <InlineText content={event.intro} />
          </p>
          <EventActions event={event} clock={clock} tone="header" className={styles.actions} />
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
      </div>
    </header>
  );
}
