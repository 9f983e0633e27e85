import "./tools/give-site-identity.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { scaled } from "./tests/support/time-scale.ts";
import { identityDefines } from "./tools/identity-file.ts";

const fixtureRoot = fileURLToPath(new URL("./tests/fixtures/site", import.meta.url));
const chapterRoot = fileURLToPath(new URL(".", import.meta.url));

/** The tests that copy the chapter's own content (or write a new chapter's): in their process,
 * the site's languages are the chapter's, given from its identity (`define`, below). The
 * others copy the fixture content and see its languages, as the unit tests do. */
const chapterCopies = [
  "tests/project-copies/content-changes.test.ts",
  "tests/project-copies/content-mistakes.test.ts",
  "tests/project-copies/new-chapter.test.ts",
  "tests/project-copies/second-chapter.test.ts",
];

/** The longest files, longest first (their wall time on a quiet 2-core machine, docs/developer-guide.md
 * "What npm test runs"): two workers take them in this order, so that the longest does not start
 * last and leave one worker idle at the end. Vitest's own order (each project's files one after
 * the other, the largest file first, unless a previous run left its durations) started the CMS
 * test, the longest, after four others. */
const longestFirst = [
  "tests/project-copies/cms.test.ts",
  "tests/project-copies/second-chapter.test.ts",
  "tests/project-copies/content-changes.test.ts",
  "tests/project-copies/hard-content.test.ts",
  "tests/project-copies/sub-path.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? longestFirst.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Tests that build a copy of the site (slow: seconds, not milliseconds).
export default defineConfig({
  test: {
    environment: "node",
    // Two copies at a time: a copy's build and its browser leave a core idle between them. The
    // builds share the image cache, filled first by \`npm test\`'s own two builds.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: scaled(60_000),
    hookTimeout: scaled(180_000),
    projects: [
      {
        extends: true,
        define: identityDefines(fixtureRoot),
        test: {
          name: "fixture content",
          include: ["tests/project-copies/**/*.test.ts"],
          exclude: chapterCopies,
        },
      },
      {
        extends: true,
        define: identityDefines(chapterRoot),
        test: { name: "chapter content", include: chapterCopies },
      },
    ],
  },
});
