import type { MetaDescriptor } from "react-router";
import { splitLocalizedPath } from "../lib/paths";
import { seoMeta, type SeoInput } from "../lib/seo";
import type { MessageKey } from "./en";
import { translatorFor } from "./i18n";

/** The head of a page whose title and description are interface texts. `image` is the picture
 * of its social card (the loader's `socialImage`); without it (a page that failed to load), no
 * tags are given. */
export function translatedMeta(
  pathname: string,
  title: MessageKey,
  description: MessageKey,
  image: SeoInput["image"] | undefined,
): MetaDescriptor[] {
  if (!image) return [];
  const t = translatorFor(splitLocalizedPath(pathname).language);
  return seoMeta({ pathname, title: t(title), description: t(description), image });
}
