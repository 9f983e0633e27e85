import type { EventContent } from "../types";

/**
 * Every event: one file per event in this folder, found automatically. Adding an event is adding
 * a file (see the README, "Adding an event"); nothing else needs to change.
 */
const modules = import.meta.glob<EventContent>(["./*.ts", "!./index.ts", "!./*.test.ts"], {
  eager: true,
  import: "default",
});

export interface EventFile {
  /** The file, from the project's root, for error messages. */
  file: string;
  event: EventContent;
}

export const eventFiles: EventFile[] = Object.entries(modules)
  .map(([path, event]) => ({ file: `app/content/events/${path.slice(2)}`, event }))
  .sort((a, b) => a.file.localeCompare(b.file));
