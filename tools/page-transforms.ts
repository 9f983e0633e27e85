/**
 * Changes to the prerendered pages, run as one ordered list of named steps (`pageSteps`): the
 * stylesheets go into the page so it paints before any request (docs/decisions/0007), scripts
 * start after the first paint on the pages that have them and are refused on the others
 * (docs/decisions/0013), and the Content-Security-Policy, which hashes the inline code the steps
 * before it leave, goes in last. A step that finds nothing to do where it expected work stops the
 * build, naming the step and the page.
 */
import { inlineStylesAttribute } from "../app/lib/inline-styles.ts";
import { withPolicyMeta } from "./security.ts";

/** A prerendered page, as the steps see it. */
export interface PageFile {
  /** Its URL path below the site's base: `/`, `/it/events`, `/404`. */
  path: string;
  /** Whether the page table (or the event's content) says it loads JavaScript. */
  scripts: boolean;
}

/** One change to every prerendered page. */
export interface PageStep {
  name: string;
  run: (html: string, page: PageFile) => string;
}

/** The steps, in the order they must run. `readCss` reads a stylesheet by its `href`. */
export function pageSteps(readCss: (href: string) => string): PageStep[] {
  return [
    {
      name: "inline stylesheets",
      run: (html) => {
        const result = inlineStylesheets(html, readCss);
        if (result === html) throw new Error("the page links no stylesheet to inline");
        return result;
      },
    },
    {
      name: "scripts",
      run: (html, page) => (page.scripts ? deferScripts(html) : withoutScripts(html)),
    },
    { name: "content security policy", run: withPolicyMeta },
  ];
}

/** Runs the steps over a page; an error names the step and the page. */
export function transformPage(html: string, page: PageFile, steps: PageStep[]): string {
  return steps.reduce((current, step) => {
    try {
      return step.run(current, page);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`post-build: step "${step.name}" on ${page.path}: ${message}`);
    }
  }, html);
}

/**
 * Checks that a page declared without JavaScript has none: no module script, no script file, no
 * module preload. React Router's scripts there mean the page table and the layout disagree.
 */
export function withoutScripts(html: string): string {
  const found = /<script[^>]*\b(?:type="module"|src=)[^>]*>|<link rel="modulepreload"/.exec(html);
  if (found) {
    throw new Error(
      `the page table says this page loads no JavaScript, but it has ${found[0]} (app/config/pages.ts)`,
    );
  }
  return html;
}

/**
 * Moves a prerendered page's stylesheets into it: their CSS goes into the marked `<style>`
 * element, and each `<link rel="stylesheet">` becomes `disabled`, so the browser neither waits
 * for nor fetches it and paints at once. The `<link>` elements stay as React rendered them
 * (React matches them by rel and href when it hydrates, and never patches other attributes), so
 * hydration succeeds; a client navigation to another route adds that route's stylesheets, which
 * load as usual.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)];
  if (links.length === 0) return html;
  const marker = `<style ${inlineStylesAttribute}="">`;
  if (!html.includes(`${marker}</style>`)) {
    throw new Error(`the page has no empty <style ${inlineStylesAttribute}> to fill`);
  }
  const css = links.map(([, href = ""]) => readCss(href).trim()).join("\n");
  let result = html;
  for (const [link, href] of links) {
    result = result.replace(link, `<link rel="stylesheet" href="${href}" disabled=""/>`);
  }
  // A function replacement, so that "$" in the CSS is taken literally.
  return result.replace(`${marker}</style>`, () => `${marker}${css}</style>`);
}

/**
 * Starts loading the scripts once the page has painted, instead of while it is being parsed, so
 * that on a slow connection the HTML, the picture that paints largest and the text get the
 * bandwidth first; the page then hydrates a frame later. Two changes:
 * - the `<link rel="modulepreload">` elements go (React adds them back when it hydrates, once
 *   the scripts are loaded: it treats them as hoisted resources, not as elements to match);
 * - React Router's inline module script, which imports the route modules and then the entry,
 *   waits for the first frame and imports them dynamically (same modules, same order).
 * A bootstrap in an unexpected form stops the build rather than leaving the page broken.
 */
export function deferScripts(html: string): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = bootstrap.exec(html);
  if (!match) {
    throw new Error("the page should load JavaScript, but it has no React Router bootstrap");
  }
  const body = match[1] ?? "";
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const namespaces = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)];
  const modules = /window\.__reactRouterRouteModules = \{[^;]*\};/.exec(body)?.[0];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const understood =
    body
      .replace(/^import[ (].*;$|^\s*window\.__reactRouterRouteModules = .*;$|^\s*$/gm, "")
      .trim() === "";
  if (!modules || !entry || namespaces.length === 0 || !understood) {
    throw new Error(
      `deferScripts: React Router's bootstrap script has an unexpected form:\n${body}`,
    );
  }
  const deferred = [
    // After the first frame has painted; a hidden tab, which runs no frames, waits 200 ms.
    "await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, 200); });",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${namespaces.map((m) => m[1]).join(", ")}] = await Promise.all([${namespaces
      .map((m) => `import(${JSON.stringify(m[2])})`)
      .join(", ")}]);`,
    modules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(match[0], () => `<script type="module" async="">${deferred}</script>`);
}
