import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { defaultLanguage, languageInfo, languages } from "./languages";
import { localizePath, splitLocalizedPath } from "./paths";

/** An absolute URL of a path of this site, from the configured public base URL. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export interface SeoInput {
  /** The URL path of the page being rendered (either language; a trailing slash is ignored). */
  pathname: string;
  title: string;
  description: string;
}

/**
 * The head of a page: title, description, canonical URL, `hreflang` alternates for every
 * language plus `x-default`, and the Open Graph basics.
 */
export function seoMeta({ pathname, title, description }: SeoInput): MetaDescriptor[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const { language, path } = splitLocalizedPath(trimmed);
  const canonical = absoluteUrl(localizePath(path, language));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageInfo[alternate].tag,
      href: absoluteUrl(localizePath(path, alternate)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localizePath(path, defaultLanguage)),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.chapterName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: languageInfo[language].ogLocale },
    ...languages
      .filter((alternate) => alternate !== language)
      .map((alternate) => ({
        property: "og:locale:alternate",
        content: languageInfo[alternate].ogLocale,
      })),
  ];
}
