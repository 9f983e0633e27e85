import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";

// Hostile requests to the two servers of the production build: run after `npm run build`.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/serve/**/*.test.ts"],
    hookTimeout: scaled(60_000),
    testTimeout: scaled(5_000),
  },
});
