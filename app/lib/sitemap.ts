import { defaultLanguage, languageInfo, languages, type Language } from "../config/languages";
import { localizePath } from "./paths";
import { absoluteUrl } from "./seo";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sitemap: every page in every language, each listing its twins with `hreflang` (and
 * `x-default`), as search engines ask for bilingual sites. `paths` are first-language paths.
 */
export function sitemapXml(paths: readonly string[]): string {
  const alternates = (path: string) =>
    [
      ...languages.map((language: Language) => [languageInfo[language].tag, language] as const),
      ["x-default", defaultLanguage] as const,
    ]
      .map(
        ([hreflang, language]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(localizePath(path, language)))}"/>`,
      )
      .join("\n");
  const urls = paths.flatMap((path) =>
    languages.map((language) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(localizePath(path, language)))}</loc>`,
        alternates(path),
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
