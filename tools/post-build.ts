import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { withoutBase } from "../app/lib/base-path.ts";
import { defaultLanguage, languages } from "../app/config/languages.ts";
import {
  fileTypes,
  headersFile,
  headersFileProblems,
  headersPath,
  hostingManifest,
  inArea,
  nginxConfig,
  type BuiltPage,
  type HostedArea,
} from "./hosting.ts";
import type { IslandName } from "../app/config/islands.ts";
import { islandManifestFile, type IslandManifest } from "./islands-plugin.ts";
import { pageSteps, transformPage } from "./page-transforms.ts";
import { pagePolicy } from "./security.ts";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * With a base path, React Router writes the pages under `build/client/<base>/` but the assets
 * under `build/client/assets/`. The site's files go together: everything is moved to
 * `build/client`, the folder that is served at the base path.
 */
export function flattenBasePath(clientDir: string, basePath: string): void {
  if (basePath === "/") return;
  const nested = join(clientDir, ...basePath.split("/").filter(Boolean));
  if (!existsSync(nested)) return;
  for (const name of readdirSync(nested)) renameSync(join(nested, name), join(clientDir, name));
  rmSync(join(clientDir, basePath.split("/").filter(Boolean)[0] ?? ""), { recursive: true });
}

/** The paths prerendered for the catch-all route, one per language (`/404`, `/it/404`); each
 * page becomes a `404.html` in its language's folder. */
export const notFoundPrerenderPaths = languages.map((language) =>
  language === defaultLanguage ? "/404" : `/${language}/404`,
);

/**
 * Moves the prerendered not-found pages to `404.html` and `it/404.html`, the name static hosts
 * look for: Netlify and Cloudflare Pages answer a missing `/it/...` with the nearest one, nginx
 * and `npm start` by their own rule (tools/hosting.ts, scripts/site-server.mjs); GitHub Pages
 * only ever serves the root one, which also says its message in Italian.
 */
export function moveNotFoundPage(clientDir: string): void {
  for (const path of notFoundPrerenderPaths) {
    const source = join(clientDir, path, "index.html");
    if (!existsSync(source)) throw new Error(`post-build: ${source} was not prerendered`);
    renameSync(source, join(clientDir, `${path}.html`));
    rmSync(join(clientDir, path), { recursive: true, force: true });
  }
  // React Router's SPA fallback is not used (every page is prerendered) and Vite's manifest is
  // for build tools, not visitors.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
}

/**
 * React Router writes a `.data` file for every prerendered path, and its runtime, manifest and
 * route modules, for navigation in the browser. No built page loads them (a widget is an island:
 * components/island), so they go; what stays in `assets/` is the pages' stylesheets, pictures
 * and fonts, and the islands' scripts (`islandFiles`, from the site's folder).
 */
export function removeRouterFiles(clientDir: string, islandFiles: readonly string[]): void {
  const kept = new Set(islandFiles.map((file) => join(clientDir, file)));
  for (const file of files(clientDir)) {
    const script = extname(file) === ".js" && relative(clientDir, file).startsWith("assets/");
    if (file.endsWith(".data") || (script && !kept.has(file))) rmSync(file);
  }
}

/** Reads, then deletes, the client build's list of each island's files (tools/islands-plugin.ts). */
export function takeIslandManifest(clientDir: string): IslandManifest {
  const file = join(clientDir, islandManifestFile);
  if (!existsSync(file))
    throw new Error(`post-build: the client build wrote no ${islandManifestFile}`);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as IslandManifest;
  rmSync(file);
  return manifest;
}

const compressible = new Set(
  Object.entries(fileTypes)
    .filter(([, { compress }]) => compress)
    .map(([extension]) => extension),
);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `.gz` and `.br` twins of every text file, so servers send them without compressing per
 * request. Files that do not shrink are left alone. */
const largeFile = 512 * 1024;

/** `areas` (the CMS) are compressed a little less, and much faster: they are not the site. */
export function precompress(clientDir: string, areas: HostedArea[] = []): void {
  for (const file of files(clientDir)) {
    if (!compressible.has(extname(file))) continue;
    const quick = inArea(`/${relative(clientDir, file)}`, areas);
    const content = readFileSync(file);
    if (content.length < 256) continue;
    const gzip = gzipSync(content, { level: 9 });
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    const brotli = brotliCompressSync(content, {
      params: {
        // The best compression for the site's own files; a few percent less for large ones and
        // for the CMS, which would take seconds each at the best.
        [constants.BROTLI_PARAM_QUALITY]: quick || content.length > largeFile ? 9 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  }
}

/** The URL path of a prerendered page from its file: `/it/events/index.html` → `/it/events`. */
export function pagePathOfFile(file: string): string {
  return file.replace(/\/index\.html$/, "").replace(/\.html$/, "") || "/";
}

/**
 * Runs the page steps (tools/page-transforms.ts) over every prerendered page. `manifest` says
 * which files make each island; a page gets those of the islands it holds.
 */
export function transformPages(
  clientDir: string,
  basePath: string,
  manifest: IslandManifest,
): void {
  const steps = pageSteps(
    (href) => readFileSync(join(clientDir, withoutBase(href, basePath)), "utf8"),
    (island) =>
      Object.hasOwn(manifest, island)
        ? manifest[island as IslandName].map((file) => `${basePath.replace(/\/$/, "")}/${file}`)
        : undefined,
  );
  for (const file of files(clientDir)) {
    if (extname(file) !== ".html") continue;
    const path = pagePathOfFile(`/${relative(clientDir, file)}`);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, transformPage(html, { path }, steps));
  }
}

/**
 * Writes the host configurations, with every page's Content-Security-Policy as a header:
 * `_headers` into the site, `nginx.conf` and `hosting.json` next to it. Runs after the page steps,
 * as the policy allows each page's final inline code by hash.
 */
export function writeHostingConfigurations(
  clientDir: string,
  basePath: string,
  nginx: { root: string; listen: string },
  areas: HostedArea[] = [],
): void {
  const pages: BuiltPage[] = [];
  for (const file of files(clientDir)) {
    if (extname(file) !== ".html" || inArea(`/${relative(clientDir, file)}`, areas)) continue;
    const html = readFileSync(file, "utf8");
    pages.push({ file: `/${relative(clientDir, file)}`, policy: pagePolicy(html, "header") });
  }
  pages.sort((a, b) => a.file.localeCompare(b.file));
  const siteFiles = [...files(clientDir)].map((file) => `/${relative(clientDir, file)}`).sort();
  const headers = headersFile(pages, siteFiles, basePath, areas);
  // A file Cloudflare Pages would read only in part stops the build: the rules it would drop are
  // the last ones, the calendar files' and the CMS's.
  const problems = headersFileProblems(headers);
  if (problems.length > 0) {
    const error = new Error(problems.map((problem) => `post-build: ${problem}`).join("\n"));
    // Told as its lines alone: it is the site's shape, not the code, that went wrong.
    error.stack = `Error: ${error.message}`;
    throw error;
  }
  const buildDir = dirname(clientDir);
  writeFileSync(join(clientDir, headersPath), headers);
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, "nginx.conf"), nginxConfig({ ...nginx, basePath, pages, areas }));
  writeFileSync(
    join(buildDir, "hosting.json"),
    `${JSON.stringify(hostingManifest(pages, basePath, areas), null, 2)}\n`,
  );
}
