import { createReadStream } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type * as ContentModule from "../app/server/content.server";
import type * as CmsAdmin from "./cms-admin";

/**
 * The CMS at /admin/ in the development server (`npm run cms`, `npm run dev`), with the same
 * page, configuration and headers as in the build. With `CMS_API_URL` (the local proxy that
 * `npm run cms` starts), the CMS edits this checkout: `/api/v1` is passed to the proxy on the
 * same origin, so the CMS loads nothing from another one.
 *
 * The CMS's modules are loaded through the development server (they use the content schemas,
 * which Vite's config loader cannot load).
 */
export function cmsDevPlugin(): Plugin {
  const proxy = process.env.CMS_API_URL;
  return {
    name: "chapter:cms-dev",
    apply: "serve",
    config: () =>
      proxy ? { server: { proxy: { "/api/v1": { target: proxy, changeOrigin: true } } } } : {},
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const base = server.config.base.replace(/\/$/, "");
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (path === `${base}/admin`) {
          res.writeHead(301, { Location: `${base}/admin/` }).end();
          return;
        }
        if (!path.startsWith(`${base}/admin/`)) return next();
        serveAdmin(server, path.slice(`${base}/admin/`.length), req.headers.host, res).catch(
          (error: unknown) => next(error),
        );
      });
    },
  };
}

async function serveAdmin(
  server: ViteDevServer,
  name: string,
  host: string | undefined,
  res: ServerResponse,
) {
  const admin = (await server.ssrLoadModule("/tools/cms-admin.ts")) as typeof CmsAdmin;
  const { readContent } = (await server.ssrLoadModule(
    "/app/server/content.server.ts",
  )) as typeof ContentModule;
  for (const [header, value] of Object.entries(admin.adminHeaders)) res.setHeader(header, value);
  const { identity, cms } = readContent(server.config.root);
  if (name === "" || name === "index.html") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(admin.adminPage(identity?.chapterName ?? "Chapter"));
  } else if (name === "config.yml") {
    if (!cms || !identity) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("app/config/identity.yaml or cms.yaml has a mistake: see the terminal.\n");
      return;
    }
    const localBackend = process.env.CMS_API_URL && host ? `http://${host}/api/v1` : undefined;
    res.setHeader("Content-Type", "text/yaml; charset=utf-8");
    res.end(admin.adminConfig({ cms, identity }, localBackend));
  } else if (admin.isDecapFile(name)) {
    res.setHeader(
      "Content-Type",
      name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
    );
    createReadStream(join(admin.decapFolder(), name)).pipe(res);
  } else {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found\n");
  }
}
