import { translatorFor } from "~/i18n/i18n";
import type { Language } from "~/config/languages";

/** The head of a not-found page in a language: its title, and no place in search results. */
export function notFoundMeta(language: Language) {
  return [
    { title: translatorFor(language)("notFoundTitle") },
    { name: "robots", content: "noindex" },
  ];
}
