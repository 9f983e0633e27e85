import { describe, expect, it } from "vitest";
import { deferScripts, inlineStylesheets } from "./page-transforms";

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
