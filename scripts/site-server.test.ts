// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostingManifest } from "../tools/hosting";
import {
  acceptsEncoding,
  createSiteServer,
  urlSegments,
  withLongSuffixesWhole,
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

describe("withLongSuffixesWhole", () => {
  it("turns a suffix longer than the file into the whole file, and leaves the rest", () => {
    expect(withLongSuffixesWhole("bytes=-100", 73)).toBe("bytes=0-");
    expect(withLongSuffixesWhole("bytes=-10", 73)).toBe("bytes=-10");
    expect(withLongSuffixesWhole("bytes=0-5, -1000", 73)).toBe("bytes=0-5, 0-");
    expect(withLongSuffixesWhole("bytes=5-1", 73)).toBe("bytes=5-1");
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
    writeFileSync(join(root, "it", "404.html"), "<!doctype html><title>Pagina non trovata</title>");
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
      expect(await response.text(), path).toContain("Pagina non trovata");
    }
    for (const path of ["/missing", "/italy/missing"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("<title>Not found</title>");
    }
  });
});
