import tiles from "~/styles/tiles.module.css";
import styles from "./figures.module.css";

export interface Figure {
  /** As it reads, digits and all: "1,500+", "1989". */
  value: string;
  /** What it counts: "students reached each year". */
  label: string;
}

export interface FiguresProps {
  figures: readonly Figure[];
}

/** A few numbers that tell a story at a glance: each big, over what it counts, side by side
 * (the last row's sharing its width: never one alone), under a heading that says whose they are. A description list, so a screen reader
 * says what each number counts. */
export function Figures({ figures }: FiguresProps) {
  return (
    <dl className={`${tiles.tiles} ${styles.figures}`}>
      {figures.map((figure) => (
        <div key={figure.value + figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
