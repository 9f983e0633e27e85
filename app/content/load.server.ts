/**
 * The chapter's content, checked. Route loaders call these at build time; a mistake in a
 * content file stops the build with a message naming the file and the field.
 */
import { pagePaths } from "~/lib/paths";
import { languageInfo, languages } from "~/lib/languages";
import { eventFiles, type EventFile } from "./events/index";
import { sponsors } from "./sponsors";
import { team } from "./team";
import type { EventContent, Sponsor, TeamMember } from "./types";
import {
  ContentError,
  eventSchema,
  parseContent,
  sponsorsSchema,
  teamSchema,
} from "./validation.server";

export function loadTeam(): TeamMember[] {
  return parseContent(teamSchema, team, "app/content/team.ts");
}

export function loadSponsors(): Sponsor[] {
  return parseContent(sponsorsSchema, sponsors, "app/content/sponsors.ts");
}

let events: EventContent[] | undefined;

/** Every event file, checked, and their addresses checked to be different. */
export function loadEvents(): EventContent[] {
  events ??= checkEvents(eventFiles);
  return events;
}

/** Addresses that belong to the site's own pages and so cannot be an event's. */
const reservedSlugs = new Set(
  [
    ...Object.values(pagePaths).map((path) => path.slice(1)),
    ...languages.map((language) => languageInfo[language].prefix.slice(1)),
  ]
    .filter(Boolean)
    .map((slug) => slug.toLowerCase()),
);

/** Checks event files: each against the schema, and their addresses against each other. */
export function checkEvents(files: EventFile[]): EventContent[] {
  const checked = files.map(({ file, event }) => ({
    file,
    event: parseContent(eventSchema, event, file),
  }));
  const seen = new Map<string, string>();
  for (const { file, event } of checked) {
    // Addresses differing only in case would be one page on case-insensitive hosts.
    const slug = event.slug.toLowerCase();
    if (reservedSlugs.has(slug)) {
      throw new ContentError(`${file}: slug "${event.slug}" is the address of a page of the site`);
    }
    const other = seen.get(slug);
    if (other) throw new ContentError(`${file}: slug "${event.slug}" is already used by ${other}`);
    seen.set(slug, file);
  }
  return checked.map(({ event }) => event);
}

/** The event of this English path (`/levels`: its page, and with `.ics` its calendar file). */
export function findEventByPath(path: string): EventContent | undefined {
  return loadEvents().find((event) => `/${event.slug}` === path);
}
