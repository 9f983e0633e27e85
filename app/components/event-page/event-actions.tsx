import { Link } from "react-router";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import { kindPluralKey } from "~/i18n/event-kinds";
import { withBase } from "~/lib/base-path";
import { feedPath, subscribeLinks } from "~/lib/calendar-feeds";
import { applicationsOpen, eventPhase, type SiteClock } from "~/lib/events";
import { pagePath } from "~/lib/paths";
import { absoluteUrl } from "~/lib/seo";
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

/**
 * The page's main action while the event is ahead: apply (or sign up) and "Add to calendar",
 * with the note about applying. In the header, while applications are open, the way to apply
 * and its deadline are a bar that phones keep at the bottom of the screen (event-actions.module.css):
 * the same element, so assistive technology meets it once. A cancelled event has nothing to add
 * to a calendar and no note. Once the event has ended, the way to what comes next (EndedActions).
 */
export function EventActions({ event, clock, tone, className }: EventActionsProps) {
  const { t } = useTranslation();
  const phase = eventPhase(event, clock.now);
  const classes = [styles.actions, styles[tone], className].filter(Boolean).join(" ");
  if (phase === "ended") return <EndedActions event={event} className={classes} />;
  const registration = event.registration;
  const open =
    registration !== undefined &&
    !event.cancelled &&
    applicationsOpen(registration.closesAt, clock.now, registration.opensAt);
  const button = registration && (
    <RegistrationButton registration={registration} clock={clock} cancelled={event.cancelled} />
  );
  return (
    <div className={classes}>
      <div className={styles.row}>
        {open && tone === "header" ? (
          <div className={styles.bar}>
            {button}
            <p className={styles.deadline}>
              {registration.deadline
                ? t("applyByDate", { date: registration.deadline })
                : t("openUntilEvent")}
            </p>
          </div>
        ) : (
          button
        )}
        {!event.cancelled && (
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
      {registration?.note && !event.cancelled && (
        <p className={styles.note}>
          <InlineText content={registration.note} />
        </p>
      )}
    </div>
  );
}

/**
 * Where an ended event's main action was: its next edition when one is planned; otherwise the
 * calendar of its kind of event (which shows the next one as soon as it is planned) and the
 * invitation to companies. Under them, quietly, the specification's "APPLICATIONS CLOSED" of an
 * event people applied to.
 */
function EndedActions({ event, className }: { event: EventPageView; className: string }) {
  const { t, language } = useTranslation();
  const next = event.editions.next;
  const kinds = t(kindPluralKey(event.kind));
  const calendar = subscribeLinks(
    absoluteUrl(feedPath(language, event.kind)),
    t("calendarKindName", { kind: kinds }),
  );
  return (
    <div className={`${className} ${styles.ended}`}>
      {next ? (
        <Link to={next.path} reloadDocument className={styles.nextEdition}>
          <span className={styles.nextLabel}>{t("nextEdition")}</span>
          <span className={styles.nextName}>
            {next.name} – <span className="nowrap">{next.dayMonth}</span>
            <span aria-hidden="true"> →</span>
          </span>
        </Link>
      ) : (
        <>
          <a href={calendar.webcal} className={styles.nextEdition}>
            <span className={styles.nextLabel}>{t("hearNextEdition")}</span>
            <span className={styles.nextName}>
              {t("subscribeKind")}
              <span className="visually-hidden"> ({kinds})</span>
            </span>
          </a>
          <Link to={pagePath("partners", language)} reloadDocument className={styles.partner}>
            {t("partnerNextOne")}
            <span aria-hidden="true"> →</span>
          </Link>
        </>
      )}
      {event.registration && (
        <p className={styles.closed}>
          <RegistrationButton
            registration={event.registration}
            clock={{ now: event.end }}
            cancelled={event.cancelled}
            quiet
          />
        </p>
      )}
    </div>
  );
}
