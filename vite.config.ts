import "./tools/give-site-identity.ts";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { basePathOf } from "./app/lib/base-path.ts";
import { imagetools } from "vite-imagetools";
import { rasterImportPattern } from "./app/config/pictures.ts";
import { brandPlugin } from "./tools/brand-plugin.ts";
import { buildLogger, envDirInsteadOfEnvFile } from "./tools/build-log.ts";
import { cmsDevPlugin } from "./tools/cms-dev-plugin.ts";
import { contentPicturesPlugin } from "./tools/content-pictures-plugin.ts";
import { europeMapPlugin } from "./tools/europe-map-plugin.ts";
import { iconsPlugin } from "./tools/icons-plugin.ts";
import { islandsPlugin } from "./tools/islands-plugin.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";
import { imageDirectives, pictureTransforms } from "./tools/picture-presets.ts";
import { yamlPlugin } from "./tools/yaml-plugin.ts";

const identity = readIdentityForTools();

export default defineConfig({
  // The site's languages and time zone, for app/config/languages.ts and time-zone.ts in every
  // bundle (the pages' and islands').
  define: {
    __SITE_LANGUAGES__: JSON.stringify(identity.languages ?? null),
    __SITE_TIME_ZONE__: JSON.stringify(identity.timeZone ?? null),
  },
  // The path the site is served under, from its public URL (app/config/identity.yaml).
  base: basePathOf(identity.url ?? "https://localhost"),
  // Counts the files the build writes and prerenders instead of listing them (tools/build-log.ts).
  customLogger: buildLogger(),
  plugins: [
    // Quiets Vite's deprecation warning about React Router's own servers (tools/build-log.ts).
    envDirInsteadOfEnvFile(),
    cmsDevPlugin(),
    // The chapter's brand colours in the stylesheet (app/config/identity.yaml).
    brandPlugin(),
    // The favicon and touch icons, drawn from the logo on the brand's colour.
    iconsPlugin(),
    yamlPlugin(),
    europeMapPlugin(),
    contentPicturesPlugin(),
    // The kinds of picture file of config/pictures.ts, their endings in any case (`IMG_1234.JPG`).
    imagetools({
      defaultDirectives: imageDirectives,
      extendTransforms: pictureTransforms,
      include: rasterImportPattern,
    }),
    reactRouter(),
    islandsPlugin(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Every asset is a cacheable file of its own: nothing is inlined into the JavaScript.
    assetsInlineLimit: 0,
    // Vite gzips every script and text it writes to print their sizes, which the build's log
    // counts instead of listing (tools/build-log.ts); the post-build compresses what is served.
    reportCompressedSize: false,
    rolldownOptions: {
      // Its timing report reads as trouble to a newcomer; `npm run perf` measures what matters.
      checks: { bundlerTimings: false },
      output: {
        // React in one file of its own: an island's page asks for fewer files, and React
        // compresses better whole (tools/islands-plugin.ts).
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
