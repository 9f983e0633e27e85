import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import styles from "./sponsor-logo-tile.module.css";

export interface SponsorLogoTileProps {
  logo: SponsorLogo;
  /** The partner's name: the logo's text for whoever does not see it. */
  name: string;
  /** `small` beside a line of text (a past collaboration), `large` beside a heading-sized name
   * (a recap's thanks). */
  size: "small" | "large";
}

/** A partner's logo on its own tile, which names it (a logo is the company's name as it draws
 * it: the name is not written again beside it, and is the picture's text), large enough that its
 * drawing is at least 24 px high. */
export function SponsorLogoTile({ logo, name, size }: SponsorLogoTileProps) {
  return (
    <span className={`${styles.tile} ${styles[size]}`} data-logo>
      <SponsorLogoImage
        logo={logo}
        alt={name}
        sizes={size === "large" ? "10rem" : "9rem"}
        className={styles.image}
      />
    </span>
  );
}
