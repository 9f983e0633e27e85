import { ExternalLink } from "~/components/external-link/external-link";
import type { EventPageView } from "~/content/event-views.server";
import { useNow, type SiteClock } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { applicationsOpen } from "~/lib/events";
import styles from "./registration-button.module.css";

export interface RegistrationButtonProps {
  /** The form, the button's words while open, and when applications close, if they do. */
  registration: Pick<NonNullable<EventPageView["registration"]>, "url" | "action" | "closesAt">;
  clock: SiteClock;
}

/**
 * The way to apply: a link to the external form, opened in a new tab, or, once the deadline
 * has passed, a disabled "APPLICATIONS CLOSED" button that does nothing. Checked against the
 * visitor's clock once the page runs, like the events list.
 */
export function RegistrationButton({ registration, clock }: RegistrationButtonProps) {
  const { t } = useTranslation();
  const now = useNow(clock);
  if (!applicationsOpen(registration.closesAt, now)) {
    return (
      <button type="button" disabled className={`${styles.button} ${styles.closed}`}>
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
