/**
 * Configurations for the hosts the site can live on, written by the build from the same facts:
 * `_headers` (Netlify, Cloudflare Pages), `nginx.conf` (self-hosting) and `hosting.json` (read by
 * scripts/serve.mjs, so that `npm start` answers like production).
 */
import { cacheControl, commonHeaders, nonPagePolicy, strictTransportSecurity } from "./security.ts";

/** A built page: the file that holds it (`/events/index.html`) and its policy. */
export interface BuiltPage {
  file: string;
  policy: string;
}

/** The addresses a page answers to: `/events/index.html` → `/events` and `/events/`;
 * `/404.html` → itself. */
export function pageUrls(file: string, basePath: string): string[] {
  const base = basePath.replace(/\/$/, "");
  if (!file.endsWith("/index.html")) return [`${base}${file}`];
  const path = file.replace(/\/index\.html$/, "");
  if (path === "") return [`${base}/`];
  return [`${base}${path}`, `${base}${path}/`];
}

/** Netlify and Cloudflare Pages `_headers`. Rules matching one path are combined, so no header
 * name appears in two rules that can match the same path. */
export function headersFile(pages: BuiltPage[], basePath: string): string {
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
  return [
    "# Written by the build (tools/hosting.ts); do not edit. Headers for Netlify and Cloudflare Pages.",
    block([`${base}/*`], {
      ...commonHeaders,
      "Strict-Transport-Security": strictTransportSecurity,
    }),
    block([`${base}/assets/*`], {
      "Cache-Control": cacheControl("/assets/"),
      "Content-Security-Policy": nonPagePolicy,
    }),
    ...pages.map((page) =>
      block(pageUrls(page.file, basePath), {
        "Cache-Control": cacheControl(page.file),
        "Content-Security-Policy": page.policy,
      }),
    ),
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
}

/**
 * A complete nginx.conf for self-hosting: clean URLs, `/it` pages, the not-found page with status
 * 404, the precompressed `.gz` files, the headers of every page (HSTS only over HTTPS) and
 * caching. Paths of pid, logs and temporary files are relative to nginx's prefix (`-p`).
 */
export function nginxConfig({ root, listen, basePath, pages }: NginxOptions): string {
  const base = basePath.replace(/\/$/, "");
  const policies = pages
    .map((page) => `    ${quoted(`${base}${page.file}`)} ${quoted(page.policy)};`)
    .join("\n");
  const headers = Object.entries(commonHeaders)
    .map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`)
    .join("\n");
  return `# Written by the build (tools/hosting.ts); do not edit. Self-hosting with nginx:
#   nginx -p /some/writable/folder -c /path/to/this/nginx.conf
# The site's files must be in \`root\`${base ? ` under ${base}/` : ""}; pid, logs and temporary files go under the -p folder.
worker_processes auto;
pid nginx.pid;
error_log logs/error.log warn;

events {
  worker_connections 512;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types {
    text/calendar ics;
  }
  charset utf-8;
  charset_types text/css application/javascript application/xml text/plain text/calendar image/svg+xml;
  access_log off;
  server_tokens off;
  sendfile on;
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  # The build writes a .gz twin of every text file; files without one are compressed here.
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_types text/css application/javascript application/json application/xml text/plain text/calendar image/svg+xml;

  # The Content-Security-Policy of each page, by the file that holds it: its inline code is
  # allowed by hash. Other files may run nothing.
  map $uri $content_security_policy {
    default ${quoted(nonPagePolicy)};
${policies}
  }

  map $uri $cache_control {
    ~/assets/ ${quoted(cacheControl("/assets/"))};
    default ${quoted(cacheControl("/"))};
  }

  map $scheme $strict_transport_security {
    https ${quoted(strictTransportSecurity)};
    default "";
  }

  server {
    listen ${listen};
    root ${root};
    absolute_redirect off;
    autoindex off;

${headers}
    add_header Content-Security-Policy $content_security_policy always;
    add_header Cache-Control $cache_control always;
    add_header Strict-Transport-Security $strict_transport_security always;

    error_page 404 ${base}/404.html;

    # "/events/" is "/events", without a redirect.
    rewrite ^(${base}/.+)/$ $1 last;

    location = ${base}/ {
      try_files ${base}/index.html =404;
    }

    location ${base}/ {
      try_files $uri $uri.html $uri/index.html =404;
    }

    location = ${base}/_headers {
      return 404;
    }
  }
}
`;
}

/** What scripts/serve.mjs needs to answer like production. */
export function hostingManifest(pages: BuiltPage[], basePath: string) {
  return {
    basePath,
    commonHeaders,
    nonPagePolicy,
    cacheControl: { assets: cacheControl("/assets/"), other: cacheControl("/") },
    pagePolicies: Object.fromEntries(pages.map((page) => [page.file, page.policy])),
  };
}
