import "./tools/give-site-identity.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";
import { identityDefines } from "./tools/identity-file.ts";

// Checks over the production build in build/client: run after `npm run build`.
export default defineConfig({
  // The languages and time zone of the site whose build is checked (a copy checks its own).
  define: identityDefines(fileURLToPath(new URL(".", import.meta.url))),
  test: {
    environment: "jsdom",
    include: ["tests/built-site/**/*.test.ts"],
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
  },
});
