import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  brandContrastProblems,
  brandPairs,
  brandTokens,
  contrastRatio,
  exampleBrand,
  pairs,
  type Brand,
} from "./brand";

/** WCAG 2's contrast, computed here again from its definition. */
function wcagContrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The colour a refusal suggests for its field. */
const suggested = (message: string) =>
  /the nearest that passes is (#[0-9a-f]{6})/.exec(message)?.[1];

/** A brand as the board ends up with it: the suggested colour taken for each refused field. */
function settled(brand: Brand): Brand {
  let current = brand;
  for (let round = 0; round < 3; round++) {
    const problems = brandContrastProblems(current);
    if (problems.length === 0) return current;
    for (const { field, message } of problems) {
      const colour = suggested(message);
      expect(colour, message).toBeDefined();
      current = { ...current, [field]: colour };
    }
  }
  throw new Error(`no colours pass from ${JSON.stringify(brand)}`);
}

/** Very different brands: the example's, a chapter's green and red, pure red, yellow, a pale
 * pastel, near-black, cyan, magenta. */
const brands: Record<string, Brand> = {
  example: exampleBrand,
  "green and red": { primary: "#006600", accent: "#ff0000" },
  "pure red": { primary: "#ff0000", accent: "#ff0000" },
  yellow: { primary: "#ffff00", accent: "#ffcc00" },
  "pale pastel": { primary: "#fbe3e8", accent: "#c9f2e0" },
  "near-black": { primary: "#111111", accent: "#1a1a1a" },
  cyan: { primary: "#00ffff", accent: "#00e5ff" },
  magenta: { primary: "#ff00ff", accent: "#ff00ff" },
};

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
    expect(light["--color-heading"]).toBe("#123a75");
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

  it("derives headings from a light primary darker than it, readable on panels", () => {
    const { light } = brandTokens({ primary: "#006600", accent: "#ff0000" });
    const heading = light["--color-heading"] ?? "";
    expect(wcagContrast(heading, "#ffffff")).toBeGreaterThan(wcagContrast("#006600", "#ffffff"));
    expect(wcagContrast(heading, light["--color-surface"] ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it("derives each red accent's own shades, not one shade for every red", () => {
    const accents = ["#ff0000", "#ff6666", "#ffb3b3"].map(
      (accent) => brandTokens({ primary: "#006600", accent }).light["--color-accent"],
    );
    expect(new Set(accents).size).toBe(3);
  });
});

describe("every pair of very different brands, as the board ends up with them", () => {
  it.each(Object.entries(brands))(
    "%s: every text reads on its ground, in both schemes",
    (_, brand) => {
      const colours = settled(brand);
      const tokens = brandTokens(colours);
      const low = brandPairs(colours)
        .filter((p) => wcagContrast(p.fg, p.bg) < p.minimum)
        .map((p) => `${p.text} ${p.fg} on ${p.on} ${p.bg} (${p.scheme})`);
      expect(low).toEqual([]);
      // Every token is a colour, in both schemes, and the chosen colours are kept as given.
      for (const scheme of [tokens.light, tokens.dark]) {
        for (const value of Object.values(scheme)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(tokens.light["--color-bar"]).toBe(colours.primary);
      expect(tokens.light["--color-action"]).toBe(colours.accent);
    },
  );

  it("keeps the colours a board chose when they pass, and moves only what fails", () => {
    expect(settled(exampleBrand)).toEqual(exampleBrand);
    expect(settled(brands["green and red"]!)).toEqual(brands["green and red"]);
    const red = settled(brands["pure red"]!);
    expect(red.accent).toBe("#ff0000");
    expect(red.primary).not.toBe("#ff0000");
  });
});

describe("brandContrastProblems", () => {
  it("accepts the example chapter's colours and other brands whose shades can be derived", () => {
    for (const brand of [
      exampleBrand,
      { primary: "#0b6e4f", accent: "#ffd23f" },
      { primary: "#7a1f5c", accent: "#f5a623" },
      { primary: "#006600", accent: "#ff0000" },
      { primary: "#006600", accent: "#ff6666" },
      { primary: "#006600", accent: "#ffb3b3" },
      // Dark text on it is darkened until it reads.
      { primary: "#1b4f9c", accent: "#888800" },
    ]) {
      expect(brandContrastProblems(brand), brand.accent).toEqual([]);
    }
  });

  it("refuses a primary colour too light for white text, naming every failing pair and the nearest that passes", () => {
    const problems = brandContrastProblems({ primary: "#5b9bd5", accent: "#ffd23f" });
    expect(problems.map(({ field }) => field)).toEqual(["primary"]);
    const message = problems[0]?.message ?? "";
    expect(message).toMatch(
      /^white text \(#ffffff\) on the bar and the bands \(#5b9bd5\) in the light scheme: contrast 2\.\d\d:1, below 4\.5:1; /,
    );
    expect(message).toMatch(
      /muted text \(#[0-9a-f]{6}\) on the bands \(#5b9bd5\) in the light scheme/,
    );
    expect(message).toMatch(
      /; choose another primary colour: the nearest that passes is #[0-9a-f]{6}$/,
    );
    const nearest = suggested(message) ?? "";
    expect(brandContrastProblems({ primary: nearest, accent: "#ffd23f" })).toEqual([]);
    // The nearest: a step lighter in its hue fails again.
    expect(wcagContrast("#ffffff", nearest)).toBeLessThan(4.7);
  });

  it("refuses an accent too dark for any dark text, in both schemes, with the nearest that passes", () => {
    const problems = brandContrastProblems({ primary: "#006600", accent: "#cc0000" });
    expect(problems).toEqual([
      {
        field: "accent",
        message: expect.stringMatching(
          /^dark text \(#[0-9a-f]{6}\) on the main action under the pointer \(#cc0000\) in both colour schemes: contrast \d\.\d+:1, below 4\.5:1; choose another accent colour: the nearest that passes is #[0-9a-f]{6}$/,
        ),
      },
    ]);
    const nearest = suggested(problems[0]?.message ?? "") ?? "";
    expect(brandContrastProblems({ primary: "#006600", accent: nearest })).toEqual([]);
  });

  it("tells the accent nothing that a passing primary colour would mend", () => {
    const problems = brandContrastProblems({ primary: "#ffff00", accent: "#ffcc00" });
    expect(problems.map(({ field }) => field)).toEqual(["primary"]);
  });
});

describe("the pairs", () => {
  /** The brand tokens of app/styles/global.css, and its other colour tokens' values. */
  const globalCss = readFileSync(join(import.meta.dirname, "../styles/global.css"), "utf8");
  const brandTokenNames = new Set(
    Object.values(brandTokens(exampleBrand)).flatMap((scheme) => Object.keys(scheme)),
  );
  const otherTokens = new Map(
    [...globalCss.matchAll(/(--color-[a-z-]+):\s*(#[0-9a-f]{6})/g)]
      .filter(([, name]) => !brandTokenNames.has(name ?? ""))
      .map(([, name, value]) => [name, value]),
  );
  const refs = (side: "fg" | "bg") =>
    pairs.flatMap((p) => {
      const walk = (ref: (typeof pairs)[number]["fg"]): string[] =>
        typeof ref === "string" ? [ref] : "token" in ref ? [ref.token] : walk(ref.over);
      return walk(p[side]);
    });
  const foregrounds = new Set(refs("fg"));
  const grounds = new Set(refs("bg"));

  /** Every rule of the site's stylesheets (the innermost blocks), with its colour declarations. */
  const stylesheets = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return stylesheets(path);
      return name.endsWith(".css") ? [path] : [];
    });
  const rules = stylesheets(join(import.meta.dirname, "..")).flatMap((file) =>
    [
      ...readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .matchAll(/([^{}]+)\{([^{}]*)\}/g),
    ].map(([, selector = "", body = ""]) => {
      const declarations = body
        .split(";")
        .map((declaration) => declaration.split(":").map((part) => part.trim()))
        .filter(([property]) => property);
      /** The colour a declaration's value names: a brand token, or another token's value. */
      const colourIn = (value = "") => {
        const token = /^var\((--color-[a-z-]+)\)$/.exec(value)?.[1];
        if (token) return brandTokenNames.has(token) ? token : otherTokens.get(token);
        return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined;
      };
      const texts = declarations
        .filter(
          ([property]) =>
            property === "color" ||
            /^--(color|action)-[a-z-]*(color|text|muted|heading|link|hover)/.test(property ?? ""),
        )
        .map(([property, value]) => ({ property, colour: colourIn(value) }));
      const ground = declarations
        .filter(([property]) => property === "background" || property === "background-color")
        .map(([, value]) => colourIn(value))
        .find(Boolean);
      const where = `${relative(join(import.meta.dirname, "../.."), file)}: ${selector.trim()}`;
      return { where, selector, texts, ground };
    }),
  );

  it("cover every brand colour a stylesheet draws text in", () => {
    const uncovered = rules.flatMap(({ where, texts }) =>
      texts
        .filter(({ colour }) => colour && brandTokenNames.has(colour) && !foregrounds.has(colour))
        .map(({ colour }) => `${where}: ${colour}`),
    );
    expect(uncovered).toEqual([]);
  });

  it("cover every brand colour a stylesheet draws text on, with the colours of that text", () => {
    const uncovered = rules
      .filter(
        ({ ground, selector }) =>
          ground && brandTokenNames.has(ground) && !/::?(before|after|marker)/.test(selector),
      )
      .flatMap(({ where, ground, texts }) => {
        if (!grounds.has(ground ?? "")) return [`${where}: text on ${ground}`];
        return texts
          .filter(({ colour }) => colour && !brandTokenNames.has(colour))
          .filter(
            ({ colour }) =>
              !pairs.some(
                (p) =>
                  p.fg === colour &&
                  typeof p.bg !== "string" &&
                  "token" in p.bg &&
                  p.bg.token === ground,
              ),
          )
          .map(({ colour }) => `${where}: ${colour} on ${ground}`);
      });
    expect(uncovered).toEqual([]);
  });
});
