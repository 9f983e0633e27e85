import { translatorFor } from "~/i18n/i18n";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import type { PageHandle } from "~/lib/page-handle";
import { splitLocalizedPath } from "~/lib/paths";
import type { Route } from "./+types/not-found";

/** Its first screen holds its own main (yellow) action: the bar's Join us is outlined. */
export const handle: PageHandle = { mainActionInFirstScreen: true };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(splitLocalizedPath(location.pathname).language)("notFoundTitle") },
  { name: "robots", content: "noindex" },
];

/** Any unknown address (the catch-all route), prerendered once per language: `404.html`,
 * `it/404.html` (tools/post-build.ts). */
export default function NotFound() {
  return <NotFoundPage />;
}
