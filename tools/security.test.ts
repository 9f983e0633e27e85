import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControl,
  commonHeaders,
  inlineCode,
  pagePolicy,
  sha256,
  withPolicyMeta,
} from "./security";

const page = [
  '<html><head><meta charSet="utf-8"/>',
  "<script>console.log(1)</script>",
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script type="application/json" data-island-props="team-carousel">{"slides":[]}</script>',
  '<script type="module" src="/assets/a.js"></script>',
  "<style data-inline-styles>body{margin:0}</style>",
  '</head><body><script>console.log(1)</script><script type="module" async="">await import("/x.js")</script></body></html>',
].join("");

describe("inlineCode", () => {
  it("finds the inline scripts and styles, not external scripts or JSON data", () => {
    expect(inlineCode(page)).toEqual({
      scripts: ["console.log(1)", "console.log(1)", 'await import("/x.js")'],
      styles: ["body{margin:0}"],
    });
  });
});

describe("pagePolicy", () => {
  const header = pagePolicy(page, "header");

  it("allows only this origin, and inline code by its SHA-256 hash, once each", () => {
    const hash = (text: string) => createHash("sha256").update(text).digest("base64");
    expect(header).toContain("default-src 'self'");
    expect(header).toContain(
      `script-src 'self' 'sha256-${hash("console.log(1)")}' 'sha256-${hash('await import("/x.js")')}';`,
    );
    expect(header).toContain(`style-src 'self' 'sha256-${hash("body{margin:0}")}'`);
    expect(header).toContain("object-src 'none'");
    expect(header).not.toContain("unsafe-inline");
  });

  it("forbids framing in the header only, where browsers honour it", () => {
    expect(header).toContain("frame-ancestors 'none'");
    expect(pagePolicy(page, "meta")).not.toContain("frame-ancestors");
  });

  it("changes when the inline code changes", () => {
    expect(pagePolicy(page.replace("console.log(1)", "console.log(2)"), "header")).not.toBe(header);
  });
});

describe("withPolicyMeta", () => {
  it("puts the policy first in the head, before any script", () => {
    const html = withPolicyMeta(page);
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf("<meta charSet"));
    expect(meta).toBeLessThan(html.indexOf("<script"));
  });
});

describe("sha256 and cacheControl", () => {
  it("formats hashes as CSP sources", () => {
    expect(sha256("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(cacheControl("/assets/entry-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/events/index.html")).toBe("no-cache");
  });
});

describe("commonHeaders", () => {
  it("keep other sites from framing or embedding the site's files and from its policies", () => {
    expect(commonHeaders).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Permitted-Cross-Domain-Policies": "none",
    });
  });
});
