import { Link } from "react-router";
import { Figures, type Figure } from "~/components/figures/figures";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import type { Inline } from "~/lib/rich-text";
import buttons from "~/styles/buttons.module.css";
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
  const { t } = useTranslation();
  return (
    <div className={`${styles.band} ${figures.length > 0 ? styles.withFigures : ""}`}>
      <div className={styles.offer}>
        <p className={styles.pitch}>
          <InlineText content={pitch} />
        </p>
        <p className={styles.action}>
          <Link to={partnersPath} reloadDocument className={buttons.primary}>
            {/* One flex item, so a label that wraps on a phone keeps its arrow at its end, not
                alone at the button's far edge; a no-break space keeps them together. */}
            <span>
              {t("partnerWithUsLink")}
              <span aria-hidden="true">{"\u00a0→"}</span>
            </span>
          </Link>
        </p>
      </div>
      {figures.length > 0 && <Figures figures={figures} />}
    </div>
  );
}
