import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";

// Tests that build a copy of the site (slow: seconds, not milliseconds).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/project-copies/**/*.test.ts"],
    testTimeout: scaled(60_000),
    hookTimeout: scaled(180_000),
  },
});
