import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";

const fixtureRoot = fileURLToPath(new URL("./tests/fixtures/site", import.meta.url));

/** The tests that copy the chapter's own content (or write a new chapter's): in their process,
 * the site's languages are the chapter's, read from its identity (app/config/languages.ts). The
 * others copy the fixture content and see its languages, as the unit tests do. */
const chapterCopies = [
  "tests/project-copies/content-changes.test.ts",
  "tests/project-copies/content-mistakes.test.ts",
  "tests/project-copies/new-chapter.test.ts",
  "tests/project-copies/second-chapter.test.ts",
];

// Tests that build a copy of the site (slow: seconds, not milliseconds).
export default defineConfig({
  test: {
    environment: "node",
    // Two copies at a time: a copy's build and its browser leave a core idle between them. The
    // builds share the image cache, filled first by \`npm test\`'s own two builds.
    maxWorkers: 2,
    testTimeout: scaled(60_000),
    hookTimeout: scaled(180_000),
    projects: [
      {
        extends: true,
        define: {
          __SITE_LANGUAGES__: JSON.stringify(readIdentityForTools(fixtureRoot).languages),
          __SITE_TIME_ZONE__: JSON.stringify(readIdentityForTools(fixtureRoot).timeZone ?? null),
        },
        test: {
          name: "fixture content",
          include: ["tests/project-copies/**/*.test.ts"],
          exclude: chapterCopies,
        },
      },
      { extends: true, test: { name: "chapter content", include: chapterCopies } },
    ],
  },
});
