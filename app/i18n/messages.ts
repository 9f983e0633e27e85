// The vite configuration loads this file (the map's title), so its imports name their files whole.
import type { Language } from "../config/languages";
import { en, type Messages } from "./en.ts";
import { it } from "./it.ts";

/** The interface texts of every language. */
export const messages: Record<Language, Messages> = { en, it };
