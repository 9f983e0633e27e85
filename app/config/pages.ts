/**
 * The site's pages, each declared once: its path in the first language (every other language's
 * is the same under `/<code>`: `/it/events`), the module that renders it, its label in the
 * navigation bar and the interface texts of its title and description. The route table, the
 * navigation bar, the pages' heads, the sitemap and the build's checks all read this table. Event
 * pages come from the content (one per event with a page). A page runs a widget when it renders
 * one (components/island).
 */
export interface PageDefinition<TextKey extends string = string> {
  /** The first-language path: `/events`. */
  path: string;
  /** The module that renders the page, from app/. */
  module: string;
  /** Key of its label in the navigation bar (app/i18n), in the bar's order; none: not in it. */
  navigation?: TextKey;
  /** Keys of its title and description (app/i18n). */
  title: TextKey;
  description: TextKey;
}

export const pages = {
  home: {
    path: "/",
    module: "routes/home.tsx",
    navigation: "home",
    title: "homeTitle",
    description: "homeDescription",
  },
  events: {
    path: "/events",
    module: "routes/events.tsx",
    navigation: "events",
    title: "eventsTitle",
    description: "eventsDescription",
  },
  partners: {
    path: "/partners",
    module: "routes/partners.tsx",
    navigation: "partners",
    title: "partnersTitle",
    description: "partnersDescription",
  },
  // The about page: labelled "Contact us" in the bar (the specification's label and key).
  about: {
    path: "/about",
    module: "routes/about.tsx",
    navigation: "contactus",
    title: "aboutTitle",
    description: "aboutDescription",
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** The first-language path of every page, by id. */
export const pagePaths = Object.fromEntries(pageIds.map((page) => [page, pages[page].path])) as {
  [Page in PageId]: (typeof pages)[Page]["path"];
};
