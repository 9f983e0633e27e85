import type { MetaDescriptor } from "react-router";
import { identity } from "./identity";
import { socialImageSize } from "../config/pictures";
import { defaultLanguage, languageInfo, languages } from "../config/languages";
import { localizePath, splitLocalizedPath } from "./paths";

/** An absolute URL of a page (or public file) of this site, from the configured public URL:
 * `/events` → `https://chapter.example.org/events`. */
export function absoluteUrl(path: string): string {
  return `${identity.url.replace(/\/$/, "")}${path}`;
}

/** An absolute URL of a built asset, whose URL already has the path the site is served under. */
export function assetUrl(url: string): string {
  return new URL(url, identity.url).href;
}

export interface SeoInput {
  /** The URL path of the page being rendered (either language; a trailing slash is ignored). */
  pathname: string;
  title: string;
  description: string;
  /** The picture of social cards: the URL of a built 1200 × 630 image, and what it shows. */
  image: { path: string; alt: string };
}

/**
 * The head of a page: title, description, canonical URL, `hreflang` alternates for every
 * language plus `x-default`, and the Open Graph basics.
 */
export function seoMeta({ pathname, title, description, image }: SeoInput): MetaDescriptor[] {
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
    { property: "og:site_name", content: identity.chapterName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: assetUrl(image.path) },
    { property: "og:image:width", content: String(socialImageSize.width) },
    { property: "og:image:height", content: String(socialImageSize.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: languageInfo[language].ogLocale },
    ...languages
      .filter((alternate) => alternate !== language)
      .map((alternate) => ({
        property: "og:locale:alternate",
        content: languageInfo[alternate].ogLocale,
      })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: assetUrl(image.path) },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
