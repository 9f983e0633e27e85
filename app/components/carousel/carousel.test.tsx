// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const labels = {
  carousel: "Team",
  previous: "Previous",
  next: "Next",
  pause: "Pause",
  play: "Play",
  slide: (index: number, total: number) => `${index} of ${total}`,
};
const slidesOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `m${i + 1}`, content: <p>{`m${i + 1}`}</p> }));
const slides = slidesOf(5);

/** The track's position, as the carousel sets it once it moves. */
const offset = (container: HTMLElement) =>
  (container.querySelector("[style]") as HTMLElement | null)?.style.getPropertyValue("--offset");

/** A visitor who accepts motion, or asks for less (jsdom has no matchMedia). */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/**
 * The carousel's style as the browser computes it at a width: `--per-view` on its root (jsdom
 * applies no style sheet); and the ResizeObserver through which it hears of a new width.
 */
function atWidth(perView: number) {
  const style = { perView };
  const observers: (() => void)[] = [];
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element, pseudo) => {
    const real = computed(element, pseudo);
    if (!(element as HTMLElement).hasAttribute("data-count")) return real;
    return {
      ...real,
      getPropertyValue: (name: string) =>
        name === "--per-view" ? String(style.perView) : real.getPropertyValue(name),
    } as CSSStyleDeclaration;
  });
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  );
  return {
    /** The window is resized: the style shows `perView` slides now. */
    resize(perView: number) {
      style.perView = perView;
      act(() => observers.forEach((notify) => notify()));
    },
  };
}

/** Time passes in steps of at most `step` ms, each rendered, as a browser renders between
 * timers. */
function wait(ms: number, step = 100) {
  for (let left = ms; left > 0; left -= step) {
    act(() => vi.advanceTimersByTime(Math.min(step, left)));
  }
}

/** The carousel's button of that name, or null (by its words: the accessibility tree that
 * `getByRole` computes for each query slowed these tests fivefold). */
const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll("button")).find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent) === name,
  ) ?? null;

/** The track has no position: the slides stand still where the page put them. */
const still = (container: HTMLElement) => expect(offset(container) ?? "").toBe("");

/** The numbers (`data-slide`) of `shown` slides from the track's position moved on by `from`:
 * the slides in the carousel's window (`from` 0, `shown` as many as fit), or those a move shows
 * on its way (one more, from the one before for a move on). */
function inWindow(container: HTMLElement, from: number, shown: number): string[] {
  const positions = Array.from(container.querySelectorAll<HTMLElement>("[data-slide]"));
  const first = Number(offset(container) ?? 0) + from;
  const slides = positions.slice(first, first + shown).map((slide) => slide.dataset.slide ?? "");
  expect(slides, `${shown} slides from position ${first}`).toHaveLength(shown);
  return slides;
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel turning by itself", () => {
  it("moves one slide every 3 s, the 500 ms move included", () => {
    atWidth(2);
    const { container } = render(<Carousel slides={slides} labels={labels} />);
    const start = Number(offset(container));
    const at = (ms: number) => {
      wait(ms);
      return Number(offset(container)) - start;
    };
    expect(at(2_999)).toBe(0);
    expect(at(1)).toBe(1);
    // The move takes 500 ms of those 3 s: the next comes 3 s after the last began, not 3.5.
    expect(at(2_999)).toBe(1);
    expect(at(1)).toBe(2);
    expect(at(3_000)).toBe(3);
  });

  it("under reduced motion moves without a transition once the visitor presses play", () => {
    prefersReducedMotion(true);
    atWidth(2);
    const { container, getByRole } = render(<Carousel slides={slides} labels={labels} />);
    const track = () => container.querySelector<HTMLElement>("[style]")!;
    wait(6_000);
    expect(offset(container)).toBe("2");
    act(() => getByRole("button", { name: labels.play }).click());
    for (let turn = 0; turn < 3; turn++) {
      wait(3_000);
      expect(track().style.getPropertyValue("--transition")).toBe("0ms");
    }
    expect(offset(container)).toBe("5");
  });
});

/** The specification's widths and the slides the carousel's style shows at each (4/4/3/2). */
const widths = [
  { width: 1440, perView: 4 },
  { width: 900, perView: 4 },
  { width: 600, perView: 3 },
  { width: 390, perView: 2 },
];

describe("Carousel by team size and width", () => {
  for (const { width, perView } of widths) {
    for (let count = 1; count <= 12; count++) {
      if (count <= perView) {
        it(`${count} of ${count} at ${width} px (${perView} fit): a still row, each once, no buttons`, () => {
          atWidth(perView);
          const { container } = render(<Carousel slides={slidesOf(count)} labels={labels} />);
          const shown = () =>
            Array.from(container.querySelectorAll<HTMLElement>("[data-slide]")).map(
              (slide) => slide.dataset.slide,
            );
          expect(shown()).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
          expect(container.querySelectorAll("button")).toHaveLength(0);
          expect(container.querySelector("[inert]")).toBeNull();
          still(container);
          expect(container.firstElementChild).not.toHaveAttribute("data-moves");
          wait(10_000, 500);
          expect(shown()).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
          still(container);
        });
        continue;
      }
      it(`${count} at ${width} px (${perView} fit): the carousel, never a slide twice in view`, () => {
        atWidth(perView);
        const { container } = render(<Carousel slides={slidesOf(count)} labels={labels} />);
        for (const name of ["Pause", "Previous", "Next"]) {
          expect(button(container, name), name).toBeInTheDocument();
        }
        // Back past the first slide into the copies of the last ones, then on past the last
        // into the copies of the first ones: in view at each stop, and on the way (one more
        // slide then, the one the move leaves), the slides that follow in the loop, each once.
        const expectInView = (first: number, from: number, shown: number) => {
          const slides = inWindow(container, from, shown);
          expect(slides).toEqual(
            Array.from({ length: shown }, (_, i) => String(((first + i + count) % count) + 1)),
          );
          expect(new Set(slides).size).toBe(shown);
        };
        expectInView(0, 0, perView);
        act(() => button(container, "Previous")!.click());
        expectInView(-1, 0, perView + 1);
        wait(500, 500);
        expectInView(count - 1, 0, perView);
        for (const first of [0, 1]) {
          act(() => button(container, "Next")!.click());
          expectInView(first - 1, -1, perView + 1);
          wait(500, 500);
          expectInView(first, 0, perView);
        }
      });
    }
  }

  it("stands still once the window is wide enough for every slide, and moves again when narrowed", () => {
    const screen = atWidth(2);
    const { container, queryByRole } = render(<Carousel slides={slidesOf(4)} labels={labels} />);
    wait(3_000);
    expect(offset(container)).toBe("3");
    expect(container.querySelectorAll("[inert]")).toHaveLength(4);

    screen.resize(4);
    expect(queryByRole("button", { name: labels.pause })).toBeNull();
    expect(container.querySelector("[inert]")).toBeNull();
    still(container);
    wait(6_000, 500);
    still(container);

    screen.resize(3);
    expect(queryByRole("button", { name: labels.pause })).toBeInTheDocument();
    expect(container.querySelectorAll("[inert]")).toHaveLength(6);
    expect(new Set(inWindow(container, 0, 3)).size).toBe(3);
  });

  it("a still row ignores the arrow keys", () => {
    atWidth(4);
    const { container, getByText } = render(<Carousel slides={slidesOf(3)} labels={labels} />);
    act(() => {
      getByText("m1").dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }),
      );
    });
    still(container);
  });
});
