/**
 * The chapter's brand colours (identity.yaml, `brand`) reach the built styles: every page's
 * stylesheet declares the colour tokens config/brand.ts derives from them, in both schemes, and
 * the browser's bar takes the bar's colour (decision 0034).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandTokens } from "../../app/config/brand";
import { readContent } from "../../app/server/content.server";
import { builtPages } from "../e2e/support";

const root = join(import.meta.dirname, "..", "..");
const client = join(root, "build", "client");
const identity = readContent(root).content?.identity;
if (!identity) throw new Error("the chapter's content has mistakes: run npm run build to see them");
const tokens = brandTokens(identity.brand);

/** A page's inline styles (tools/page-transforms.ts writes them into its head). */
function pageStyles(path: string): string {
  const file = join(client, path, path.endsWith(".html") ? "" : "index.html");
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}

/** A colour as the browser computes it, however the stylesheet spells it (`#060`, `red`,
 * `#006600`): `rgb(0, 102, 0)`, by jsdom's styles (vitest.built-site.config.ts). Its style
 * attribute writes hexadecimal colours so already; a named colour takes the computed style,
 * which jsdom works out in milliseconds: each spelling once. */
function computed(colour: string): string {
  const known = computedColours.get(colour);
  if (known !== undefined) return known;
  probe ??= document.body.appendChild(document.createElement("span"));
  probe.style.color = colour;
  const value = probe.style.color.startsWith("rgb")
    ? probe.style.color
    : getComputedStyle(probe).color;
  computedColours.set(colour, value);
  return value;
}
const computedColours = new Map<string, string>();
let probe: HTMLSpanElement | undefined;

/** The colour tokens a piece of a stylesheet declares for the whole page (`:root`, not a
 * component's own values), by name, as computed colours. */
function declaredColours(css: string): Map<string, string> {
  const root = [...css.matchAll(/:root\{([^}]*)\}/g)].map((match) => match[1]).join(";");
  return new Map(
    [...root.matchAll(/(--color-[a-z-]+):([^;}]+)/g)].map(([, name = "", value = ""]) => [
      name,
      computed(value.trim()),
    ]),
  );
}

describe("the brand colours in the built styles", () => {
  const pages = [...builtPages(client), "404.html"];
  const expected = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, computed(value)]));

  it.each(pages)("%s declares the brand's tokens in both schemes", (path) => {
    const css = pageStyles(path);
    const dark = css.indexOf("prefers-color-scheme:dark");
    expect(dark).toBeGreaterThan(0);
    const [light, darkScheme] = [css.slice(0, dark), css.slice(dark)].map(declaredColours);
    expect(
      Object.fromEntries(Object.keys(tokens.light).map((name) => [name, light?.get(name)])),
    ).toEqual(expected(tokens.light));
    expect(
      Object.fromEntries(Object.keys(tokens.dark).map((name) => [name, darkScheme?.get(name)])),
    ).toEqual(expected(tokens.dark));
  });

  it("tints the phone's browser bar with the bar's colour in each scheme", () => {
    const html = new DOMParser().parseFromString(
      readFileSync(join(client, "index.html"), "utf8"),
      "text/html",
    );
    const themeColour = (scheme: string) =>
      computed(
        html
          .querySelector(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)
          ?.getAttribute("content") ?? "",
      );
    expect(themeColour("light")).toBe(computed(identity.brand.primary));
    expect(themeColour("dark")).toBe(computed(tokens.dark["--color-bar"] ?? ""));
  });
});
