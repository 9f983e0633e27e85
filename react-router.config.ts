import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import {
  moveNotFoundPage,
  notFoundPrerenderPath,
  precompress,
  removeUnusedData,
  transformPages,
} from "./tools/post-build.ts";

export default {
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), notFoundPrerenderPath],
  buildEnd: ({ viteConfig }) => {
    const clientDir = join(viteConfig.root, "build", "client");
    moveNotFoundPage(clientDir);
    removeUnusedData(clientDir);
    transformPages(clientDir);
    precompress(clientDir);
  },
} satisfies Config;
