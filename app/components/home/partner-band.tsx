import { Link } from "react-router";
import { Figures, type Figure } from "~/components/figures/figures";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import type { Inline } from "~/lib/rich-text";
import buttons from "~/styles/buttons.module.css";
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
  const { t } = useTranslation();
  return (
    <div className={styles.band}>
      <p className={styles.pitch}>
        <InlineText content={pitch} />
      </p>
      <Figures figures={figures} />
      <p className={styles.action}>
        <Link to={partnersPath} reloadDocument className={buttons.primary}>
          {t("partnerWithUsLink")}
          {/* A no-break space: the link is a flex box, which drops a plain one at its edge. */}
          <span aria-hidden="true">{"\u00a0→"}</span>
        </Link>
      </p>
    </div>
  );
}
