import { describe, expect, it } from "vitest";
import { sessionStorageFallbackScript } from "./session-storage-fallback";

/** A window whose sessionStorage getter throws, as in a browser that blocks storage. */
function blockedWindow() {
  const window = {};
  Object.defineProperty(window, "sessionStorage", {
    configurable: true,
    get() {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  });
  return window as { sessionStorage: Storage };
}

const run = (window: object) => new Function("window", sessionStorageFallbackScript)(window);

describe("sessionStorageFallbackScript", () => {
  it("puts an in-memory stand-in where storage is blocked", () => {
    const window = blockedWindow();
    run(window);
    expect(window.sessionStorage.getItem("positions")).toBeNull();
    window.sessionStorage.setItem("positions", '{"a":1}');
    expect(window.sessionStorage.getItem("positions")).toBe('{"a":1}');
    window.sessionStorage.removeItem("positions");
    expect(window.sessionStorage.getItem("positions")).toBeNull();
    expect(window.sessionStorage.getItem("toString")).toBeNull();
  });

  it("leaves working storage alone", () => {
    const storage = {} as Storage;
    const window = { sessionStorage: storage };
    run(window);
    expect(window.sessionStorage).toBe(storage);
  });
});
