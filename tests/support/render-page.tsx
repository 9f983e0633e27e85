import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { TranslationProvider } from "~/i18n/i18n";
import type { Language } from "~/config/languages";

/**
 * Renders a component as part of a page at `path`, with the router and the page's language
 * around it, as the root layout would.
 */
export function renderAt(path: string, language: Language, ui: () => ReactNode) {
  const Stub = createRoutesStub([
    {
      path: "*",
      id: `page-${language}`,
      Component: () => <TranslationProvider language={language}>{ui()}</TranslationProvider>,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
