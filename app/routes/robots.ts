import { robotsTxt } from "~/lib/sitemap";

/** /robots.txt, written at build time. */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
