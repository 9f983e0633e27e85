/**
 * Every file the board edits, declared once: where it is, the schema that checks it, what the
 * site keeps of it, and how the CMS shows it. The content check reads and checks them from here
 * (server/content.server.ts), the CMS's configuration and its checks before saving follow it
 * (tools/cms-config.ts, tools/cms-browser/setup.ts, content-rules/content-rules.ts), and the
 * `SiteContent` type is made from it. A page whose texts the board edits is one entry of
 * `pageTexts`, with its schema in lib/content-schema.ts.
 */
import type { z } from "zod";
import { cmsSettingsSchema } from "./cms-schema";
import { contentLocations, imageFolders } from "../config/content-locations";
import { identitySchema } from "./identity-schema";
import type { PageId } from "../config/pages";
import {
  eventSchema,
  homePageSchema,
  partnersPageSchema,
  quotesFileSchema,
  sponsorsFileSchema,
  teamFileSchema,
} from "./content-schema";

/** How the CMS at /admin/ shows a file: its name in the list, a line under it (in English, and
 * in Italian beside them), and the folder a picture uploaded from it goes to. A file without it
 * is not edited in the CMS. */
export interface CmsEntry {
  label: string;
  description: string;
  it: { label: string; description: string };
  mediaFolder?: string;
}

/** A content file, from the project's root, with its schema; `content` is what the site keeps of
 * the checked file (the file itself, or the list it holds). */
export interface ContentFile<Schema extends z.ZodType = z.ZodType, Content = unknown> {
  file: string;
  schema: Schema;
  content(data: z.output<Schema>): Content;
  cms?: CmsEntry;
}

/** What the site keeps of a content file once it is checked. */
export type ContentOf<Entry> =
  Entry extends ContentFile<z.ZodType, infer Content> ? Content : never;

/** A content file's entry; without `content`, the site keeps the whole file. */
function contentFile<Schema extends z.ZodType, Content = z.output<Schema>>(
  entry: Omit<ContentFile<Schema, Content>, "content"> & {
    content?: (data: z.output<Schema>) => Content;
  },
): ContentFile<Schema, Content> {
  return { content: (data) => data as Content, ...entry };
}

/** The files of the chapter as a whole. */
export const siteFiles = {
  identity: contentFile({
    file: contentLocations.identity,
    schema: identitySchema,
    cms: {
      label: "Identity",
      description: "Names, addresses and links every page uses.",
      it: { label: "Identità", description: "Nomi, indirizzi e link usati da tutte le pagine." },
    },
  }),
  cms: contentFile({ file: contentLocations.cms, schema: cmsSettingsSchema }),
  team: contentFile({
    file: `${contentLocations.content}/team.yaml`,
    schema: teamFileSchema,
    content: (file) => file.members ?? [],
    cms: {
      label: "Team",
      description: "The board, one card each, in the carousel's order.",
      it: {
        label: "Team",
        description: "Il direttivo, una scheda a testa, nell'ordine del carosello.",
      },
      mediaFolder: imageFolders.team,
    },
  }),
  sponsors: contentFile({
    file: `${contentLocations.content}/sponsors.yaml`,
    schema: sponsorsFileSchema,
    content: (file) => file.sponsors ?? [],
    cms: {
      label: "Sponsors",
      description: "The partners page's logos, in order.",
      it: { label: "Sponsor", description: "I loghi della pagina dei partner, in ordine." },
      mediaFolder: imageFolders.sponsors,
    },
  }),
  quotes: contentFile({
    file: `${contentLocations.content}/quotes.yaml`,
    schema: quotesFileSchema,
    content: (file) => file.quotes ?? [],
    cms: {
      label: "Quotes",
      description: "Students' and partners' own words, for the home, partners and event pages.",
      it: {
        label: "Citazioni",
        description:
          "Le parole di studenti e partner, per la home page, la pagina dei partner e quelle degli eventi.",
      },
      mediaFolder: imageFolders.quotes,
    },
  }),
};

/** The longer texts of pages (config/pages.ts), by the page's id: one file each. A page's file
 * may list figures of the identity by name (`figures`), which the check finds there. */
export const pageTexts = {
  home: contentFile({
    file: `${contentLocations.content}/pages/home.yaml`,
    schema: homePageSchema,
    cms: {
      label: "Home page",
      description: "The home page's texts and photos.",
      it: { label: "Home page", description: "I testi e le foto della home page." },
      mediaFolder: imageFolders.photos,
    },
  }),
  partners: contentFile({
    file: `${contentLocations.content}/pages/partners.yaml`,
    schema: partnersPageSchema,
    cms: {
      label: "Partners page",
      description: "The partners page's text.",
      it: { label: "Pagina dei partner", description: "Il testo della pagina dei partner." },
    },
  }),
} satisfies Partial<Record<PageId, object>>;

/** The events: one file each in the folder, `<name>.yaml`, named after the event's address. */
export const eventFiles = {
  folder: `${contentLocations.content}/events`,
  schema: eventSchema,
  cms: {
    label: "Events",
    description:
      "One file per event. Its address (slug) and file name are chosen once, when it is created.",
    it: {
      label: "Eventi",
      description:
        "Un file per evento. Il suo indirizzo (slug) e il nome del file si scelgono una volta sola, quando lo crei.",
    },
    mediaFolder: imageFolders.events,
  } satisfies CmsEntry,
} as const;

/** Every single file, by name: the chapter's, then the pages'. */
export const namedFiles = { ...siteFiles, ...pageTexts };

export type NamedFile = keyof typeof namedFiles;

/** The named files the CMS edits, in its order. */
export const cmsFiles = (Object.keys(namedFiles) as NamedFile[]).flatMap((name) => {
  const { file, schema, cms }: ContentFile = namedFiles[name];
  return cms ? [{ name, file, schema, cms }] : [];
});

export function isPageText(name: string): name is keyof typeof pageTexts {
  return Object.hasOwn(pageTexts, name);
}
