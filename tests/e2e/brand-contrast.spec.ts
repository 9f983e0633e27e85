/**
 * The palette derived from very different brand colours reads on the pages themselves: the
 * fixture build's pages that show the most brand colours (the hero, the bands, panels, cards, an
 * event's header, the bar, the footer), with the colour tokens of another brand put in their
 * stylesheet as the build would write them (app/lib/brand.ts), scanned by axe's colour rules
 * in the light and the dark scheme. The brands are the Lisbon chapter's green and red, and an
 * olive and magenta one (a yellow primary colour moved to the nearest that passes, as the board
 * is told to).
 */
import { brandContrastProblems, brandTokens, type Brand, type BrandTokens } from "~/lib/brand";
import { expect, test } from "./fixtures";
import { colourRules, computedColour, expectNoSeriousViolations, scrollThrough } from "./support";

/** A brand as the board ends up with it: each refused colour replaced by the one suggested. */
function settled(brand: Brand): Brand {
  const moved = { ...brand };
  for (const { field, message } of brandContrastProblems(brand)) {
    const nearest = /the nearest that passes is (#[0-9a-f]{6})/.exec(message)?.[1];
    if (!nearest) throw new Error(message);
    moved[field] = nearest;
  }
  expect(brandContrastProblems(moved)).toEqual([]);
  return moved;
}

const brands: Record<string, Brand> = {
  "green and red": { primary: "#006600", accent: "#ff0000" },
  "olive and magenta": settled({ primary: "#ffff00", accent: "#ff00ff" }),
};

/** The tokens of a brand as a stylesheet, after the page's own, in both schemes. */
const stylesheet = ({ light, dark }: BrandTokens) => {
  const declarations = (tokens: Record<string, string>) =>
    Object.entries(tokens)
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
  return `:root{${declarations(light)}}@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`;
};

/** Pages that show the most of the palette on the fixture's day, with the brands each is scanned
 * in: the home page (the hero, the bands, panels, figures) in both, the others in one each. */
const pages: Record<string, string[]> = {
  "/": Object.keys(brands),
  "/student-tech-clash": ["green and red"],
  "/about": ["green and red"],
  "/events": ["olive and magenta"],
  "/partners": ["olive and magenta"],
};

// The stylesheet is added to the page from the test, as no build of it would be.
test.use({ bypassCSP: true });

for (const [path, names] of Object.entries(pages)) {
  test(`${path} reads in both schemes with the brand colours ${names.join(", then ")}`, async ({
    page,
  }) => {
    const bar = () =>
      page
        .locator("header")
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
    await page.goto(path);
    await scrollThrough(page);
    for (const name of names) {
      const brand = brands[name] as Brand;
      const tokens = brandTokens(brand);
      await page.emulateMedia({ colorScheme: "light" });
      await page.addStyleTag({ content: stylesheet(tokens) });
      await expect.poll(bar).toBe(computedColour(brand.primary));
      await expectNoSeriousViolations(page, colourRules);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await bar()).toBe(computedColour(tokens.dark["--color-bar"] ?? ""));
      await expectNoSeriousViolations(page, colourRules);
    }
  });
}
