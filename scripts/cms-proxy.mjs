// @ts-check
// The local editor's connection to this checkout (`npm run cms`, on PORT + 1): Decap CMS's own
// proxy (decap-server, which reads and writes the files), served by this module so that it answers
// only requests addressed to this computer (scripts/local-hosts.mjs). decap-server alone answers
// any `Host`, so a page of another site that points its name at 127.0.0.1 could write files here.
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { isLocalHost, localNames, refuseHost } from "./local-hosts.mjs";

// decap-server's middlewares (`registerLocalFs`, which it exports for running inside another
// server) on the express it depends on, both loaded from decap-server's own folder.
const fromDecapServer = createRequire(createRequire(import.meta.url).resolve("decap-server"));
/** @type {{ registerLocalFs: (app: unknown, options: { logLevel?: string }) => Promise<void> }} */
const { registerLocalFs } = fromDecapServer("./middlewares");
/** @type {() => import("node:http").RequestListener} */
const express = fromDecapServer("express");

/**
 * Starts the proxy on 127.0.0.1, editing the files of `root`. `port` 0 takes a free one.
 * @param {{ port: number; root: string; names?: readonly string[]; logLevel?: string }} options
 * @returns {Promise<import("node:http").Server>}
 */
export async function startCmsProxy({ port, root, names = localNames, logLevel = "warn" }) {
  process.env.GIT_REPO_DIRECTORY = root;
  const app = express();
  await registerLocalFs(app, { logLevel });
  const server = createServer((req, res) => {
    const address = server.address();
    const listening = typeof address === "object" && address ? address.port : port;
    if (!isLocalHost(req.headers.host, listening, names)) refuseHost(res, listening);
    else app(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return server;
}
