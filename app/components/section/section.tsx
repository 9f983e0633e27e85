import type { ReactNode } from "react";
import styles from "./section.module.css";

export interface SectionProps {
  /** Anchor of the section; its heading gets `<id>-heading`. */
  id: string;
  heading: string;
  /** Heading level: 2 for the sections of a page, 1 for a page without another title. */
  level?: 1 | 2;
  /**
   * Its weight on the page: `plain` (the default) in the content column; `band`, across the
   * page's width on a tinted ground; `brand`, across it in the chapter's blue. A page that
   * alternates them reads as a sequence of different things, not one block repeated.
   */
  tone?: "plain" | "band" | "brand";
  children: ReactNode;
}

/** A titled block of a page, in the content column, labelled by its heading. */
export function Section({ id, heading, level = 2, tone = "plain", children }: SectionProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const content = (
    <>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {heading}
      </Heading>
      {children}
    </>
  );
  if (tone === "plain") {
    return (
      <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
        {content}
      </section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${styles.band} ${tone === "brand" ? styles.brand : styles.tinted}`}
      data-band
    >
      <div className={styles.inner}>{content}</div>
    </section>
  );
}
