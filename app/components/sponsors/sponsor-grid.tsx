import { ExternalLink } from "~/components/external-link/external-link";
import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import styles from "./sponsor-grid.module.css";

export interface SponsorGridProps {
  sponsors: { url: string; logo: SponsorLogo; alt: string }[];
}

/** The sponsors' logos, each a link to the sponsor's site in a new tab. */
export function SponsorGrid({ sponsors }: SponsorGridProps) {
  return (
    <ul className={styles.grid}>
      {sponsors.map(({ url, logo, alt }) => (
        <li key={url} className={styles.item}>
          <ExternalLink href={url} className={styles.link}>
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
