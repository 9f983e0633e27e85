import { Action } from "~/components/action/action";
import { InlineText } from "~/components/rich-text/rich-text";
import type { Inline } from "~/lib/rich-text";
import tiles from "~/styles/tiles.module.css";
import styles from "./format-cards.module.css";

export interface FormatCardsProps {
  formats: readonly {
    title: string;
    description: Inline[];
    gets: string[];
    /** An e-mail about this format, its subject naming it. */
    href: string;
  }[];
  /** "What you get" */
  getsLabel: string;
}

/** The ways to collaborate: each what it is, what the company gets, and a line to ask about it. */
export function FormatCards({ formats, getsLabel }: FormatCardsProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.formats}`}>
      {formats.map((format) => (
        <li key={format.title} className={styles.format}>
          <h3 className={styles.title}>{format.title}</h3>
          <p className={styles.description}>
            <InlineText content={format.description} />
          </p>
          <h4 className={styles.getsLabel}>{getsLabel}</h4>
          <ul className={styles.gets}>
            {format.gets.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Action
            kind="ask"
            weight="link"
            href={format.href}
            about={format.title}
            className={styles.ask}
          />
        </li>
      ))}
    </ul>
  );
}
