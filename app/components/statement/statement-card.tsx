import type { ReactNode } from "react";
import styles from "./statement-card.module.css";

export interface StatementCardProps {
  /** "Mission", "Vision". */
  heading: string;
  tagline: string;
  /** The element's id, a place a link can lead to (`/about#mission`); its heading takes
   * `<id>-heading`. */
  id?: string;
  /** The statement: in one sentence with a link to the whole (the home page), or whole. */
  children: ReactNode;
}

/** Mission or vision: no box, a rule above it, its heading, its tagline as its largest words,
 * then the statement. */
export function StatementCard({ heading, tagline, id, children }: StatementCardProps) {
  const headingId = id && `${id}-heading`;
  return (
    <article id={id} aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <p className={styles.tagline}>{tagline}</p>
      <div className={styles.statement}>{children}</div>
    </article>
  );
}
