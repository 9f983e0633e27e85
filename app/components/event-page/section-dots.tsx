import styles from "./section-dots.module.css";

export interface SectionDotsProps {
  label: string;
  sections: { id: string; heading: string }[];
  current: number;
}

function scrollToSection(id: string) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
}

/** A dot per section, the current one marked: a click scrolls to that section. */
export function SectionDots({ label, sections, current }: SectionDotsProps) {
  return (
    <nav aria-label={label} className={styles.dots}>
      <ul className={styles.list}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.dot}
              aria-current={index === current ? "true" : undefined}
              onClick={() => scrollToSection(section.id)}
            >
              <span className="visually-hidden">{section.heading}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
