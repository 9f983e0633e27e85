import type { Language } from "../config/languages";
import { en, type Messages } from "./en";
import { it } from "./it";

/** The interface texts of every language. */
export const messages: Record<Language, Messages> = { en, it };
