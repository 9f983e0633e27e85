import { pages, type PageId } from "../config/pages";
import type { MessageKey } from "./en";

/** The interface texts the page table (config/pages.ts) names by their keys: its title, its
 * description and its label in the navigation bar. */
interface PageTextKeys {
  title: MessageKey;
  description: MessageKey;
  navigation?: MessageKey;
}

/**
 * The page table, typed with the keys of its texts: config/ sits below i18n/ and cannot name
 * their type, so this is where a key that is not an interface text fails the type check (the
 * table keeps its literal keys: `as const satisfies` there).
 */
export const pageTextKeys: Readonly<Record<PageId, PageTextKeys>> = pages;
