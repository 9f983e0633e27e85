import "./tools/give-site-identity.ts";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { scaled } from "./tests/support/time-scale.ts";
import { contentPicturesPlugin } from "./tools/content-pictures-plugin.ts";
import { yamlPlugin } from "./tools/yaml-plugin.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";

const fixtureRoot = fileURLToPath(new URL("./tests/fixtures/site", import.meta.url));
const fixtureIdentity = readIdentityForTools(fixtureRoot);
const fixtureLanguages = fixtureIdentity.languages ?? ["en"];
const fixtureTimeZone = JSON.stringify(fixtureIdentity.timeZone ?? null);
/** The fixture's languages, German first (it has English, Italian and German). */
const otherFirstLanguage = ["de", ...fixtureLanguages.filter((language) => language !== "de")];
/** The tests that run with `otherFirstLanguage` only. */
const otherFirstLanguageTests = "**/*.first-language.test.ts";
/** The tests that run with Portuguese first and English, the test identity's other languages left
 * out: a chapter in none of the languages of its schemas' own words (tools/cms-browser/words.ts). */
const portugueseFirstTests = "**/*.portuguese-first.test.ts";

// Unit and component tests. Kept apart from vite.config.ts: the React Router plugin cannot run
// under Vitest ("can't detect preamble").
export default defineConfig({
  // Unit tests see the fixture's languages and time zone (app/config/languages.ts, time-zone.ts),
  // as they see its identity.
  define: {
    __SITE_LANGUAGES__: JSON.stringify(fixtureLanguages),
    __SITE_TIME_ZONE__: fixtureTimeZone,
  },
  plugins: [
    yamlPlugin(),
    // The pictures the fixture content names (without the image pipeline: their addresses).
    contentPicturesPlugin({
      contentRoot: fileURLToPath(new URL("./tests/fixtures/site", import.meta.url)),
      ownRunner: true,
    }),
  ],
  resolve: {
    alias: [
      // Unit tests see the identity of the test fixtures, never the chapter's own.
      {
        find: /^\.\.\/config\/identity\.yaml$/,
        replacement: fileURLToPath(
          new URL("./tests/fixtures/site/app/config/identity.yaml", import.meta.url),
        ),
      },
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
    ],
  },
  test: {
    // Node by default; component tests (*.test.tsx) and tests that need a DOM say so with a
    // `@vitest-environment jsdom` comment at their top.
    environment: "node",
    // One file per core: Vitest's default leaves one core free, which on two cores ran the unit
    // tests one file at a time (135 s; 90 s with both).
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it loaded from one test file to the next instead of loading
    // them again for each (117 to 124 s of processor time for the unit tests, not 145). Each
    // file still gets its own environment (jsdom or Node), and the tests put back what they
    // change (timers, environment variables, mocks: `restoreMocks`). Files shuffled across the
    // workers in several orders (`--sequence.shuffle.files`) pass alike.
    isolate: false,
    // A guard against a test that hangs, not a measure of speed: some tests read the whole
    // fixture content or run git, which took 6 to 13 s beside other builds on two cores (1 to 2 s
    // quiet). A test that sees something wrong fails at once whatever this says.
    testTimeout: scaled(60_000),
    hookTimeout: scaled(60_000),
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tools/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          exclude: [otherFirstLanguageTests, portugueseFirstTests],
        },
      },
      {
        // The same fixture identity with its languages in another order: German first, at `/`,
        // English under /en. What must hold whatever the first language is (addresses, the
        // sitemap, hreflang, the detection script, the not-found pages) is checked here too.
        extends: true,
        define: {
          __SITE_LANGUAGES__: JSON.stringify(otherFirstLanguage),
          __SITE_TIME_ZONE__: fixtureTimeZone,
        },
        test: { name: "German first", include: [otherFirstLanguageTests] },
      },
      {
        extends: true,
        define: {
          __SITE_LANGUAGES__: JSON.stringify(["pt", "en"]),
          __SITE_TIME_ZONE__: JSON.stringify("Europe/Lisbon"),
        },
        test: { name: "Portuguese first", include: [portugueseFirstTests] },
      },
    ],
  },
});
