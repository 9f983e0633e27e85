import "./tools/give-site-identity.ts";
import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { languages } from "./app/config/languages.ts";
import { basePathOf } from "./app/lib/base-path.ts";
import { calendarPath, eventPagePath, notFoundPages } from "./app/lib/paths.ts";
import { contentOrExit } from "./app/server/check-content.server.ts";
import { postBuildSteps, runPostBuildSteps } from "./tools/post-build.ts";

// Before anything else: every file the board edits is checked, and a build with mistakes stops
// here with one line per mistake. The development server reports them and keeps running.
const content = await contentOrExit({ exit: !process.argv.slice(2).includes("dev") });

/** The path the site is served under, from its public URL (app/config/identity.yaml). */
const basePath = basePathOf(content?.identity.url ?? "https://localhost");

export default {
  basename: basePath,
  // A static site: every page is prerendered to HTML at build time; a widget is hydrated in the
  // browser as an island (components/island).
  ssr: false,
  // Today's behaviour, chosen explicitly (which also silences the warnings). Read React Router's
  // upgrade guide before turning one on. Vite's environment API is on: the build resolves Vite's
  // configuration twice instead of five times, and builds the client and the pages with one
  // builder (a third less processor time, 21 s → 15 s for the chapter's build; the same files).
  // The development server then links each page's critical CSS instead of inlining it.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Every page and file of a route without parameters, then each event's page (if it has one)
  // and calendar file in each language (their routes take the event as a parameter:
  // app/routes.ts), then the not-found pages.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...(content?.events ?? []).flatMap(({ event }) =>
      languages.flatMap((language) => [
        ...(event.page ? [eventPagePath(event.slug, language)] : []),
        calendarPath(event.slug, language),
      ]),
    ),
    ...notFoundPages.map(({ prerenderPath }) => prerenderPath),
  ],
  // The steps after the build, in their declared order (tools/post-build.ts): each says what
  // it did in one line, and one that finds nothing where something was expected stops the build.
  buildEnd: async ({ viteConfig }) => {
    if (!content) throw new Error("the content check did not run");
    const clientDir = join(viteConfig.root, "build", "client");
    const context = {
      clientDir,
      basePath,
      content,
      // Where nginx finds the site and where it listens; (developer guide: Deploying).
      nginx: {
        root: process.env.NGINX_ROOT ?? clientDir,
        listen: process.env.NGINX_LISTEN ?? "8080",
      },
    };
    await runPostBuildSteps(postBuildSteps, context, (line) => viteConfig.logger.info(line));
  },
} satisfies Config;
