import { Action } from "~/components/action/action";
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
    /** What the sponsor did with the chapter, on the same page: where. */
    work?: string;
  }[];
}

/** The sponsors' logos, each a link to the sponsor's site in a new tab and, under it, a link to
 * what it did with the chapter when it did something. */
export function SponsorGrid({ sponsors }: SponsorGridProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.grid}`}>
      {sponsors.map(({ url, logo, alt, work }) => (
        <li key={url} className={styles.item}>
          <ExternalLink href={url} className={styles.link} data-logo>
            <SponsorLogoImage
              logo={logo}
              alt={alt}
              sizes="(min-width: 64rem) 14rem, 40vw"
              className={styles.logo}
            />
          </ExternalLink>
          {work && (
            <Action kind="work" weight="link" href={work} about={alt} className={styles.work} />
          )}
        </li>
      ))}
    </ul>
  );
}
