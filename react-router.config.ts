import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { basePath } from "./app/lib/base-path.ts";
import {
  flattenBasePath,
  moveNotFoundPage,
  notFoundPrerenderPath,
  precompress,
  removeUnusedData,
  transformPages,
  writeHostingConfigurations,
} from "./tools/post-build.ts";

export default {
  // The path the site is served under, from its public URL (app/content/site.ts).
  basename: basePath,
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // Today's behaviour, chosen explicitly (which also silences the warnings). Read React Router's
  // upgrade guide before turning one on.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), notFoundPrerenderPath],
  buildEnd: ({ viteConfig }) => {
    const clientDir = join(viteConfig.root, "build", "client");
    flattenBasePath(clientDir, basePath);
    moveNotFoundPage(clientDir);
    removeUnusedData(clientDir);
    transformPages(clientDir);
    writeHostingConfigurations(clientDir, basePath, {
      // Where nginx finds the site and where it listens; see the README, "Deploying".
      root: process.env.NGINX_ROOT ?? clientDir,
      listen: process.env.NGINX_LISTEN ?? "8080",
    });
    precompress(clientDir);
  },
} satisfies Config;
