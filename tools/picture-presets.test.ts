import { describe, expect, it } from "vitest";
import { picturePresets } from "../app/config/pictures.ts";
import { pictureDirectives } from "./picture-presets";

describe("pictureDirectives", () => {
  it("expands a preset into widths, modern formats with a JPEG fallback, and picture output", () => {
    const directives = pictureDirectives(new URL("file:///photos/a.jpg?picture=hero"));
    expect(directives.get("w")).toBe(picturePresets.hero.join(";"));
    expect(directives.get("format")).toBe("avif;webp;jpeg");
    expect(directives.get("as")).toBe("picture");
  });

  it("makes a 1200 × 630 JPEG for social cards", () => {
    const directives = pictureDirectives(new URL("file:///photos/a.jpg?social"));
    expect(Object.fromEntries(directives)).toMatchObject({
      w: "1200",
      h: "630",
      fit: "cover",
      format: "jpeg",
    });
  });

  it("leaves other imports alone", () => {
    expect([...pictureDirectives(new URL("file:///photos/a.jpg?url")).keys()]).toEqual([]);
  });

  it("names the file and the presets when the preset is unknown", () => {
    expect(() => pictureDirectives(new URL("file:///photos/a.jpg?picture=huge"))).toThrow(
      /\/photos\/a\.jpg: unknown picture preset "huge"; use one of hero, card, logo/,
    );
  });
});
