// How the text's font arrives on a slow first visit: `node scripts/font-display-bench.mjs [path ...]`
// with the site running (BASE_URL, default http://localhost:4173). A benchmark, not a test.
//
// Each page is loaded with an empty cache on a slow connection (RUNS times, default 5, median)
// and a phone's slower processor, as Lighthouse's mobile profile (150 ms, 1.6 Mbit/s, 4× CPU),
// then on a poorer one (400 ms, 400 kbit/s). It prints the first paint (FCP), when the font file
// had arrived, the largest paint (LCP), the layout shift (CLS) and whether the font came within
// 100 ms of the first paint: with `font-display: optional` a later font is not used on that
// visit, with `swap` it replaces the fallback when it comes (docs/decisions/0017).
import { chromium } from "@playwright/test";

const baseUrl = process.env.BASE_URL ?? "http://localhost:4173";
const runs = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/it/events"];
const profiles = {
  "slow 4G": {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  "3G": { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

async function measure(path, conditions) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  await session.send("Network.emulateNetworkConditions", { offline: false, ...conditions });
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(baseUrl + path, { waitUntil: "load", timeout: 120_000 });
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => {
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.endsWith(".woff2"));
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    return { fcp, font: font?.responseEnd ?? NaN, lcp: window.__lcp, cls: window.__cls };
  });
  await context.close();
  return figures;
}

console.log(`${runs} runs per page and connection, medians; phone (390 × 844), 4× slower CPU`);
console.log(
  "page            connection  FCP ms  font ms  LCP ms  CLS     font within 100 ms of FCP",
);
for (const path of paths) {
  for (const [name, conditions] of Object.entries(profiles)) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(path, conditions));
    const pick = (key) => median(results.map((result) => result[key]));
    const inTime = results.filter((result) => result.font <= result.fcp + 100).length;
    console.log(
      [
        path.padEnd(15),
        name.padEnd(11),
        String(Math.round(pick("fcp"))).padStart(6),
        String(Math.round(pick("font"))).padStart(8),
        String(Math.round(pick("lcp"))).padStart(7),
        pick("cls").toFixed(3).padStart(6),
        `  ${inTime} of ${runs}`,
      ].join(" "),
    );
  }
}
await browser.close();
