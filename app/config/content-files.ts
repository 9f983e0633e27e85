/**
 * Where the board's files live, from the project's root: the identity, the content files and
 * the folders of the pictures they name. The build reads them from here, the CMS edits them here,
 * and the tests swap exactly these for their own fixtures.
 */
export const contentFiles = {
  /** The chapter's names, addresses and links (configuration everything reads). */
  identity: "app/config/identity.yaml",
  /** Where the CMS saves changes, and how people sign in to it. */
  cms: "app/config/cms.yaml",
  /** The board, in the order of the carousel. */
  team: "app/content/team.yaml",
  /** The partners page's logos. */
  sponsors: "app/content/sponsors.yaml",
  /** One file per event: `<name>.yaml`. */
  events: "app/content/events",
  /** The longer texts of the pages. */
  pages: {
    home: "app/content/pages/home.yaml",
    partners: "app/content/pages/partners.yaml",
  },
} as const;

/** The folders of the pictures that content files name by file name. */
export const imageFolders = {
  team: "app/assets/team",
  sponsors: "app/assets/sponsors",
  events: "app/assets/events",
  /** The photos of events' recaps (the gallery of an event that has ended). */
  recaps: "app/assets/events/recaps",
  photos: "app/assets/photos",
} as const;

/** Everything the board edits: the folders and files that fixtures replace in tests. */
export const boardEditedPaths: readonly string[] = [
  contentFiles.identity,
  contentFiles.cms,
  "app/content",
  ...Object.values(imageFolders),
];
