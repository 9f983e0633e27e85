import { Picture } from "~/components/picture/picture";
import type { SponsorLogo } from "~/types/picture";

export interface SponsorLogoImageProps {
  logo: SponsorLogo;
  alt: string;
  /** The width it takes, for a raster logo's responsive sources. */
  sizes: string;
  className?: string;
}

/** A sponsor's logo: a vector file as it is, a raster one as responsive sources. Lazy: logos are
 * never the first thing a page paints. */
export function SponsorLogoImage({ logo, alt, sizes, className }: SponsorLogoImageProps) {
  return logo.kind === "svg" ? (
    <img
      src={logo.src}
      alt={alt}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  ) : (
    <Picture picture={logo.picture} alt={alt} sizes={sizes} className={className} />
  );
}
