import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { europeMapPlugin } from "./tools/europe-map-plugin.ts";
import { pictureDirectives } from "./tools/picture-presets.ts";

export default defineConfig({
  plugins: [europeMapPlugin(), imagetools({ defaultDirectives: pictureDirectives }), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Every asset is a cacheable file of its own: nothing is inlined into the JavaScript.
    assetsInlineLimit: 0,
  },
});
