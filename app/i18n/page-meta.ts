import type { MetaDescriptor } from "react-router";
import socialImage from "~/assets/photos/banner.jpg?social";
import { splitLocalizedPath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import type { MessageKey } from "./en";
import { translatorFor } from "./i18n";

/** The head of a page whose title and description are interface texts; its social card shows
 * the home page's banner. */
export function translatedMeta(
  pathname: string,
  title: MessageKey,
  description: MessageKey,
): MetaDescriptor[] {
  const t = translatorFor(splitLocalizedPath(pathname).language);
  return seoMeta({
    pathname,
    title: t(title),
    description: t(description),
    image: { path: socialImage, alt: t("bannerAlt") },
  });
}
