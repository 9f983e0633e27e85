/**
 * The chapter's brand colours (identity.yaml, `brand`) reach the built styles: every page's
 * stylesheet declares the colour tokens lib/brand.ts derives from them, in both schemes, and
 * the browser's bar takes the bar's colour (decision 0034).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandTokens } from "../../app/lib/brand";
import { readContent } from "../../app/server/content.server";
import { builtPages } from "../e2e/support";
import { cssColour, rootColours } from "../support/css-colour";

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

describe("the brand colours in the built styles", () => {
  const pages = [...builtPages(client), "404.html"];
  const expected = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, cssColour(value)]));

  it.each(pages)("%s declares the brand's tokens in both schemes", (path) => {
    const css = pageStyles(path);
    const dark = css.indexOf("prefers-color-scheme:dark");
    expect(dark).toBeGreaterThan(0);
    const [light, darkScheme] = [css.slice(0, dark), css.slice(dark)].map(rootColours);
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
      cssColour(
        html
          .querySelector(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)
          ?.getAttribute("content") ?? "",
      );
    expect(themeColour("light")).toBe(cssColour(identity.brand.primary));
    expect(themeColour("dark")).toBe(cssColour(tokens.dark["--color-bar"] ?? ""));
  });
});
