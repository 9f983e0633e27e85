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
const slides = ["a", "b", "c", "d", "e"].map((key) => ({ key, content: <p>{key}</p> }));

/** The track's position, as the carousel sets it once it runs. */
const offset = (container: HTMLElement) =>
  (container.querySelector("[style]") as HTMLElement | null)?.style.getPropertyValue("--offset");

describe("Carousel turning by itself", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no matchMedia: a visitor who accepts motion.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves one slide every 3 s, the 500 ms move included", () => {
    const { container } = render(<Carousel slides={slides} labels={labels} />);
    const start = Number(offset(container));
    // Time moves in steps of at most 100 ms, each rendered, as a browser renders between timers.
    const at = (ms: number) => {
      for (let left = ms; left > 0; left -= 100) {
        act(() => vi.advanceTimersByTime(Math.min(100, left)));
      }
      return Number(offset(container)) - start;
    };
    expect(at(2_999)).toBe(0);
    expect(at(1)).toBe(1);
    // The move takes 500 ms of those 3 s: the next comes 3 s after the last began, not 3.5.
    expect(at(2_999)).toBe(1);
    expect(at(1)).toBe(2);
    expect(at(3_000)).toBe(3);
  });
});
