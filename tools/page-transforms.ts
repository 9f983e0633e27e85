/**
 * Changes to the prerendered pages, run as one ordered list of named steps (`pageSteps`): the
 * stylesheets go into the page so it paints before any request (docs/decisions/0007), a page that
 * holds a widget gets its island's script, started after the first paint, and no page any other
 * script (docs/decisions/0018, 0021), and the Content-Security-Policy, which hashes the inline code the steps
 * before it leave, goes in last. A step that finds nothing to do where it expected work stops the
 * build, naming the step and the page.
 */
import { islandAttribute } from "../app/config/islands.ts";
import { inlineStylesAttribute } from "../app/lib/inline-styles.ts";
import { withPolicyMeta } from "./security.ts";

/** A prerendered page, as the steps see it. */
export interface PageFile {
  /** Its URL path below the site's base: `/`, `/it/events`, `/404`. */
  path: string;
}

/** One change to every prerendered page. */
export interface PageStep {
  name: string;
  run: (html: string, page: PageFile) => string;
}

/**
 * The steps, in the order they must run. `readCss` reads a stylesheet by its `href`;
 * `islandScripts` gives the URLs of an island's script files, its entry first (none for a name
 * the build made no island of).
 */
export function pageSteps(
  readCss: (href: string) => string,
  islandScripts: (island: string) => readonly string[] | undefined,
): PageStep[] {
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
      run: (html) => withIslandScripts(withoutScripts(html), islandScripts),
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
 * Checks that a page holds no script file, module script or module preload: the layout renders
 * none of React Router's scripts (app/root.tsx), so one here is a mistake to stop on.
 */
export function withoutScripts(html: string): string {
  const found = /<script[^>]*\b(?:type="module"|src=)[^>]*>|<link rel="modulepreload"/.exec(html);
  if (found) {
    throw new Error(
      `the page should load no script file but its island's, and it has ${found[0]} (app/root.tsx)`,
    );
  }
  return html;
}

/** The islands a page holds (components/island/island.tsx), by name. */
export function islandsIn(html: string): string[] {
  const pattern = new RegExp(`<div ${islandAttribute}="([^"]+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/**
 * Gives a page the scripts of the islands it holds, and nothing to a page that holds none: what
 * the page rendered on the day of the build is the one decision of whether it runs a widget (an
 * event page whose sections have all ended shows no dots, so it holds no island and loads no
 * script; decision 0021). One small inline module script, once the page has loaded and painted,
 * imports the islands' files all at once (each entry and what it imports, so that none waits for
 * another). Loading them after the page's load event leaves the bandwidth of a slow connection
 * to the HTML, the largest picture and the text (docs/decisions/0007); the widget works as
 * static HTML until then. An island the build made no script for stops the build.
 */
export function withIslandScripts(
  html: string,
  islandScripts: (island: string) => readonly string[] | undefined,
): string {
  const islands = islandsIn(html);
  if (islands.length === 0) return html;
  const files = islands.flatMap((island) => {
    const scripts = islandScripts(island);
    if (!scripts?.length) {
      throw new Error(
        `the page holds the island "${island}", which has no script file (app/config/islands.ts, app/islands/)`,
      );
    }
    return scripts;
  });
  const loader = [
    // Once the page's pictures are in (its load event), so that the island's files never take
    // bandwidth from the picture that paints largest; then after a frame (a hidden tab, which
    // runs no frames, waits 200 ms).
    'await new Promise((resolve) => { if (document.readyState === "complete") resolve(); else addEventListener("load", resolve, { once: true }); });',
    "await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve)); setTimeout(resolve, 200); });",
    `await Promise.all([${[...new Set(files)].map((file) => `import(${JSON.stringify(file)})`).join(", ")}]);`,
  ].join("\n");
  if (!html.includes("</body>")) throw new Error("the page has no </body>");
  return html.replace("</body>", () => `<script type="module">${loader}</script></body>`);
}

/**
 * Moves a prerendered page's stylesheets into it: their CSS goes into the marked `<style>`
 * element, and each `<link rel="stylesheet">` becomes `disabled`, so the browser neither waits
 * for nor fetches it and paints at once. The `<link>` elements stay, disabled, as a record of
 * where the page's styles come from.
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
