import { Link } from "react-router";
import { InlineText } from "~/components/rich-text/rich-text";
import type { Inline } from "~/lib/rich-text";
import styles from "./statement-card.module.css";

export interface StatementCardProps {
  heading: string;
  tagline: string;
  /** The statement in one sentence. */
  summary: Inline[];
  /** The words of the link to the whole statement: "Our mission in full". */
  more: string;
  /** Where the whole statement is: the contact page's "About us" (`/about#mission`). */
  wholeText: string;
}

/** Mission or vision on the home page: a heading, its tagline, the statement in one sentence and
 * a link to the whole of it. */
export function StatementCard({ heading, tagline, summary, more, wholeText }: StatementCardProps) {
  return (
    <article className={styles.card}>
      <h3 className={styles.heading}>{heading}</h3>
      <p className={styles.tagline}>{tagline}</p>
      <p className={styles.summary}>
        <InlineText content={summary} />
      </p>
      <p className={styles.more}>
        <Link to={wholeText} reloadDocument>
          {more}
          {/* A no-break space, so the arrow never starts a line of its own. */}
          <span aria-hidden="true">{"\u00a0→"}</span>
        </Link>
      </p>
    </article>
  );
}
