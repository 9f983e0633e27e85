/**
 * Where the board's files live, from the project's root: the two files of configuration, the
 * folder of the content files (each declared with its schema in lib/content-collections.ts) and
 * the folders of the pictures they name. The tests swap exactly these for their own fixtures.
 */
export const contentLocations = {
  /** The chapter's names, addresses and links (configuration everything reads, the build's tools
   * before the content check). */
  identity: "app/config/identity.yaml",
  /** Where the CMS saves changes, and how people sign in to it. */
  cms: "app/config/cms.yaml",
  /** The folder of every other file the board edits: the team, the sponsors, the events, the
   * pages' texts (each file's name is in lib/content-collections.ts, under this folder). */
  content: "app/content",
} as const;

/** The folders of the pictures that content files name by file name. */
export const imageFolders = {
  /** The chapter's own pictures that the identity names: its logo. */
  identity: "app/assets/identity",
  team: "app/assets/team",
  sponsors: "app/assets/sponsors",
  events: "app/assets/events",
  /** The photos of events' recaps (the gallery of an event that has ended). */
  recaps: "app/assets/events/recaps",
  photos: "app/assets/photos",
  /** The portraits of the people quoted (app/content/quotes.yaml). */
  quotes: "app/assets/quotes",
} as const;
