// @ts-check
// The server of `npm start` and `npm run serve`: answers like the nginx configuration the build
// writes (tools/hosting.ts), from the same build/hosting.json. Files go out through `send` (the
// static-file module of Express), which handles ETags, conditional requests, HEAD and sends byte
// ranges; this module maps URLs to files, reads ranges and conditions as nginx does, sets the
// headers, and lets go of clients that hold a connection for nothing, as nginx's timeouts do
// (the developer guide's "How the two servers answer" lists what both do). Nothing a client
// sends, nor files changing on disk, may stop it: every failure becomes an answer. A rebuild is
// picked up as it happens: files are looked up per request and hosting.json is read again when
// it changes.
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

/** nginx's largest file offset (a signed 64-bit `off_t`): a range with a larger number is refused. */
const largestOffset = 2n ** 63n - 1n;

/**
 * What a Range header (`bytes=0-99`) asks of a file of `size` bytes, read as nginx's range filter
 * reads it with nginx.conf's `max_ranges 1`: undefined when the whole file is sent (another unit,
 * `bytes=` alone, a second range that is satisfiable, or a first range starting at 0 of an empty
 * file), "unsatisfiable" for a 416 (anything malformed, a number above 2^63 - 1, or no range inside
 * the file), or the one range, first and last byte. Only spaces separate its parts; an end past
 * the file is the file's end, a suffix longer than the file the whole file (RFC 9110 §14.1.2).
 * @param {string} value
 * @param {number} size
 * @returns {{ start: number; end: number } | "unsatisfiable" | undefined}
 */
export function byteRange(value, size) {
  if (value.length < 7 || value.slice(0, 6).toLowerCase() !== "bytes=") return undefined;
  const length = BigInt(size);
  let at = 6;
  const digit = () => /^[0-9]$/.test(value[at] ?? "");
  const skipSpaces = () => {
    while (value[at] === " ") at++;
  };
  /** The number at `at`, or null when it is above nginx's largest offset. */
  const number = () => {
    let result = 0n;
    while (digit()) {
      result = result * 10n + BigInt(value[at++] ?? "0");
      if (result > largestOffset) return null;
    }
    return result;
  };
  /** @type {{ start: bigint; end: bigint } | undefined} */
  let found;
  for (;;) {
    let start = 0n;
    /** The byte after the range's last. */
    let end = 0n;
    skipSpaces();
    const suffix = value[at] === "-";
    let open = false;
    if (suffix) at++;
    else {
      if (!digit()) return "unsatisfiable";
      const first = number();
      if (first === null) return "unsatisfiable";
      start = first;
      skipSpaces();
      if (value[at++] !== "-") return "unsatisfiable";
      skipSpaces();
      open = value[at] === "," || at >= value.length;
      if (open) end = length;
    }
    if (!open) {
      if (!digit()) return "unsatisfiable";
      const last = number();
      if (last === null) return "unsatisfiable";
      skipSpaces();
      if (value[at] !== "," && at < value.length) return "unsatisfiable";
      if (suffix) {
        start = last < length ? length - last : 0n;
        end = length;
      } else end = last >= length ? length : last + 1n;
    }
    if (start < end) {
      // A second range that can be served: the whole file (max_ranges 1).
      if (found) return undefined;
      found = { start, end };
    } else if (start === 0n) return undefined;
    if (value[at++] !== ",") break;
  }
  return found ? { start: Number(found.start), end: Number(found.end) - 1 } : "unsatisfiable";
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

/** The first value of a header as the client sent it (nginx reads the first of a repeated
 * Range or If-Range; Node joins them with commas).
 * @param {string[]} rawHeaders the request's `rawHeaders`: names and values in turn
 * @param {string} name in lower case */
function firstHeader(rawHeaders, name) {
  const index = rawHeaders.findIndex(
    (entry, position) => position % 2 === 0 && entry.toLowerCase() === name,
  );
  return index < 0 ? undefined : rawHeaders[index + 1];
}

/**
 * What the request's Range asks of a file (`byteRange`), or undefined when there is none to
 * honour: as nginx, only when If-Range, if sent, names the file as it is: its ETag (a value
 * ending in a quote), or else exactly its modification date (RFC 9110 §13.1.5; a later date is
 * no match).
 * @param {string[]} rawHeaders the request's `rawHeaders`
 * @param {{ size: number; modified: number }} file
 */
export function honouredRange(rawHeaders, { size, modified }) {
  const range = firstHeader(rawHeaders, "range");
  if (range === undefined) return undefined;
  const ifRange = firstHeader(rawHeaders, "if-range");
  if (ifRange !== undefined) {
    const value = ifRange.trim();
    const matches =
      value.length >= 2 && value.endsWith('"')
        ? value === entityTag(modified, size)
        : Date.parse(value) === modified * 1000;
    if (!matches) return undefined;
  }
  return byteRange(range.trim(), size);
}

/**
 * Whether a path names a page by its file (`/index`, `/events/index.html`, `/404`,
 * `/it/404.html`) rather than by its address, or a compressed twin the build wrote beside a file
 * (`/index.html.gz`, `/events.ics.br`: sent for the file itself to a client that accepts the
 * coding, never as a file of their own): answered 404 by nginx.conf and `npm start` alike, so
 * that no page has a twin at another address and the not-found page is never a 200. No content
 * may take these names (an event's address cannot be `index` or `404`, nor hold a dot).
 * @param {string[]} segments
 */
export function namesNoAddress(segments) {
  return /^(index|404)(\.html)?$|\.(gz|br)$/.test(segments.at(-1) ?? "");
}

/**
 * Where a request for a folder whose page names its files relatively (the CMS at `/admin/`,
 * whose scripts are `init.js`, `decap-cms.js`) is sent when the path it sent is not that folder's
 * address spelled as it is (`/admin`, `/admin%2f`, `//admin/`, `/admin/./`, `/%61dmin/`): that
 * address, keeping the query, with the headers nginx gives it (the folder's own when the path,
 * once resolved, is the folder with its slash); or undefined for any other request. A browser
 * resolves the page's relative names against the path it asked for: from `/admin` or
 * `/admin%2f` it would ask for `/init.js` and show a blank page. nginx.conf sends the same
 * requests to the same address.
 * @param {string} url the request's target
 * @param {string[]} segments the path's segments below the base path
 * @param {Hosting} hosting
 * @returns {{ location: string; headers: Record<string, string> } | undefined}
 */
export function folderRedirect(url, segments, hosting) {
  const [path = "", query = ""] =
    url
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "")
      .split("#")[0]
      ?.match(/^([^?]*)(\?.*)?$/)
      ?.slice(1) ?? [];
  if (segments.length === 0) return undefined;
  const folder = `/${segments.join("/")}/`;
  const area = (hosting.areas ?? []).find((candidate) => candidate.path === folder);
  if (!area) return undefined;
  const address = `${hosting.basePath.replace(/\/$/, "")}${folder}`;
  if (path === address) return undefined;
  let resolvedWithSlash = false;
  try {
    resolvedWithSlash = /\/(\.\.?)?$/.test(decodeURIComponent(path));
  } catch {
    // Not UTF-8: not the folder's own path.
  }
  return {
    // As nginx's `$is_args$args`: a `?` with nothing after it is dropped.
    location: `${address}${query === "?" ? "" : query}`,
    headers: resolvedWithSlash ? area.headers : {},
  };
}

/** @type {(path: string) => Promise<boolean>} */
const fileExists = (path) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );

/** nginx.conf's send_timeout: a client that takes nothing of an answer for this long is reset. */
export const defaultSendTimeout = 30_000;

/** nginx.conf's client_header_timeout: a request's head must be whole this long after its first
 * byte (or after the connection opened), however slowly the bytes come. */
export const headerTimeout = 10_000;

/** How long a connection that an error answer ends reads and drops what its client still sends
 * before it is closed: time for the client to read the answer. */
export const lingerTime = 2_000;

/** @typedef {import("node:net").Socket} Socket */

/**
 * Watches the connections of `server` and lets go of those that hold it for nothing, as
 * nginx.conf's timeouts do:
 *
 * - a connection on which the client took nothing for `sendTimeout` ms is reset, as nginx's
 *   `send_timeout` with `reset_timedout_connection`. What the client sends is no progress: a
 *   client that trickles bytes would keep its connection for ever. A reset (not a close) frees at
 *   once what the kernel still holds for a client that stopped reading (megabytes of a large
 *   file); Node's own socket timeout waits up to twice as long for a stalled write, then closes
 *   and leaves that data queued. Progress is what the kernel took: libuv's write queue shrinks as
 *   the client reads, even within one large write.
 * - a request's head must be whole within `headerTimeout` of its first byte, however slowly the
 *   bytes come (nginx's `client_header_timeout`): Node's `headersTimeout` answers such a client
 *   408 and the answer ends the connection (`lingeringClose`). What Node does not see as a request
 *   (empty lines trickled on a connection kept open after an answer) is reset half a second after
 *   that deadline.
 *
 * Returns what the server tells it: an answer under way on a connection, and an error answer
 * that ends one.
 * @param {import("node:http").Server} server
 * @param {number} sendTimeout
 */
function watchConnections(server, sendTimeout) {
  const interval = Math.min(250, sendTimeout / 10);
  /**
   * For each connection: what the client had taken when last looked at, and the last look before
   * it moved (the earliest it may have moved); the answers under way; when the request head it is
   * waiting for began (undefined while it answers, or idles after an answer until a byte comes);
   * what it had read when its last answer ended.
   * @typedef {{ taken: string; since: number; answers: number; head?: number; readBefore: number }} Watched
   */
  /** @type {Map<Socket, Watched>} */
  const sockets = new Map();
  /** Connections ended by an error answer, closed by their own timer. */
  /** @type {WeakSet<Socket>} */
  const lingering = new WeakSet();
  /** @param {Socket} socket */
  const takenBy = (socket) =>
    // `writeQueueSize` is what libuv still holds to write (Node's own timeout reads it too).
    `${socket.bytesWritten}:${/** @type {any} */ (socket)._handle?.writeQueueSize ?? 0}`;
  let lastLook = Date.now();
  server.on("connection", (/** @type {Socket} */ socket) => {
    const now = Date.now();
    sockets.set(socket, {
      taken: takenBy(socket),
      since: now,
      answers: 0,
      head: now,
      readBefore: 0,
    });
    socket.once("close", () => sockets.delete(socket));
  });
  // Looked at every `interval`, a connection is reset within `sendTimeout` of its last move, and
  // never sooner than `sendTimeout - 2 * interval` after it.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, seen] of sockets) {
      if (lingering.has(socket)) continue;
      const taken = takenBy(socket);
      if (taken !== seen.taken) Object.assign(seen, { taken, since: lastLook });
      // A byte after the last answer begins the next request's head.
      if (seen.answers === 0 && seen.head === undefined && socket.bytesRead > seen.readBefore) {
        seen.head = lastLook;
      }
      const stalled = now - seen.since >= sendTimeout - interval;
      // Half a second after Node's own look (connectionsCheckingInterval) has had its chance to
      // answer 408 (the connection then lingers, out of this sweep).
      const headTooLong =
        seen.answers === 0 && seen.head !== undefined && now - seen.head >= headerTimeout + 500;
      if (stalled || headTooLong) {
        sockets.delete(socket);
        socket.resetAndDestroy();
      }
    }
    lastLook = now;
  }, interval);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));

  return {
    /** Whether an answer is under way on a connection.
     * @param {Socket} socket */
    answering: (socket) => (sockets.get(socket)?.answers ?? 0) > 0,

    /** An answer begins on the connection of `res`; it ends when `res` closes.
     * @param {Socket} socket
     * @param {Response} res */
    answers(socket, res) {
      const seen = sockets.get(socket);
      if (!seen) return;
      seen.answers++;
      seen.head = undefined;
      res.once("close", () => {
        seen.answers--;
        if (seen.answers === 0) seen.readBefore = socket.bytesRead;
      });
    },

    /**
     * Ends a connection after an error answer, as nginx's lingering close does: what the client
     * still sends is read and dropped for `lingerTime`, then the connection is closed, whether
     * the client has closed its side or not. Closed at once, a connection whose client is still
     * sending is reset by the kernel, which can make the client lose the answer; left half-open,
     * as before, a client that never closes its side held it for as long as it liked.
     * @param {import("node:stream").Duplex} socket
     */
    lingeringClose(socket) {
      const watched = /** @type {Socket} */ (socket);
      if (lingering.has(watched)) return;
      lingering.add(watched);
      socket.end();
      socket.resume();
      const timer = setTimeout(() => socket.destroy(), lingerTime);
      socket.once("close", () => clearTimeout(timer));
    },

    /** Whether a connection is being closed after an error answer.
     * @param {import("node:stream").Duplex} socket */
    closing: (socket) => lingering.has(/** @type {Socket} */ (socket)),
  };
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
      const twins = (
        await Promise.all(
          /** @type {const} */ ([
            ["br", ".br"],
            ["gzip", ".gz"],
          ]).map(async ([coding, extension]) => ({
            coding,
            extension,
            exists: await fileExists(join(root, file + extension)),
          })),
        )
      ).filter((twin) => twin.exists);
      // As with nginx's gzip_static, the answer varies with Accept-Encoding where there is a twin
      // to send (a file too small to compress has none).
      if (twins.length > 0) res.setHeader("Vary", "Accept-Encoding");
      const sent = twins.find(({ coding }) =>
        acceptsEncoding(req.headers["accept-encoding"], coding),
      );
      if (sent) {
        res.setHeader("Content-Encoding", sent.coding);
        encoded = sent.extension;
      }
    }
    // As with nginx, byte ranges are for files sent as they are, on GET and HEAD alike (HEAD
    // answers with the headers GET would have, RFC 9110 §9.3.2); the not-found page answers no
    // conditions.
    const ranged = !encoded && status === 200;
    /** @type {import("node:http").IncomingHttpHeaders} */
    const headers = status === 200 ? { ...req.headers } : {};
    const range = ranged ? honouredRange(req.rawHeaders, found) : undefined;
    // If-Range is judged above, as nginx judges it; `send` would take a later date for a match.
    delete headers["if-range"];
    // If-Match compares strongly (RFC 9110 §13.1.1), as nginx does: a weak tag matches nothing
    // (`send` would take `W/"…"` for the file's tag).
    const ifMatch = headers["if-match"];
    if (ifMatch !== undefined && ifMatch.trim() !== "*") {
      const strong = ifMatch
        .split(",")
        .map((tag) => tag.trim())
        .filter((tag) => tag.startsWith('"'));
      headers["if-match"] = strong.length > 0 ? strong.join(", ") : '""';
    }
    // As nginx (`if_modified_since exact`), If-Modified-Since says the client has the file as it
    // is only when it is exactly the file's date; any other date (later, in the future, not a
    // date) means it changed: the file is sent, whatever If-None-Match says.
    const since = headers["if-modified-since"];
    if (since !== undefined && Date.parse(since) !== found.modified * 1000) {
      delete headers["if-modified-since"];
      delete headers["if-none-match"];
    }
    // `send` gets the range nginx would serve, or one past the file's end for its 416, so that
    // its own reading of ranges never decides.
    if (range === "unsatisfiable") headers.range = `bytes=${found.size}-`;
    else if (range) headers.range = `bytes=${range.start}-${range.end}`;
    else delete headers.range;
    // As nginx, `Accept-Ranges: bytes` goes with a whole file only (a 200): `send` would say it
    // with a part, a 304 or a 416 too.
    const writeHead = res.writeHead;
    res.writeHead = /** @type {any} */ (
      function (/** @type {any[]} */ ...args) {
        if (res.statusCode !== 200) res.removeHeader("Accept-Ranges");
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
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
      // The request's body is never read: the connection closes after the answer, lingering
      // (Node closes at once, through `destroySoon`, when an answer says `Connection: close`).
      res.setHeader("Connection", "close");
      req.socket.destroySoon = () => connections.lingeringClose(req.socket);
      return plainAnswer(req, res, 405, { Allow: "GET, HEAD" });
    }
    const base = hosting.basePath.split("/").filter(Boolean);
    const underBase = base.every((segment, index) => segments[index] === segment);
    const below = segments.slice(base.length);
    const redirect = underBase ? folderRedirect(url, below, hosting) : undefined;
    if (redirect) {
      return plainAnswer(req, res, 301, { ...redirect.headers, Location: redirect.location });
    }
    const found = underBase && !namesNoAddress(below) && (await findFile(root, below, hosting));
    if (found) await serveFile(req, res, found, 200);
    else await notFound(req, res);
  }

  /** @param {Request} req
   * @param {Response} res */
  function handle(req, res) {
    connections.answers(req.socket, res);
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else plainAnswer(req, res, 500);
    });
  }

  const server = createServer(
    // Host is checked above, so that the refusal has the headers of every answer. Node looks for
    // requests past their time every `connectionsCheckingInterval` ms: a head past its 10 s is
    // answered 408 within 10.25 s.
    { connectionsCheckingInterval: 250, requireHostHeader: false },
    handle,
  );
  // A client that half-closes after sending its request (`shutdown(SHUT_WR)`) still gets the
  // answer, as from nginx; Node would otherwise drop the request when its side ends. The answer
  // ends the connection.
  /** @type {any} */ (server).httpAllowHalfOpen = true;
  // Slow or stalled clients are let go instead of holding a connection (as nginx.conf does).
  server.headersTimeout = headerTimeout;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 15_000;
  const connections = watchConnections(server, sendTimeout);

  /** Answers on the raw socket, for requests Node's parser refused or that it hands over raw, and
   * ends the connection. An answer under way on it (its body not all read yet when the request
   * times out) would be corrupted: the connection is closed instead.
   * @param {import("node:stream").Duplex} socket
   * @param {number} status
   * @param {Record<string, string>} [headers] */
  function rawAnswer(socket, status, headers = {}) {
    // Whatever the client sends while the connection closes is dropped.
    if (connections.closing(socket)) return;
    socket.on("error", () => socket.destroy());
    const watched = /** @type {import("node:net").Socket} */ (socket);
    if (!socket.writable || connections.answering(watched)) return socket.destroy();
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
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
    connections.lingeringClose(socket);
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
