/**
 * Which pages run a widget, and which: the page table says it of each page, an event's content of
 * its page (section navigation). The build gives each of those pages its island's script, and
 * checks that no other page loads any.
 */
import { languages } from "../config/languages";
import type { IslandName } from "../config/islands";
import { pageIds, pages, type PageDefinition } from "../config/pages";
import type { EventContent } from "./content-schema";
import { eventPagePath, pagePath } from "./paths";

/** The widget an event's page runs, if any. */
function eventPageIsland(event: Pick<EventContent, "page">): IslandName | undefined {
  return event.page?.sectionNavigation ? "section-navigation" : undefined;
}

/** The URL path, in every language, of each page that runs a widget, with its widget. */
export function pageIslands(
  events: readonly Pick<EventContent, "slug" | "page">[],
): Map<string, IslandName> {
  const entries: [string, IslandName][] = languages.flatMap((language) => [
    ...pageIds.flatMap((page): [string, IslandName][] => {
      const { island }: PageDefinition = pages[page];
      return island ? [[pagePath(page, language), island]] : [];
    }),
    ...events.flatMap((event): [string, IslandName][] => {
      const island = event.page ? eventPageIsland(event) : undefined;
      return island ? [[eventPagePath(event.slug, language), island]] : [];
    }),
  ]);
  return new Map(entries);
}
