import { describe, expect, it } from "vitest";
import { headersFile, nginxConfig, pageUrls } from "./hosting";

const pages = [
  { file: "/index.html", policy: "default-src 'self'; script-src 'self' 'sha256-A'" },
  { file: "/it/events/index.html", policy: "default-src 'self'; script-src 'self' 'sha256-B'" },
  { file: "/404.html", policy: "default-src 'self'; script-src 'self' 'sha256-C'" },
];

describe("pageUrls", () => {
  it("gives the clean URLs of a page, under the base path", () => {
    expect(pageUrls("/index.html", "/")).toEqual(["/"]);
    expect(pageUrls("/it/events/index.html", "/")).toEqual(["/it/events", "/it/events/"]);
    expect(pageUrls("/it/events/index.html", "/site/")).toEqual([
      "/site/it/events",
      "/site/it/events/",
    ]);
    expect(pageUrls("/404.html", "/")).toEqual(["/404.html"]);
  });
});

describe("headersFile", () => {
  const file = headersFile(pages, "/");

  it("gives every path the common headers and each page its own policy", () => {
    expect(file).toContain("/*\n  Referrer-Policy: strict-origin-when-cross-origin");
    expect(file).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(file).toContain(
      "/it/events/\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-B'",
    );
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("never sets one header in two rules that match the same path", () => {
    const wildcard = file.slice(file.indexOf("/*\n"), file.indexOf("/assets/*"));
    expect(wildcard).not.toContain("Cache-Control");
    expect(wildcard).not.toContain("Content-Security-Policy");
  });
});

describe("nginxConfig", () => {
  const config = nginxConfig({ root: "/srv/site", listen: "8080", basePath: "/", pages });

  it("serves clean URLs, the 404 page with its status, and precompressed files", () => {
    expect(config).toContain("root /srv/site;");
    expect(config).toContain("listen 8080;");
    expect(config).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain("gzip_static on;");
  });

  it("maps every page file to its policy, and sends HSTS only over HTTPS", () => {
    expect(config).toContain(
      `"/it/events/index.html" "default-src 'self'; script-src 'self' 'sha256-B'";`,
    );
    expect(config).toContain(`"/404.html" "default-src 'self'; script-src 'self' 'sha256-C'";`);
    expect(config).toMatch(
      /map \$scheme \$strict_transport_security \{\s+https "max-age=63072000; includeSubDomains";\s+default "";/,
    );
  });

  it("prefixes everything with the base path", () => {
    const sub = nginxConfig({ root: "/srv", listen: "80", basePath: "/site/", pages });
    expect(sub).toContain("error_page 404 /site/404.html;");
    expect(sub).toContain("location /site/ {");
    expect(sub).toContain(`"/site/it/events/index.html"`);
  });
});
