import type { MetaDescriptor } from "react-router";
import { pages, type PageId } from "../config/pages";
import { splitLocalizedPath } from "../lib/paths";
import { seoMeta, type SeoInput } from "../lib/seo";
import type { MessageKey } from "./en";
import { translatorFor } from "./i18n";

/** The head of a page of the page table: its title and description, in the language of
 * `pathname`. `image` is the picture of its social card (the loader's `socialImage`); without it
 * (a page that failed to load), no tags are given. */
export function pageMeta(
  page: PageId,
  pathname: string,
  image: SeoInput["image"] | undefined,
): MetaDescriptor[] {
  if (!image) return [];
  const t = translatorFor(splitLocalizedPath(pathname).language);
  const { title, description } = pages[page];
  return seoMeta({
    pathname,
    title: t(title as MessageKey),
    description: t(description as MessageKey),
    image,
  });
}
