// @vitest-environment node
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCmsProxy } from "./cms-proxy.mjs";
import { allowedNames, isLocalHost } from "./local-hosts.mjs";

describe("isLocalHost", () => {
  it("answers this computer's names with the server's port", () => {
    for (const host of ["localhost:5173", "127.0.0.1:5173", "[::1]:5173", "LOCALHOST:5173"]) {
      expect(isLocalHost(host, 5173), host).toBe(true);
    }
    expect(isLocalHost("localhost", 80)).toBe(true);
  });

  it("refuses any other name, another port, or none", () => {
    for (const host of [
      "evil.example:5173",
      "localhost.evil.example:5173",
      "127.0.0.1.nip.io:5173",
      "localhost:5174",
      "localhost",
      "192.168.1.20:5173",
      "[::2]:5173",
      "localhost:5173:5173",
      "",
      undefined,
    ]) {
      expect(isLocalHost(host, 5173), String(host)).toBe(false);
    }
  });

  it("also answers the name HOST gives, never every address", () => {
    expect(isLocalHost("my-laptop.local:5173", 5173, allowedNames("my-laptop.local"))).toBe(true);
    expect(allowedNames("0.0.0.0")).toEqual(["localhost", "127.0.0.1", "[::1]"]);
    expect(allowedNames("::1")).toEqual(["localhost", "127.0.0.1", "[::1]"]);
  });
});

describe("the local editor's proxy", () => {
  const root = mkdtempSync(join(tmpdir(), "cms-proxy-"));
  let port = 0;
  let server: Awaited<ReturnType<typeof startCmsProxy>>;

  beforeAll(async () => {
    server = await startCmsProxy({ port: 0, root });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** Posts an action to the proxy as a browser at `host` would. */
  const post = (host: string, body: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/v1",
          method: "POST",
          headers: { Host: host, "Content-Type": "application/json" },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      sent.on("error", reject);
      sent.end(JSON.stringify(body));
    });

  const write = {
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "x", path: "app/content/events/x.yaml", raw: "slug: x\n" },
      assets: [],
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    },
  };

  it("refuses with 403 what another name asks, and writes nothing", async () => {
    for (const host of [`evil.example:${port}`, `localhost:${port + 1}`, "localhost"]) {
      const answer = await post(host, write);
      expect(answer.status, host).toBe(403);
      expect(answer.text).toContain(`http://localhost:${port}/`);
    }
    expect(readdirSync(root)).toEqual([]);
  });

  it("answers this computer", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const answer = await post(host, { action: "info" });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ type: "local_fs" });
    }
    expect((await post(`localhost:${port}`, write)).status).toBe(200);
    expect(readdirSync(join(root, "app/content/events"))).toEqual(["x.yaml"]);
  });
});
