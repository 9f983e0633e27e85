import { route, type RouteConfig } from "@react-router/dev/routes";
import { languages } from "./lib/languages";
import { notFoundRouteId, pageIds, pagePath, routeId, type PageId } from "./lib/paths";

/** The module that renders each page; every page is registered once per language. */
const pageModules: Record<PageId, string> = {
  home: "routes/home.tsx",
};

export default [
  ...pageIds.flatMap((page) =>
    languages.map((language) =>
      route(pagePath(page, language), pageModules[page], { id: routeId(page, language) }),
    ),
  ),
  route("*", "routes/not-found.tsx", { id: notFoundRouteId }),
] satisfies RouteConfig;
