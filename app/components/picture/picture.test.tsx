// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

const picture = {
  sources: { avif: "/a-480.avif 480w", jpeg: "/a-480.jpg 480w" },
  img: { src: "/a-480.jpg", w: 480, h: 320 },
};

describe("Picture", () => {
  it("crops around the focal point, by a rule of its own in the head (no style attribute)", () => {
    const { container } = render(
      <>
        <Picture picture={picture} alt="A sign" sizes="100vw" focus={{ x: 0.7, y: 0.25 }} />
        <Picture picture={picture} alt="The same sign" sizes="100vw" focus={{ x: 0.7, y: 0.25 }} />
      </>,
    );
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("data-focus"))).toEqual(["70% 25%", "70% 25%"]);
    expect(images.every((image) => !image.hasAttribute("style"))).toBe(true);
    const rules = [...document.head.querySelectorAll("style")].map((style) => style.textContent);
    // One rule for the two pictures that share it.
    expect(rules.filter((rule) => rule?.includes('img[data-focus="70% 25%"]'))).toEqual([
      'img[data-focus="70% 25%"]{object-position:70% 25%}',
    ]);
  });

  it("leaves a picture without a focal point, or with the middle, to the default crop", () => {
    const { container } = render(
      <>
        <Picture picture={picture} alt="A" sizes="100vw" />
        <Picture picture={picture} alt="B" sizes="100vw" focus={{ x: 0.5, y: 0.5 }} />
      </>,
    );
    for (const image of container.querySelectorAll("img")) {
      expect(image.hasAttribute("data-focus")).toBe(false);
    }
  });

  describe("with another picture for wide screens (art direction)", () => {
    const wide = {
      sources: { avif: "/w-480.avif 480w", jpeg: "/w-480.jpg 480w" },
      img: { src: "/w-480.jpg", w: 480, h: 675 },
    };
    // One file of the fallback format: the image pipeline lists it as the img only.
    const narrowest = {
      sources: { avif: "/n-480.avif 480w" },
      img: { src: "/n-480.jpg", w: 480, h: 900 },
    };
    const art = [
      { media: "(min-width: 80rem)", picture: wide, sizes: "50vw" },
      { media: "(min-width: 64rem)", picture: narrowest, sizes: "50vw" },
    ];

    it("offers it first, in every format, with its media, sizes and shape; the img stays the default", () => {
      const { container } = render(
        <Picture picture={picture} alt="A" sizes="100vw" art={art} priority />,
      );
      const sources = [...container.querySelectorAll("source")].map((source) => ({
        media: source.getAttribute("media"),
        type: source.getAttribute("type"),
        srcset: source.getAttribute("srcset"),
        sizes: source.getAttribute("sizes"),
        shape: `${source.getAttribute("width")}x${source.getAttribute("height")}`,
      }));
      expect(sources).toEqual([
        {
          media: "(min-width: 80rem)",
          type: "image/avif",
          srcset: "/w-480.avif 480w",
          sizes: "50vw",
          shape: "480x675",
        },
        {
          media: "(min-width: 80rem)",
          type: "image/jpeg",
          srcset: "/w-480.jpg 480w",
          sizes: "50vw",
          shape: "480x675",
        },
        {
          media: "(min-width: 64rem)",
          type: "image/avif",
          srcset: "/n-480.avif 480w",
          sizes: "50vw",
          shape: "480x900",
        },
        {
          media: "(min-width: 64rem)",
          type: "image/jpeg",
          srcset: "/n-480.jpg 480w",
          sizes: "50vw",
          shape: "480x900",
        },
        {
          media: null,
          type: "image/avif",
          srcset: "/a-480.avif 480w",
          sizes: "100vw",
          shape: "nullxnull",
        },
      ]);
      const image = container.querySelector("img")!;
      expect([
        image.getAttribute("srcset"),
        image.getAttribute("width"),
        image.getAttribute("fetchpriority"),
      ]).toEqual(["/a-480.jpg 480w", "480", "high"]);
    });

    it("preloads the one file each screen shows: each picture under the media where it is the one shown", () => {
      const html = renderToString(
        <html lang="en">
          <head />
          <body>
            <Picture picture={picture} alt="A" sizes="100vw" art={art} priority />
          </body>
        </html>,
      );
      const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => {
        const attribute = (name: string) => match[0].match(new RegExp(` ${name}="([^"]*)"`))?.[1];
        return { srcset: attribute("imageSrcSet"), media: attribute("media") };
      });
      expect(preloads).toEqual([
        { srcset: "/w-480.avif 480w", media: "(min-width: 80rem)" },
        { srcset: "/n-480.avif 480w", media: "(min-width: 64rem) and (not (min-width: 80rem))" },
        {
          srcset: "/a-480.avif 480w",
          media: "(not (min-width: 80rem)) and (not (min-width: 64rem))",
        },
      ]);
    });
  });
});
