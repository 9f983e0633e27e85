import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { basePathOf } from "./app/lib/base-path.ts";
import { imagetools } from "vite-imagetools";
import { cmsDevPlugin } from "./tools/cms-dev-plugin.ts";
import { europeMapPlugin } from "./tools/europe-map-plugin.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";
import { pictureDirectives } from "./tools/picture-presets.ts";
import { yamlPlugin } from "./tools/yaml-plugin.ts";

export default defineConfig({
  // The path the site is served under, from its public URL (app/config/identity.yaml).
  base: basePathOf(readIdentityForTools().url ?? "https://localhost"),
  plugins: [
    cmsDevPlugin(),
    yamlPlugin(),
    europeMapPlugin(),
    imagetools({ defaultDirectives: pictureDirectives }),
    reactRouter(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Every asset is a cacheable file of its own: nothing is inlined into the JavaScript.
    assetsInlineLimit: 0,
  },
});
