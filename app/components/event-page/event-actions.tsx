import { Action } from "~/components/action/action";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import { canApply, eventPhase, type SiteClock } from "~/lib/events";
import { pagePath } from "~/lib/paths";
import type { EventPageView } from "~/server/event-views.server";
import { ApplicationDeadline, RegistrationButton } from "./registration-button";
import styles from "./event-actions.module.css";

export interface EventActionsProps {
  event: EventPageView;
  clock: SiteClock;
  /** `header`: light on the dark band at the top; `panel`: on the page's surface. */
  tone: "header" | "panel";
  className?: string;
}

/**
 * The page's main action while the event is ahead: apply (or sign up) and "Add to calendar",
 * with the note about applying. In the header, while applications are open, the way to apply
 * and its deadline are a bar that phones keep at the bottom of the screen (event-actions.module.css):
 * the same element, so assistive technology meets it once. A cancelled event has nothing to add
 * to a calendar and no note. Once the event has ended, the way to what comes next (EndedActions).
 */
export function EventActions({ event, clock, tone, className }: EventActionsProps) {
  const phase = eventPhase(event, clock.now);
  const classes = [styles.actions, styles[tone], className].filter(Boolean).join(" ");
  if (phase === "ended") return <EndedActions event={event} className={classes} />;
  const registration = event.registration;
  const open = canApply(event, clock.now);
  const button = registration && (
    <RegistrationButton registration={registration} clock={clock} cancelled={event.cancelled} />
  );
  // The note about applying ("with your university e-mail") sits with the way to apply, before
  // "Add to calendar".
  const note = registration?.note && !event.cancelled && (
    <p className={styles.note}>
      <InlineText content={registration.note} />
    </p>
  );
  return (
    <div className={classes}>
      <div className={styles.row}>
        {/* While applications are open, the deadline stands beside the way to apply, in the
            header (on phones, a bar at the bottom of the screen) and in the side panel. */}
        {open && registration ? (
          <div className={styles.bar}>
            {button}
            <ApplicationDeadline deadline={registration.deadline} className={styles.deadline} />
          </div>
        ) : (
          button
        )}
        {note}
        {!event.cancelled && (
          <Action kind="calendar" weight="secondary" href={withBase(event.calendarPath)} download />
        )}
      </div>
    </div>
  );
}

/**
 * Where an ended event's main action was, its one next step: its next edition when one is
 * planned ("Learn More"), otherwise the events page, where whatever comes next is. The calendar
 * of its kind of event and the invitation to companies are the page's last section
 * (event-next-steps.tsx). Nothing says that applications closed: "This event has ended", above
 * the title, says it once (decision 0053).
 */
function EndedActions({ event, className }: { event: EventPageView; className: string }) {
  const { t, language } = useTranslation();
  const next = event.editions.next;
  return (
    <div className={`${className} ${styles.ended}`}>
      {next ? (
        <div className={styles.next}>
          <p className={styles.nextLabel}>{t("nextEdition")}</p>
          <div className={styles.nextRow}>
            <p className={styles.nextName}>
              {next.name} – <span className="nowrap">{next.dayMonth}</span>
            </p>
            <Action kind="event" weight="primary" to={next.path} about={next.name} />
          </div>
        </div>
      ) : (
        <p className={styles.next}>
          <Action kind="events" weight="primary" to={pagePath("events", language)} />
        </p>
      )}
    </div>
  );
}
