import { sitePagePaths } from "~/lib/paths";
import { sitemapXml } from "~/lib/sitemap";
import { siteContent } from "~/server/site-content.server";

/** /sitemap.xml, written at build time: every page and event page in both languages. */
export function loader() {
  const events = siteContent().events.map(({ event }) => event);
  return new Response(sitemapXml(sitePagePaths(events)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
