import { ExternalLink } from "~/components/external-link/external-link";
import type { EventPageView } from "~/server/event-views.server";
import type { SiteClock } from "~/lib/events";
import { useTranslation } from "~/i18n/i18n";
import { applicationsOpen } from "~/lib/events";
import styles from "./registration-button.module.css";

export interface RegistrationButtonProps {
  /** The form, the button's words while open, and when applications open and close. */
  registration: Pick<
    NonNullable<EventPageView["registration"]>,
    "url" | "action" | "closesAt" | "opensAt" | "opens"
  >;
  clock: SiteClock;
  /** The event will not take place: applications are closed, whatever the day. */
  cancelled?: boolean;
  /** A closed button that stays quiet: on an ended event's page, under the way to what comes
   * next (never the brightest thing there). */
  quiet?: boolean;
}

/**
 * The way to apply: a link to the external form, opened in a new tab, while applications are
 * open. Before they open, a disabled button that says when; once the deadline has passed, the
 * event is over or it is cancelled, a disabled "APPLICATIONS CLOSED" button that does nothing.
 * Decided by the build's clock (the site is rebuilt every night).
 */
export function RegistrationButton({
  registration,
  clock,
  cancelled = false,
  quiet = false,
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
      <button type="button" disabled className={`${styles.button} ${styles.closed}`}>
        {t("applicationsOpenOn", { date: registration.opens ?? "" })}
      </button>
    );
  }
  if (cancelled || !applicationsOpen(registration.closesAt, now, registration.opensAt)) {
    return (
      <button
        type="button"
        disabled
        className={`${styles.button} ${styles.closed} ${quiet ? styles.quiet : ""}`}
      >
        {t("applicationsClosed")}
      </button>
    );
  }
  return (
    <ExternalLink href={registration.url} className={styles.button}>
      {t(registration.action)}
    </ExternalLink>
  );
}
