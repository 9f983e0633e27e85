import { describe, expect, it } from "vitest";
import { brandContrastProblems, brandTokens, contrastRatio, exampleBrand } from "./brand";

describe("contrastRatio", () => {
  it("is WCAG 2's: 21:1 for black on white, 1:1 for a colour on itself, either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1b4f9c", "#1b4f9c")).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("brandTokens", () => {
  it("gives the example chapter's palette for the example chapter's colours", () => {
    const { light, dark } = brandTokens(exampleBrand);
    expect(light["--color-bar"]).toBe("#1b4f9c");
    expect(light["--color-action"]).toBe("#ffd23f");
    expect(light["--color-deep"]).toBe("#16284a");
    expect(dark["--color-bar"]).toBe("#13284b");
    expect(dark["--color-link"]).toBe("#9ec3ff");
  });

  it("follows another chapter's colours, in both schemes", () => {
    const { light, dark } = brandTokens({ primary: "#0B6E4F", accent: "#F5A623" });
    expect(light["--color-bar"]).toBe("#0b6e4f");
    expect(light["--color-action"]).toBe("#f5a623");
    // The derived shades take the green's hue: more green than red or blue.
    for (const shade of [light["--color-deep"], dark["--color-bar"], dark["--color-link"]]) {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(shade?.slice(at, at + 2) ?? "", 16));
      expect(g, shade).toBeGreaterThan(Math.max(r ?? 0, b ?? 0));
    }
  });
});

describe("brandContrastProblems", () => {
  it("accepts the example chapter's colours and other dark brands", () => {
    expect(brandContrastProblems(exampleBrand)).toEqual([]);
    expect(brandContrastProblems({ primary: "#0b6e4f", accent: "#ffd23f" })).toEqual([]);
    expect(brandContrastProblems({ primary: "#7a1f5c", accent: "#f5a623" })).toEqual([]);
  });

  it("refuses a primary colour too light for white text, naming the pair, the scheme and the ratio", () => {
    const problems = brandContrastProblems({ primary: "#5b9bd5", accent: "#ffd23f" });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe("primary");
    expect(problems[0]?.message).toMatch(
      /^links \(#5b9bd5\) on a grey panel \(#[0-9a-f]{6}\) in the light scheme: contrast 2\.\d\d:1, below 4\.5:1; choose another primary colour$/,
    );
  });

  it("refuses an accent too dark for the main action's dark text, in both schemes", () => {
    const problems = brandContrastProblems({ primary: "#1b4f9c", accent: "#888800" });
    expect(problems).toEqual([
      {
        field: "accent",
        message:
          "dark text (#1b1f27) on the main action (#888800) in both colour schemes: contrast 4.37:1, below 4.5:1; choose another accent colour",
      },
    ]);
  });
});
