import "./tools/give-site-identity.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";
import { identityDefines } from "./tools/identity-file.ts";

// Hostile requests to the two servers of the production build: run after `npm run build`.
export default defineConfig({
  // The languages and time zone of the site whose build is checked (a copy checks its own).
  define: identityDefines(fileURLToPath(new URL(".", import.meta.url))),
  test: {
    environment: "node",
    include: ["tests/serve/**/*.test.ts"],
    hookTimeout: scaled(60_000),
    testTimeout: scaled(5_000),
  },
});
