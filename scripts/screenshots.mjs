// Takes screenshots, one per screenful, of pages of the running site at phone and desktop widths, for a
// look by eye: `node scripts/screenshots.mjs [path ...]` (default: every language's home page).
// BASE_URL (default http://localhost:4173) and OUT_DIR (default reports/screenshots) override;
// COLOR_SCHEME=dark shows the dark scheme; WIDTHS=390,1366 other widths.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";

const baseUrl = process.env.BASE_URL ?? "http://localhost:4173";
const outDir = process.env.OUT_DIR ?? join(import.meta.dirname, "..", "reports", "screenshots");
const { chapterDefault, chapterLanguages, chapterPath } = await tsImport(
  "../tests/support/chapter-languages.ts",
  import.meta.url,
);
const { knownLanguages } = await tsImport("../app/config/known-languages.ts", import.meta.url);
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : chapterLanguages.map((language) => chapterPath("/", language));
const gap = 16;
// WIDTHS=390,1366,1440 takes those widths (heights of a phone or a laptop screen) instead.
const heights = { 390: 844, 1280: 720, 1366: 768, 1440: 900 };
const widths = process.env.WIDTHS
  ? Object.fromEntries(
      process.env.WIDTHS.split(",").map((width) => [
        width,
        { width: Number(width), height: heights[width] ?? 900 },
      ]),
    )
  : { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const [name, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({
    viewport,
    colorScheme: process.env.COLOR_SCHEME === "dark" ? "dark" : "light",
    // The site's first language: its pages at / are shown, not a twin in the browser's language.
    locale: knownLanguages[chapterDefault].locale,
  });
  for (const path of paths) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    // One shot per screenful, as a visitor scrolls (a full-page shot would stretch the 13vh bar):
    // each goes on where the one before ended under the fixed bar, so nothing is left unseen.
    const { height, bar } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      bar: document.querySelector("header")?.getBoundingClientRect().height ?? 0,
    }));
    const step = viewport.height - Math.round(bar);
    const shots = Math.min(10, Math.ceil((height - bar) / step));
    const shotsOfPage = [];
    const scheme = process.env.COLOR_SCHEME === "dark" ? "-dark" : "";
    const base = `${path.replace(/\W+/g, "_") || "_"}-${name}${scheme}`;
    for (let index = 0; index < shots; index++) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), index * step);
      await page.waitForTimeout(150);
      await page.waitForLoadState("networkidle");
      shotsOfPage.push(await page.screenshot());
    }
    // One contact sheet per page and width: the screenfuls side by side.
    const file = join(outDir, `${base}.png`);
    await sharp({
      create: {
        width: shotsOfPage.length * (viewport.width + gap) - gap,
        height: viewport.height,
        channels: 3,
        background: "#808080",
      },
    })
      .composite(
        shotsOfPage.map((input, index) => ({
          input,
          left: index * (viewport.width + gap),
          top: 0,
        })),
      )
      .png()
      .toFile(file);
    console.log(file);
  }
  await page.close();
}
await browser.close();
