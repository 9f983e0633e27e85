import { useTranslation } from "~/i18n/i18n";
import styles from "./skip-link.module.css";

/** The first stop of the keyboard: jumps over the navigation bar to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {t("skipToContent")}
    </a>
  );
}
