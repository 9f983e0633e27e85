import { RichText } from "~/components/rich-text/rich-text";
import type { Block } from "~/lib/rich-text";
import styles from "./faq.module.css";

export interface FaqProps {
  /** Shared by the items: the browser keeps one of them open at a time. */
  name: string;
  items: { question: string; answer: Block[] }[];
}

/**
 * Questions and answers as an accordion of native disclosures: one open at a time (the shared
 * `name`), a second click closes it, Enter and Space work, and it needs no JavaScript.
 */
export function Faq({ name, items }: FaqProps) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} name={name} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>
            <RichText blocks={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
