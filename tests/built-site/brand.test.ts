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

describe("the brand colours in the built styles", () => {
  const pages = [...builtPages(client), "404.html"];

  it.each(pages)("%s declares the brand's tokens in both schemes", (path) => {
    const css = pageStyles(path);
    const dark = css.indexOf("prefers-color-scheme:dark");
    expect(dark).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(tokens.light)) {
      expect(css.slice(0, dark), name).toContain(`${name}:${value}`);
    }
    for (const [name, value] of Object.entries(tokens.dark)) {
      expect(css.slice(dark), name).toContain(`${name}:${value}`);
    }
  });

  it("tints the phone's browser bar with the bar's colour in each scheme", () => {
    const html = readFileSync(join(client, "index.html"), "utf8");
    expect(html).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${identity.brand.primary}"/>`,
    );
    expect(html).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${tokens.dark["--color-bar"]}"/>`,
    );
  });
});
