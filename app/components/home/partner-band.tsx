import { Action } from "~/components/action/action";
import { Figures, type Figure } from "~/components/figures/figures";
import { InlineText } from "~/components/rich-text/rich-text";
import type { Inline } from "~/lib/rich-text";
import styles from "./partner-band.module.css";

export interface PartnerBandProps {
  pitch: Inline[];
  /** The audience in figures, as the partners page gives them, but those the home page has
   * said already (possibly none). */
  figures: readonly Figure[];
  partnersPath: string;
}

/** The home page's invitation to companies: a pitch and the way to the partners page, beside
 * the audience's figures that the page has not said yet. */
export function PartnerBand({ pitch, figures, partnersPath }: PartnerBandProps) {
  return (
    <div className={`${styles.band} ${figures.length > 0 ? styles.withFigures : ""}`}>
      <div className={styles.offer}>
        <p className={styles.pitch}>
          <InlineText content={pitch} />
        </p>
        <p className={styles.action}>
          <Action kind="partner" weight="primary" to={partnersPath} />
        </p>
      </div>
      {figures.length > 0 && <Figures figures={figures} />}
    </div>
  );
}
