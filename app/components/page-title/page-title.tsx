import styles from "./page-title.module.css";

/** A page's heading above its sections, in the bar's word for the page ("Events", "Partners"). */
export function PageTitle({ children }: { children: string }) {
  return <h1 className={styles.title}>{children}</h1>;
}
