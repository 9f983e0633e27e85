// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaled } from "../tests/support/time-scale";
import { hostingManifest } from "../tools/hosting";
import {
  acceptsEncoding,
  byteRange,
  createSiteServer,
  folderRedirect,
  namesNoAddress,
  urlSegments,
} from "./site-server.mjs";

describe("urlSegments", () => {
  it("decodes, merges slashes and resolves dot segments as nginx does", () => {
    expect(urlSegments("/")).toEqual([]);
    expect(urlSegments("//it//events/")).toEqual(["it", "events"]);
    expect(urlSegments("/a/./b/../c?x=/..#y")).toEqual(["a", "c"]);
    expect(urlSegments("/it%2fabout")).toEqual(["it", "about"]);
    expect(urlSegments("/%5fheaders")).toEqual(["_headers"]);
    expect(urlSegments("http://elsewhere.example/about")).toEqual(["about"]);
  });

  it("refuses what is malformed or above the site with 400", () => {
    for (const url of ["/..", "/a/../..", "/%2e%2e/x", "/%zz", "/a%00b", "*", "about"]) {
      expect(urlSegments(url), url).toBe(400);
    }
  });

  it("lets bytes that are not UTF-8 name nothing", () => {
    expect(urlSegments("/%ff")).toEqual(["\uFFFD"]);
  });
});

describe("acceptsEncoding", () => {
  it("reads codings, their weights and the wildcard", () => {
    expect(acceptsEncoding("gzip, deflate, br", "br")).toBe(true);
    expect(acceptsEncoding("GZIP", "gzip")).toBe(true);
    expect(acceptsEncoding("gzip;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("gzip; q=0.5", "gzip")).toBe(true);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding("*, br;q=0", "br")).toBe(false);
    expect(acceptsEncoding("identity", "gzip")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });
});

describe("byteRange", () => {
  it("reads one range as nginx does: an end past the file is its end, a long suffix all of it", () => {
    expect(byteRange("bytes=0-3", 73)).toEqual({ start: 0, end: 3 });
    expect(byteRange("BYTES= 0 - 3 ", 73)).toEqual({ start: 0, end: 3 });
    expect(byteRange("bytes=70-", 73)).toEqual({ start: 70, end: 72 });
    expect(byteRange("bytes=-10", 73)).toEqual({ start: 63, end: 72 });
    expect(byteRange("bytes=-100", 73)).toEqual({ start: 0, end: 72 });
    expect(byteRange("bytes=0-9223372036854775807", 73)).toEqual({ start: 0, end: 72 });
  });

  it("sends the whole file for another unit, an empty one, or a second range it could serve", () => {
    for (const value of ["items=0-3", "bytes=", "bytes =0-3", "bytes=0-1,5-6", "bytes=0-1, 1-2"]) {
      expect(byteRange(value, 73), value).toBeUndefined();
    }
    expect(byteRange("bytes=0-0", 0)).toBeUndefined();
  });

  it("keeps the one range it can serve among ranges outside the file", () => {
    expect(byteRange("bytes=0-1,100-200", 73)).toEqual({ start: 0, end: 1 });
    expect(byteRange("bytes=100-200,0-1", 73)).toEqual({ start: 0, end: 1 });
  });

  it("refuses the malformed, numbers above 2^63 - 1, and ranges outside the file", () => {
    for (const value of [
      "bytes=abc",
      "bytes=1-2-3",
      "bytes=-",
      "bytes=--1",
      "bytes=0-3;",
      "bytes=+1-3",
      "bytes=\t0-3",
      "bytes=0-1,",
      "bytes=0-1,abc",
      "bytes=0-18446744073709551615",
      "bytes=0-9223372036854775808",
      "bytes=9223372036854775807-",
      "bytes=5-1",
      "bytes=-0",
      "bytes=100000-",
    ]) {
      expect(byteRange(value, 73), value).toBe("unsatisfiable");
    }
  });
});

describe("namesNoAddress", () => {
  it("is true of a page's file and of a compressed twin, false of an address", () => {
    for (const path of ["/index", "/about/index.html", "/404", "/it/404.html", "/index.html.gz"]) {
      expect(namesNoAddress(path.split("/").filter(Boolean)), path).toBe(true);
    }
    expect(namesNoAddress(["events.ics.br"])).toBe(true);
    for (const path of ["/about", "/events.ics", "/indexes", "/gz", "/favicon.svg"]) {
      expect(namesNoAddress(path.split("/").filter(Boolean)), path).toBe(false);
    }
  });
});

describe("folderRedirect", () => {
  const area = { path: "/admin/", headers: { "X-Robots-Tag": "noindex" } };
  const hosting = { ...hostingManifest([], "/"), areas: [area] };
  const under = { ...hostingManifest([], "/site/"), areas: [area] };

  it("sends every other spelling of the folder's address to it, keeping the query", () => {
    expect(folderRedirect("/admin", ["admin"], hosting)).toEqual({
      location: "/admin/",
      headers: {},
    });
    expect(folderRedirect("/admin?x=1", ["admin"], hosting)?.location).toBe("/admin/?x=1");
    expect(folderRedirect("/admin?", ["admin"], hosting)?.location).toBe("/admin/");
    for (const url of [
      "/admin%2f",
      "/admin%2F",
      "//admin/",
      "/admin/./",
      "/%61dmin/",
      "/admin//",
    ]) {
      expect(folderRedirect(url, ["admin"], hosting), url).toEqual({
        location: "/admin/",
        headers: area.headers,
      });
    }
    expect(folderRedirect("/site/admin%2f", ["admin"], under)?.location).toBe("/site/admin/");
    expect(folderRedirect("/site//admin/", ["admin"], under)?.location).toBe("/site/admin/");
  });

  it("leaves the address itself and every other path alone", () => {
    for (const url of ["/admin/", "/admin/?x=1", "/admin/#top", "http://elsewhere/admin/"]) {
      expect(folderRedirect(url, ["admin"], hosting), url).toBeUndefined();
    }
    expect(folderRedirect("/site/admin/", ["admin"], under)).toBeUndefined();
    expect(folderRedirect("/about", ["about"], hosting)).toBeUndefined();
    expect(folderRedirect("/admin/init.js", ["admin", "init.js"], hosting)).toBeUndefined();
  });
});

describe("createSiteServer", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-server-"));
  const root = join(dir, "client");
  const manifestFile = join(dir, "hosting.json");
  const writeManifest = (policy: string) => {
    const manifest = hostingManifest([{ file: "/index.html", policy }], "/");
    writeFileSync(manifestFile, JSON.stringify(manifest));
  };
  const server = createSiteServer({ root, manifestFile });
  let origin = "";

  beforeAll(async () => {
    mkdirSync(root);
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    mkdirSync(join(root, "it"));
    writeFileSync(
      join(root, "it", "404.html"),
      "<!doctype html><title>The Italian 404 page</title>",
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 until there is a build, then picks up each rebuild without a restart", async () => {
    expect((await fetch(`${origin}/`)).status).toBe(503);

    writeManifest("default-src 'self'; script-src 'sha256-first'");
    const first = await fetch(`${origin}/`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-security-policy")).toContain("sha256-first");

    writeManifest("default-src 'self'; script-src 'sha256-second'");
    utimesSync(manifestFile, new Date(), new Date(Date.now() + 2000));
    expect((await fetch(`${origin}/`)).headers.get("content-security-policy")).toContain(
      "sha256-second",
    );

    expect((await fetch(`${origin}/new-page`)).status).toBe(404);
    mkdirSync(join(root, "new-page"));
    writeFileSync(join(root, "new-page", "index.html"), "<!doctype html><title>New</title>");
    expect((await fetch(`${origin}/new-page`)).status).toBe(200);
  });

  it("answers an unknown address under /it/ with the Italian not-found page", async () => {
    writeManifest("default-src 'self'");
    for (const path of ["/it/missing", "/it/a/b?x=1", "/it/../it/missing"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("The Italian 404 page");
    }
    for (const path of ["/missing", "/italy/missing"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("<title>Not found</title>");
    }
  });
});

/**
 * The server's side of a TCP connection as the kernel holds it (Linux: /proc/net/tcp), with the
 * bytes still queued to send; undefined once the kernel has freed it.
 */
function kernelSocket(serverPort: number, clientPort: number) {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"]
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, "utf8").split("\n").slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local = "", remote = ""]) =>
        local.endsWith(`:${hex(serverPort)}`) && remote.endsWith(`:${hex(clientPort)}`),
    )
    .map(([, , , , queues = ""]) => ({ queued: parseInt(queues.split(":")[0] ?? "0", 16) }))[0];
}

describe("a client that stops reading", () => {
  const dir = mkdtempSync(join(tmpdir(), "site-server-stall-"));
  const root = join(dir, "client");
  const manifestFile = join(dir, "hosting.json");
  /** Far more than the kernel's buffers of both ends hold, so the server is left with data to send. */
  const size = 48 * 1024 * 1024;
  const sendTimeout = 1000;
  const server = createSiteServer({ root, manifestFile, sendTimeout });
  let port = 0;

  beforeAll(async () => {
    mkdirSync(root);
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
    writeFileSync(join(root, "programme.pdf"), Buffer.alloc(size, 0x61));
    writeFileSync(manifestFile, JSON.stringify(hostingManifest([], "/")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "is reset once nothing moved for the send timeout, frees what the kernel held, and the server serves others meanwhile",
    async () => {
      const closed = new Promise<number>((resolve) =>
        server.once("connection", (socket) => socket.once("close", () => resolve(Date.now()))),
      );
      let received = 0;
      let reading = false;
      const client: Socket = connect(port, "127.0.0.1");
      const stopped = new Promise<number>((resolve) => {
        client.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (reading) return;
          // Reads the first bytes of the answer, then nothing more.
          client.pause();
          resolve(Date.now());
        });
      });
      const ended = new Promise<void>((resolve) => client.on("close", () => resolve()));
      client.on("error", () => {});
      client.write("GET /programme.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n");
      const stoppedAt = await stopped;
      const clientPort = client.localPort ?? 0;

      // Another visitor is served while the stalled one waits.
      const other = await fetch(`http://127.0.0.1:${port}/`);
      expect(other.status).toBe(200);
      expect(await other.text()).toContain("Home");
      await expect.poll(() => kernelSocket(port, clientPort)?.queued ?? 0).toBeGreaterThan(0);

      const closedAt = await closed;
      // Never before the timeout, less the two looks it takes to see that nothing moved.
      expect(closedAt - stoppedAt).toBeGreaterThanOrEqual(sendTimeout - 2 * (sendTimeout / 10));
      // Reset, not closed: the kernel drops what it held for the client at once.
      expect(kernelSocket(port, clientPort)).toBeUndefined();

      reading = true;
      client.resume();
      await ended;
      expect(received).toBeLessThan(size);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    },
    scaled(30_000),
  );
});
