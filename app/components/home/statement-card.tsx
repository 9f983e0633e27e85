import { InlineText, RichText } from "~/components/rich-text/rich-text";
import type { Block, Inline } from "~/lib/rich-text";
import styles from "./statement-card.module.css";

export interface StatementCardProps {
  heading: string;
  tagline: string;
  /** The statement in one sentence, shown at first. */
  summary: Inline[];
  /** The whole statement, one click away. */
  text: Block[];
  /** The words that open the whole statement: "Our mission in full". */
  more: string;
}

/**
 * Mission or vision: a heading, its tagline and the statement in one sentence; the whole text
 * opens under it (a native disclosure: no script, and a search in the page finds it).
 */
export function StatementCard({ heading, tagline, summary, text, more }: StatementCardProps) {
  return (
    <article className={styles.card}>
      <h3 className={styles.heading}>{heading}</h3>
      <p className={styles.tagline}>{tagline}</p>
      <p className={styles.summary}>
        <InlineText content={summary} />
      </p>
      <details className={styles.more}>
        <summary className={styles.toggle}>{more}</summary>
        <div className={styles.text}>
          <RichText blocks={text} />
        </div>
      </details>
    </article>
  );
}
