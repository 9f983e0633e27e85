import { ExternalLink } from "~/components/external-link/external-link";
import { useNow, type SiteClock } from "~/hooks/use-now";
import { useTranslation } from "~/i18n/i18n";
import { applicationsOpen } from "~/lib/events";
import styles from "./registration-button.module.css";

export interface RegistrationButtonProps {
  url: string;
  /** The key of the button's words while applications are open. */
  action: "apply" | "applyNow" | "signUp";
  /** When applications close, if they do. */
  closesAt?: number;
  clock: SiteClock;
}

/**
 * The way to apply: a link to the external form, opened in a new tab, or, once the deadline
 * has passed, a disabled "APPLICATIONS CLOSED" button that does nothing. Checked against the
 * visitor's clock once the page runs, like the events list.
 */
export function RegistrationButton({ url, action, closesAt, clock }: RegistrationButtonProps) {
  const { t } = useTranslation();
  const now = useNow(clock);
  if (!applicationsOpen(closesAt, now)) {
    return (
      <button type="button" disabled className={`${styles.button} ${styles.closed}`}>
        {t("applicationsClosed")}
      </button>
    );
  }
  return (
    <ExternalLink href={url} className={styles.button}>
      {t(action)}
    </ExternalLink>
  );
}
