import { withoutBase } from "./base-path";
import { defaultLanguage, languageInfo, languages, type Language } from "../config/languages";
import { pageIds, pagePaths, type PageId } from "../config/pages";

/** A page's path (as the first language has it, without a prefix) in the given language:
 * `/events` → `/it/events`, `/` → `/it`. */
export function localizePath(path: string, language: Language): string {
  const prefix = languageInfo[language].prefix;
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The path of a page in a language. */
export function pagePath(page: PageId, language: Language): string {
  return localizePath(pagePaths[page], language);
}

/**
 * Splits a URL path into its language and its path without the prefix:
 * `/it/events` → `{ language: "it", path: "/events" }`; `/italy` stays in the first language.
 */
export function splitLocalizedPath(pathname: string): { language: Language; path: string } {
  for (const language of languages) {
    const prefix = languageInfo[language].prefix;
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { language, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) };
    }
  }
  return { language: defaultLanguage, path: pathname };
}

/** The same page in another language, keeping the rest of the path. */
export function switchLanguagePath(pathname: string, language: Language): string {
  const { path } = splitLocalizedPath(pathname);
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return localizePath(normalised, language);
}

/** The id of the catch-all route that renders the not-found page. */
export const notFoundRouteId = "not-found";

/**
 * The not-found page of each language: where the catch-all route is prerendered, two folders
 * deep (`/404/page`, `/it/404/page`), which no other route reaches (an event's page is `/:slug`,
 * `/it/:slug`), and the file it becomes, the name static hosts look for (`404.html`,
 * `it/404.html`).
 */
export const notFoundPages = languages.map((language) => {
  const folder = language === defaultLanguage ? "" : `/${language}`;
  return { prerenderPath: `${folder}/404/page`, file: `${folder}/404.html`.slice(1) };
});

/** The page of an event, from its slug: `/EcoTech-Challenge`, `/it/EcoTech-Challenge`. */
export function eventPagePath(slug: string, language: Language): string {
  return localizePath(`/${slug}`, language);
}

/**
 * The path of every page of the site without a language's prefix (the first language's, which
 * `localizePath` turns into each other's): the page table's, then one per event that has a page.
 * The sitemap, the content check (where links may lead) and the built-site check read it.
 */
export function sitePagePaths(events: readonly { slug: string; page?: unknown }[]): string[] {
  return [
    ...pageIds.map((page) => pagePaths[page]),
    ...events
      .filter((event) => event.page)
      .map((event) => eventPagePath(event.slug, defaultLanguage)),
  ];
}

/** The calendar file of an event, in a language: `/it/EcoTech-Challenge.ics`. */
export function calendarPath(slug: string, language: Language): string {
  return `${eventPagePath(slug, language)}.ics`;
}

/** Route ids pair what a route serves with a language (`events-it`, `event-page-it`,
 * `feed-all-en`), so that one module serves every language and the page knows its own. */
export function routeId(
  name: PageId | "deck" | "calendar-file" | "event-page" | `${"event-page" | "feed"}-${string}`,
  language: Language,
): string {
  return `${name}-${language}`;
}

/** The language of a route id from `routeId`; the default language for any other route. */
export function languageOfRouteId(id: string | undefined): Language {
  const suffix = id?.split("-").at(-1);
  return languages.find((language) => language === suffix) ?? defaultLanguage;
}

/** The language and unprefixed path of the page a loader's request is for, whatever path the site
 * is served under. */
export function requestedPage(request: Request): { language: Language; path: string } {
  return splitLocalizedPath(withoutBase(new URL(request.url).pathname));
}

/** The partnership deck in a language, a PDF the build writes: `/it/partnership-deck.pdf`. */
export function deckPath(language: Language): string {
  return localizePath("/partnership-deck.pdf", language);
}
