import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import styles from "./sponsor-logo-tile.module.css";

export interface SponsorLogoTileProps {
  logo: SponsorLogo;
  /** `small` beside a line of text (a past collaboration), `large` beside a heading-sized name
   * (a recap's thanks). */
  size: "small" | "large";
}

/** A partner's logo on its own tile, beside its name (which says who it is: the logo is
 * decoration there), large enough that its drawing is at least 24 px high. */
export function SponsorLogoTile({ logo, size }: SponsorLogoTileProps) {
  return (
    <span className={`${styles.tile} ${styles[size]}`} data-logo>
      <SponsorLogoImage
        logo={logo}
        alt=""
        sizes={size === "large" ? "10rem" : "9rem"}
        className={styles.image}
      />
    </span>
  );
}
