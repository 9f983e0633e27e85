import { describe, expect, it } from "vitest";
import {
  fileTypes,
  headersFile,
  headersFileProblems,
  headersRuleLimit,
  hostingManifest,
  nginxConfig,
  pageUrls,
  unionPolicy,
} from "./hosting";
import { commonHeaders, strictTransportSecurity } from "./security";

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

/** A rule of a `_headers` file: its address pattern, and its lines (`Name: value`, `! Name`). */
function rulesOf(file: string): { pattern: string; lines: string[] }[] {
  return file
    .split(/\n(?=\/)/)
    .filter((rule) => rule.startsWith("/"))
    .map((rule) => {
      const [pattern = "", ...lines] = rule.trim().split("\n");
      return { pattern, lines: lines.map((line) => line.trim()) };
    });
}

const escaped = (text: string) => text.replace(/[.?+^$()[\]{}|\\]/g, "\\$&");

/**
 * The headers Cloudflare Pages sends for a path (its documentation, "Headers"): a `*` matches
 * anything, slashes included, and a `:name` one segment, over the whole path; every matching rule
 * applies in order, a header set twice is joined with a comma, and `! Name` removes what the
 * rules before it set.
 */
function cloudflareHeaders(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, lines } of rulesOf(file)) {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escaped(part)))
      .join("");
    if (!new RegExp(`^${source}$`).test(path)) continue;
    for (const line of lines) {
      if (line.startsWith("! ")) delete headers[line.slice(2)];
      else {
        const [name = "", ...value] = line.split(": ");
        headers[name] = headers[name] ? `${headers[name]}, ${value.join(": ")}` : value.join(": ");
      }
    }
  }
  return headers;
}

/**
 * The headers Netlify sends for a path (netlify/build, headers-parser: for_regexp.ts,
 * line_parser.ts; the last matching rule's value wins): a rule matches case-insensitively, with or
 * without a last slash, `/folder/*` the folder too; a line without a colon is no header.
 */
function netlifyHeaders(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, lines } of rulesOf(file)) {
    const parts = pattern.split("/").filter(Boolean);
    const source = parts
      .map((part) =>
        part.startsWith(":")
          ? "([^/]+)"
          : part === "*"
            ? "?(.*)"
            : part.split("*").map(escaped).join("(.*)"),
      )
      .join("/");
    if (!new RegExp(`^/${source}/?$`, "iu").test(path)) continue;
    for (const line of lines.filter((line) => line.includes(":"))) {
      const [name = "", ...value] = line.split(": ");
      headers[name] = value.join(": ");
    }
  }
  return headers;
}

describe("headersFile", () => {
  const file = headersFile(pages, files, "/");
  const union = unionPolicy(pages.map((page) => page.policy));

  it("gives every path the common headers and every page, by its folder's pattern, the pages' policy", () => {
    expect(file).toContain("/*\n  Referrer-Policy: strict-origin-when-cross-origin");
    expect(file).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(file).toContain("  Cross-Origin-Resource-Policy: same-origin");
    expect(file).toContain("  X-Permitted-Cross-Domain-Policies: none");
    expect(union).toBe("default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B' 'sha256-C'");
    expect(file).toContain(
      `/it/:page/\n  Cache-Control: no-cache\n  Content-Security-Policy: ${union}`,
    );
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("gives every other file a caching rule and a policy that lets nothing run", () => {
    for (const path of ["/favicon.ico", "/about.data"]) {
      expect(file).toMatch(
        new RegExp(
          `^${escaped(path)}\n(  ! .*\n)*  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'none'$`,
          "m",
        ),
      );
    }
    expect(file).not.toMatch(/^\/_headers$/m);
    expect(file).not.toMatch(/^\/assets\/entry/m);
  });

  it("sends every address the same headers on Netlify and Cloudflare Pages, once each, as nginx", () => {
    const page = { "Cache-Control": "no-cache", "Content-Security-Policy": union };
    const nonPage = {
      "Cache-Control": "no-cache",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    };
    const common = { ...commonHeaders, "Strict-Transport-Security": strictTransportSecurity };
    const expected: Record<string, Record<string, string>> = {
      "/": page,
      "/it/events": page,
      "/it/events/": page,
      "/404.html": page,
      "/no-such-page": page,
      "/favicon.ico": nonPage,
      "/about.data": nonPage,
      "/events.ics": nonPage,
      "/events/workshops.ics": nonPage,
      "/it/levels.ics": nonPage,
      "/assets/entry-abc.js": {
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      },
    };
    for (const [path, headers] of Object.entries(expected)) {
      expect(cloudflareHeaders(file, path), path).toEqual({ ...common, ...headers });
      expect(netlifyHeaders(file, path), path).toEqual({ ...common, ...headers });
    }
  });

  it("never grows with the number of pages or events", () => {
    const events = (count: number) =>
      Array.from({ length: count }, (_, n) => [
        {
          file: `/event-${n}/index.html`,
          policy: "default-src 'self'; script-src 'self' 'sha256-A'",
        },
        {
          file: `/it/event-${n}/index.html`,
          policy: "default-src 'self'; script-src 'self' 'sha256-B'",
        },
      ]).flat();
    const calendars = (count: number) =>
      Array.from({ length: count }, (_, n) => [`/event-${n}.ics`, `/it/event-${n}.ics`]).flat();
    const rules = (count: number) =>
      rulesOf(headersFile([...pages, ...events(count)], [...files, ...calendars(count)], "/"))
        .length;
    expect(rules(200)).toBe(rules(1));
    expect(rules(1)).toBeLessThan(20);
    const many = headersFile([...pages, ...events(50)], [...files, ...calendars(50)], "/");
    expect(many.match(/^\/.*\.ics$/gm)).toEqual(["/*.ics"]);
    for (const path of ["/event-7.ics", "/it/event-7.ics", "/events/workshops.ics"]) {
      expect(cloudflareHeaders(many, path)["Content-Security-Policy"], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    expect(cloudflareHeaders(many, "/event-7/")["Content-Security-Policy"]).toBe(union);
    expect(headersFile(pages, files, "/site/")).toMatch(/^\/site\/\*\.ics$/m);
  });

  it("lists calendars one by one if another rule could match their addresses", () => {
    const area = { path: "/admin/", headers: { "X-Robots-Tag": "noindex" } };
    const withArea = headersFile(pages, [...files, "/admin/sample.ics"], "/", [area]);
    expect(withArea).not.toMatch(/^\/\*\.ics$/m);
    expect(withArea).toMatch(/^\/events\/workshops\.ics$/m);
  });

  it("prefixes every rule with the base path", () => {
    const rules = headersFile(pages, files, "/site/").match(/^\/.*$/gm) ?? [];
    expect(rules).toContain("/site/favicon.ico");
    expect(rules).toContain("/site/it/:page/");
    expect(rules.every((rule) => rule.startsWith("/site/"))).toBe(true);
  });
});

describe("headersFileProblems", () => {
  const rule = (n: number) => `/file-${n}.pdf\n  Cache-Control: no-cache`;
  const fileOf = (rules: number) => Array.from({ length: rules }, (_, n) => rule(n)).join("\n");

  it("passes a file Cloudflare Pages reads whole: 100 rules, lines of 2000 characters", () => {
    expect(headersFileProblems(fileOf(headersRuleLimit))).toEqual([]);
    expect(headersFileProblems(`/\n  X-Long: ${"a".repeat(1990)}`)).toEqual([]);
  });

  it("tells a 101st rule, and a line too long, one line each", () => {
    expect(headersFileProblems(fileOf(headersRuleLimit + 1))).toEqual([
      "_headers would have 101 rules, and Cloudflare Pages reads only the first 100, dropping the rest without a word (the calendar files' and the CMS's headers among them): give files of one kind one rule (tools/hosting.ts, fileTypes) or move them under a folder with its own",
    ]);
    expect(headersFileProblems(`/\n  X-Long: ${"a".repeat(2000)}`)).toEqual([
      `_headers has a line of 2010 characters, and Cloudflare Pages reads lines of at most 2000:   X-Long: ${"a".repeat(50)}…`,
    ]);
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
    // Nothing compressed on the fly, as by npm start: a file without a twin gains nothing.
    expect(config).toContain("gzip off;");
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

  it("serves no page by its file's name nor any compressed twin, with a last slash or not", () => {
    expect(config).toContain(
      'location ~ "/(index|404)(\\.html)?$|\\.(gz|br)$" {\n        internal;',
    );
    // A rewrite makes a request internal: the names above keep their last slash, and answer 404.
    expect(config).toContain(
      'rewrite "^(/(?!(.*/)?(index|404)(\\.html)?/$|.*\\.(gz|br)/$).+)/$" $1 last;',
    );
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
    expect(manifest.notFoundFolders).toEqual(["it", "de"]);
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

  it("gets one rule in _headers, last, whose headers replace a page's on both hosts", () => {
    const file = headersFile(pages, withAdmin, "/site/", [area]);
    expect(file).toMatch(
      /\/site\/admin\/\*\n( {2}! .*\n)+ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'\n {2}X-Robots-Tag: noindex, nofollow\n {2}Cross-Origin-Opener-Policy: same-origin-allow-popups\n {2}Cache-Control: no-cache\n$/,
    );
    const everyPath = rulesOf(file)[0];
    expect(everyPath?.pattern).toBe("/site/*");
    expect(everyPath?.lines.join("\n")).not.toContain("Cross-Origin-Opener-Policy");
    expect(file).toContain("/site/it/:page/\n  Cross-Origin-Opener-Policy: same-origin\n");
    expect(file).not.toContain("/site/admin/decap-cms.js");
    for (const path of ["/site/admin/", "/site/admin/decap-cms.js"]) {
      for (const hostHeaders of [cloudflareHeaders(file, path), netlifyHeaders(file, path)]) {
        expect(hostHeaders, path).toMatchObject(area.headers);
        expect(hostHeaders["Cache-Control"], path).toBe("no-cache");
      }
    }
    for (const hostHeaders of [
      cloudflareHeaders(file, "/site/it/events/"),
      netlifyHeaders(file, "/site/it/events/"),
    ]) {
      expect(hostHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(hostHeaders["X-Robots-Tag"]).toBeUndefined();
    }
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

  it("is reached by its address only: nginx sends other spellings of it there", () => {
    const config = nginxConfig({
      root: "/srv",
      listen: "8080",
      basePath: "/site/",
      pages,
      areas: [area],
    });
    // Without its slash; and with %2f, // or /./ for it, which nginx resolves to /site/admin/.
    expect(config).toContain(
      "location = /site/admin {\n      return 301 /site/admin/$is_args$args;",
    );
    expect(config).toContain(
      'location = /site/admin/ {\n      if ($request_uri !~ "^/site/admin/([?#]|$)") {\n        return 301 /site/admin/$is_args$args;',
    );
    // The rewrite of a last slash leaves the folder alone.
    expect(config).toContain('rewrite "^(/site/(?!admin/$|');
  });

  it("is in the manifest npm start reads", () => {
    expect(hostingManifest(pages, "/", [area]).areas).toEqual([area]);
  });
});
