import { Link } from "react-router";
import { Picture } from "~/components/picture/picture";
import type { QuoteView } from "~/server/quotes.server";
import tiles from "~/styles/tiles.module.css";
import styles from "./quote-card.module.css";

export interface QuoteCardProps {
  quote: QuoteView;
}

/**
 * Someone's words with who they are: their portrait, name, what they study or their role and
 * company, and the event the words are about. Every part is plain text: words from content
 * never become markup or links.
 */
export function QuoteCard({ quote }: QuoteCardProps) {
  const { text, name, role, company, portrait, portraitFocus, event } = quote;
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.words}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {portrait && (
          <Picture
            picture={portrait}
            alt=""
            sizes="4rem"
            focus={portraitFocus}
            className={styles.portrait}
          />
        )}
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{company ? `${role}, ${company}` : role}</span>
          {event &&
            (event.path ? (
              <Link to={event.path} reloadDocument className={styles.event}>
                {event.title}
              </Link>
            ) : (
              <span className={styles.event}>{event.title}</span>
            ))}
        </span>
      </figcaption>
    </figure>
  );
}

export interface QuoteListProps {
  quotes: readonly QuoteView[];
}

/** Quotes side by side on wide screens, one under the other on phones. */
export function QuoteList({ quotes }: QuoteListProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.list}`}>
      {quotes.map((quote) => (
        <li key={`${quote.name} ${quote.text}`}>
          <QuoteCard quote={quote} />
        </li>
      ))}
    </ul>
  );
}
