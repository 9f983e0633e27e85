import styles from "./section-dots.module.css";

export interface SectionDotsProps {
  label: string;
  sections: { id: string; heading: string }[];
  current: number;
  /** While the sections are below the middle of the screen: the page's picture is beside the
   * dots' place, and they stay out of its way. */
  hidden?: boolean;
  /** A dot was clicked: that section is current at once. */
  onChoose?: (index: number) => void;
}

function scrollToSection(id: string) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
}

/** A dot per section, the current one marked: a click scrolls to that section. Each dot's name
 * (the section's heading) shows beside it while the pointer is on it or the keyboard's focus. */
export function SectionDots({
  label,
  sections,
  current,
  hidden = false,
  onChoose,
}: SectionDotsProps) {
  return (
    <nav aria-label={label} className={styles.dots} data-hidden={hidden || undefined}>
      <ul className={styles.list}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.dot}
              aria-current={index === current ? "true" : undefined}
              onClick={() => {
                onChoose?.(index);
                scrollToSection(section.id);
              }}
            >
              <span className={styles.name}>{section.heading}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
