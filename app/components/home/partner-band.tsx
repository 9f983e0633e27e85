import { Action } from "~/components/action/action";
import { InlineText } from "~/components/rich-text/rich-text";
import type { Inline } from "~/lib/rich-text";
import styles from "./partner-band.module.css";

export interface PartnerBandProps {
  pitch: Inline[];
  partnersPath: string;
}

/** The home page's invitation to companies: a pitch and the way to the partners page, above the
 * partners' logos (the figures a recruiter reads are the partners page's). */
export function PartnerBand({ pitch, partnersPath }: PartnerBandProps) {
  return (
    <div className={styles.band}>
      <p className={styles.pitch}>
        <InlineText content={pitch} />
      </p>
      <p className={styles.action}>
        <Action kind="partner" weight="primary" to={partnersPath} />
      </p>
    </div>
  );
}
