import type { MetaDescriptor } from "react-router";
import type { PageId } from "../config/pages";
import { splitLocalizedPath } from "../lib/paths";
import { seoMeta, type SeoInput } from "../lib/seo";
import { translatorFor } from "./i18n";
import { pageTextKeys } from "./page-texts";

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
  const { title, description } = pageTextKeys[page];
  return seoMeta({
    pathname,
    title: t(title),
    description: t(description),
    image,
  });
}
