/**
 * Which pages load JavaScript: the page table says it of each page, an event's content of its
 * page (section navigation is a widget). The root layout renders React Router's scripts only on
 * those pages, and the build checks that exactly those have them.
 */
import { languages } from "../config/languages";
import { pageIds, pages } from "../config/pages";
import type { EventContent } from "./content-schema";
import { eventPagePath, pagePath } from "./paths";

/** Whether an event's page runs a widget. */
export function eventPageHasScripts(event: Pick<EventContent, "page">): boolean {
  return Boolean(event.page?.sectionNavigation);
}

/** The URL paths, in every language, of the pages that load JavaScript. */
export function pathsWithScripts(events: readonly Pick<EventContent, "slug" | "page">[]): string[] {
  return languages.flatMap((language) => [
    ...pageIds.filter((page) => pages[page].scripts).map((page) => pagePath(page, language)),
    ...events
      .filter((event) => event.page && eventPageHasScripts(event))
      .map((event) => eventPagePath(event.slug, language)),
  ]);
}
