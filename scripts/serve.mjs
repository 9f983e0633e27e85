// Serves the production build (build/client) like the hosts it is made for: clean URLs
// (`/events` and `/events/`), the precompressed `.br`/`.gz` files, the security and caching
// headers of build/hosting.json (the same as in _headers and nginx.conf), the site under its
// base path, and the not-found page with status 404 for any unknown path.
// PORT and HOST override the address; SERVE_BUILD serves another build folder (the tests' build
// with fixture content), SERVE_ROOT another folder of files (npm run perf uses it).
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const buildDir = process.env.SERVE_BUILD ?? join(import.meta.dirname, "..", "build");
const root = process.env.SERVE_ROOT ?? join(buildDir, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const notFoundPage = join(root, "404.html");
const manifestFile = join(buildDir, "hosting.json");

if (!existsSync(notFoundPage) || !existsSync(manifestFile)) {
  console.error(`No build found in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {{ basePath: string; commonHeaders: Record<string, string>; nonPagePolicy: string; cacheControl: { assets: string; other: string }; pagePolicies: Record<string, string> }} */
const hosting = JSON.parse(readFileSync(manifestFile, "utf8"));
const base = hosting.basePath.replace(/\/$/, "");

/** The policy of what a path serves: a page's own (`/events` is `/events/index.html`). */
function policyOf(path) {
  const trimmed = path.replace(/\/+$/, "");
  const page = [path, `${trimmed}/index.html`, `${trimmed}.html`]
    .map((file) => hosting.pagePolicies[file])
    .find(Boolean);
  return page ?? hosting.nonPagePolicy;
}

/** The headers of a path of the site, as production sends them. */
function setHeaders(res, file) {
  for (const [name, value] of Object.entries(hosting.commonHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policyOf(file));
  const cache = hosting.cacheControl;
  res.setHeader("Cache-Control", file.startsWith("/assets/") ? cache.assets : cache.other);
}

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders,
});

/** The not-found page, with status 404, compressed like the other pages when it can be. */
function notFound(req, res) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ].find(([name, extension]) => accepted.includes(name) && existsSync(notFoundPage + extension));
  res.statusCode = 404;
  setHeaders(res, "/404.html");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding[0]);
  if (req.method === "HEAD") return res.end();
  createReadStream(notFoundPage + (encoding?.[1] ?? "")).pipe(res);
}

const server = createServer((req, res) => {
  const path = req.url ?? "/";
  // The build's own configuration files are not part of the site.
  if (/^\/_headers(\?|$)/.test(path.slice(base.length))) return notFound(req, res);
  if (base) {
    if (path !== base && !path.startsWith(`${base}/`) && !path.startsWith(`${base}?`)) {
      return notFound(req, res);
    }
    req.url = path.slice(base.length) || "/";
  }
  serveStatic(req, res, () => notFound(req, res));
});

server.listen(port, host, () => {
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Serving the production build at http://${shownHost}:${port}${base}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
