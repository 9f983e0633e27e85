import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests. Kept apart from vite.config.ts: the React Router plugin cannot run
// under Vitest ("can't detect preamble").
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "tools/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    restoreMocks: true,
  },
});
