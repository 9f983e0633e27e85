import { useLocation, useMatches } from "react-router";
import { languages, type Language } from "~/config/languages";
import { notFoundRouteId, pagePath, switchLanguagePath } from "~/lib/paths";

/**
 * The path of the current page in every language. A page that does not exist has no twin, so
 * the not-found page offers each language's home page instead.
 */
export function useLanguageAlternates(): Record<Language, string> {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const isNotFound = leaf?.id === notFoundRouteId;
  return Object.fromEntries(
    languages.map((language) => [
      language,
      isNotFound ? pagePath("home", language) : switchLanguagePath(pathname, language),
    ]),
  ) as Record<Language, string>;
}
