import { ExternalLink } from "~/components/external-link/external-link";
import type { SponsorLogo } from "~/types/picture";
import { SponsorLogoImage } from "./sponsor-logo-image";
import styles from "./sponsor-grid.module.css";

export interface SponsorGridProps {
  sponsors: {
    url: string;
    logo: SponsorLogo;
    alt: string;
    /** What the sponsor did with the chapter, on the same page: its words and where. */
    work?: { href: string; label: string };
  }[];
}

/** The sponsors' logos, each a link to the sponsor's site in a new tab and, under it, a link to
 * what it did with the chapter when it did something. */
export function SponsorGrid({ sponsors }: SponsorGridProps) {
  return (
    <ul className={styles.grid}>
      {sponsors.map(({ url, logo, alt, work }) => (
        <li key={url} className={styles.item}>
          <ExternalLink href={url} className={styles.link}>
            <SponsorLogoImage
              logo={logo}
              alt={alt}
              sizes="(min-width: 64rem) 14rem, 40vw"
              className={styles.logo}
            />
          </ExternalLink>
          {work && (
            <a href={work.href} className={styles.work}>
              {work.label}
              <span className="visually-hidden"> ({alt})</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
