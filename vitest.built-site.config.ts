import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";

// Checks over the production build in build/client: run after `npm run build`.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["tests/built-site/**/*.test.ts"],
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
  },
});
