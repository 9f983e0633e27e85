import { describe, expect, it } from "vitest";
import {
  deferScripts,
  inlineStylesheets,
  pageSteps,
  transformPage,
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

  it("keeps the links React hydrates, disabled so they are neither fetched nor awaited", () => {
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

describe("deferScripts", () => {
  const bootstrap = [
    '<script type="module" async="">import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-2.js";',
    'import * as route1 from "/assets/home-3.js";',
    "  ",
    '  window.__reactRouterRouteModules = {"root":route0,"home-it":route1};',
    "",
    'import("/assets/entry.client-4.js");</script>',
  ].join("\n");
  const html = `${page}<body>${bootstrap}</body>`;
  const result = deferScripts(html);

  it("drops the module preloads", () => {
    expect(result).not.toContain("modulepreload");
  });

  it("imports the same modules in the same order, after the first frame", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";
    const lines = script.split("\n");
    expect(lines[0]).toContain("requestAnimationFrame");
    expect(lines.slice(1)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/home-3.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"home-it":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
  });

  it("stops the build when the bootstrap has a form it does not know", () => {
    const changed = html.replace(
      'import("/assets/entry.client-4.js");',
      'start("/assets/entry.js");',
    );
    expect(() => deferScripts(changed)).toThrow(/unexpected form/);
  });
});

describe("the page steps", () => {
  const steps = pageSteps((href) => css[href] ?? "");
  const plain = page.replace('<link rel="modulepreload" href="/assets/entry.js"/>', "");
  const document = `<html><head><meta charSet="utf-8"/>${plain.slice("<head>".length)}<body><main>Events</main></body></html>`;

  it("run in order: stylesheets, scripts, then the policy over the final inline code", () => {
    expect(steps.map((step) => step.name)).toEqual([
      "inline stylesheets",
      "scripts",
      "content security policy",
    ]);
    const html = transformPage(document, { path: "/events", scripts: false }, steps);
    expect(html).toContain("body{margin:0}");
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    // The filled <style> is hashed, so the policy came after the stylesheets were inlined.
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+'/);
  });

  it("stop the build on a page with no stylesheet, naming the step and the page", () => {
    const bare = document.replace(/<link rel="stylesheet"[^>]+>/g, "");
    expect(() => transformPage(bare, { path: "/it/partners", scripts: false }, steps)).toThrow(
      'post-build: step "inline stylesheets" on /it/partners: the page links no stylesheet',
    );
  });

  it("stop the build when a page expected to load scripts has none", () => {
    expect(() => transformPage(document, { path: "/about", scripts: true }, steps)).toThrow(
      /step "scripts" on \/about: .*no React Router bootstrap/,
    );
  });

  it("stop the build when a page declared without scripts has them", () => {
    const withModule = document.replace(
      "</body>",
      '<script type="module" async="">import("/assets/entry.js");</script></body>',
    );
    expect(() => transformPage(withModule, { path: "/events", scripts: false }, steps)).toThrow(
      /step "scripts" on \/events: the page table says this page loads no JavaScript/,
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
