import { ExternalLink } from "~/components/external-link/external-link";
import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import tiles from "~/styles/tiles.module.css";
import styles from "./sponsor-grid.module.css";

export interface SponsorGridProps {
  sponsors: {
    url: string;
    logo: SponsorLogo;
    alt: string;
  }[];
}

/** The sponsors' logos, each a link to the sponsor's site in a new tab: nothing else in the grid
 * (what a partner did with the chapter is the past collaborations' list). */
export function SponsorGrid({ sponsors }: SponsorGridProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.grid}`}>
      {sponsors.map(({ url, logo, alt }) => (
        <li key={url} className={styles.item}>
          <ExternalLink href={url} className={styles.link} data-logo>
            <SponsorLogoImage
              logo={logo}
              alt={alt}
              sizes="(min-width: 64rem) 14rem, 40vw"
              className={styles.logo}
            />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
