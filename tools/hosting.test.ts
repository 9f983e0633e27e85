import { describe, expect, it } from "vitest";
import { fileTypes, headersFile, hostingManifest, nginxConfig, pageUrls } from "./hosting";

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

const files = [
  ...pages.map((page) => page.file),
  "/_headers",
  "/assets/entry-abc.js",
  "/favicon.ico",
  "/events.ics",
  "/events/workshops.ics",
  "/it/levels.ics",
  "/about.data",
];

/** The rules of a `_headers` file that match a path, as Netlify and Cloudflare Pages match them
 * (`*` stands for anything, slashes included): their header lines. */
function headersFor(file: string, path: string): string[] {
  return file
    .split(/\n(?=\/)/)
    .filter((rule) => rule.startsWith("/"))
    .filter((rule) => {
      const pattern = (rule.split("\n")[0] ?? "")
        .split("*")
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
        .join(".*");
      return new RegExp(`^${pattern}$`).test(path);
    })
    .flatMap((rule) => rule.split("\n").slice(1));
}

describe("headersFile", () => {
  const file = headersFile(pages, files, "/");

  it("gives every path the common headers and each page its own policy", () => {
    expect(file).toContain("/*\n  Referrer-Policy: strict-origin-when-cross-origin");
    expect(file).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(file).toContain("  Cross-Origin-Resource-Policy: same-origin");
    expect(file).toContain("  X-Permitted-Cross-Domain-Policies: none");
    expect(file).toContain(
      "/it/events/\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-B'",
    );
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("gives every other file a caching rule and a policy that lets nothing run", () => {
    for (const path of ["/favicon.ico", "/about.data"]) {
      expect(file).toContain(
        `${path}\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`,
      );
    }
    expect(file).not.toMatch(/^\/_headers$/m);
    expect(file).not.toMatch(/^\/assets\/entry/m);
  });

  it("never sets one header in two rules that match the same path", () => {
    const wildcard = file.slice(file.indexOf("/*\n"), file.indexOf("/assets/*"));
    expect(wildcard).not.toContain("Cache-Control");
    expect(wildcard).not.toContain("Content-Security-Policy");
    const paths = file.match(/^\/.*$/gm) ?? [];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every calendar, the event's and the feeds, one rule, whatever their number", () => {
    const many = [...files, ...Array.from({ length: 50 }, (_, n) => `/it/event-${n}.ics`)];
    const calendars = headersFile(pages, many, "/");
    expect(calendars.match(/^\/.*\.ics$/gm)).toEqual(["/*.ics"]);
    expect(calendars).toContain(
      "/*.ics\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    );
    for (const path of ["/events.ics", "/events/workshops.ics", "/it/event-7.ics"]) {
      expect(headersFor(calendars, path), path).toContain("  Cache-Control: no-cache");
    }
    expect(headersFile(pages, many, "/site/")).toMatch(/^\/site\/\*\.ics$/m);
  });

  it("lists calendars one by one if another rule could match their addresses", () => {
    const area = { path: "/admin/", headers: { "X-Robots-Tag": "noindex" } };
    const withArea = headersFile(pages, [...files, "/admin/sample.ics"], "/", [area]);
    expect(withArea).not.toMatch(/^\/\*\.ics$/m);
    expect(withArea).toMatch(/^\/events\/workshops\.ics$/m);
  });

  it("never sets one header twice for any address of the site", () => {
    const urls = [
      ...pages.flatMap((page) => pageUrls(page.file, "/")),
      ...files.filter((path) => path !== "/_headers"),
      "/no-such-page",
    ];
    for (const url of urls) {
      const names = headersFor(file, url).map((line) => line.split(":")[0]);
      expect(new Set(names).size, `${url}: ${names.join(", ")}`).toBe(names.length);
    }
    expect(headersFor(file, "/it/events/")).toContain("  Cache-Control: no-cache");
    expect(headersFor(file, "/it/events/")).not.toContain(
      "  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("prefixes every rule with the base path", () => {
    const rules = headersFile(pages, files, "/site/").match(/^\/.*$/gm) ?? [];
    expect(rules).toContain("/site/favicon.ico");
    expect(rules.every((rule) => rule.startsWith("/site/"))).toBe(true);
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
    expect(config).toContain("max_ranges 1;");
  });

  it("answers unknown addresses under /it/ with the Italian not-found page", () => {
    expect(config).toContain(
      "location /it/ {\n      error_page 404 /it/404.html;\n      try_files $uri $uri.html $uri/index.html =404;",
    );
  });

  it("maps every page file to its policy, and sends HSTS only over HTTPS, even behind a proxy", () => {
    expect(config).toContain(
      `"/it/events/index.html" "default-src 'self'; script-src 'self' 'sha256-B'";`,
    );
    expect(config).toContain(`"/404.html" "default-src 'self'; script-src 'self' 'sha256-C'";`);
    expect(config).toContain(
      `map "$scheme:$http_x_forwarded_proto" $strict_transport_security {\n    ~^https: "max-age=63072000; includeSubDomains";\n    "~*^[^:]*: *https *(,|$)" "max-age=63072000; includeSubDomains";\n    default "";`,
    );
    expect(config).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(config).toContain('add_header X-Permitted-Cross-Domain-Policies "none" always;');
  });

  it("types every kind of file itself, with the charset of text", () => {
    expect(config).not.toContain("mime.types");
    for (const [extension, { type }] of Object.entries(fileTypes)) {
      expect(config).toContain(`    ${type.split(";")[0]} ${extension.slice(1)};`);
    }
    expect(config).toMatch(/charset_types [^;]*text\/calendar/);
    expect(config).toMatch(/gzip_types [^;]*text\/x-script/);
  });

  it("answers 405 with Allow to other methods, hides _headers, and bounds slow clients", () => {
    expect(config).toContain("if ($request_method !~ ^(GET|HEAD)$) {\n      return 405;");
    expect(config).toContain('default "GET, HEAD";');
    expect(config).toContain("add_header Allow $allowed_methods always;");
    expect(config).toContain("location = /_headers {\n      return 404;");
    expect(config).toContain("worker_connections 4096;");
    expect(config).toContain("client_header_timeout 10s;");
  });

  it("shows HTTPS and the redirect to it as commented examples of the same site", () => {
    const example = config.slice(config.indexOf("# server {"));
    expect(example).toContain("  #   listen 443 ssl;");
    expect(example).toContain("  #     try_files $uri $uri.html $uri/index.html =404;");
    expect(example).toContain("  #   return 301 https://$host$request_uri;");
    expect(example.split("\n").every((line) => /^\s*(#|}|$)/.test(line))).toBe(true);
  });

  it("prefixes everything with the base path", () => {
    const sub = nginxConfig({ root: "/srv", listen: "80", basePath: "/site/", pages });
    expect(sub).toContain("error_page 404 /site/404.html;");
    expect(sub).toContain("location /site/it/ {\n      error_page 404 /site/it/404.html;");
    expect(sub).toContain("location /site/ {");
    expect(sub).toContain(`"/site/it/events/index.html"`);
  });
});

describe("hostingManifest", () => {
  it("gives npm start the same headers, types and hidden files as the hosts", () => {
    const manifest = hostingManifest(pages, "/");
    expect(manifest.pagePolicies["/404.html"]).toBe(pages[2]?.policy);
    expect(manifest.notFoundFolders).toEqual(["it"]);
    expect(manifest.commonHeaders["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(manifest.strictTransportSecurity).toBe("max-age=63072000; includeSubDomains");
    expect(manifest.fileTypes[".ics"]).toMatchObject({
      type: "text/calendar; charset=utf-8",
      compress: true,
    });
    expect(manifest.hostFiles).toEqual(["/_headers"]);
  });
});

describe("a folder with headers of its own (the CMS)", () => {
  const area = {
    path: "/admin/",
    headers: {
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'",
      "X-Robots-Tag": "noindex, nofollow",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    },
  };
  const withAdmin = [...files, "/admin/index.html", "/admin/decap-cms.js"];

  it("gets one rule in _headers, and the common header it replaces goes with every other rule", () => {
    const file = headersFile(pages, withAdmin, "/site/", [area]);
    expect(file).toContain(
      "/site/admin/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'\n  X-Robots-Tag: noindex, nofollow\n  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    );
    const everyPath = file.slice(file.indexOf("/site/*"), file.indexOf("/site/assets/*"));
    expect(everyPath).not.toContain("Cross-Origin-Opener-Policy");
    expect(file).toContain("/site/it/events/\n  Cross-Origin-Opener-Policy: same-origin\n");
    expect(file).not.toContain("/site/admin/decap-cms.js");
    // Rules of one path are combined by the hosts: no header twice for one path.
    const rules = file.split(/\n(?=\/)/).filter((rule) => rule.startsWith("/"));
    const admin = rules.filter((rule) =>
      /^\/site\/(\*|admin\/\*)$/m.test(rule.split("\n")[0] ?? ""),
    );
    const names = admin.flatMap((rule) =>
      rule
        .split("\n")
        .slice(1)
        .map((line) => line.split(":")[0]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("gets its headers from nginx by a map on the path, the others keep theirs", () => {
    const config = nginxConfig({
      root: "/srv",
      listen: "8080",
      basePath: "/",
      pages,
      areas: [area],
    });
    expect(config).toContain(`~^/admin/ "default-src 'self'; script-src 'self' 'unsafe-eval'";`);
    expect(config).toContain(
      'map $uri $area_x_robots_tag {\n    ~^/admin/ "noindex, nofollow";\n    default "";',
    );
    expect(config).toContain(
      'map $uri $area_cross_origin_opener_policy {\n    ~^/admin/ "same-origin-allow-popups";\n    default "same-origin";',
    );
    expect(config).toContain(
      "add_header Cross-Origin-Opener-Policy $area_cross_origin_opener_policy always;",
    );
    expect(config).not.toContain('add_header Cross-Origin-Opener-Policy "same-origin"');
  });

  it("is in the manifest npm start reads", () => {
    expect(hostingManifest(pages, "/", [area]).areas).toEqual([area]);
  });
});
