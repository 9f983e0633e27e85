import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import { pages } from "~/config/pages";
import { pageOfRouteId } from "~/lib/paths";

/**
 * Whether the page being rendered loads JavaScript (lib/page-scripts.ts): the page table says it,
 * or for an event page its loader (`scripts`, from the event's content). Pages without scripts
 * are plain HTML and CSS; their widgets must work without React (native popovers, details).
 */
export function usePageScripts(): boolean {
  const leaf = useMatches().at(-1);
  // React Router also renders an SPA fallback page, which it requires to have the scripts; the
  // build then deletes it (tools/post-build.ts), so no visitor gets it. React Router exports its
  // framework context, which says when it renders that page, only as UNSAFE_.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  if (spaFallback || !leaf) return true;
  const page = pageOfRouteId(leaf.id);
  if (page) return pages[page].scripts;
  return (leaf.loaderData as { scripts?: unknown } | undefined)?.scripts === true;
}
