import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/** Debian's headless shell of Chromium (package chromium-headless-shell): Chromium's engine
 * without the windowed browser around it. On these 2-core machines it opens a page in about half
 * the time Chromium's own headless mode takes, which halves the browser tests. */
const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser every test drives: `CHROME_PATH` when set, else the headless shell, else Debian's
 * Chromium (Playwright's own browser download does not work on these machines). Lighthouse
 * (`npm run perf`) and the screenshots keep Chromium itself: they measure and show what a
 * visitor's browser does.
 */
export const testBrowserPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/** How the tests launch it. */
export const testBrowserLaunch: LaunchOptions = {
  executablePath: testBrowserPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
