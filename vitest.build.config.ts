import { defineConfig } from "vitest/config";

// Tests that build a copy of the site (slow: seconds, not milliseconds).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
