import sharp from "sharp";
import { applyTransforms, builtins, generateTransforms } from "vite-imagetools";
import { describe, expect, it } from "vitest";
import { picturePresets } from "../app/config/pictures.ts";
import {
  imageDirectives,
  pictureDirectives,
  pictureTransforms,
  presetWidthsWithin,
} from "./picture-presets";

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

  it("keeps the focal point a social card's import gives", () => {
    const directives = pictureDirectives(new URL("file:///photos/a.jpg?social&focus=0.7,0.45"));
    expect(directives.get("focus")).toBe("0.7,0.45");
    expect(pictureDirectives(new URL("file:///photos/a.jpg?social")).has("focus")).toBe(false);
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

describe("the focal point's crop", () => {
  /** A wide picture, grey, with a red band along its right edge: what a middle crop cuts off. */
  const wide = () =>
    sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#808080" } })
      .composite([
        {
          input: { create: { width: 300, height: 1000, channels: 3, background: "#ff0000" } },
          left: 2700,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

  /** The social card the image pipeline makes of `input` with the import's query, and the
   * colour of its right edge's middle pixel. */
  async function socialCard(input: Buffer, query: string) {
    const directives = Object.fromEntries(pictureDirectives(new URL(`file:///a.png?${query}`)));
    const { transforms } = generateTransforms(
      directives,
      pictureTransforms(builtins),
      new URLSearchParams(),
    );
    const { image } = await applyTransforms(transforms, sharp(input));
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const offset = (Math.floor(info.height / 2) * info.width + info.width - 1) * info.channels;
    return { width: info.width, height: info.height, edge: [...data.subarray(offset, offset + 3)] };
  }

  it("cuts the region that holds the focal point before resizing, where a middle crop loses it", async () => {
    const input = await wide();
    const middle = await socialCard(input, "social");
    const right = await socialCard(input, "social&focus=1,0.5");
    expect([middle.width, middle.height, right.width, right.height]).toEqual([
      1200, 630, 1200, 630,
    ]);
    expect(middle.edge).toEqual([128, 128, 128]);
    expect(right.edge).toEqual([255, 0, 0]);
  });

  it("comes right after the picture is turned the right way up", () => {
    const names = pictureTransforms(builtins).map((factory) => factory.name);
    expect(names.slice(0, 2)).toEqual(["autoOrient", "focusTransform"]);
  });

  it("names a focal point that is not two numbers between 0 and 1", () => {
    const directives = Object.fromEntries(
      pictureDirectives(new URL("file:///a.png?social&focus=1.5,0.5")),
    );
    expect(() =>
      generateTransforms(directives, pictureTransforms(builtins), new URLSearchParams()),
    ).toThrow(/focus=1\.5,0\.5: a focal point is two numbers between 0 and 1/);
  });
});

describe("an art-directed crop", () => {
  /** A wide picture, grey, with a red band along its right edge (as above), 3000 × 1000. */
  const wide = () =>
    sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#808080" } })
      .composite([
        {
          input: { create: { width: 300, height: 1000, channels: 3, background: "#ff0000" } },
          left: 2700,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

  /** The files the image pipeline makes of `input` for the import's query: their sizes, and
   * the colour of each one's right edge's middle pixel. */
  async function crops(input: Buffer, query: string) {
    const url = new URL(`file:///a.png?${query}`);
    const directives = await imageDirectives(url, () => sharp(input).metadata());
    const widths = directives.get("w")!.split(";");
    return Promise.all(
      widths.map(async (w) => {
        const { transforms } = generateTransforms(
          {
            ...Object.fromEntries(directives),
            ...Object.fromEntries(url.searchParams),
            w,
            format: "png",
          },
          pictureTransforms(builtins),
          new URLSearchParams(),
        );
        const { image } = await applyTransforms(transforms, sharp(input));
        const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
        const offset = (Math.floor(info.height / 2) * info.width + info.width - 1) * info.channels;
        return {
          size: `${info.width}x${info.height}`,
          edge: [...data.subarray(offset, offset + 3)],
        };
      }),
    );
  }

  it("is made at the preset's widths the crop has, and its own width, each of the crop's shape", async () => {
    // 32:45 of a picture 1000 high: 711 wide; the hero preset's 480 and that.
    const made = await crops(await wide(), "picture=hero&crop=32:45");
    expect(made.map(({ size }) => size)).toEqual(["480x675", "711x1000"]);
  });

  it("keeps the focal point, where a middle crop loses it", async () => {
    const input = await wide();
    const [middle] = await crops(input, "picture=hero&crop=1:1");
    const [right] = await crops(input, "picture=hero&crop=1:1&focus=1,0.5");
    expect(middle!.edge).toEqual([128, 128, 128]);
    expect(right!.edge).toEqual([255, 0, 0]);
  });

  it("takes the widths of a preset up to the crop's, and the crop's when the preset asks wider", () => {
    expect(presetWidthsWithin("480;768;1080;1440;1920", 900)).toBe("480;768;900");
    expect(presetWidthsWithin("480;768;1080", 1080)).toBe("480;768;1080");
    expect(presetWidthsWithin("480;768", 2000)).toBe("480;768");
  });

  it("names a shape that is not a width and a height", async () => {
    await expect(
      imageDirectives(new URL("file:///a.png?picture=hero&crop=wide"), () => ({
        width: 100,
        height: 100,
      })),
    ).rejects.toThrow(/crop=wide: a crop's shape is its width and height, like 32:45/);
  });
});
