import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, extname, join, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type * as ContentModule from "../app/server/content.server";
import type * as CmsAdmin from "./cms-admin";
import type { Identity } from "../app/lib/identity-schema";
import { languages } from "../app/config/languages.ts";
import type { CmsLanguage } from "./cms-browser/words.ts";
import type * as Paths from "../app/lib/paths";
import { allowedNames, isLocalHost, refuseHost } from "../scripts/local-hosts.mjs";

/**
 * The CMS at /admin/ in the development server (`npm run cms`, `npm run dev`), with the same
 * page, configuration and headers as in the build. With `CMS_API_URL` (the local proxy that
 * `npm run cms` starts), the CMS edits this checkout: `/api/v1` is passed to the proxy on the
 * same origin, so the CMS loads nothing from another one; and the server answers only requests
 * addressed to this computer, 403 otherwise (DNS rebinding).
 *
 * The CMS's modules are loaded through the development server (they use the content schemas,
 * which Vite's config loader cannot load).
 *
 * It also answers an address that is no page of the site with the not-found page and status
 * 404, as the published site does. (A new, removed or renamed event file needs nothing here:
 * React Router reads the route table again when a file under app/ is added or removed.)
 */
export function cmsDevPlugin(): Plugin {
  const proxy = process.env.CMS_API_URL;
  const setupScript = setupScriptWhenChanged();
  return {
    name: "chapter:cms-dev",
    apply: "serve",
    config: () =>
      proxy ? { server: { proxy: { "/api/v1": { target: proxy, changeOrigin: true } } } } : {},
    configureServer(server) {
      // The local editor writes files: it answers only requests addressed to this computer
      // (scripts/local-hosts.mjs). Before Vite's own middlewares, the proxy to /api/v1 among them.
      if (proxy) {
        const host = server.config.server.host;
        const names = allowedNames(typeof host === "string" ? host : undefined);
        server.middlewares.use((req, res, next) => {
          const address = server.httpServer?.address();
          const port =
            typeof address === "object" && address ? address.port : server.config.server.port;
          if (port !== undefined && !isLocalHost(req.headers.host, port, names)) {
            refuseHost(res, port);
          } else next();
        });
      }
      server.middlewares.use((req, res, next) => {
        notFoundStatus(server, req, res)
          .then(() => next())
          .catch((error: unknown) => next(error));
      });
      server.middlewares.use((req, res, next) => {
        const base = server.config.base.replace(/\/$/, "");
        const path = (req.url ?? "").split("?")[0] ?? "";
        if (path === `${base}/admin`) {
          res.writeHead(301, { Location: `${base}/admin/` }).end();
          return;
        }
        if (!path.startsWith(`${base}/admin/`)) return next();
        serveAdmin(server, path.slice(`${base}/admin/`.length), req, res, setupScript).catch(
          (error: unknown) => next(error),
        );
      });
    },
  };
}

/**
 * For a page request to an address that is no page of the site, the status of the not-found page
 * that the development server then shows: 404, as every host of the published site answers.
 */
async function notFoundStatus(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const path = decodeURI((req.url ?? "/").split("?")[0] ?? "/");
  const base = server.config.base.replace(/\/$/, "");
  const wantsPage =
    req.method === "GET" &&
    /text\/html/.test(req.headers.accept ?? "") &&
    extname(path) === "" &&
    path.startsWith(`${base}/`) &&
    !/^\/(@|__|node_modules\/|app\/|admin\/?|api\/)/.test(path.slice(base.length));
  if (!wantsPage) return;
  const { readContent } = (await server.ssrLoadModule(
    "/app/server/content.server.ts",
  )) as typeof ContentModule;
  const { pagePaths } = (await server.ssrLoadModule("/app/config/pages.ts")) as {
    pagePaths: Record<string, string>;
  };
  const english = [
    ...Object.values(pagePaths),
    ...readContent(server.config.root)
      .events.filter(({ event }) => event.page)
      .map(({ event }) => `/${event.slug}`),
  ];
  const { localizePath } = (await server.ssrLoadModule("/app/lib/paths.ts")) as typeof Paths;
  const known = new Set(
    english.flatMap((page) => languages.map((language) => localizePath(page, language))),
  );
  const page = path.slice(base.length).replace(/(.)\/$/, "$1") || "/";
  if (known.has(page)) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
  res.statusCode = 404;
}

/** A picture of the content by its file name, for the CMS's thumbnails: the CMS shows a file
 * named `x.jpg` from beside its page (`/admin/x.jpg`), as the content names pictures by file
 * name only. */
function pictureFile(root: string, name: string, folders: readonly string[]): string | undefined {
  if (!/^[^/\\]+\.(jpe?g|png|webp|svg)$/i.test(name)) return undefined;
  for (const folder of folders) {
    const path = join(root, folder, name);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** The state of files, for a cache: each one's size, time of change and inode. */
function filesState(paths: Iterable<string>): string {
  return [...paths]
    .map((path) => {
      try {
        const { size, mtimeMs, ino } = statSync(path);
        return `${path} ${size} ${mtimeMs} ${ino}`;
      } catch {
        return `${path} -`;
      }
    })
    .join("\n");
}

/**
 * setup.js, bundled again only when what it is bundled from has changed: the identity and the
 * sponsors it is given, its modules (each file and its folder: a file added beside one can change
 * what an import finds) and tools/cms-admin.ts, which bundles it. Bundling takes esbuild about half
 * a second of processor time, and the CMS asks for the script each time it opens.
 */
function setupScriptWhenChanged() {
  let last:
    | { admin: typeof CmsAdmin; given: string; modules: string[]; state: string; script: string }
    | undefined;
  return async (admin: typeof CmsAdmin, identity: Identity, sponsorIds: string[], root: string) => {
    const given = JSON.stringify([identity, sponsorIds, root]);
    if (last?.admin === admin && last.given === given && filesState(last.modules) === last.state)
      return last.script;
    const started = Date.now();
    const bundle = await admin.adminSetupBundle(identity, sponsorIds, root);
    const files = bundle.modules
      .filter((module) => !/^<|:/.test(module))
      .map((module) => resolve(root, module));
    const modules = [...new Set([...files, ...files.map((file) => dirname(file))])];
    const state = filesState(modules);
    // A file changed while esbuild read it may be in the bundle as it was: not kept then (a
    // file's time of change is only as fine as the system's clock ticks: a second to be safe).
    const settled = modules.every((path) => {
      try {
        return statSync(path).mtimeMs < started - 1000;
      } catch {
        return false;
      }
    });
    last = settled ? { admin, given, modules, state, script: bundle.script } : undefined;
    return bundle.script;
  };
}

/**
 * Sends a file that changes only whole (Decap CMS's scripts, a picture) with a validator, as the
 * hosts of the published site do: the browser asks again each time (`no-cache`) and, when its
 * copy is still right, is told so (304) instead of receiving Decap's 5 MB again.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, path: string, type: string) {
  const { size, mtimeMs } = statSync(path);
  const tag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  res.setHeader("Content-Type", type);
  res.setHeader("ETag", tag);
  if ((req.headers["if-none-match"] ?? "").split(/\s*,\s*/).includes(tag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  createReadStream(path).pipe(res);
}

async function serveAdmin(
  server: ViteDevServer,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
  setupScript: ReturnType<typeof setupScriptWhenChanged>,
) {
  const host = req.headers.host;
  const admin = (await server.ssrLoadModule("/tools/cms-admin.ts")) as typeof CmsAdmin;
  const { readContent } = (await server.ssrLoadModule(
    "/app/server/content.server.ts",
  )) as typeof ContentModule;
  for (const [header, value] of Object.entries(admin.adminHeaders)) res.setHeader(header, value);
  // Read for the page, its configuration and its script, again whenever a file has changed since
  // (the board may have just changed the identity: server/content.server.ts), and not at all for
  // Decap's own files and the pictures, which are most of what the CMS asks for as it opens.
  const content = () => readContent(server.config.root);
  if (name === "" || name === "index.html") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(admin.adminPage(content().identity?.chapterName ?? "Chapter"));
  } else if (Object.values(admin.adminConfigFiles).includes(name)) {
    const { cms, identity } = content();
    if (!cms || !identity) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("app/config/identity.yaml or cms.yaml has a mistake: see the terminal.\n");
      return;
    }
    // On this computer, the CMS saves through the proxy and "View Live" opens the site here.
    const site = `http://${host}${server.config.base.replace(/\/$/, "")}`;
    const local =
      process.env.CMS_API_URL && host ? { backend: `http://${host}/api/v1`, site } : undefined;
    res.setHeader("Content-Type", "text/yaml; charset=utf-8");
    const language = (Object.keys(admin.adminConfigFiles) as CmsLanguage[]).find(
      (code) => admin.adminConfigFiles[code] === name,
    );
    res.end(admin.adminConfig({ cms, identity }, local, language));
  } else if (name === "init.js") {
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.end(admin.adminInitScript);
  } else if (name === "setup.js") {
    const { identity, sponsorIds } = content();
    if (!identity) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("app/config/identity.yaml has a mistake: see the terminal.\n");
      return;
    }
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.end(await setupScript(admin, identity, sponsorIds, server.config.root));
  } else if (name === "setup.css") {
    res.setHeader("Content-Type", "text/css; charset=utf-8");
    res.end(admin.adminStyles);
  } else if (pictureFile(server.config.root, name, admin.pictureFolders)) {
    const path = pictureFile(server.config.root, name, admin.pictureFolders) ?? "";
    const types: Record<string, string> = {
      ".jpg": "image/jpeg",
      ".jpeg": "image/jpeg",
      ".png": "image/png",
      ".webp": "image/webp",
      ".svg": "image/svg+xml",
    };
    sendFile(req, res, path, types[extname(path).toLowerCase()] ?? "application/octet-stream");
  } else if (admin.isDecapFile(name)) {
    sendFile(
      req,
      res,
      join(admin.decapFolder(), name),
      name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
    );
  } else {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found\n");
  }
}
