import { pagePaths } from "~/config/pages";
import { sitemapXml } from "~/lib/sitemap";
import { siteContent } from "~/server/site-content.server";

/** /sitemap.xml, written at build time: every page and event page in both languages. */
export function loader() {
  const events = siteContent()
    .events.filter(({ event }) => event.page)
    .map(({ event }) => `/${event.slug}`);
  return new Response(sitemapXml([...Object.values(pagePaths), ...events]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
