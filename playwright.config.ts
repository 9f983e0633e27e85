import { defineConfig, devices } from "@playwright/test";

/** Where the production build is served for the browser tests (not 4173, which `npm start` uses). */
const port = Number(process.env.E2E_PORT ?? 4174);
export const baseURL = `http://localhost:${port}`;

/** Set by scripts/nginx-check.mjs, which runs the smoke tests against nginx itself. */
const nginxBaseURL = process.env.NGINX_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on these machines.
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The browser tests against `scripts/serve.mjs`, or, from scripts/nginx-check.mjs, the smoke
  // tests against nginx.
  projects: nginxBaseURL
    ? [
        {
          name: "nginx",
          use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: nginxBaseURL },
          testMatch: /nginx-smoke\.spec\.ts/,
        },
      ]
    : [
        {
          name: "chromium",
          use: { ...devices["Desktop Chrome"], channel: undefined },
          testIgnore: /nginx-smoke\.spec\.ts/,
        },
      ],
  webServer: nginxBaseURL
    ? undefined
    : {
        command: "node scripts/serve.mjs",
        env: { PORT: String(port), HOST: "localhost" },
        url: baseURL,
        reuseExistingServer: false,
        stdout: "ignore",
      },
});
