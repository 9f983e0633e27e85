import { RichText } from "~/components/rich-text/rich-text";
import type { Block } from "~/lib/rich-text";
import styles from "./statement-card.module.css";

export interface StatementCardProps {
  heading: string;
  tagline: string;
  text: Block[];
}

/** Mission or vision: a heading, its tagline and the statement. */
export function StatementCard({ heading, tagline, text }: StatementCardProps) {
  return (
    <article className={styles.card}>
      <h3 className={styles.heading}>{heading}</h3>
      <p className={styles.tagline}>{tagline}</p>
      <RichText blocks={text} paragraphClassName={styles.text} />
    </article>
  );
}
