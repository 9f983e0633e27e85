import { describe, expect, it } from "vitest";
import {
  inlineStylesheets,
  islandsIn,
  pageSteps,
  transformPage,
  withIslandScripts,
  withoutScripts,
} from "./page-transforms";

const page = [
  "<head>",
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="stylesheet" href="/assets/home.css"/>',
  '<style data-inline-styles=""></style>',
  "</head>",
].join("");

const css: Record<string, string> = {
  "/assets/root.css": "body{margin:0}\n",
  "/assets/home.css": '.a::after{content:"$&"}',
};

describe("inlineStylesheets", () => {
  const result = inlineStylesheets(page, (href) => css[href] ?? "");

  it("puts the stylesheets into the page, in order, with $ taken literally", () => {
    expect(result).toContain(
      '<style data-inline-styles="">body{margin:0}\n.a::after{content:"$&"}</style>',
    );
  });

  it("keeps the links, disabled so they are neither fetched nor awaited", () => {
    expect(result).toContain('<link rel="stylesheet" href="/assets/root.css" disabled=""/>');
    expect(result).toContain('<link rel="stylesheet" href="/assets/home.css" disabled=""/>');
    expect(result).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("refuses a page without the element to fill", () => {
    expect(() =>
      inlineStylesheets(page.replace('<style data-inline-styles=""></style>', ""), () => ""),
    ).toThrow(/no empty <style data-inline-styles>/);
  });
});

const carousel =
  '<div data-island="team-carousel" class="island"><div>cards</div></div>' +
  '<script type="application/json" data-island-props="team-carousel">{}</script>';
const islandFiles = (island: string) =>
  ["team-carousel", "section-navigation"].includes(island)
    ? [`/assets/island-${island}.js`, "/assets/react.js"]
    : undefined;

describe("withIslandScripts", () => {
  const html = `<html><body><main>${carousel}</main></body></html>`;

  it("finds the islands a page holds", () => {
    expect(islandsIn(html)).toEqual(["team-carousel"]);
    expect(islandsIn("<main></main>")).toEqual([]);
  });

  it("imports every file of the page's island at once, after the load event and a frame", () => {
    const result = withIslandScripts(html, islandFiles);
    const script = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(result)?.[1] ?? "";
    const lines = script.split("\n");
    expect(lines[0]).toContain('addEventListener("load"');
    expect(lines[1]).toContain("requestAnimationFrame");
    expect(lines[2]).toBe(
      'await Promise.all([import("/assets/island-team-carousel.js"), import("/assets/react.js")]);',
    );
  });

  it("gives no script to a page that holds no island, whatever page it is", () => {
    // An event page whose sections have all ended shows no dots: nothing to load (decision 0021).
    const empty = "<html><body><main></main></body></html>";
    expect(withIslandScripts(empty, islandFiles)).toBe(empty);
  });

  it("gives a page holding two islands the files of both, each once", () => {
    const dots =
      '<div data-island="section-navigation" class="island"><nav>dots</nav></div>' +
      '<script type="application/json" data-island-props="section-navigation">{}</script>';
    const both = withIslandScripts(`<html><body>${carousel}${dots}</body></html>`, islandFiles);
    expect(both).toContain(
      'await Promise.all([import("/assets/island-team-carousel.js"), import("/assets/react.js"), import("/assets/island-section-navigation.js")]);',
    );
  });

  it("stops the build when a page holds an island the build made no script for", () => {
    const unknown = html.replaceAll("team-carousel", "photo-wall");
    expect(() => withIslandScripts(unknown, islandFiles)).toThrow(
      /holds the island "photo-wall", which has no script file/,
    );
  });
});

describe("the page steps", () => {
  const steps = pageSteps((href) => css[href] ?? "", islandFiles);
  const plain = page.replace('<link rel="modulepreload" href="/assets/entry.js"/>', "");
  const document = `<html><head><meta charSet="utf-8"/>${plain.slice("<head>".length)}<body><main>Events</main></body></html>`;

  it("run in order: stylesheets, scripts, then the policy over the final inline code", () => {
    expect(steps.map((step) => step.name)).toEqual([
      "inline stylesheets",
      "scripts",
      "content security policy",
    ]);
    const html = transformPage(document, { path: "/events" }, steps);
    expect(html).toContain("body{margin:0}");
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    // The filled <style> is hashed, so the policy came after the stylesheets were inlined.
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+'/);
  });

  it("stop the build on a page with no stylesheet, naming the step and the page", () => {
    const bare = document.replace(/<link rel="stylesheet"[^>]+>/g, "");
    expect(() => transformPage(bare, { path: "/it/partners" }, steps)).toThrow(
      'post-build: step "inline stylesheets" on /it/partners: the page links no stylesheet',
    );
  });

  it("give a page with its island the island's script, and hash it into the policy", () => {
    const withCarousel = document.replace("<main>Events</main>", `<main>${carousel}</main>`);
    const html = transformPage(withCarousel, { path: "/about" }, steps);
    expect(html).toContain('import("/assets/island-team-carousel.js")');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(policy).toMatch(/script-src [^;]*'sha256-/);
  });

  it("stop the build when a page has a script file of React Router's", () => {
    const withModule = document.replace(
      "</body>",
      '<script type="module" async="">import("/assets/entry.js");</script></body>',
    );
    expect(() => transformPage(withModule, { path: "/events" }, steps)).toThrow(
      /step "scripts" on \/events: the page should load no script file but its island's/,
    );
  });
});

describe("withoutScripts", () => {
  it("lets inline scripts and data through", () => {
    const html = '<script>(function(){})()</script><script type="application/ld+json">{}</script>';
    expect(withoutScripts(html)).toBe(html);
  });

  it("refuses a script file or a module preload", () => {
    expect(() => withoutScripts('<script src="/assets/a.js"></script>')).toThrow();
    expect(() => withoutScripts('<link rel="modulepreload" href="/a.js"/>')).toThrow();
  });
});
