import { useTranslation } from "~/i18n/i18n";
import styles from "./live-label.module.css";

/** "Today" for an event of one day, "Happening now" for one over several days: a label beside
 * an event's kind, on a card that the build made on one of its days. */
export function LiveLabel({ oneDay }: { oneDay: boolean }) {
  const { t } = useTranslation();
  return <span className={styles.live}>{t(oneDay ? "happeningToday" : "happeningNow")}</span>;
}
