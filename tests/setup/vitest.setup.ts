// Component tests only (those that run in jsdom): the DOM matchers, and each test's render
// removed after it. A test in Node loads neither: Testing Library and React took a third of a
// second per file, most of the unit tests' set-up time.
import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
}
