import { pages, type PageDefinition, type PageId } from "../config/pages";
import type { MessageKey } from "./en";

/**
 * The page table, typed with the keys of its texts: config/ sits below i18n/ and cannot name
 * their type, so this is where a title, a description or a label that is not an interface text
 * fails the type check (the table keeps its literal keys: `as const satisfies` there).
 */
export const pageTextKeys: Readonly<Record<PageId, PageDefinition<MessageKey>>> = pages;
