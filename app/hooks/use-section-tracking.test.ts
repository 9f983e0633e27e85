// @vitest-environment jsdom
import { act, renderHook, type RenderHookResult } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSectionTracking } from "./use-section-tracking";

/** Three sections down a page, the first one short (as "The day" is); the screen 800 px high. */
const ids = ["the-day", "teams", "universities"] as const;
const sectionTop = { "the-day": 1000, teams: 1300, universities: 3000 } as const;
const screenHeight = 800;
let scrollY = 0;
let tracked: RenderHookResult<ReturnType<typeof useSectionTracking>, unknown>;

/** The page with its sections followed, as the section dots follow them. */
function track() {
  tracked = renderHook(() => useSectionTracking(ids));
}

const choose = (index: number) => tracked.result.current.choose(index);

/** The page scrolled to `y`, as one frame of a scroll: its scroll event, then the frame drawn. */
function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(20);
  });
}

/** A scroll's end where it stands. */
function scrollEnd() {
  act(() => {
    window.dispatchEvent(new Event("scrollend"));
    vi.advanceTimersByTime(20);
  });
}

/** The section marked current. */
const current = () => ids[tracked.result.current.current];

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  scrollY = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(screenHeight);
  vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(5000);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const top = sectionTop[this.id as (typeof ids)[number]] - scrollY;
    return { top, bottom: top + 900, left: 0, right: 0, width: 0, height: 900 } as DOMRect;
  });
  for (const id of ids) {
    const section = document.createElement("section");
    section.id = id;
    document.body.append(section);
  }
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("useSectionTracking", () => {
  it("marks the section whose top has passed the middle of the screen", () => {
    track();
    scrollTo(sectionTop.teams - screenHeight / 2 + 10);
    expect(current()).toBe("teams");
  });

  it("keeps a chosen section marked all the way there, and until the visitor scrolls again", () => {
    track();
    act(() => choose(0));
    expect(current()).toBe("the-day");
    // The jump passes the middle of the screen of the others, and arrives.
    scrollTo(1500);
    scrollTo(1000);
    expect(current()).toBe("the-day");
    scrollEnd();
    expect(current()).toBe("the-day");
    // The visitor's own scroll: marked by position again.
    scrollTo(1700);
    expect(current()).toBe("teams");
  });

  it("keeps a second choice made before the first one's arrival was taken in (a busy machine)", () => {
    track();
    act(() => choose(2));
    scrollTo(3000);
    // Arrived: the scroll that follows would be the visitor's. But a click on another dot comes
    // before the page has had a moment to listen for it.
    act(() => {
      window.dispatchEvent(new Event("scrollend"));
      choose(0);
    });
    // The new jump's first frames are not the visitor's own scroll.
    scrollTo(2990);
    scrollTo(2500);
    expect(current()).toBe("the-day");
  });

  it("does not take a smooth scroll's last frames, within 2 px of the place, for an arrival", () => {
    track();
    act(() => choose(0));
    // Half a second in, the jump is 1 px from its place and still moving.
    scrollTo(1001);
    act(() => vi.advanceTimersByTime(500));
    // Its last frame, then the visitor's scroll before the scroll's end: the choice holds.
    scrollTo(1000);
    expect(current()).toBe("the-day");
  });
});
