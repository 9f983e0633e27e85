import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", "..", "assets", "icons");

describe("the footer's social icons", () => {
  // Drawn on the footer, whose colour each chapter's brand decides in each scheme: an icon in a
  // colour of its own (the example's navy) would be the example's on every chapter's site.
  it("are drawn in white only, so that what shows through them is the chapter's footer", () => {
    const icons = readdirSync(folder).filter((name) => name.endsWith(".svg"));
    expect(icons.length).toBeGreaterThan(0);
    for (const name of icons) {
      const svg = readFileSync(join(folder, name), "utf8");
      const colours = [...svg.matchAll(/(?:fill|stroke|stop-color|color)\s*[=:]\s*"?([^"\s;>]+)/g)]
        .map((match) => match[1]!.toLowerCase())
        .filter((colour) => !["none", "#fff", "#ffffff", "white", "currentcolor"].includes(colour));
      expect(colours, name).toEqual([]);
      expect(svg, name).not.toMatch(/<style|rgb\(|hsl\(/i);
    }
  });
});
