import { describe, expect, it } from "vitest";
import { basePathOf, withBase, withoutBase } from "./base-path";

describe("base path", () => {
  it("comes from the public URL", () => {
    expect(basePathOf("https://chapter.example.org")).toBe("/");
    expect(basePathOf("https://chapter.example.org/")).toBe("/");
    expect(basePathOf("https://someone.github.io/chapter-site")).toBe("/chapter-site/");
  });

  it("prefixes and strips paths", () => {
    expect(withBase("/favicon.ico", "/")).toBe("/favicon.ico");
    expect(withBase("/favicon.ico", "/site/")).toBe("/site/favicon.ico");
    expect(withBase("/", "/site/")).toBe("/site/");
    expect(withoutBase("/site/assets/a.css", "/site/")).toBe("/assets/a.css");
    expect(withoutBase("/site", "/site/")).toBe("/");
    expect(withoutBase("/assets/a.css", "/")).toBe("/assets/a.css");
  });
});
