import { defineConfig } from "vitest/config";

// Checks over the production build in build/client: run after `npm run build`.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["tests/built/**/*.test.ts"],
  },
});
