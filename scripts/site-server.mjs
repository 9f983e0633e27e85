// @ts-check
// The server of `npm start` and `npm run serve`: answers like the nginx configuration the build
// writes (tools/hosting.ts), from the same build/hosting.json. Files go out through `send` (the
// static-file module of Express), which handles ETags, conditional requests, HEAD and byte ranges;
// this module maps URLs to files as nginx does and sets the headers. Nothing a client sends, nor
// files changing on disk, may stop it: every failure becomes an answer. A rebuild is picked up
// as it happens: files are looked up per request and hosting.json is read again when it changes.
import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import { extname, join, sep } from "node:path";
import send from "send";

/** @typedef {import("../tools/hosting.ts").HostingManifest} Hosting */
/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {{ file: string; size: number; modified: number }} FoundFile */

/** nginx's default limit on the request line (large_client_header_buffers). */
const maxUrlLength = 8192;

/** What the URL's path names, once decoded and resolved as nginx does: its segments; or the
 * status that refuses it (400: malformed, or above the root).
 * @param {string} url
 * @returns {string[] | number} */
export function urlSegments(url) {
  // The absolute form (`GET http://host/path`) names the same path.
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").split(/[?#]/)[0] ?? "";
  if (!path.startsWith("/") || /%(?![0-9a-f]{2})/i.test(path)) return 400;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Bytes that are not UTF-8 name no file of the site.
    return ["\uFFFD"];
  }
  if (decoded.includes("\0")) return 400;
  const segments = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") segments.push(segment);
    else if (segments.pop() === undefined) return 400;
  }
  return segments;
}

/** Whether an Accept-Encoding value accepts a content coding (RFC 9110 §12.5.3: `q=0` refuses,
 * `*` stands for every coding not named).
 * @param {string | string[] | undefined} header
 * @param {string} coding */
export function acceptsEncoding(header, coding) {
  let any = false;
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((text) => text.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === "*") any = accepted;
  }
  return any;
}

/** RFC 9110 §14.1.3: a suffix range longer than the file stands for the whole file (`send`'s range
 * parser calls it unsatisfiable).
 * @param {string} range
 * @param {number} size */
export function withLongSuffixesWhole(range, size) {
  return range.replace(/([=,]\s*)-\s*(\d+)/g, (whole, /** @type {string} */ before, length) =>
    Number(length) > size ? `${before}0-` : whole,
  );
}

/** Whether a file is inside the site's folder once every symbolic link is followed (nginx's
 * configuration follows none: `disable_symlinks on`).
 * @param {string} root
 * @param {string} file */
async function insideRoot(root, file) {
  const [folder, target] = await Promise.all([
    realpath(root),
    realpath(join(root, file)).catch(() => null),
  ]);
  return target !== null && target.startsWith(folder + sep);
}

/** The file a site path is served from, tried in nginx's `try_files` order, or null.
 * @param {string} root
 * @param {string[]} segments
 * @param {Hosting} hosting
 * @returns {Promise<FoundFile | null>} */
async function findFile(root, segments, hosting) {
  const path = `/${segments.join("/")}`;
  const candidates =
    segments.length === 0 ? ["/index.html"] : [path, `${path}.html`, `${path}/index.html`];
  for (const file of candidates) {
    if (hosting.hostFiles.includes(file)) continue;
    const stats = await stat(join(root, file)).catch(() => null);
    if (stats?.isFile() && (await insideRoot(root, file))) {
      return { file, size: stats.size, modified: Math.floor(stats.mtimeMs / 1000) };
    }
  }
  return null;
}

/** A file's ETag, made as nginx makes it from its modification time (s) and size.
 * @type {(modified: number, size: number) => string} */
const entityTag = (modified, size) => `"${modified.toString(16)}-${size.toString(16)}"`;

/**
 * The Range header to honour, or undefined: as nginx, the unit in any letter case, one range per
 * request (nginx.conf's `max_ranges 1`: several get the whole file, even ranges `send` would
 * merge into one), and only when If-Range, if sent, names the file as it is: its ETag, or exactly
 * its modification date (RFC 9110 §13.1.5; a later date is no match).
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ size: number; modified: number }} file
 */
export function honouredRange(headers, { size, modified }) {
  const range = headers.range;
  if (typeof range !== "string" || !/^bytes=/i.test(range) || range.includes(",")) return undefined;
  const ifRange = headers["if-range"];
  if (typeof ifRange === "string") {
    const value = ifRange.trim();
    const matches = value.startsWith('"')
      ? value === entityTag(modified, size)
      : !value.startsWith("W/") && Date.parse(value) === modified * 1000;
    if (!matches) return undefined;
  }
  return withLongSuffixesWhole(`bytes=${range.slice("bytes=".length)}`, size);
}

/** Whether an HTTP date is later than now.
 * @param {string | undefined} value */
export function futureDate(value) {
  return value !== undefined && Date.parse(value) > Date.now();
}

/**
 * Whether a path names a page by its file (`/index`, `/events/index.html`, `/404`,
 * `/it/404.html`) rather than by its address: answered 404 by nginx.conf and `npm start` alike,
 * so that no page has a twin at another address and the not-found page is never a 200. No
 * content may take these names (an event's address cannot be `index` or `404`).
 * @param {string[]} segments
 */
export function namesPageFile(segments) {
  return /^(index|404)(\.html)?$/.test(segments.at(-1) ?? "");
}

/**
 * Where a folder whose page names its files relatively (the CMS at `/admin/`, whose scripts are
 * `init.js`, `decap-cms.js`) is asked for without its last slash (`/admin`, `/admin?x`): the
 * same folder with it, keeping the query; or undefined for any other request. Served as it is,
 * `/admin` would make the browser ask for `/init.js` and show a blank page.
 * @param {string} url the request's target
 * @param {string[]} segments the path's segments below the base path
 * @param {Hosting} hosting
 */
export function folderRedirect(url, segments, hosting) {
  const [path = "", query] =
    url
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "")
      .split("#")[0]
      ?.match(/^([^?]*)(\?.*)?$/)
      ?.slice(1) ?? [];
  if (path.endsWith("/") || segments.length === 0) return undefined;
  const folder = `/${segments.join("/")}/`;
  if (!(hosting.areas ?? []).some((area) => area.path === folder)) return undefined;
  return `${hosting.basePath.replace(/\/$/, "")}${folder}${query ?? ""}`;
}

/** @type {(path: string) => Promise<boolean>} */
const fileExists = (path) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );

/** nginx.conf's send_timeout: a client that takes nothing of an answer for this long is reset. */
export const defaultSendTimeout = 30_000;

/**
 * Resets every connection of `server` on which nothing moved for `timeout` ms, as nginx's
 * `send_timeout` with `reset_timedout_connection` does: no byte read from the client, none taken
 * by it. A reset (not a close) frees at once what the kernel still holds for a client that stopped
 * reading (megabytes of a large file); Node's own socket timeout waits up to twice as long for a
 * stalled write, then closes and leaves that data queued. Progress is what the kernel took:
 * libuv's write queue shrinks as the client reads, even within one large write.
 * @param {import("node:http").Server} server
 * @param {number} timeout */
function resetStalledConnections(server, timeout) {
  const interval = Math.min(250, timeout / 10);
  /** For each connection: what it had moved when last looked at, and the last look before it
   * moved (the earliest it may have moved). */
  /** @type {Map<import("node:net").Socket, { state: string; since: number }>} */
  const sockets = new Map();
  /** @param {import("node:net").Socket} socket */
  const stateOf = (socket) =>
    // `writeQueueSize` is what libuv still holds to write (Node's own timeout reads it too).
    `${socket.bytesRead}:${socket.bytesWritten}:${/** @type {any} */ (socket)._handle?.writeQueueSize ?? 0}`;
  let lastLook = Date.now();
  server.on("connection", (socket) => {
    sockets.set(socket, { state: stateOf(socket), since: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  // Looked at every `interval`, a connection is reset within `timeout` of its last move, and
  // never sooner than `timeout - 2 * interval` after it.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, seen] of sockets) {
      const state = stateOf(socket);
      if (state !== seen.state) sockets.set(socket, { state, since: lastLook });
      else if (now - seen.since >= timeout - interval) {
        sockets.delete(socket);
        socket.resetAndDestroy();
      }
    }
    lastLook = now;
  }, interval);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));
}

/**
 * An HTTP server for the site in `root` (build/client), with the headers of `manifestFile`
 * (build/hosting.json). `sendTimeout` (ms, 30 s as nginx's by default) is how long a connection
 * may stay without progress before it is reset.
 * @param {{ root: string; manifestFile: string; sendTimeout?: number }} options
 */
export function createSiteServer({ root, manifestFile, sendTimeout = defaultSendTimeout }) {
  /** @type {Hosting | null} */
  let hosting = null;
  let manifestVersion = "";

  async function currentHosting() {
    try {
      const { mtimeMs, size } = await stat(manifestFile);
      if (`${mtimeMs}:${size}` !== manifestVersion) {
        hosting = JSON.parse(await readFile(manifestFile, "utf8"));
        manifestVersion = `${mtimeMs}:${size}`;
      }
    } catch {
      // Missing or half-written during a rebuild: the last complete one holds until then.
    }
    return hosting;
  }

  /** The manifest, once `answer` has found one (it answers 503 before). */
  function site() {
    if (!hosting) throw new Error("build/hosting.json has not been read");
    return hosting;
  }

  /** A short plain-text answer for errors, with the headers every answer has.
   * @param {Request} req
   * @param {Response} res
   * @param {number} status
   * @param {Record<string, string>} [headers] */
  function plainAnswer(req, res, status, headers = {}) {
    for (const name of res.getHeaderNames()) {
      if (/^(content-|etag|last-modified|accept-ranges|vary)/.test(name)) res.removeHeader(name);
    }
    const body = `${status} ${STATUS_CODES[status]}\n`;
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.setHeader("Content-Security-Policy", hosting?.nonPagePolicy ?? "default-src 'none'");
    res.setHeader("Cache-Control", "no-cache");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Sends a file of the site (`/about/index.html`) with its headers, as `status` (200 or, for
   * the not-found page, 404).
   * @param {Request} req
   * @param {Response} res
   * @param {FoundFile} found
   * @param {number} status */
  async function serveFile(req, res, found, status) {
    const { file } = found;
    const hosting = site();
    const kind = hosting.fileTypes[extname(file)];
    res.statusCode = status;
    res.setHeader("Content-Type", kind?.type ?? "application/octet-stream");
    res.setHeader("Content-Security-Policy", hosting.pagePolicies[file] ?? hosting.nonPagePolicy);
    res.setHeader(
      "Cache-Control",
      file.startsWith("/assets/") ? hosting.cacheControl.assets : hosting.cacheControl.other,
    );
    // A folder with headers of its own (the CMS) replaces these and the common ones.
    for (const area of hosting.areas ?? []) {
      if (!file.startsWith(area.path)) continue;
      for (const [name, value] of Object.entries(area.headers)) res.setHeader(name, value);
    }
    let encoded = "";
    if (kind?.compress) {
      res.setHeader("Vary", "Accept-Encoding");
      for (const [coding, extension] of /** @type {const} */ ([
        ["br", ".br"],
        ["gzip", ".gz"],
      ])) {
        if (
          acceptsEncoding(req.headers["accept-encoding"], coding) &&
          (await fileExists(join(root, file + extension)))
        ) {
          res.setHeader("Content-Encoding", coding);
          encoded = extension;
          break;
        }
      }
    }
    // As with nginx, byte ranges are for files sent as they are; a Range on anything but GET is
    // ignored (RFC 9110 §14.2); the not-found page answers no conditions.
    const ranged = !encoded && status === 200;
    /** @type {import("node:http").IncomingHttpHeaders} */
    const headers = status === 200 ? { ...req.headers } : {};
    const range = ranged && req.method === "GET" ? honouredRange(headers, found) : undefined;
    // If-Range is judged above, as nginx judges it; `send` would take a later date for a match.
    delete headers["if-range"];
    // A date later than the server's clock is invalid (RFC 9110 §13.1.3): ignored, as nginx
    // ignores it, instead of a 304 for a copy the client cannot have.
    if (futureDate(headers["if-modified-since"])) delete headers["if-modified-since"];
    if (range) headers.range = range;
    else delete headers.range;
    const path = (file + encoded).split("/").map(encodeURIComponent).join("/");
    send({ method: req.method, headers }, path, {
      root,
      acceptRanges: ranged,
      cacheControl: false,
      index: false,
    })
      // A strong ETag, made as nginx makes it (modification time and size), so If-Range can
      // match it (RFC 9110 §13.1.5) and both servers give a file the same one.
      .on("headers", (_res, _path, stats) => {
        res.setHeader("ETag", entityTag(Math.floor(stats.mtimeMs / 1000), stats.size));
      })
      .on("error", (error) => {
        if (res.headersSent) res.destroy();
        // Removed between the look-up and the read (a rebuild): not found after all.
        else if (error.status === 404 && status === 200) {
          notFound(req, res).catch(() => res.destroy());
        } else if (error.status === 404) plainAnswer(req, res, 404);
        else plainAnswer(req, res, error.status ?? 500, error.headers);
      })
      .pipe(res);
  }

  /** The not-found page of the unknown address's language folder (`/it/...` → `it/404.html`),
   * as nginx.conf, Netlify and Cloudflare Pages answer; the site's `404.html` otherwise.
   * @param {Request} req
   * @param {Response} res */
  async function notFound(req, res) {
    const hosting = site();
    const segments = urlSegments(req.url ?? "");
    const base = hosting.basePath.split("/").filter(Boolean);
    const folder =
      Array.isArray(segments) &&
      base.every((segment, index) => segments[index] === segment) &&
      segments.length > base.length + 1
        ? segments[base.length]
        : undefined;
    const own =
      folder && hosting.notFoundFolders?.includes(folder)
        ? await findFile(root, [folder, "404.html"], hosting)
        : null;
    const page = own ?? (await findFile(root, ["404.html"], hosting));
    if (page) await serveFile(req, res, page, 404);
    else plainAnswer(req, res, 404);
  }

  /** @param {Request} req
   * @param {Response} res */
  async function answer(req, res) {
    const hosting = await currentHosting();
    if (!hosting) return plainAnswer(req, res, 503, { "Retry-After": "5" });
    for (const [name, value] of Object.entries(hosting.commonHeaders)) res.setHeader(name, value);
    const forwarded = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0] ?? "";
    if (forwarded.trim().toLowerCase() === "https") {
      res.setHeader("Strict-Transport-Security", hosting.strictTransportSecurity);
    }
    if (req.httpVersionMajor !== 1) return plainAnswer(req, res, 505);
    const url = req.url ?? "";
    if (url.length > maxUrlLength) return plainAnswer(req, res, 414);
    const hosts = req.rawHeaders.filter((name, index) => index % 2 === 0 && /^host$/i.test(name));
    // RFC 9112 §3.2: exactly one Host, none only before HTTP/1.1.
    if (hosts.length > 1 || (hosts.length === 0 && req.httpVersionMinor > 0)) {
      return plainAnswer(req, res, 400);
    }
    const segments = urlSegments(url);
    if (typeof segments === "number") return plainAnswer(req, res, segments);
    if (req.method !== "GET" && req.method !== "HEAD") {
      // The request's body is never read: the connection closes after the answer.
      res.setHeader("Connection", "close");
      return plainAnswer(req, res, 405, { Allow: "GET, HEAD" });
    }
    const base = hosting.basePath.split("/").filter(Boolean);
    const underBase = base.every((segment, index) => segments[index] === segment);
    const below = segments.slice(base.length);
    const redirect = underBase ? folderRedirect(url, below, hosting) : undefined;
    if (redirect) return plainAnswer(req, res, 301, { Location: redirect });
    const found = underBase && !namesPageFile(below) && (await findFile(root, below, hosting));
    if (found) await serveFile(req, res, found, 200);
    else await notFound(req, res);
  }

  /** @param {Request} req
   * @param {Response} res */
  function handle(req, res) {
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else plainAnswer(req, res, 500);
    });
  }

  const server = createServer(
    // Host is checked above, so that the refusal has the headers of every answer.
    { connectionsCheckingInterval: 1000, requireHostHeader: false },
    handle,
  );
  // A client that half-closes after sending its request (`shutdown(SHUT_WR)`) still gets the
  // answer, as from nginx; Node would otherwise drop the request when its side ends. The answer
  // ends the connection.
  /** @type {any} */ (server).httpAllowHalfOpen = true;
  // Slow or stalled clients are let go instead of holding a connection (as nginx.conf does).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 15_000;
  resetStalledConnections(server, sendTimeout);

  /** Answers on the raw socket, for requests Node's parser refused or that it hands over raw.
   * @param {import("node:stream").Duplex} socket
   * @param {number} status
   * @param {Record<string, string>} [headers] */
  function rawAnswer(socket, status, headers = {}) {
    socket.on("error", () => socket.destroy());
    if (!socket.writable) return socket.destroy();
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const lines = Object.entries({
      ...hosting?.commonHeaders,
      "Content-Security-Policy": hosting?.nonPagePolicy ?? "default-src 'none'",
      "Cache-Control": "no-cache",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      Connection: "close",
      ...headers,
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  }

  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400;
    rawAnswer(socket, status);
  });
  server.on("connect", (_req, socket) => rawAnswer(socket, 405, { Allow: "GET, HEAD" }));
  // An Expect other than 100-continue: nginx ignores it and answers, with every header; Node
  // would answer 417 with none of them.
  server.on("checkExpectation", handle);
  return server;
}
