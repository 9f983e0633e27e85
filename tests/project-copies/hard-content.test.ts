/**
 * The fixture content made as hard as a board can make it, in one copy of the project built once
 * (as on 20 October 2025, the fixture site's day): every headline one unbroken word of nearly
 * 1,000 characters (long-words.ts), the board's pictures at their worst (pictures.ts: the
 * hostile SVG corpus, real logos, a phone's file names, files no content names), and a
 * placeholder planted at the end of every text, the long words' too (placeholders.ts). The
 * pictures are planted after the words are lengthened, under names of their own, and the
 * placeholders last, after a space, so that each headline is still one long word: the pictures'
 * tests find only what they planted, the long words' test reads every page of the first
 * language, the planted pictures' and texts' too, and the placeholders' test every published
 * file. One build, not one for each: a build is the costliest thing a test does.
 */
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { startNodeServer } from "../../scripts/test-servers.mjs";
import { buildCopy, copyProject, type ServedCopy } from "../support/project-copy";
import { scaled } from "../support/time-scale";
import { testBrowserLaunch } from "../support/test-browser";
import type { PlantedText } from "../support/planted-placeholders";
import { lengthenWords, longWordTests } from "./long-words";
import { pictureTests, plantPictures } from "./pictures";
import { placeholderTests, plantEveryPlaceholder } from "./placeholders";

const copy = copyProject();
const site = { dir: copy.dir, client: join(copy.dir, "build/client") } as ServedCopy;
let server: Awaited<ReturnType<typeof startNodeServer>> | undefined;
let planted: PlantedText[] = [];

beforeAll(async () => {
  expect(lengthenWords(copy.dir)).toBeGreaterThan(20);
  plantPictures(copy.dir);
  planted = plantEveryPlaceholder(copy.dir);
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
placeholderTests(site, () => planted);
