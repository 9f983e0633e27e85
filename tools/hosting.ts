/**
 * Configurations for the hosts the site can live on, written by the build from the same facts:
 * `_headers` (Netlify, Cloudflare Pages), `nginx.conf` (self-hosting) and `hosting.json` (read by
 * scripts/site-server.mjs, so that `npm start` answers like production).
 */
import { defaultLanguage, languages } from "../app/config/languages.ts";
import { cacheControl, commonHeaders, nonPagePolicy, strictTransportSecurity } from "./security.ts";

/** The folders with a not-found page of their own, in that language (`/it/` → `/it/404.html`),
 * beside the site's `/404.html` (tools/post-build.ts). */
export const notFoundFolders = languages
  .filter((language) => language !== defaultLanguage)
  .map((language) => ({ folder: `/${language}/`, page: `/${language}/404.html` }));

/** A built page: the file that holds it (`/events/index.html`) and its policy. */
export interface BuiltPage {
  file: string;
  policy: string;
}

/**
 * A folder of the site with headers of its own (the CMS at `/admin/`): they replace the common
 * ones of the same name, and a page's or file's policy and caching.
 */
export interface HostedArea {
  /** From the base path, with slashes: `/admin/`. */
  path: string;
  headers: Record<string, string>;
}

/** The common headers some area replaces: sent per kind of file instead of for every path. */
function replacedCommonHeaders(areas: HostedArea[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(commonHeaders).filter(([name]) =>
      areas.some((area) => Object.hasOwn(area.headers, name)),
    ),
  );
}

/** Whether a file of the site (`/admin/config.yml`) is in an area. */
export function inArea(file: string, areas: HostedArea[]): boolean {
  return areas.some((area) => file.startsWith(area.path));
}

export interface FileType {
  /** The Content-Type header, with the charset of text. */
  type: string;
  /** Worth compressing: the build writes `.gz` and `.br` twins, servers vary on Accept-Encoding. */
  compress: boolean;
  /**
   * `_headers` gives every file of this kind one rule (`/*.ics`) instead of one rule each: there
   * are many of them, and no page's address ends the same way. nginx and `npm start` give every
   * file its headers by what it is anyway.
   */
  oneHeadersRule?: boolean;
}

/** How nginx and `npm start` type each kind of file the site has (Netlify and Cloudflare Pages
 * type files themselves). Any other file is `application/octet-stream`. */
export const fileTypes: Record<string, FileType> = {
  ".html": { type: "text/html; charset=utf-8", compress: true },
  ".css": { type: "text/css; charset=utf-8", compress: true },
  ".js": { type: "text/javascript; charset=utf-8", compress: true },
  ".json": { type: "application/json", compress: true },
  ".webmanifest": { type: "application/manifest+json", compress: true },
  // React Router's page data for client-side navigation, typed as its own server types it.
  ".data": { type: "text/x-script", compress: true },
  ".svg": { type: "image/svg+xml; charset=utf-8", compress: true },
  ".xml": { type: "application/xml; charset=utf-8", compress: true },
  ".txt": { type: "text/plain; charset=utf-8", compress: true },
  // Calendars: a file per event and language, and the feeds (two per kind of event).
  ".ics": { type: "text/calendar; charset=utf-8", compress: true, oneHeadersRule: true },
  ".yml": { type: "text/yaml; charset=utf-8", compress: true },
  ".wasm": { type: "application/wasm", compress: true },
  ".ico": { type: "image/x-icon", compress: true },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".jpeg": { type: "image/jpeg", compress: false },
  ".gif": { type: "image/gif", compress: false },
  ".webp": { type: "image/webp", compress: false },
  ".avif": { type: "image/avif", compress: false },
  ".woff2": { type: "font/woff2", compress: false },
  ".pdf": { type: "application/pdf", compress: false },
};

/** Where the build writes `_headers` in the site: for the host to read, never to be served. */
export const headersPath = "/_headers";

/** The addresses a page answers to: `/events/index.html` → `/events` and `/events/`;
 * `/404.html` → itself. */
export function pageUrls(file: string, basePath: string): string[] {
  const base = basePath.replace(/\/$/, "");
  if (!file.endsWith("/index.html")) return [`${base}${file}`];
  const path = file.replace(/\/index\.html$/, "");
  if (path === "") return [`${base}/`];
  return [`${base}${path}`, `${base}${path}/`];
}

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const headersRuleLimit = 100;

/**
 * Netlify and Cloudflare Pages `_headers`: the common headers for every path, and a caching rule
 * and a policy for every file, by kind: hashed assets, each page, every calendar (one rule,
 * `/*.ics`: both hosts match a `*` inside a path), each other file (page data, icons, sitemap).
 * Rules matching one path are combined, so no header name appears in two rules that can match the
 * same path. `files` are the site's files (`/favicon.ico`) before the build adds the `.gz`/`.br`
 * twins, which only nginx and `npm start` use.
 */
export function headersFile(
  pages: BuiltPage[],
  files: string[],
  basePath: string,
  areas: HostedArea[] = [],
): string {
  const block = (paths: string[], headers: Record<string, string>) =>
    paths
      .map(
        (path) =>
          `${path}\n${Object.entries(headers)
            .map(([name, value]) => `  ${name}: ${value}`)
            .join("\n")}`,
      )
      .join("\n");
  const base = basePath.replace(/\/$/, "");
  const pageFiles = new Set(pages.map((page) => page.file));
  const otherFiles = files.filter(
    (file) =>
      !pageFiles.has(file) &&
      !file.startsWith("/assets/") &&
      file !== headersPath &&
      !inArea(file, areas),
  );
  // A kind of file gets its one rule only if that rule matches nothing else: no page address,
  // asset or file of an area ends the same way.
  const claimed = [
    ...pages.flatMap((page) => pageUrls(page.file, "/")),
    ...files.filter((file) => !otherFiles.includes(file)),
  ];
  const oneRule = Object.entries(fileTypes)
    .filter(([, { oneHeadersRule }]) => oneHeadersRule)
    .map(([extension]) => extension)
    .filter((extension) => otherFiles.some((file) => file.endsWith(extension)))
    .filter((extension) => !claimed.some((path) => path.endsWith(extension)));
  const listed = otherFiles.filter(
    (file) => !oneRule.some((extension) => file.endsWith(extension)),
  );
  // Rules matching one path are combined, values and all: a common header that an area replaces
  // goes with each other kind of file instead.
  const replaced = replacedCommonHeaders(areas);
  const kept = Object.fromEntries(
    Object.entries(commonHeaders).filter(([name]) => !Object.hasOwn(replaced, name)),
  );
  return [
    "# Written by the build (tools/hosting.ts); do not edit. Headers for Netlify and Cloudflare Pages.",
    block([`${base}/*`], {
      ...kept,
      "Strict-Transport-Security": strictTransportSecurity,
    }),
    block([`${base}/assets/*`], {
      ...replaced,
      "Cache-Control": cacheControl("/assets/"),
      "Content-Security-Policy": nonPagePolicy,
    }),
    ...pages.map((page) =>
      block(pageUrls(page.file, basePath), {
        ...replaced,
        "Cache-Control": cacheControl(page.file),
        "Content-Security-Policy": page.policy,
      }),
    ),
    block(
      [
        ...oneRule.map((extension) => `${base}/*${extension}`),
        ...listed.map((file) => `${base}${file}`),
      ],
      { ...replaced, "Cache-Control": cacheControl("/"), "Content-Security-Policy": nonPagePolicy },
    ),
    ...areas.map((area) => block([`${base}${area.path}*`], area.headers)),
    "",
  ].join("\n");
}

function quoted(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export interface NginxOptions {
  /** The folder nginx serves from: holds the site, under the base path if there is one. */
  root: string;
  /** `listen` directive's value. */
  listen: string;
  basePath: string;
  pages: BuiltPage[];
  areas?: HostedArea[];
}

/** The MIME types of `fileTypes` without parameters (nginx adds the charset itself). */
function mimeTypes(filter: (fileType: FileType) => boolean): string[] {
  const types = Object.values(fileTypes)
    .filter(filter)
    .map(({ type }) => type.split(";")[0] ?? type);
  return [...new Set(types)].filter((type) => type !== "text/html");
}

/**
 * A complete nginx.conf for self-hosting: clean URLs, `/it` pages, the not-found page with status
 * 404, the precompressed `.gz` files, the headers of every page (HSTS over HTTPS, also behind a
 * TLS proxy), caching, 405 for methods other than GET and HEAD, room and time limits for slow
 * clients, and a commented HTTPS example. Paths of pid, logs and temporary files are relative to
 * nginx's prefix (`-p`).
 */
export function nginxConfig({ root, listen, basePath, pages, areas = [] }: NginxOptions): string {
  const base = basePath.replace(/\/$/, "");
  // An area's headers, by the path of what is asked for: lines of a `map` on $uri.
  const areaLines = (name: string) =>
    areas
      .filter((area) => Object.hasOwn(area.headers, name))
      .map((area) => `    ~^${base}${area.path} ${quoted(area.headers[name] ?? "")};`);
  const mapped = [...new Set(areas.flatMap((area) => Object.keys(area.headers)))].filter(
    (name) => name !== "Content-Security-Policy" && name !== "Cache-Control",
  );
  const variable = (name: string) => `$area_${name.toLowerCase().replace(/-/g, "_")}`;
  const policies = pages
    .map((page) => `    ${quoted(`${base}${page.file}`)} ${quoted(page.policy)};`)
    .join("\n");
  const types = Object.entries(fileTypes)
    .map(([extension, { type }]) => `    ${type.split(";")[0]} ${extension.slice(1)};`)
    .join("\n");
  const hsts = quoted(strictTransportSecurity);
  const site = [
    `root ${root};`,
    "absolute_redirect off;",
    "autoindex off;",
    "# Nothing outside the site's folder is served through a symbolic link (the build writes none).",
    "disable_symlinks on;",
    "",
    ...Object.entries(commonHeaders)
      .filter(([name]) => !mapped.includes(name))
      .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    ...mapped.map((name) => `add_header ${name} ${variable(name)} always;`),
    "add_header Content-Security-Policy $content_security_policy always;",
    "add_header Cache-Control $cache_control always;",
    "add_header Strict-Transport-Security $strict_transport_security always;",
    "add_header Allow $allowed_methods always;",
    "",
    "# A static site: reading is all there is to do.",
    "if ($request_method !~ ^(GET|HEAD)$) {",
    "  return 405;",
    "}",
    "",
    `error_page 404 ${base}/404.html;`,
    "",
    '# "/events/" is "/events", without a redirect.',
    `rewrite ^(${base}/.+)/$ $1 last;`,
    "",
    `location = ${base}/ {`,
    `  try_files ${base}/index.html =404;`,
    "}",
    "",
    `location ${base}/ {`,
    "  try_files $uri $uri.html $uri/index.html =404;",
    "}",
    "",
    ...notFoundFolders.flatMap(({ folder, page }) => [
      `# Unknown addresses under ${folder} get the not-found page in that language.`,
      `location ${base}${folder} {`,
      `  error_page 404 ${base}${page};`,
      "  try_files $uri $uri.html $uri/index.html =404;",
      "}",
      "",
    ]),
    `location = ${base}${headersPath} {`,
    "  return 404;",
    "}",
  ];
  const indent = (lines: string[], prefix: string) =>
    lines.map((line) => (line ? `${prefix}${line}` : prefix.trimEnd())).join("\n");
  return `# Written by the build (tools/hosting.ts); do not edit. Self-hosting with nginx:
#   nginx -p /some/writable/folder -c /path/to/this/nginx.conf
# The site's files must be in \`root\`${base ? ` under ${base}/` : ""}; pid, logs and temporary files go under the -p folder.
worker_processes auto;
pid nginx.pid;
error_log logs/error.log warn;
# One file descriptor per connection, plus one per file being sent.
worker_rlimit_nofile 8192;

events {
  # Room for many slow or idle clients per worker; the timeouts below end the stalled ones.
  worker_connections 4096;
}

http {
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${mimeTypes(({ type }) => type.includes("charset")).join(" ")};
  access_log off;
  server_tokens off;
  sendfile on;
  client_header_timeout 10s;
  client_body_timeout 10s;
  send_timeout 30s;
  keepalive_timeout 15s;
  reset_timedout_connection on;
  # One byte range per request: a request for many ranges gets the whole file, as npm start
  # answers, instead of a multipart answer that costs more than the file.
  max_ranges 1;
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  # The build writes a .gz twin of every text file; files without one are compressed here.
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_types ${mimeTypes(({ compress }) => compress).join(" ")};

  # The Content-Security-Policy of each page, by the file that holds it: its inline code is
  # allowed by hash. Other files may run nothing.
  map $uri $content_security_policy {
    default ${quoted(nonPagePolicy)};
${[policies, ...areaLines("Content-Security-Policy")].join("\n")}
  }

  map $uri $cache_control {
${[...areaLines("Cache-Control"), `    ~/assets/ ${quoted(cacheControl("/assets/"))};`].join("\n")}
    default ${quoted(cacheControl("/"))};
  }
${mapped
  .map(
    (name) => `
  # ${name}: an area's own value (an empty one is not sent).
  map $uri ${variable(name)} {
${areaLines(name).join("\n")}
    default ${quoted(commonHeaders[name] ?? "")};
  }`,
  )
  .join("\n")}

  # HSTS over HTTPS: when nginx ends TLS itself, or when a proxy in front of it did and says so.
  # A client that sends X-Forwarded-Proto over plain HTTP gets a header its browser ignores.
  map "$scheme:$http_x_forwarded_proto" $strict_transport_security {
    ~^https: ${hsts};
    "~*^[^:]*: *https *(,|$)" ${hsts};
    default "";
  }

  map $request_method $allowed_methods {
    GET "";
    HEAD "";
    default "GET, HEAD";
  }

  server {
    listen ${listen};
${indent(site, "    ")}
  }

  # HTTPS with nginx ending TLS itself: uncomment the two blocks below, set the domain and the
  # certificate (e.g. from Let's Encrypt), and remove the \`server\` above. The first serves the
  # site over HTTPS, the second sends plain HTTP there.
  #
  # server {
  #   listen 443 ssl;
  #   server_name chapter.example.org;
  #   ssl_certificate /etc/letsencrypt/live/chapter.example.org/fullchain.pem;
  #   ssl_certificate_key /etc/letsencrypt/live/chapter.example.org/privkey.pem;
  #   ssl_protocols TLSv1.2 TLSv1.3;
${indent(site, "  #   ")}
  # }
  #
  # server {
  #   listen 80;
  #   server_name chapter.example.org;
  #   return 301 https://$host$request_uri;
  # }
}
`;
}

/** What scripts/site-server.mjs needs to answer like production (build/hosting.json): its one
 * description, which the server's JSDoc names as its type. */
export interface HostingManifest {
  areas: HostedArea[];
  basePath: string;
  commonHeaders: Record<string, string>;
  strictTransportSecurity: string;
  nonPagePolicy: string;
  cacheControl: { assets: string; other: string };
  /** Each page's file (`/events/index.html`) and its Content-Security-Policy. */
  pagePolicies: Record<string, string>;
  fileTypes: Record<string, FileType>;
  /** Files for the host to read, never served (`/_headers`). */
  hostFiles: string[];
  /** Folders (`it`) whose unknown addresses get the `404.html` inside them. */
  notFoundFolders: string[];
}

export function hostingManifest(
  pages: BuiltPage[],
  basePath: string,
  areas: HostedArea[] = [],
): HostingManifest {
  return {
    areas,
    basePath,
    commonHeaders,
    strictTransportSecurity,
    nonPagePolicy,
    cacheControl: { assets: cacheControl("/assets/"), other: cacheControl("/") },
    pagePolicies: Object.fromEntries(pages.map((page) => [page.file, page.policy])),
    fileTypes,
    hostFiles: [headersPath],
    notFoundFolders: notFoundFolders.map(({ folder }) => folder.replaceAll("/", "")),
  };
}
