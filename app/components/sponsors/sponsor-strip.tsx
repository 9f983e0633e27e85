import { Action } from "~/components/action/action";
import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import tiles from "~/styles/tiles.module.css";
import styles from "./sponsor-strip.module.css";

export interface SponsorStripProps {
  sponsors: { logo: SponsorLogo; alt: string }[];
  /** The partners page. */
  partnersPath: string;
}

/** The sponsors' logos in a row (wrapping on small screens), and one link to the partners page,
 * where each logo leads to its sponsor: a glance, not a second list of links. */
export function SponsorStrip({ sponsors, partnersPath }: SponsorStripProps) {
  return (
    <div className={styles.strip}>
      <ul className={`${tiles.tiles} ${styles.logos}`}>
        {sponsors.map(({ logo, alt }) => (
          <li
            key={logo.kind === "svg" ? logo.src : logo.picture.img.src}
            className={styles.item}
            data-logo
          >
            <SponsorLogoImage logo={logo} alt={alt} sizes="10rem" className={styles.logo} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Action kind="partners" weight="link" to={partnersPath} />
      </p>
    </div>
  );
}
