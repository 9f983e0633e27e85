// @vitest-environment jsdom
import { render } from "@testing-library/react";
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
});
