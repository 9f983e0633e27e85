import { Action } from "~/components/action/action";
import type { EventPageView } from "~/server/event-views.server";
import type { SiteClock } from "~/lib/events";
import { applicationsOpen } from "~/lib/events";
import { useTranslation } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/en";
import { EventDays } from "./event-days";
import styles from "./registration-button.module.css";

/** Where a message's `{{date}}` goes, to put the date there as pieces that break only where a
 * reader would (EventDays): "Applications closed on / 15 October 2025", never "15 / October". */
const dateMark = "\u0000";

/** A message with a date in it ("Apply by {{date}}"), the date kept whole. */
function WithDate({ message, date }: { message: MessageKey; date: string }) {
  const { t } = useTranslation();
  const [before = "", after = ""] = t(message, { date: dateMark }).split(dateMark);
  return (
    <>
      {before}
      <EventDays days={date} />
      {after}
    </>
  );
}

export interface RegistrationButtonProps {
  /** The form, the button's words while open, and when applications open and close. */
  registration: Pick<
    NonNullable<EventPageView["registration"]>,
    "url" | "action" | "closesAt" | "opensAt" | "opens" | "deadline"
  >;
  clock: SiteClock;
  /** The event will not take place: applications are closed, whatever the day. */
  cancelled?: boolean;
}

/**
 * The way to apply: a link to the external form, opened in a new tab, while applications are
 * open, in the words the event's file chose (the specification's APPLY, APPLY NOW, SIGN UP!).
 * Before they open, and once they have closed (the deadline has passed, the event is under way
 * or it is cancelled), a line of text where the link would be, with its day: a state, not a
 * control, so nothing looks or is announced as a button that does nothing (decision 0053).
 * Decided by the build's clock (the site is rebuilt every night).
 */
export function RegistrationButton({
  registration,
  clock,
  cancelled = false,
}: RegistrationButtonProps) {
  const { t } = useTranslation();
  const now = clock.now;
  const notYet =
    !cancelled &&
    registration.opensAt !== undefined &&
    now < registration.opensAt &&
    now < registration.closesAt;
  if (notYet) {
    return (
      <p className={styles.state} data-applications="not-yet-open">
        <WithDate message="applicationsOpenOn" date={registration.opens ?? ""} />
      </p>
    );
  }
  if (cancelled || !applicationsOpen(registration.closesAt, now, registration.opensAt)) {
    // The day they closed, where the event's file gives a deadline and it has passed; a
    // cancelled event's applications, or those that closed with the event's start, have none.
    const closedOn = !cancelled && registration.deadline && now >= registration.closesAt;
    return (
      <p className={styles.state} data-applications="closed">
        {closedOn ? (
          <WithDate message="applicationsClosedOn" date={registration.deadline!} />
        ) : (
          t("applicationsClosed")
        )}
      </p>
    );
  }
  return (
    <Action
      kind="apply"
      weight="primary"
      label={registration.action}
      href={registration.url}
      external
    />
  );
}

export interface ApplicationDeadlineProps {
  /** The deadline's day, written in the page's language; none: applications close with the event. */
  deadline: string | undefined;
  className?: string;
}

/** Said under the way to apply while applications are open: "Apply by 4 November 2025", or
 * "Applications open until the event starts" when the event's file gives no deadline. */
export function ApplicationDeadline({ deadline, className }: ApplicationDeadlineProps) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {deadline ? <WithDate message="applyByDate" date={deadline} /> : t("openUntilEvent")}
    </p>
  );
}
