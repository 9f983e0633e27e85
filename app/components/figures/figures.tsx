import type { ShownFigure } from "~/lib/figures";
import tiles from "~/styles/tiles.module.css";
import styles from "./figures.module.css";

export interface FiguresProps {
  figures: readonly ShownFigure[];
  /** `tiles` (the default): each on a card of its own; `band`: large, side by side in one row
   * whatever their number, on a band of the page's colour (a section's `brand` tone). */
  look?: "tiles" | "band";
}

/** A few numbers that tell a story at a glance: each big, over what it counts, side by side
 * (never one alone on a last row), under a heading that says whose they are. A description
 * list, so a screen reader says what each number counts. */
export function Figures({ figures, look = "tiles" }: FiguresProps) {
  return (
    <dl
      className={look === "band" ? styles.band : `${tiles.tiles} ${styles.figures}`}
      data-count={figures.length}
    >
      {figures.map((figure) => (
        <div key={figure.value + figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
