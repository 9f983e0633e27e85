import { describe, expect, it } from "vitest";
import { pictureUses } from "../config/pictures";
import { brandPictureSizes, brandPictureSvg, mixColours } from "./brand-pictures";

describe("the pictures a new chapter starts with", () => {
  const brand = { primary: "#006600", accent: "#ff0000" };

  it("are drawn in the brand's colours, and in no colour of the example's brand", () => {
    for (const picture of ["banner", "photo-1", "photo-2"] as const) {
      const svg = brandPictureSvg(picture, brand);
      expect(svg).toContain(brand.primary);
      expect(svg).toContain(brand.accent);
      expect(svg).not.toMatch(/#1b4f9c|#ffd23f/i);
      const { width, height } = brandPictureSizes[picture];
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    }
  });

  it("are as large as the home page asks its banner and photos to be", () => {
    const { banner, photo } = pictureUses;
    for (const [size, minimum] of [
      [brandPictureSizes.banner, banner.minimum],
      [brandPictureSizes["photo-1"], photo.minimum],
      [brandPictureSizes["photo-2"], photo.minimum],
    ] as const) {
      expect(size.width).toBeGreaterThanOrEqual(minimum.width);
      expect(size.height).toBeGreaterThanOrEqual(minimum.height);
    }
  });

  it("are the same drawing at every run", () => {
    expect(brandPictureSvg("banner", brand)).toBe(brandPictureSvg("banner", brand));
  });

  it("mixes colours by their channels", () => {
    expect(mixColours("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixColours("#006600", "#ffffff", 0)).toBe("#006600");
  });
});
