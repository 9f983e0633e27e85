import { defineConfig } from "vitest/config";

// Hostile requests to the two servers of the production build: run after `npm run build`.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/serve/**/*.test.ts"],
    hookTimeout: 60_000,
  },
});
