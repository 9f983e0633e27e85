import { loadEvents } from "~/content/load.server";
import { pagePaths } from "~/lib/paths";
import { sitemapXml } from "~/lib/sitemap";

/** /sitemap.xml, written at build time: every page and event page in both languages. */
export function loader() {
  const events = loadEvents()
    .filter((event) => event.page)
    .map((event) => `/${event.slug}`);
  return new Response(sitemapXml([...Object.values(pagePaths), ...events]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
