/**
 * Every page of the site by id, with its English path. Italian pages are the same paths under
 * `/it`. Links, the route table, the prerender list, the language menu and the sitemap all
 * derive from this table, so a page cannot exist in one language only.
 */
export const pagePaths = {
  home: "/",
  about: "/about",
  partners: "/partners",
  events: "/events",
} as const;

export type PageId = keyof typeof pagePaths;

export const pageIds = Object.keys(pagePaths) as PageId[];
