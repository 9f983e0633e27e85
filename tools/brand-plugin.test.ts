import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandTokens, exampleBrand } from "../app/lib/brand";
import { withBrandColours } from "./brand-plugin";

const globalCss = readFileSync(join(import.meta.dirname, "../app/styles/global.css"), "utf8");
const darkStart = globalCss.indexOf("@media (prefers-color-scheme: dark)");

describe("withBrandColours", () => {
  it("declares every brand token in global.css with the example chapter's colours", () => {
    expect(withBrandColours(globalCss, brandTokens(exampleBrand))).toBe(globalCss);
  });

  it("writes another chapter's colours into both schemes' tokens", () => {
    const tokens = brandTokens({ primary: "#0b6e4f", accent: "#f5a623" });
    const css = withBrandColours(globalCss, tokens);
    const [light, dark] = [css.slice(0, darkStart), css.slice(darkStart)];
    expect(light).toContain("--color-bar: #0b6e4f;");
    expect(light).toContain("--color-action: #f5a623;");
    expect(dark).toContain(`--color-bar: ${tokens.dark["--color-bar"]};`);
    expect(css).not.toContain("#1b4f9c");
    expect(css).not.toContain("#ffd23f");
  });

  it("stops on a token the stylesheet no longer declares", () => {
    const tokens = brandTokens(exampleBrand);
    expect(() =>
      withBrandColours(globalCss.replace("--color-action:", "--color-main-action:"), tokens),
    ).toThrow("global.css: the light scheme does not declare --color-action as a colour");
  });
});
