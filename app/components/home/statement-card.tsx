import styles from "./statement-card.module.css";

export interface StatementCardProps {
  heading: string;
  tagline: string;
  text: string;
}

/** Mission or vision: a heading, its tagline and the statement. */
export function StatementCard({ heading, tagline, text }: StatementCardProps) {
  return (
    <article className={styles.card}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.tagline}>{tagline}</p>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
