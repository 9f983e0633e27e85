import type { ReactNode } from "react";
import styles from "./section.module.css";

export interface SectionProps {
  /** Anchor of the section; its heading gets `<id>-heading`. */
  id: string;
  heading: string;
  /** Heading level: 2 for the sections of a page, 1 for a page without another title. */
  level?: 1 | 2;
  children: ReactNode;
}

/** A titled block of a page, in the content column, labelled by its heading. */
export function Section({ id, heading, level = 2, children }: SectionProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
