import { ExternalLink } from "~/components/external-link/external-link";
import { Picture } from "~/components/picture/picture";
import type { SponsorLogo } from "~/types/picture";
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
            {logo.kind === "svg" ? (
              <img
                src={logo.src}
                alt={alt}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                decoding="async"
                className={styles.logo}
              />
            ) : (
              <Picture
                picture={logo.picture}
                alt={alt}
                sizes="(min-width: 64rem) 14rem, 40vw"
                className={styles.logo}
              />
            )}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
