import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { TranslationProvider } from "~/i18n/i18n";
import type { Language } from "~/config/languages";

/**
 * Renders a component as part of a page at `path`, with the router and the page's language
 * around it, as the root layout would. With `scripts`, the page is one that loads JavaScript (as
 * an event page's loader says it): its content appears once the loader has run, so find it with
 * `findBy…`.
 */
export function renderAt(
  path: string,
  language: Language,
  ui: () => ReactNode,
  { scripts }: { scripts?: boolean } = {},
) {
  const Stub = createRoutesStub([
    {
      path: "*",
      id: `page-${language}`,
      Component: () => <TranslationProvider language={language}>{ui()}</TranslationProvider>,
      ...(scripts !== undefined && { loader: () => ({ scripts }) }),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
