import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import { eventPhase, type SiteClock } from "~/lib/events";
import type { EventPageView } from "~/server/event-views.server";
import { RegistrationButton } from "./registration-button";
import styles from "./event-actions.module.css";

export interface EventActionsProps {
  event: EventPageView;
  clock: SiteClock;
  /** `header`: light on the dark band at the top; `panel`: on the page's surface. */
  tone: "header" | "panel";
  className?: string;
}

/** The page's main action (apply, sign up) and "Add to calendar" while the event is ahead, with
 * the note about applying. Once it has ended, only the closed button of an event people applied
 * to remains; a cancelled event has nothing to add to a calendar and no note. */
export function EventActions({ event, clock, tone, className }: EventActionsProps) {
  const { t } = useTranslation();
  const ended = eventPhase(event, clock.now) === "ended";
  if (!event.registration && ended) return null;
  return (
    <div className={[styles.actions, styles[tone], className].filter(Boolean).join(" ")}>
      <div className={styles.row}>
        {event.registration && (
          <RegistrationButton
            registration={event.registration}
            clock={clock}
            cancelled={event.cancelled}
          />
        )}
        {!ended && !event.cancelled && (
          <a href={withBase(event.calendarPath)} download className={styles.calendar}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                d="M7 2v3M17 2v3M3.5 9h17M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v13a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V6A1.5 1.5 0 0 1 5 4.5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            {t("addToCalendar")}
          </a>
        )}
      </div>
      {event.registration?.note && !event.cancelled && !ended && (
        <p className={styles.note}>
          <InlineText content={event.registration.note} />
        </p>
      )}
    </div>
  );
}
