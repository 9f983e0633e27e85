import { Action } from "~/components/action/action";
import { Figures, type Figure } from "~/components/figures/figures";
import { InlineText } from "~/components/rich-text/rich-text";
import type { Inline } from "~/lib/rich-text";
import styles from "./partner-band.module.css";

export interface PartnerBandProps {
  pitch: Inline[];
  /** The audience in figures, as the partners page gives them. */
  figures: readonly Figure[];
  partnersPath: string;
}

/** The home page's invitation to companies: a pitch, the audience in figures, and the way to
 * the partners page. */
export function PartnerBand({ pitch, figures, partnersPath }: PartnerBandProps) {
  return (
    <div className={styles.band}>
      <p className={styles.pitch}>
        <InlineText content={pitch} />
      </p>
      <Figures figures={figures} />
      <p className={styles.action}>
        <Action kind="partner" weight="primary" to={partnersPath} />
      </p>
    </div>
  );
}
