import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { createLogger, defineConfig, type Logger } from "vite";
import { basePathOf } from "./app/lib/base-path.ts";
import { imagetools } from "vite-imagetools";
import { cmsDevPlugin } from "./tools/cms-dev-plugin.ts";
import { europeMapPlugin } from "./tools/europe-map-plugin.ts";
import { islandsPlugin } from "./tools/islands-plugin.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";
import { pictureDirectives } from "./tools/picture-presets.ts";
import { yamlPlugin } from "./tools/yaml-plugin.ts";

/**
 * Vite's logger without one warning the project cannot act on: React Router's own tooling sets
 * the deprecated `envFile` option for the compilers it starts (@react-router/dev 7.18), and a
 * build printed it nine times. Every other message goes through.
 */
function withoutForeignDeprecations(): Logger {
  const logger = createLogger();
  const foreign = (message: string) => message.includes("The `envFile` option is deprecated");
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => {
    if (!foreign(message)) warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    if (!foreign(message)) warnOnce(message, options);
  };
  return logger;
}

export default defineConfig({
  customLogger: withoutForeignDeprecations(),
  // The path the site is served under, from its public URL (app/config/identity.yaml).
  base: basePathOf(readIdentityForTools().url ?? "https://localhost"),
  plugins: [
    cmsDevPlugin(),
    yamlPlugin(),
    europeMapPlugin(),
    imagetools({ defaultDirectives: pictureDirectives }),
    reactRouter(),
    islandsPlugin(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Every asset is a cacheable file of its own: nothing is inlined into the JavaScript.
    assetsInlineLimit: 0,
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
