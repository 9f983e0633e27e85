import { describe, expect, it } from "vitest";
import { carouselTrack } from "./carousel-track";

/** The specification's widths and the slides the carousel's style shows at each (4/4/3/2). */
const inView = [
  { width: 1440, perView: 4 },
  { width: 900, perView: 4 },
  { width: 600, perView: 3 },
  { width: 390, perView: 2 },
];

describe("carouselTrack", () => {
  it("is the slides alone before the page is laid out", () => {
    expect(carouselTrack(6, undefined)).toEqual({
      copies: 0,
      positions: [0, 1, 2, 3, 4, 5].map((slide) => ({ slide, copy: false })),
    });
  });

  for (const { width, perView } of inView) {
    for (let count = 1; count <= 12; count++) {
      const { copies, positions } = carouselTrack(count, perView);
      if (count <= perView) {
        it(`${count} of ${count} at ${width} px (${perView} in view): every slide once, no copies`, () => {
          expect(copies).toBe(0);
          expect(positions.map(({ slide }) => slide)).toEqual([...Array(count).keys()]);
          expect(positions.every(({ copy }) => !copy)).toBe(true);
        });
        continue;
      }
      it(`${count} slides at ${width} px (${perView} in view): no slide twice in any window the loop shows`, () => {
        expect(copies).toBe(perView);
        expect(positions.filter(({ copy }) => !copy).map(({ slide }) => slide)).toEqual([
          ...Array(count).keys(),
        ]);
        // The first visible slide goes from the copy before the first real one (a step back
        // from it) to the copy after the last (a step on from it); a move shows one more.
        for (let first = -1; first <= count; first++) {
          const at = first + copies;
          for (const shown of [perView, first < count ? perView + 1 : perView]) {
            const window = positions.slice(at, at + shown);
            expect(window, `window at ${first}`).toHaveLength(shown);
            const slides = window.map(({ slide }) => slide);
            expect(new Set(slides).size, `window at ${first}: ${slides.join(", ")}`).toBe(shown);
            // What a copy shows is the slide that comes there in the loop.
            expect(slides).toEqual(
              Array.from({ length: shown }, (_, i) => (((first + i) % count) + count) % count),
            );
          }
        }
      });
    }
  }
});
