import { useContext, useEffect, type ReactNode } from "react";

import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { FontFaces } from "./components/layout/font-faces";
import { Footer } from "./components/layout/footer";
import { NavBar } from "./components/layout/nav-bar";
import { SkipLink } from "./components/layout/skip-link";
import { brandTokens } from "./lib/brand";
import { identity } from "./lib/identity";
import { TranslationProvider, translatorFor } from "./i18n/i18n";
import { basePath, withBase } from "./lib/base-path";
import { inlineStylesAttribute } from "./lib/inline-styles";
import { languageScript } from "./lib/language-detection";
import { popoverFocusScript } from "./lib/popover-focus";
import { barScrollScript } from "./lib/bar-scroll";
import { defaultLanguage, languageInfo, languages, multilingual } from "./config/languages";
import { languageOfRouteId, notFoundRouteId, pagePath, splitLocalizedPath } from "./lib/paths";
import { localYear } from "./lib/dates";
import { chapterLogo } from "./server/pictures.server";
import { siteClock } from "./server/clock.server";
import "./styles/global.css";
import interUrl from "./assets/fonts/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: withBase("/favicon.ico"), sizes: "32x32" },
  { rel: "icon", href: withBase("/favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: withBase("/apple-touch-icon.png") },
  // What a phone shows when the site is added to its home screen (tools/icons-plugin.ts).
  { rel: "manifest", href: withBase("/manifest.webmanifest") },
  // The text's font, requested with the page so that it is there for the first paint
  // (font-display: optional in styles/global.css uses it only then).
  { rel: "preload", href: interUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

const mainId = "main";

/** What every page knows of the build: the year of its day in the chapter's time zone, the
 * footer's copyright year (`SITE_TODAY` pins it, as it pins the day), and the chapter's logo as
 * the build made it from the identity's `logo`. */
export function loader() {
  return {
    year: localYear(siteClock().now, identity.timeZone),
    logo: chapterLogo(identity.logo),
  };
}

/** Browsers tint their bar on phones with the site's bar colour in each scheme (lib/brand.ts,
 * the tokens of styles/global.css). */
const brandColors = brandTokens(identity.brand);
const themeColors = {
  light: brandColors.light["--color-bar"],
  dark: brandColors.dark["--color-bar"],
};

/**
 * The document shell of every page: language, head, navigation bar, content and footer. The built
 * pages load none of React Router's scripts: they are plain HTML and CSS, with the small inline
 * language script, and a page with a widget gets that widget's island from the build
 * (components/island, tools/page-transforms.ts). The development server runs the whole app.
 */
export function Layout({ children }: { children: ReactNode }) {
  const leafId = useMatches().at(-1)?.id;
  const rootData = useRouteLoaderData<typeof loader>("root");
  const year = rootData?.year;
  const logo = rootData?.logo;
  const { pathname } = useLocation();
  // The not-found page is one route prerendered per language (`/404/page`, `/it/404/page`): its
  // language is its address's. Every other route says its language in its id.
  const language =
    leafId === notFoundRouteId ? splitLocalizedPath(pathname).language : languageOfRouteId(leafId);
  // React Router requires its scripts on the SPA fallback page it renders, which the build then
  // deletes (tools/post-build.ts); it says when it renders that page only through this context.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  // English pages send visitors who chose (or whose browser prefers) another language to its
  // twin before anything is painted. The bilingual not-found page has no twin.
  const redirect = language === defaultLanguage && leafId !== notFoundRouteId;
  // On the development server, marks the moment the page responds to scripts (as the islands do
  // on the built pages, app/islands/hydrate.tsx).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={languageInfo[language].tag} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: languageScript({ redirect, basePath }) }} />
        <script dangerouslySetInnerHTML={{ __html: popoverFocusScript }} />
        <script dangerouslySetInnerHTML={{ __html: barScrollScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={themeColors.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        <Meta />
        <Links />
        <FontFaces />
        {/* Filled at build time with the page's stylesheets (tools/post-build.ts), so that no
            stylesheet request delays the first paint. Empty here and in the browser: React
            keeps the prerendered content, as it never changes this element. */}
        <style {...{ [inlineStylesAttribute]: "" }} dangerouslySetInnerHTML={{ __html: "" }} />
      </head>
      <body>
        <TranslationProvider language={language}>
          <SkipLink targetId={mainId} />
          <NavBar logo={logo} />
          <main id={mainId} tabIndex={-1}>
            {children}
          </main>
          <Footer year={year} logo={logo} />
        </TranslationProvider>
        {/* No <ScrollRestoration/>: links between pages load documents, whose scroll
            positions the browser keeps itself (decision 0013). */}
        {(import.meta.env.DEV || spaFallback) && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** On a laptop, the content's mistakes as the build tells them (server/site-content.server.ts). */
function ContentMistakes({ lines }: { lines: string[] }) {
  return (
    <section style={{ padding: "2rem 1rem", maxWidth: "60rem", margin: "0 auto" }}>
      <h1>{`The content has ${lines.length === 1 ? "a mistake" : `${lines.length} mistakes`}`}</h1>
      <p>
        Each line says the file, the field and what is expected. Correct them in the files (or in
        the CMS), then reload this page.
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Unexpected errors: a plain message in every language and a way home, never a blank page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const mistakes = isRouteErrorResponse(error)
    ? (error.data as { contentMistakes?: string[] } | undefined)?.contentMistakes
    : undefined;
  if (mistakes) return <ContentMistakes lines={mistakes} />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section style={{ padding: "2rem 1rem", maxWidth: "40rem", margin: "0 auto" }}>
      <h1>
        {status} ·{" "}
        {languages.map((language, index) => (
          <span key={language} lang={languageInfo[language].tag}>
            {index > 0 && " / "}
            {translatorFor(language)("somethingWentWrong")}
          </span>
        ))}
      </h1>
      <p>
        {languages.map((language, index) => (
          <span key={language}>
            {index > 0 && " · "}
            <Link to={pagePath("home", language)} lang={languageInfo[language].tag}>
              {translatorFor(language)("home")}
              {multilingual && ` (${languageInfo[language].nativeName})`}
            </Link>
          </span>
        ))}
      </p>
      {/* On a laptop (npm run dev, npm run cms), what went wrong: a content mistake, say. */}
      {import.meta.env.DEV && error instanceof Error && (
        <pre style={{ whiteSpace: "pre-wrap" }}>{error.message}</pre>
      )}
    </section>
  );
}
