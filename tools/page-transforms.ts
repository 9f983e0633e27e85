/**
 * Changes to the prerendered pages that make them paint before any stylesheet or script has
 * loaded, without changing what React hydrates (see docs/decisions/0007).
 */
import { inlineStylesAttribute } from "../app/lib/inline-styles.ts";

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
  if (!match) return html;
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
