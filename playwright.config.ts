import { siteRoot } from "./tests/support/fixture-site-root.ts";
import "./tools/give-site-identity.ts";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { knownLanguages } from "./app/config/known-languages.ts";
import { fixtureSiteBuild } from "./tests/support/fixture-build";
import { testBrowserLaunch } from "./tests/support/test-browser.ts";
import { scaled } from "./tests/support/time-scale.ts";
import { readIdentityForTools } from "./tools/identity-file.ts";

/**
 * Two builds are served for the browser tests (not on 4173, which `npm start` uses):
 * - the site built with the fixture content (tests/fixtures/site), for every test of behaviour:
 *   what pages show, where links go, the carousel, the events by date, ...;
 * - the chapter's own build, for the checks that hold whatever the content: every page is
 *   accessible, loads nothing from elsewhere, is readable without JavaScript, ...
 */
const fixturePort = Number(process.env.E2E_PORT ?? 4174);

// The specs read the site's languages as the fixture site has them: SITE_ROOT is the fixture's
// (tests/support/fixture-site-root.ts, imported first). The specs of the chapter's own build read
// the chapter's list themselves.
const sitePort = Number(process.env.E2E_SITE_PORT ?? fixturePort + 1);
export const baseURL = `http://localhost:${fixturePort}`;
export const siteBaseURL = `http://localhost:${sitePort}`;

/** Set by scripts/nginx-check.mjs, which runs the smoke tests against nginx itself. */
const nginxBaseURL = process.env.NGINX_BASE_URL;

/** The specs that check the chapter's own build. */
const siteSpecs = /(site-sweep|headers|admin)\.spec\.ts/;

/** With `SWEEP_PAGES` (the pages the content change test changed), those that check pages: the
 * CMS's page and configuration come from the identity, which no change of events, people or
 * sponsors touches. */
const chapterSpecs = process.env.SWEEP_PAGES ? /(site-sweep|headers)\.spec\.ts/ : siteSpecs;

/** `E2E_ONLY=chapter content`: serve and check the chapter's build only (scripts/test.mjs). */
const chapterOnly = process.env.E2E_ONLY === "chapter content";

const chromium = { ...devices["Desktop Chrome"], channel: undefined };

/**
 * Each project's browser speaks the first language of the site it visits (its identity's, read
 * here through its schema, tools/identity-file.ts: app/config/languages.ts would read it once for
 * the whole process), whatever that is: a
 * page at `/` is that language's, and the detection script would send a browser preferring
 * another listed language to that one's twin. Specs that test detection set a locale of their own.
 */
function speakingFirstLanguageOf(root: string) {
  const [first = "en"] = readIdentityForTools(root).languages ?? [];
  return { locale: knownLanguages[first].locale };
}
const speakingFixture = speakingFirstLanguageOf(siteRoot);
const speakingChapter = speakingFirstLanguageOf(fileURLToPath(new URL(".", import.meta.url)));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    // No trace by default: recording one for every test made the suite a fifth slower.
    // `npx playwright test --trace=retain-on-failure` records them when a failure needs one.
    trace: "off",
    launchOptions: testBrowserLaunch,
  },
  projects: nginxBaseURL
    ? [
        {
          name: "nginx",
          use: { ...chromium, ...speakingChapter, baseURL: nginxBaseURL },
          testMatch: /nginx-smoke\.spec\.ts/,
        },
      ]
    : [
        {
          name: "fixture content",
          use: { ...chromium, ...speakingFixture },
          testIgnore: [/nginx-smoke\.spec\.ts/, siteSpecs],
        },
        {
          name: "chapter content",
          use: { ...chromium, ...speakingChapter, baseURL: siteBaseURL },
          testMatch: chapterSpecs,
        },
      ],
  webServer: nginxBaseURL
    ? undefined
    : [
        ...(chapterOnly
          ? []
          : [
              {
                command: "node scripts/serve.mjs",
                env: {
                  PORT: String(fixturePort),
                  HOST: "localhost",
                  SERVE_BUILD: fixtureSiteBuild.build,
                },
                url: baseURL,
                reuseExistingServer: false,
                stdout: "ignore" as const,
              },
            ]),
        {
          command: "node scripts/serve.mjs",
          env: { PORT: String(sitePort), HOST: "localhost" },
          url: siteBaseURL,
          reuseExistingServer: false,
          stdout: "ignore",
        },
      ],
});
