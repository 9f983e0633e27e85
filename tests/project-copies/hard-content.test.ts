/**
 * The fixture content made as hard as a board can make it, in one copy of the project built once
 * (as on 20 October 2025, the fixture site's day): every headline one unbroken word of 1,000
 * characters (long-words.ts), and the board's pictures at their worst (pictures.ts: the hostile
 * SVG corpus, real logos, a phone's file names, files no content names). The pictures are planted
 * after the words are lengthened, under names of their own: the pictures' tests find only what
 * they planted, and the long words' test reads every page of the first language, the planted
 * pictures' too. One build, not one for each.
 */
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { startNodeServer } from "../../scripts/test-servers.mjs";
import { buildCopy, copyProject, type ServedCopy } from "../support/project-copy";
import { scaled } from "../support/time-scale";
import { testBrowserLaunch } from "../support/test-browser";
import { lengthenWords, longWordTests } from "./long-words";
import { pictureTests, plantPictures } from "./pictures";

const copy = copyProject();
const site = { dir: copy.dir, client: join(copy.dir, "build/client") } as ServedCopy;
let server: Awaited<ReturnType<typeof startNodeServer>> | undefined;

beforeAll(async () => {
  expect(lengthenWords(copy.dir)).toBeGreaterThan(20);
  plantPictures(copy.dir);
  buildCopy(copy.dir, { SITE_TODAY: "2025-10-20" });
  server = await startNodeServer({ cwd: copy.dir });
  site.origin = server.origin;
  site.browser = await chromium.launch(testBrowserLaunch);
}, scaled(300_000));

afterAll(async () => {
  await site.browser?.close();
  await server?.stop();
  copy.remove();
});

longWordTests(site);
pictureTests(site);
