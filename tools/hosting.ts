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

/** Cloudflare Pages reads at most this many rules from `_headers`, and drops the rest without a
 * word; the build stops before that (`headersFileProblems`). */
export const headersRuleLimit = 100;

/** Cloudflare Pages' longest line of `_headers`, in characters. */
export const headersLineLimit = 2000;

/**
 * One Content-Security-Policy that allows what each of `policies` allows: every directive with
 * the sources of all (a page's own hashes among them). Sent as a header to every page where a
 * host's rules cannot tell pages apart, beside each page's own policy in its `<meta>`: a browser
 * enforces both, so a page still runs only its own inline code.
 */
export function unionPolicy(policies: readonly string[]): string {
  const directives = new Map<string, string[]>();
  for (const policy of policies) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? [];
      directives.set(name, [...known, ...sources.filter((source) => !known.includes(source))]);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The address patterns of a page's rules: `/events/index.html` → `/:page` and `/:page/`,
 * `/it/events/index.html` → `/it/:page` and `/it/:page/`, `/404.html` → `/:page`. Every page of a
 * folder, event pages included, shares them: their number follows the site's folders, never its
 * events.
 */
export function pagePatterns(file: string, basePath: string): string[] {
  return pageUrls(file, basePath).map((url) =>
    url === `${basePath.replace(/\/$/, "")}/` ? url : url.replace(/[^/]+(\/?)$/, ":page$1"),
  );
}

/**
 * Whether a rule's address pattern may match a path, as either host reads it: `*` anything,
 * slashes included, `:name` one segment; Netlify also matches a path with or without its last
 * slash, and `/folder/*` the folder itself.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"),
    )
    .join("")
    .replace(/\/\.\*$/, "(/.*)?");
  return new RegExp(`^${source}/?$`, "i").test(path);
}

/** A rule of `_headers`: the addresses it matches and the headers it sets. */
interface HeadersRule {
  patterns: string[];
  headers: Record<string, string>;
  /** The site's paths it is written for: where an earlier, wider rule may have set its headers. */
  paths: string[];
}

/**
 * Netlify and Cloudflare Pages `_headers`, whose number of rules follows the site's kinds of file
 * and folders, never its number of events or pages (Cloudflare Pages reads 100): the common
 * headers for every path; every page by the pattern of its folder (`/:page`, `/it/:page/`), with
 * one policy that allows every page's inline code (`unionPolicy`; each page's `<meta>` narrows it
 * to its own); then, after them, what is not a page: hashed assets, every calendar (one rule,
 * `/*.ics`), each other file (icons, sitemap) and the areas (the CMS), whose headers replace a
 * page pattern's where both match.
 *
 * Where two rules match one path, the later one wins on both hosts: Netlify keeps a header's last
 * value; Cloudflare Pages would join both values with a comma, so a later rule first removes
 * (`! Name`, a line Netlify ignores) each header an earlier rule matching its paths has set.
 * `files` are the site's files (`/favicon.ico`) before the build adds the `.gz`/`.br` twins, which
 * only nginx and `npm start` use.
 */
export function headersFile(
  pages: BuiltPage[],
  files: string[],
  basePath: string,
  areas: HostedArea[] = [],
): string {
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
  // A common header that an area replaces goes with each other kind of file instead.
  const replaced = replacedCommonHeaders(areas);
  const kept = Object.fromEntries(
    Object.entries(commonHeaders).filter(([name]) => !Object.hasOwn(replaced, name)),
  );
  const at = (paths: string[]) => paths.map((path) => `${base}${path}`);
  const nonPage = {
    ...replaced,
    "Cache-Control": cacheControl("/"),
    "Content-Security-Policy": nonPagePolicy,
  };
  const rules: HeadersRule[] = [
    {
      patterns: [`${base}/*`],
      headers: { ...kept, "Strict-Transport-Security": strictTransportSecurity },
      paths: [],
    },
    {
      patterns: [...new Set(pages.flatMap((page) => pagePatterns(page.file, basePath)))],
      headers: {
        ...replaced,
        "Cache-Control": cacheControl("/"),
        "Content-Security-Policy": unionPolicy(pages.map((page) => page.policy)),
      },
      paths: at(pages.flatMap((page) => pageUrls(page.file, "/"))),
    },
    {
      patterns: [`${base}/assets/*`],
      headers: {
        ...replaced,
        "Cache-Control": cacheControl("/assets/"),
        "Content-Security-Policy": nonPagePolicy,
      },
      paths: at(files.filter((file) => file.startsWith("/assets/"))),
    },
    ...oneRule.map((extension) => ({
      patterns: [`${base}/*${extension}`],
      headers: nonPage,
      paths: at(otherFiles.filter((file) => file.endsWith(extension))),
    })),
    { patterns: at(listed), headers: nonPage, paths: at(listed) },
    ...areas.map((area) => ({
      patterns: [`${base}${area.path}*`],
      // What the area does not set itself, it gets as any other file: a page pattern may match
      // its folder's address, and Netlify keeps what a later rule does not replace.
      headers: {
        ...area.headers,
        ...Object.fromEntries(
          Object.entries(nonPage).filter(([name]) => !Object.hasOwn(area.headers, name)),
        ),
      },
      paths: at([
        area.path,
        ...files.filter((file) => file.startsWith(area.path)),
        ...files
          .filter((file) => file.startsWith(area.path) && file.endsWith("/index.html"))
          .map((file) => file.replace(/index\.html$/, "")),
      ]),
    })),
  ].filter((rule) => rule.patterns.length > 0);

  const lines = [
    "# Written by the build (tools/hosting.ts); do not edit. Headers for Netlify and Cloudflare Pages.",
  ];
  rules.forEach((rule, index) => {
    // What an earlier rule matching this one's paths has set, to remove first (Cloudflare Pages).
    const earlier = rules
      .slice(0, index)
      .filter((before) =>
        before.patterns.some((pattern) =>
          [...rule.paths, ...rule.patterns].some((path) => patternMatches(pattern, path)),
        ),
      )
      .flatMap((before) => Object.keys(before.headers));
    const detached = Object.keys(rule.headers).filter((name) => earlier.includes(name));
    for (const pattern of rule.patterns) {
      lines.push(
        pattern,
        ...detached.map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      );
    }
  });
  return `${lines.join("\n")}\n`;
}

/**
 * Why a `_headers` file would not be read whole by Cloudflare Pages: more rules than it reads, or
 * a line longer than it takes. Each problem is one line; none when the file fits.
 */
export function headersFileProblems(file: string): string[] {
  const rules = file.match(/^\//gm)?.length ?? 0;
  const problems =
    rules > headersRuleLimit
      ? [
          `_headers would have ${rules} rules, and Cloudflare Pages reads only the first ${headersRuleLimit}, dropping the rest without a word (the calendar files' and the CMS's headers among them): give files of one kind one rule (tools/hosting.ts, fileTypes) or move them under a folder with its own`,
        ]
      : [];
  const long = file.split("\n").find((line) => line.length > headersLineLimit);
  if (long) {
    problems.push(
      `_headers has a line of ${long.length} characters, and Cloudflare Pages reads lines of at most ${headersLineLimit}: ${long.slice(0, 60)}…`,
    );
  }
  return problems;
}

/** `text` matched literally in a regular expression (nginx's PCRE). */
function regexEscaped(text: string): string {
  return text.replace(/[.*+?^$()[\]{}|\\]/g, "\\$&");
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
  // A page is at its address only: `/index`, `/404` and their files answer 404 (the not-found
  // page is served from here by `error_page`, an internal request). So do the compressed twins:
  // `gzip_static` opens them beside the file asked for, without looking up a location. As
  // `namesNoAddress` in scripts/site-server.mjs.
  const pageFile = "(index|404)(\\.html)?";
  const twin = "\\.(gz|br)";
  const unservedNames = [
    "  # A page is at its address only: its file's name (/index, /404.html) answers 404, and so",
    "  # does a compressed twin (/index.html.gz), which gzip_static sends for the file itself.",
    `  location ~ "/${pageFile}$|${twin}$" {`,
    "    internal;",
    "  }",
  ];
  // What the rewrite of a last slash leaves alone: an area's folder (`admin/`), and the names
  // above, which a rewrite would let in (it makes the request internal).
  const kept = [
    ...areas.map((area) => `${regexEscaped(area.path.slice(1))}$`),
    `(.*/)?${pageFile}/$`,
    `.*${twin}/$`,
  ];
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
    '# "/events/" is "/events", without a redirect; an area\'s folder keeps its slash (below), and',
    "# a name that is no address (/index.html/, /index.html.gz/) keeps it, and answers 404.",
    `rewrite "^(${base}/(?!${kept.join("|")}).+)/$" $1 last;`,
    "",
    `location = ${base}/ {`,
    `  try_files ${base}/index.html =404;`,
    "}",
    "",
    `location ${base}/ {`,
    "  try_files $uri $uri.html $uri/index.html =404;",
    ...unservedNames,
    "}",
    "",
    ...notFoundFolders.flatMap(({ folder, page }) => [
      `# Unknown addresses under ${folder} get the not-found page in that language.`,
      `location ${base}${folder} {`,
      `  error_page 404 ${base}${page};`,
      "  try_files $uri $uri.html $uri/index.html =404;",
      ...unservedNames,
      "}",
      "",
    ]),
    ...areas.flatMap((area) => [
      `# ${area.path} names its files relatively (init.js): asked for by another spelling of its`,
      "# address (without its slash, with %2f for it, with // or /./ in it), it sends the browser",
      "# there, instead of a page whose files the browser would look for in another folder.",
      `location = ${base}${area.path.replace(/\/$/, "")} {`,
      `  return 301 ${base}${area.path}$is_args$args;`,
      "}",
      "",
      `location = ${base}${area.path} {`,
      `  if ($request_uri !~ ${quoted(`^${regexEscaped(`${base}${area.path}`)}([?#]|$)`)}) {`,
      `    return 301 ${base}${area.path}$is_args$args;`,
      "  }",
      `  try_files ${base}${area.path}index.html =404;`,
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

  # The build writes a .gz twin of every text file that compression shrinks (of 256 bytes and
  # more), sent to clients that accept gzip. Nothing is compressed here, as by npm start: a file
  # without a twin would gain nothing, and is served alike by both, byte ranges included.
  gzip_static on;
  gzip off;
  gzip_vary on;

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
