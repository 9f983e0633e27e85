// Serves the production build (build/client) like the static hosts it is made for: clean URLs
// (`/events` and `/events/`), the precompressed `.br`/`.gz` files, and the not-found page with
// status 404 for any unknown path. PORT and HOST override the address; SERVE_ROOT serves another
// folder (the performance benchmark uses it).
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = process.env.SERVE_ROOT ?? join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const notFoundPage = join(root, "404.html");

if (!existsSync(notFoundPage)) {
  console.error(`No build found in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    // Hashed assets never change; pages and data are revalidated on every visit.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  },
});

/** The not-found page, with status 404, compressed like the other pages when it can be. */
function notFound(req, res) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ].find(([name, extension]) => accepted.includes(name) && existsSync(notFoundPage + extension));
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding[0]);
  if (req.method === "HEAD") return res.end();
  createReadStream(notFoundPage + (encoding?.[1] ?? "")).pipe(res);
}

const server = createServer((req, res) => serveStatic(req, res, () => notFound(req, res)));

server.listen(port, host, () => {
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Serving the production build at http://${shownHost}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
