/**
 * What an attacker or a careless client sends, to both servers of the production build:
 * `npm run serve` (scripts/site-server.mjs) and nginx with the generated nginx.conf. A fixed corpus
 * of raw requests (bad ranges, traversal and encodings, odd methods, oversized and malformed
 * headers), slow clients and files changing under the servers; each answer is asserted, and both
 * servers must still serve afterwards. Both serve a copy of build/client, which the last tests
 * change. Where the two differ and both answers are correct HTTP, each server's is given.
 */
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownLanguages } from "../../app/config/known-languages";
import { feedKindOfPath, feedPath } from "../../app/lib/calendar-feeds";
import { eventKinds } from "../../app/lib/content-schema";
import {
  chapterDefault,
  chapterLanguages,
  chapterPath,
  otherLanguage,
} from "../support/chapter-languages";
import { startNginx, startNodeServer } from "../../scripts/test-servers.mjs";

const build = join(import.meta.dirname, "..", "..", "build");
const hosting = JSON.parse(readFileSync(join(build, "hosting.json"), "utf8")) as {
  commonHeaders: Record<string, string>;
  strictTransportSecurity: string;
  nonPagePolicy: string;
  pagePolicies: Record<string, string>;
  fileTypes: Record<string, { type: string }>;
};

type ServerName = "node" | "nginx";
interface Running {
  origin: string;
  stop: () => Promise<void>;
  alive: () => boolean;
}
const servers = {} as Record<ServerName, Running>;
const copy = mkdtempSync(join(tmpdir(), "chapter-hostile-"));
// nginx's workers run as another user: they must be able to read the copy.
chmodSync(copy, 0o755);
const site = join(copy, "client");

beforeAll(async () => {
  cpSync(join(build, "client"), site, { recursive: true });
  const [node, nginx] = await Promise.all([
    startNodeServer({ env: { SERVE_ROOT: site } }),
    startNginx({ root: site }),
  ]);
  servers.node = {
    ...node,
    alive: () => node.process.exitCode === null && node.process.signalCode === null,
  };
  servers.nginx = { ...nginx, alive: () => nginx.process.exitCode === null };
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  rmSync(copy, { recursive: true, force: true });
});

interface Answer {
  status: number;
  /** Header values by lower-case name, repeated ones in order. */
  headers: Record<string, string[]>;
  body: Buffer;
}

function parse(data: Buffer): Answer | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: data.subarray(end + 4) };
}

/**
 * Sends `request` exactly as given and resolves with the first answer: once its body is complete
 * (by Content-Length; none after HEAD), or when the server closes. Null if no answer came within
 * `timeout` ms.
 */
function ask(origin: string, request: string, timeout = 5000): Promise<Answer | null> {
  const { hostname, port } = new URL(origin);
  const head = request.startsWith("HEAD ");
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    };
    socket.setTimeout(timeout, finish);
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const answer = parse(Buffer.concat(chunks));
      const length = Number(answer?.headers["content-length"]?.[0] ?? NaN);
      if (answer && (head || answer.status === 304 || answer.body.length >= length)) finish();
    });
    socket.write(request, "latin1");
  });
}

const get = (target: string, headers: string[] = [], method = "GET", body = "") =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers.map((header) => `${header}\r\n`).join("")}\r\n${body}`;

interface Expected {
  status: number;
  /** Exact values, patterns, or undefined for a header that must be absent. */
  headers?: Record<string, string | RegExp | undefined>;
  body?: string;
}

interface Case {
  name: string;
  request: (robotsTxt: { etag: string; lastModified: string }) => string;
  expect: Expected | Record<ServerName, Expected>;
}

const robots = readFileSync(join(build, "client", "robots.txt"));
const size = robots.length;
const whole = { status: 206, headers: { "content-range": `bytes 0-${size - 1}/${size}` } };
const unsatisfiable = { status: 416, headers: { "content-range": `bytes */${size}` } };
const notAllowed = { status: 405, headers: { allow: "GET, HEAD" } };
const about = {
  status: 200,
  headers: { "content-security-policy": hosting.pagePolicies["/about/index.html"] },
};
const notFound = {
  status: 404,
  headers: {
    "content-security-policy": hosting.pagePolicies["/404.html"],
    "content-type": "text/html; charset=utf-8",
  },
};

/**
 * The folder of another language (the identity's second): `/it` on the example chapter's site. On
 * a site in one language, the folder a language it is not in would have, which holds nothing:
 * its addresses are unknown ones like any other.
 */
const folder = chapterPath(
  "",
  otherLanguage ??
    (Object.keys(knownLanguages) as (keyof typeof knownLanguages)[]).find(
      (code) => !chapterLanguages.includes(code),
    )!,
);
/** An unknown address under that folder: that language's not-found page, or the default's. */
const otherNotFound = otherLanguage
  ? {
      status: 404,
      headers: {
        "content-security-policy": hosting.pagePolicies[`${folder}/404.html`],
        "content-type": "text/html; charset=utf-8",
      },
    }
  : notFound;

const corpus: Case[] = [
  // Byte ranges (RFC 9110 §14), on a 73-byte file.
  {
    name: "Range bytes=5-1 (end before start)",
    request: () => get("/robots.txt", ["Range: bytes=5-1"]),
    expect: unsatisfiable,
  },
  {
    name: "Range bytes=0-0",
    request: () => get("/robots.txt", ["Range: bytes=0-0"]),
    expect: {
      status: 206,
      headers: { "content-range": `bytes 0-0/${size}`, "content-length": "1" },
      body: "U",
    },
  },
  {
    name: "Range bytes=-10 (the last ten)",
    request: () => get("/robots.txt", ["Range: bytes=-10"]),
    expect: {
      status: 206,
      headers: { "content-range": `bytes ${size - 10}-${size - 1}/${size}` },
      body: robots.subarray(-10).toString(),
    },
  },
  {
    name: "Range bytes=-100000 (a suffix longer than the file)",
    request: () => get("/robots.txt", ["Range: bytes=-100000"]),
    expect: whole,
  },
  {
    name: "Range bytes=-0",
    request: () => get("/robots.txt", ["Range: bytes=-0"]),
    expect: unsatisfiable,
  },
  {
    name: "Range bytes=100000- (past the end)",
    request: () => get("/robots.txt", ["Range: bytes=100000-"]),
    expect: unsatisfiable,
  },
  {
    name: "Range bytes=0-9007199254740992 (above 2^53)",
    request: () => get("/robots.txt", ["Range: bytes=0-9007199254740992"]),
    expect: whole,
  },
  {
    // An end past the file is the file's end (RFC 9110 §14.1.2); nginx rejects numbers it cannot hold.
    name: "Range bytes=0-18446744073709551615 (2^64 - 1)",
    request: () => get("/robots.txt", ["Range: bytes=0-18446744073709551615"]),
    expect: { node: whole, nginx: unsatisfiable },
  },
  {
    name: "Range bytes=9007199254740993- (start above 2^53)",
    request: () => get("/robots.txt", ["Range: bytes=9007199254740993-"]),
    expect: unsatisfiable,
  },
  {
    name: "Range in another unit (items=0-5) is ignored",
    request: () => get("/robots.txt", ["Range: items=0-5"]),
    expect: { status: 200, headers: { "content-range": undefined } },
  },
  {
    // A malformed range may be ignored or refused (RFC 9110 §14.2).
    name: "Range bytes=abc",
    request: () => get("/robots.txt", ["Range: bytes=abc"]),
    expect: { node: { status: 200 }, nginx: unsatisfiable },
  },
  {
    // Several ranges may be sent as one multipart answer or ignored (RFC 9110 §14.2): both
    // servers allow one range per request and send the whole file.
    name: "Range bytes=0-1,5-6",
    request: () => get("/robots.txt", ["Range: bytes=0-1,5-6"]),
    expect: {
      status: 200,
      headers: { "content-range": undefined },
      body: robots.toString("latin1"),
    },
  },
  {
    name: "Range with a thousand ranges",
    request: () =>
      get("/robots.txt", [
        `Range: bytes=${Array.from({ length: 1000 }, (_, index) => `${index % 70}-${index % 70}`).join(",")}`,
      ]),
    expect: { status: 200, headers: { "content-range": undefined } },
  },
  {
    name: "Range with a matching If-Range",
    request: ({ etag }) => get("/robots.txt", ["Range: bytes=0-3", `If-Range: ${etag}`]),
    expect: { status: 206, body: "User" },
  },
  {
    name: "Range with a stale If-Range is ignored",
    request: () => get("/robots.txt", ["Range: bytes=0-3", 'If-Range: "stale"']),
    expect: { status: 200 },
  },
  {
    name: "Range with If-Range the file's own date",
    request: ({ lastModified }) =>
      get("/robots.txt", ["Range: bytes=0-3", `If-Range: ${lastModified}`]),
    expect: { status: 206, body: "User" },
  },
  {
    // If-Range matches exactly or not at all (RFC 9110 §13.1.5): a later date is no match.
    name: "Range with If-Range a date later than the file's is ignored",
    request: () =>
      get("/robots.txt", ["Range: bytes=0-3", "If-Range: Fri, 01 Jan 2100 00:00:00 GMT"]),
    expect: { status: 200, headers: { "content-range": undefined } },
  },
  {
    name: "Range with a weak If-Range is ignored",
    request: ({ etag }) => get("/robots.txt", ["Range: bytes=0-3", `If-Range: W/${etag}`]),
    expect: { status: 200, headers: { "content-range": undefined } },
  },
  {
    // Units are case-insensitive (RFC 9110 §14.1), as nginx reads them.
    name: "Range: BYTES=0-3",
    request: () => get("/robots.txt", ["Range: BYTES=0-3"]),
    expect: { status: 206, body: "User" },
  },
  {
    name: "Expect: junk is ignored",
    request: () => get("/about", ["Expect: junk"]),
    expect: about,
  },
  {
    // Range is defined for GET only (RFC 9110 §14.2); nginx answers HEAD as it would GET.
    name: "Range on HEAD",
    request: () => get("/robots.txt", ["Range: bytes=0-3"], "HEAD"),
    expect: {
      node: { status: 200, headers: { "content-length": String(size) } },
      nginx: { status: 206 },
    },
  },
  {
    name: "Range on a compressed page is ignored",
    request: () => get("/about", ["Range: bytes=0-3", "Accept-Encoding: gzip"]),
    expect: { status: 200, headers: { "content-encoding": "gzip", "content-range": undefined } },
  },
  {
    name: "Range on the not-found page is ignored",
    request: () => get("/nowhere", ["Range: bytes=0-3"]),
    expect: notFound,
  },

  // Conditional requests: a 304 keeps the headers a 200 would have had.
  {
    name: "If-None-Match with the current ETag",
    request: ({ etag }) => get("/robots.txt", [`If-None-Match: ${etag}`]),
    expect: {
      status: 304,
      headers: {
        etag: /^"/,
        "cache-control": "no-cache",
        "content-security-policy": hosting.nonPagePolicy,
      },
    },
  },
  {
    name: "If-Match that does not match",
    request: () => get("/robots.txt", ['If-Match: "nope"']),
    expect: { status: 412 },
  },
  {
    name: "If-Unmodified-Since long ago",
    request: () => get("/robots.txt", ["If-Unmodified-Since: Sat, 01 Jan 2000 00:00:00 GMT"]),
    expect: { status: 412 },
  },
  {
    // A date later than the server's clock is invalid (RFC 9110 §13.1.3): the file, not a 304.
    name: "If-Modified-Since in the future is ignored",
    request: () => get("/robots.txt", ["If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT"]),
    expect: { status: 200, body: robots.toString("latin1") },
  },
  {
    name: "If-Modified-Since the file's own date",
    request: ({ lastModified }) => get("/robots.txt", [`If-Modified-Since: ${lastModified}`]),
    expect: { status: 304 },
  },
  {
    name: "If-None-Match: * on an unknown path",
    request: () => get("/nowhere", ["If-None-Match: *"]),
    expect: notFound,
  },

  // Methods: a static site only reads.
  {
    name: "POST with a body",
    request: () => get("/", ["Content-Length: 5"], "POST", "hello"),
    expect: notAllowed,
  },
  {
    name: "POST announcing a huge body it never sends",
    request: () => get("/", ["Content-Length: 99999999999"], "POST"),
    expect: notAllowed,
  },
  { name: "PUT", request: () => get("/about", ["Content-Length: 0"], "PUT"), expect: notAllowed },
  { name: "DELETE", request: () => get("/about", [], "DELETE"), expect: notAllowed },
  { name: "OPTIONS", request: () => get("/", [], "OPTIONS"), expect: notAllowed },
  { name: "TRACE", request: () => get("/", [], "TRACE"), expect: notAllowed },
  {
    name: "PATCH on an unknown path",
    request: () => get("/nowhere", [], "PATCH"),
    expect: notAllowed,
  },
  {
    name: "OPTIONS *",
    request: () => "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    expect: { status: 400 },
  },
  {
    name: "CONNECT",
    request: () => "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n",
    expect: { node: notAllowed, nginx: { status: 400 } },
  },
  { name: "a lower-case method", request: () => get("/", [], "get"), expect: { status: 400 } },
  { name: "HEAD", request: () => get("/about", [], "HEAD"), expect: about },

  // Paths: decoded, merged and resolved as nginx does; never above the site.
  // A page is at its address only: its file's name is no second address of it, and the
  // not-found page is never a 200.
  ...[
    "/404",
    "/404.html",
    "/index",
    "/index.html",
    "/index/",
    "/about/index",
    "/about/index.html",
  ].map((path) => ({ name: path, request: () => get(path), expect: notFound })),
  ...["/404", "/404.html", "/index", "/about/index.html"].map((path) => ({
    name: `${folder}${path}`,
    request: () => get(`${folder}${path}`),
    expect: otherNotFound,
  })),
  // The CMS's page names its scripts relatively: without its slash, /admin is sent to /admin/.
  {
    name: "/admin",
    request: () => get("/admin"),
    expect: { status: 301, headers: { location: "/admin/" } },
  },
  {
    name: "/admin?x=1",
    request: () => get("/admin?x=1"),
    expect: { status: 301, headers: { location: "/admin/?x=1" } },
  },
  {
    name: "/admin/",
    request: () => get("/admin/"),
    expect: { status: 200, headers: { "content-type": "text/html; charset=utf-8" } },
  },
  { name: "/admin/index.html", request: () => get("/admin/index.html"), expect: notFound },
  { name: "/_headers", request: () => get("/_headers"), expect: notFound },
  { name: "/_headers/", request: () => get("/_headers/"), expect: notFound },
  { name: "/%5fheaders", request: () => get("/%5fheaders"), expect: notFound },
  { name: "/%5F%68eaders/", request: () => get("/%5F%68eaders/"), expect: notFound },
  { name: "//about", request: () => get("//about"), expect: about },
  { name: "/about//", request: () => get("/about//"), expect: about },
  { name: "/about/./", request: () => get("/about/./"), expect: about },
  { name: "/nowhere/../about", request: () => get("/nowhere/../about"), expect: about },
  { name: "/about?query#fragment", request: () => get("/about?x=1&y=%zz#top"), expect: about },
  {
    name: "the absolute form, http://elsewhere/about",
    request: () => get("http://elsewhere.example/about"),
    expect: about,
  },
  {
    name: `${folder}%2fabout`,
    request: () => get(`${folder}%2fabout`),
    expect: otherLanguage
      ? {
          status: 200,
          headers: {
            "content-security-policy": hosting.pagePolicies[`${folder}/about/index.html`],
          },
        }
      : notFound,
  },
  { name: "/../etc/passwd", request: () => get("/../etc/passwd"), expect: { status: 400 } },
  {
    name: "/%2e%2e/%2e%2e/etc/passwd",
    request: () => get("/%2e%2e/%2e%2e/etc/passwd"),
    expect: { status: 400 },
  },
  { name: "/about/../..", request: () => get("/about/../.."), expect: { status: 400 } },
  {
    name: "/..%5c..%5cetc%5cpasswd",
    request: () => get("/..%5c..%5cetc%5cpasswd"),
    expect: notFound,
  },
  { name: "/about%00.html", request: () => get("/about%00.html"), expect: { status: 400 } },
  { name: "/%zz", request: () => get("/%zz"), expect: { status: 400 } },
  { name: "/%ff (not UTF-8)", request: () => get("/%ff"), expect: notFound },
  { name: "/assets/ (a folder)", request: () => get("/assets/"), expect: notFound },
  { name: "/.git/config", request: () => get("/.git/config"), expect: notFound },
  // The not-found page of the language folder the address is in, once the path is resolved.
  ...["/nowhere", "/a/b/c"].map((path) => ({
    name: `${folder}${path}`,
    request: () => get(`${folder}${path}`),
    expect: otherNotFound,
  })),
  {
    name: `${folder}/../nowhere`,
    request: () => get(`${folder}/../nowhere`),
    expect: notFound,
  },
  {
    name: "a 10 000-character path",
    request: () => get(`/${"a".repeat(10_000)}`),
    expect: { status: 414 },
  },
  { name: "a space in the path", request: () => get("/a b"), expect: { status: 400 } },

  // Malformed and oversized requests.
  {
    name: "no Host",
    request: () => "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    expect: { status: 400 },
  },
  {
    name: "two Host headers",
    request: () => get("/", ["Host: elsewhere.example"]),
    expect: { status: 400 },
  },
  {
    name: "a TLS handshake on the plain port",
    request: () => "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",
    expect: { status: 400 },
  },
  {
    name: "HTTP/2.0 in the request line",
    request: () => "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n",
    expect: { status: 505 },
  },
  {
    name: "a 20 000-byte header",
    request: () => get("/", [`X-Padding: ${"a".repeat(20_000)}`]),
    expect: { node: { status: 431 }, nginx: { status: 400 } },
  },
  {
    name: "200 headers",
    request: () =>
      get(
        "/",
        Array.from({ length: 200 }, (_, index) => `X-Header-${index}: ${index}`),
      ),
    expect: { status: 200 },
  },
  {
    name: "Content-Length and Transfer-Encoding together",
    request: () =>
      get("/", ["Content-Length: 5", "Transfer-Encoding: chunked"], "GET", "0\r\n\r\n"),
    expect: { status: 400 },
  },
  {
    name: "two different Content-Lengths",
    request: () => get("/", ["Content-Length: 0", "Content-Length: 5"]),
    expect: { status: 400 },
  },
  {
    name: "a Content-Length that is not a number",
    request: () => get("/", ["Content-Length: abc"]),
    expect: { status: 400 },
  },
  {
    name: "a folded header line",
    request: () => get("/", ["X-Folded: a", " b"]),
    expect: { status: 400 },
  },
  {
    // Node's parser is the stricter here; both refuse nothing that matters.
    name: "a header line without a colon",
    request: () => get("/", ["NoColonHere"]),
    expect: { node: { status: 400 }, nginx: { status: 200 } },
  },
  {
    name: "a GET with a body",
    request: () => get("/", ["Content-Length: 5"], "GET", "hello"),
    expect: { status: 200 },
  },
  {
    name: "a websocket upgrade",
    request: () => get("/", ["Upgrade: websocket", "Connection: Upgrade"]),
    expect: { status: 200 },
  },
  {
    name: "Accept-Encoding: gzip;q=0 refuses gzip",
    request: () => get("/about", ["Accept-Encoding: gzip;q=0"]),
    expect: { ...about, headers: { ...about.headers, "content-encoding": undefined } },
  },
];

/** Every answer, errors included, carries the headers that protect the visitor. */
function expectProtectiveHeaders(answer: Answer) {
  for (const name of [
    "x-content-type-options",
    "x-frame-options",
    "content-security-policy",
    "cache-control",
  ]) {
    expect(answer.headers[name], name).toBeDefined();
    // nginx repeats some headers on a 416; repeated, they must agree.
    expect(new Set(answer.headers[name]).size, name).toBe(1);
  }
}

function expectAnswer(answer: Answer | null, expected: Expected) {
  expect(answer, "an answer").not.toBeNull();
  if (!answer) return;
  expect(answer.status).toBe(expected.status);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const actual = answer.headers[name]?.[0];
    if (value === undefined) expect(actual, name).toBeUndefined();
    else if (value instanceof RegExp) expect(actual, name).toMatch(value);
    else expect(actual, name).toBe(value);
  }
  if (expected.body !== undefined) expect(answer.body.toString("latin1")).toBe(expected.body);
  expectProtectiveHeaders(answer);
}

describe.each(["node", "nginx"] as const)("%s", (name) => {
  const server = () => servers[name];
  let etag = "";
  let lastModified = "";

  beforeAll(async () => {
    const answer = await ask(server().origin, get("/robots.txt"));
    etag = answer?.headers.etag?.[0] ?? "";
    lastModified = answer?.headers["last-modified"]?.[0] ?? "";
  });

  describe("a fixed corpus of hostile requests", () => {
    it.each(corpus)("$name", async ({ request, expect: expected }) => {
      const answer = await ask(server().origin, request({ etag, lastModified }));
      expectAnswer(answer, "status" in expected ? expected : expected[name]);
    });
  });

  describe("headers everywhere", () => {
    it("a page, compressed: its own policy, the common headers, revalidation", async () => {
      // A page of another language (of the default one on a site in one language).
      const events = chapterPath("/events", otherLanguage ?? chapterDefault);
      const answer = await ask(server().origin, get(`${events}/`, ["Accept-Encoding: gzip"]));
      expectAnswer(answer, {
        status: 200,
        headers: {
          ...Object.fromEntries(
            Object.entries(hosting.commonHeaders).map(([key, value]) => [key.toLowerCase(), value]),
          ),
          "content-security-policy": hosting.pagePolicies[`${events}/index.html`],
          "cache-control": "no-cache",
          "content-encoding": "gzip",
          vary: "Accept-Encoding",
          "strict-transport-security": undefined,
        },
      });
    });

    it("a hashed asset: cached for a year, may run nothing", async () => {
      const asset = readdirSync(join(site, "assets")).find((file) => file.endsWith(".js"));
      const answer = await ask(server().origin, get(`/assets/${asset}`));
      expectAnswer(answer, {
        status: 200,
        headers: {
          "cache-control": "public, max-age=31536000, immutable",
          "content-security-policy": hosting.nonPagePolicy,
          "content-type": "text/javascript; charset=utf-8",
          "cross-origin-resource-policy": "same-origin",
        },
      });
    });

    it("a calendar feed: text/calendar, revalidated with its ETag, may run nothing", async () => {
      // Every language's feed of all events, and the first feed of a kind the build has (a new
      // chapter's are empty calendars).
      const kind = readdirSync(join(build, "client", "events"))
        .filter((file) => file.endsWith(".ics"))
        .map((file) => feedKindOfPath(`/events/${file}`, eventKinds))
        .find((found) => found !== undefined);
      expect(kind).toBeDefined();
      const feeds = [
        ...chapterLanguages.map((language) => feedPath(language)),
        feedPath(chapterDefault, kind),
      ];
      for (const path of feeds) {
        const answer = await ask(server().origin, get(path));
        expectAnswer(answer, {
          status: 200,
          headers: {
            "content-type": "text/calendar; charset=utf-8",
            "cache-control": "no-cache",
            "content-security-policy": hosting.nonPagePolicy,
            etag: /^"/,
          },
        });
        expect(answer?.body.toString("utf8")).toMatch(/^BEGIN:VCALENDAR\r\n/);
        const again = await ask(
          server().origin,
          get(path, [`If-None-Match: ${answer?.headers.etag?.[0]}`]),
        );
        expectAnswer(again, { status: 304, headers: { "cache-control": "no-cache" } });
      }
    });

    it("a client that half-closes after its request still gets the answer", async () => {
      const { hostname, port } = new URL(server().origin);
      const answer = await new Promise<Answer | null>((resolve) => {
        const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
        const chunks: Buffer[] = [];
        const finish = () => {
          socket.destroy();
          resolve(parse(Buffer.concat(chunks)));
        };
        socket.setTimeout(5000, finish);
        socket.on("data", (chunk) => chunks.push(chunk));
        socket.on("end", finish);
        socket.on("error", finish);
        // shutdown(SHUT_WR): the request, then the end of what the client sends.
        socket.end("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n", "latin1");
      });
      expectAnswer(answer, { status: 200, body: robots.toString("latin1") });
    });

    it("HSTS when a proxy ended TLS, and only then", async () => {
      const proxied = await ask(server().origin, get("/", ["X-Forwarded-Proto: https"]));
      expect(proxied?.headers["strict-transport-security"]).toEqual([
        hosting.strictTransportSecurity,
      ]);
      const plain = await ask(server().origin, get("/", ["X-Forwarded-Proto: http"]));
      expect(plain?.headers["strict-transport-security"]).toBeUndefined();
    });

    it("each kind of file with its content type", async () => {
      const files = (function walk(dir: string): string[] {
        return readdirSync(dir).flatMap((entry) => {
          const path = join(dir, entry);
          return statSync(path).isDirectory() ? walk(path) : [`/${relative(site, path)}`];
        });
      })(site);
      const kinds = new Map(
        files
          .filter((file) => extname(file) in hosting.fileTypes)
          .map((file) => [extname(file), file]),
      );
      expect(kinds.size).toBeGreaterThan(8);
      for (const [extension, file] of kinds) {
        const answer = await ask(server().origin, get(file, [], "HEAD"));
        expect(answer?.headers["content-type"]?.[0], file).toBe(hosting.fileTypes[extension]?.type);
      }
    });
  });

  describe("slow clients", () => {
    it("holds 1500 clients that never finish their requests, and still answers", async () => {
      const { hostname, port } = new URL(server().origin);
      let dropped = 0;
      const slow = await Promise.all(
        Array.from(
          { length: 1500 },
          () =>
            new Promise<Socket>((resolve) => {
              const socket = connect(Number(port), hostname, () => {
                socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
                resolve(socket);
              });
              socket.on("close", () => dropped++);
              socket.on("error", () => resolve(socket));
            }),
        ),
      );
      try {
        expectAnswer(await ask(server().origin, get("/")), { status: 200 });
        // A server out of connections closes waiting clients to take new ones.
        expect(dropped).toBe(0);
      } finally {
        for (const socket of slow) socket.destroy();
      }
    });
  });

  describe("files changing under the server", () => {
    it("serves a file added after it started, and not once it is removed", async () => {
      writeFileSync(join(site, `${name}-added.txt`), "added");
      expectAnswer(await ask(server().origin, get(`/${name}-added.txt`)), {
        status: 200,
        body: "added",
      });
      rmSync(join(site, `${name}-added.txt`));
      expectAnswer(await ask(server().origin, get(`/${name}-added.txt`)), notFound);
    });

    it("follows no symbolic link out of the site's folder", async () => {
      const secret = join(copy, `${name}-secret.txt`);
      writeFileSync(secret, "secret");
      symlinkSync(secret, join(site, `${name}-link.txt`));
      symlinkSync(copy, join(site, `${name}-folder`));
      try {
        for (const path of [`/${name}-link.txt`, `/${name}-folder/${name}-secret.txt`]) {
          const answer = await ask(server().origin, get(path));
          expectAnswer(answer, notFound);
          expect(answer?.body.toString()).not.toContain("secret");
        }
      } finally {
        rmSync(join(site, `${name}-link.txt`));
        rmSync(join(site, `${name}-folder`));
        rmSync(secret);
      }
    });

    it("answers 404 while the whole site is gone, and serves it again once it is back", async () => {
      renameSync(site, `${site}-away`);
      try {
        const answer = await ask(server().origin, get("/about"));
        expect(answer?.status).toBe(404);
      } finally {
        renameSync(`${site}-away`, site);
      }
      expectAnswer(await ask(server().origin, get("/about")), about);
    });
  });

  it("still serves the home page afterwards", async () => {
    expect(server().alive()).toBe(true);
    expectAnswer(await ask(server().origin, get("/")), {
      status: 200,
      headers: { "content-security-policy": hosting.pagePolicies["/index.html"] },
    });
  });
});
