import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import axe, { type RunOptions } from "axe-core";
import { adminFolder } from "../../tools/cms-admin";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { Language } from "../../app/config/languages";
import { fixtureSite } from "../support/project-copy";
import { readIdentityForTools } from "../../tools/identity-file";

export type { Language };

/** The fixture site's languages (its identity's list), the default first: every spec that walks
 * pages walks each of them. */
export const languages: readonly Language[] = readIdentityForTools(fixtureSite).languages ?? ["en"];

/** A colour as the browser computes it: `#1a4a94` → `rgb(26, 74, 148)`. */
export function computedColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The fixture's default language, at `/`. */
export const defaultLanguage: Language = languages[0] ?? "en";

/** The path of a default-language page in a language (`/events` → `/it/events`). */
export function localized(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** The language of a page by its address: `/it/events` Italian, `/events` the default's. */
export function languageOf(path: string): Language {
  return (
    languages.find(
      (language) =>
        language !== defaultLanguage &&
        (path === `/${language}` || path.startsWith(`/${language}/`)),
    ) ?? defaultLanguage
  );
}

/** The axe rules whose result depends on the colour scheme. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** axe as it stands in a page, with the rules and checks of its audit (not in its types). */
type AxeWithAudit = typeof axe & {
  _audit: {
    rules: {
      id: string;
      impact?: string;
      any: (string | { id: string })[];
      all: (string | { id: string })[];
      none: (string | { id: string })[];
    }[];
    checks: Record<string, { impact?: string } | undefined>;
  };
};

/**
 * Fails on any accessibility violation of impact serious or critical, listing them; `rules`
 * limits the scan (the colour rules, when only the colour scheme changed since a full scan).
 */
export async function expectNoSeriousViolations(page: Page, rules?: string[]) {
  // Colours are measured once fades and moves are over, not half way through them (those that
  // run in time: one driven by the scroll, the bar's, never ends).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  // axe.run in the page itself, axe put in each frame once per document: @axe-core/playwright's
  // AxeBuilder injected it again at every scan and finished each scan in a new blank page, into
  // which it injected axe once more (more than half the processor time of the site sweep's
  // scans). Violations only: collecting every passing check as well would double a scan's time.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
  }
  const options: RunOptions = {
    resultTypes: ["violations"],
    ...(rules && { runOnly: { type: "rule", values: rules } }),
  };
  const results = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: AxeWithAudit };
    // Not run: the rules whose violations are never serious or critical (a rule's impact is its
    // own, or the gravest of its checks': axe-core's aggregateNodeResults), which this check
    // would drop from what they find (a quarter of axe's rules, "region" among the costliest).
    const grave = (impact?: string | null) => impact === "serious" || impact === "critical";
    const mild = axe._audit.rules.filter((rule) =>
      rule.impact
        ? !grave(rule.impact)
        : ![...rule.any, ...rule.all, ...rule.none].some((check) =>
            grave(axe._audit.checks[typeof check === "string" ? check : check.id]?.impact),
          ),
    );
    // Should axe keep its audit otherwise one day, the scan fails rather than run fewer rules.
    if (mild.some((rule) => rule.id === "image-alt" || rule.id === "color-contrast"))
      throw new Error("axe's rules are not where expectNoSeriousViolations reads their impact");
    return axe.run(document, {
      ...options,
      rules: Object.fromEntries(mild.map((rule) => [rule.id, { enabled: false }])),
    });
  }, options);
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The editor's sign-in button, in whatever language it speaks: Decap CMS's own words, which name
 * GitHub in every language ("Login with GitHub", "Entrar com o GitHub", "Accedi con GitHub"). */
export const gitHubSignIn = /GitHub/;

/** Collects every request a page makes to another origin from now on. */
export function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/**
 * Back to the top, where a page opens, once two frames have passed: for a step that reads the first
 * screen after one that scrolled (the phone's bar is compact once the page has scrolled,
 * app/lib/bar-scroll.ts, and whole again at the top). Each try scrolls again: a wheel turned just
 * before may still land after the first scroll to the top.
 */
export async function backToTop(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo({ top: 0, behavior: "instant" });
        for (let frame = 0; frame < 2; frame++)
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        return window.scrollY;
      }),
    )
    .toBe(0);
}

/** Scrolls to the bottom step by step, so lazy images load, and back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/**
 * Every `<img>` the page shows has loaded with real pixels. Not shown: a closed menu's images,
 * and those outside the screen's width or clipped away by a container (the carousel's copies).
 */
export async function expectImagesLoaded(page: Page) {
  await scrollThrough(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            if (image.getClientRects().length === 0) return false;
            let { left, right } = image.getBoundingClientRect();
            left = Math.max(left, 0);
            right = Math.min(right, window.innerWidth);
            for (let box = image.parentElement; box; box = box.parentElement) {
              if (getComputedStyle(box).overflowX === "visible") continue;
              const clip = box.getBoundingClientRect();
              left = Math.max(left, clip.left);
              right = Math.min(right, clip.right);
            }
            return right - left > 1;
          })
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
}

const client = join(import.meta.dirname, "..", "..", "build", "client");

/** Every page of a build, by URL path ("/", "/it/events"), from its client folder (by default
 * build/client, the chapter's; the CMS at /admin/ is not a page of the site). */
export function builtPages(root: string = client): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (name === "assets" || (dir === root && name === adminFolder)) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return name === "index.html" ? [`/${relative(root, dir)}`.replace(/\/$/, "") || "/"] : [];
    });
  return walk(root).sort();
}

/** Opens a page with JavaScript disabled, as a visitor without scripts sees it, for `checks`. */
export async function withoutJavaScript(
  browser: Browser,
  path: string,
  checks: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await checks(page);
  } finally {
    await context.close();
  }
}

/**
 * Fails unless what the visitor sees at the centre and near each corner of the element is the
 * element itself (or something inside it): nothing fixed or floating covers it, wherever the
 * visitor has scrolled it to (top, middle or bottom of the screen).
 */
export async function expectNothingCovers(locator: Locator, what: string) {
  for (const block of ["start", "center", "end"] as const) {
    const misses = await locator.evaluate((element, block) => {
      element.scrollIntoView({ block, behavior: "instant" });
      const box = element.getBoundingClientRect();
      // Inside the corners of a rounded (pill-shaped) button, not in the page beside them.
      const inset = Math.max(3, Math.min(box.width, box.height) * 0.3);
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      return points
        .map(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit && (hit === element || element.contains(hit))
            ? null
            : `(${Math.round(x)}, ${Math.round(y)}): ${hit ? hit.outerHTML.slice(0, 120) : "nothing"}`;
        })
        .filter(Boolean);
    }, block);
    expect(misses, `${what}, scrolled to the ${block}, is covered at ${misses.join("; ")}`).toEqual(
      [],
    );
  }
}

/** Fails unless the element lies wholly within the first screen (the viewport, unscrolled). */
export async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize();
  const box = await locator.boundingBox();
  expect(box, `${what} is not shown`).not.toBeNull();
  if (!box || !viewport) return;
  expect(
    box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height,
    `${what} at ${JSON.stringify(box)} is not within ${viewport.width} × ${viewport.height}`,
  ).toBe(true);
}
