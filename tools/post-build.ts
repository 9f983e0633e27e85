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
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { dirname, extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { withoutBase } from "../app/lib/base-path.ts";
import { notFoundPages } from "../app/lib/paths.ts";
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
import type { SiteContent } from "../app/server/content.server.ts";
import { adminArea, writeAdmin } from "./cms-admin.ts";

/** Stops the build with `message` alone: it is the build's output, not the code, that is not
 * what a step expected. */
function stop(message: string): never {
  const error = new Error(`post-build: ${message}`);
  error.stack = `Error: ${error.message}`;
  throw error;
}

/**
 * With a base path, React Router writes the pages under `build/client/<base>/` but the assets
 * under `build/client/assets/`. The site's files go together: everything is moved to
 * `build/client`, the folder that is served at the base path. Returns how many files and folders
 * moved; stops the build when a base path's folder is missing or empty.
 */
export function flattenBasePath(clientDir: string, basePath: string): number {
  if (basePath === "/") return 0;
  const folders = basePath.split("/").filter(Boolean);
  const nested = join(clientDir, ...folders);
  const names = existsSync(nested) ? readdirSync(nested) : [];
  if (names.length === 0) {
    stop(
      `the site is served under ${basePath}, but React Router wrote nothing into ${relative(dirname(clientDir), nested)}/, where its pages were expected`,
    );
  }
  for (const name of names) renameSync(join(nested, name), join(clientDir, name));
  rmSync(join(clientDir, folders[0] ?? ""), { recursive: true });
  return names.length;
}

/**
 * Moves the prerendered not-found pages to `404.html` and one per other language (`it/404.html`),
 * the name static hosts look for: Netlify and Cloudflare Pages answer a missing `/it/...` with the
 * nearest one, nginx and `npm start` by their own rule (tools/hosting.ts, scripts/site-server.mjs);
 * GitHub Pages only ever serves the root one, which also holds the other languages' messages
 * (routes/not-found.tsx).
 */
function moveNotFoundPage(clientDir: string): string[] {
  for (const { prerenderPath, file } of notFoundPages) {
    const source = join(clientDir, prerenderPath, "index.html");
    if (!existsSync(source)) stop(`${source} was not prerendered`);
    renameSync(source, join(clientDir, file));
    // The folder the page was prerendered in (`404`, `it/404`), now empty of pages.
    rmSync(join(clientDir, dirname(prerenderPath)), { recursive: true, force: true });
  }
  // React Router's SPA fallback is not used (every page is prerendered) and Vite's manifest is
  // for build tools, not visitors.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
  return notFoundPages.map(({ file }) => file);
}

/**
 * React Router writes a `.data` file for every prerendered path, and its runtime, manifest and
 * route modules, for navigation in the browser. No built page loads them (a widget is an island:
 * components/island), so they go; what stays in `assets/` is the pages' stylesheets, pictures
 * and fonts, and the islands' scripts (`islandFiles`, from the site's folder). Returns how many
 * of each went; stops the build when it finds neither, as React Router's output changed shape.
 */
export function removeRouterFiles(
  clientDir: string,
  islandFiles: readonly string[],
): { dataFiles: number; scripts: number } {
  const kept = new Set(islandFiles.map((file) => join(clientDir, file)));
  const removed = { dataFiles: 0, scripts: 0 };
  for (const file of files(clientDir)) {
    const script = extname(file) === ".js" && relative(clientDir, file).startsWith("assets/");
    if (file.endsWith(".data")) removed.dataFiles++;
    else if (script && !kept.has(file)) removed.scripts++;
    else continue;
    rmSync(file);
  }
  if (removed.dataFiles + removed.scripts === 0) {
    stop(
      "found none of React Router's files to remove (.data files, scripts in assets/ that are no island's): its output changed shape; see removeRouterFiles in tools/post-build.ts",
    );
  }
  return removed;
}

/** Reads, then deletes, the client build's list of each island's files (tools/islands-plugin.ts). */
function takeIslandManifest(clientDir: string): IslandManifest {
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

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** A compression of `content`, from `cacheDir` when an earlier build made it: the same bytes
 * always compress to the same twin, and most of a build's files (React, the fonts' styles, the
 * CMS's 5 MB script) are the bytes of the build before. */
async function compressed(
  content: Buffer,
  kind: string,
  compress: () => Promise<Buffer>,
  cacheDir: string | undefined,
): Promise<Buffer> {
  if (!cacheDir) return compress();
  const cached = join(cacheDir, `${createHash("sha256").update(content).digest("hex")}.${kind}`);
  if (existsSync(cached)) return readFileSync(cached);
  const result = await compress();
  mkdirSync(cacheDir, { recursive: true });
  // Written aside, then renamed: a build beside this one never reads half a file.
  const partial = `${cached}.${process.pid}.part`;
  writeFileSync(partial, result);
  renameSync(partial, cached);
  return result;
}

/** `areas` (the CMS) are compressed a little less, and much faster: they are not the site.
 * The files are compressed side by side, one per core; `cacheDir` keeps the twins for the next
 * build. Returns how many files got twins. */
export async function precompress(
  clientDir: string,
  areas: HostedArea[] = [],
  cacheDir?: string,
): Promise<number> {
  let count = 0;
  const queue = [...files(clientDir)].filter((file) => compressible.has(extname(file)));
  const compressOne = async (file: string) => {
    const quick = inArea(`/${relative(clientDir, file)}`, areas);
    const content = readFileSync(file);
    if (content.length < 256) return;
    const gzip = await compressed(content, "gz9", () => gzipped(content, { level: 9 }), cacheDir);
    if (gzip.length < content.length) {
      writeFileSync(`${file}.gz`, gzip);
      count++;
    }
    // The best compression for the site's own files; a few percent less for large ones and
    // for the CMS, which would take seconds each at the best.
    const quality = quick || content.length > largeFile ? 9 : 11;
    const brotli = await compressed(
      content,
      `br${quality}`,
      () =>
        brotlied(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      cacheDir,
    );
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return count;
}

/** The URL path of a prerendered page from its file: `/it/events/index.html` → `/it/events`. */
function pagePathOfFile(file: string): string {
  return file.replace(/\/index\.html$/, "").replace(/\.html$/, "") || "/";
}

/**
 * Runs the page steps (tools/page-transforms.ts) over every prerendered page. `manifest` says
 * which files make each island; a page gets those of the islands it holds. Returns how many
 * pages it transformed.
 */
function transformPages(clientDir: string, basePath: string, manifest: IslandManifest): number {
  const steps = pageSteps(
    (href) => readFileSync(join(clientDir, withoutBase(href, basePath)), "utf8"),
    (island) =>
      Object.hasOwn(manifest, island)
        ? manifest[island as IslandName].map((file) => `${basePath.replace(/\/$/, "")}/${file}`)
        : undefined,
  );
  let pages = 0;
  for (const file of files(clientDir)) {
    if (extname(file) !== ".html") continue;
    const path = pagePathOfFile(`/${relative(clientDir, file)}`);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, transformPage(html, { path }, steps));
    pages++;
  }
  if (pages === 0) stop(`found no page (.html) in ${clientDir}`);
  return pages;
}

/**
 * Writes the host configurations, with every page's Content-Security-Policy as a header:
 * `_headers` into the site, `nginx.conf` and `hosting.json` next to it. Runs after the page steps,
 * as the policy allows each page's final inline code by hash. Returns how many pages have a
 * policy.
 */
export function writeHostingConfigurations(
  clientDir: string,
  basePath: string,
  nginx: { root: string; listen: string },
  areas: HostedArea[] = [],
): number {
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
  if (problems.length > 0) stop(problems.join("\npost-build: "));
  const buildDir = dirname(clientDir);
  writeFileSync(join(clientDir, headersPath), headers);
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(join(buildDir, "nginx.conf"), nginxConfig({ ...nginx, basePath, pages, areas }));
  writeFileSync(
    join(buildDir, "hosting.json"),
    `${JSON.stringify(hostingManifest(pages, basePath, areas), null, 2)}\n`,
  );
  return pages.length;
}

/**
 * The published files that are the site's texts, by their extension: its pages (their meta tags,
 * JSON-LD and islands' props included: an island's props travel in its page as JSON), calendar
 * files and feeds, the sitemap, robots.txt, and any manifest or JSON the site publishes. Not its
 * scripts, stylesheets, pictures and fonts: a script is code, whose strings are templates it
 * fills in the browser (an interface text's `{{name}}`), and content never reaches one (decision
 * 0018); a picture is drawn, not written.
 */
const publishedTextExtensions = new Set([".html", ".ics", ".xml", ".txt", ".json", ".webmanifest"]);

/**
 * Whether a file of the CMS's area (`/admin/`) is a text of the site: only its page, which names
 * the chapter. The rest holds `{{` by right: Decap's vendored bundles (`decap-cms.js` and its
 * chunks: their own templates, such as commit messages' `{{slug}}`), the CMS's configuration
 * (`config.yml`, `config.it.yml`: the fields' hints name the placeholders a text may use) and
 * its script, `setup.js` (the content rules, which look for placeholders).
 */
const isCmsText = (file: string) => file === `${adminArea.path}index.html`;

/** Around a placeholder left in a file, for its line: the words on each side. */
const placeholderContext = 60;

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/**
 * The placeholder at a position of a published file, and the words around it as a reader finds
 * them: markup left out but the attribute that holds it (a meta tag's `content`), a calendar's
 * folded lines joined, the common entities read, and no word cut at either end.
 */
function placeholderAt(content: string, at: number): { name: string; words: string } {
  const from = Math.max(0, at - placeholderContext);
  const to = Math.min(content.length, at + placeholderContext);
  // A calendar folds long lines: a line break followed by a space continues the line.
  const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, "");
  let before = unfold(content.slice(from, at));
  let after = unfold(content.slice(at, to));
  let [startCut, endCut] = [from > 0, to < content.length];
  // Inside a tag (its end comes before any other tag's start): only the attribute's value.
  if (/^[^<]*>/.test(after)) {
    const value = /["']([^"']*)$/.exec(before);
    if (value) [before, startCut] = [value[1] ?? "", false];
    const end = after.search(/["']/);
    if (end !== -1) [after, endCut] = [after.slice(0, end), false];
  }
  // A tag cut by either end of the slice.
  if (startCut) before = before.replace(/^[^<]*>/, "");
  if (endCut) after = after.replace(/<[^>]*$/, "");
  let words = `${before}${after}`
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ");
  if (startCut) words = words.replace(/^\S*\s/, "");
  if (endCut) words = words.replace(/\s\S*$/, "");
  return {
    name: /^\{\{\s*(\w*)/.exec(after)?.[1] ?? "",
    words: `${startCut ? "…" : ""}${words.trim()}${endCut ? "…" : ""}`,
  };
}

/** The most lines the build prints for placeholders left: enough to find where they come from. */
const placeholderLines = 30;

/**
 * One line for each `{{` left in a published text (`publishedTextExtensions`, `isCmsText`): the
 * file, and the words around it. Every placeholder of the content is filled as it is read
 * (content-texts/file-texts.ts), and the content check refuses one that names nothing: one that
 * reaches a published file is a text a page took from somewhere else, or a template of an
 * interface text left unfilled.
 */
export function unfilledPlaceholders(clientDir: string): { lines: string[]; files: number } {
  const lines: string[] = [];
  let count = 0;
  for (const path of files(clientDir)) {
    const file = `/${relative(clientDir, path)}`;
    if (!publishedTextExtensions.has(extname(file))) continue;
    if (inArea(file, [adminArea]) && !isCmsText(file)) continue;
    count++;
    const content = readFileSync(path, "utf8");
    for (let at = content.indexOf("{{"); at !== -1; at = content.indexOf("{{", at + 2)) {
      const { name, words } = placeholderAt(content, at);
      lines.push(`${file}: {{${name}}} was published unfilled: "${words}"`);
    }
  }
  return { lines, files: count };
}

/** What the steps after the build share. */
export interface PostBuildContext {
  /** `build/client`, the folder served at `basePath`. */
  clientDir: string;
  basePath: string;
  /** The checked content (app/server/check-content.server.ts). */
  content: SiteContent;
  /** Where nginx finds the site and where it listens (developer guide: Deploying). */
  nginx: { root: string; listen: string };
  /** The islands' files, once the step that reads them has run. */
  islands?: IslandManifest;
}

/** A step after the build: `run` does it and says what it did, in a few words; it stops the
 * build (throws) when it finds nothing where something was expected. */
export interface PostBuildStep {
  name: string;
  run(context: PostBuildContext): string | Promise<string>;
}

function islandsOf(context: PostBuildContext): IslandManifest {
  if (!context.islands) stop("a step needs the islands' files before the step that reads them");
  return context.islands;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/**
 * What the build does to React Router's output, in this order (each step needs what the ones
 * before it did): the pages at the top of `build/client`, the not-found pages where hosts look
 * for them, each island's files known, the pages in their final form, React Router's files gone,
 * the CMS beside the site, the host configurations from the final pages (their policies hash
 * the pages' inline code), and last the compressed twins of every file.
 */
export const postBuildSteps: readonly PostBuildStep[] = [
  {
    name: "base path",
    run: ({ clientDir, basePath }) => {
      const moved = flattenBasePath(clientDir, basePath);
      return basePath === "/"
        ? "served at /, nothing to move"
        : `moved ${plural(moved, "file or folder", "files and folders")} from ${basePath} to the top`;
    },
  },
  {
    name: "not-found pages",
    run: ({ clientDir }) => `moved to ${moveNotFoundPage(clientDir).join(", ")}`,
  },
  {
    name: "islands",
    run: (context) => {
      context.islands = takeIslandManifest(context.clientDir);
      const files = new Set(Object.values(context.islands).flat());
      return `read ${plural(Object.keys(context.islands).length, "island")} made of ${plural(files.size, "file")}`;
    },
  },
  {
    name: "pages",
    run: (context) =>
      `transformed ${plural(transformPages(context.clientDir, context.basePath, islandsOf(context)), "page")}`,
  },
  {
    name: "React Router's files",
    run: (context) => {
      const removed = removeRouterFiles(
        context.clientDir,
        Object.values(islandsOf(context)).flat(),
      );
      return `removed ${plural(removed.dataFiles, ".data file")} and ${plural(removed.scripts, "script")}`;
    },
  },
  {
    name: "CMS",
    run: async ({ clientDir, content }) => {
      await writeAdmin(clientDir, content);
      return `written to ${adminArea.path}`;
    },
  },
  {
    name: "placeholders",
    run: ({ clientDir }) => {
      const { lines, files: texts } = unfilledPlaceholders(clientDir);
      if (lines.length > 0) {
        const more = lines.length - placeholderLines;
        stop(
          [
            ...lines.slice(0, placeholderLines),
            ...(more > 0 ? [`and ${plural(more, "more placeholder")} left unfilled`] : []),
          ].join("\npost-build: "),
        );
      }
      return `none left unfilled in ${plural(texts, "published text")}`;
    },
  },
  {
    name: "host configurations",
    run: ({ clientDir, basePath, nginx }) => {
      const pages = writeHostingConfigurations(clientDir, basePath, nginx, [adminArea]);
      return `_headers, nginx.conf and hosting.json written, with the policies of ${plural(pages, "page")}`;
    },
  },
  {
    name: "compression",
    run: async ({ clientDir }) => {
      const compressed = await precompress(
        clientDir,
        [adminArea],
        // Beside the other tools' caches: copies of the project share it through node_modules.
        join(clientDir, "..", "..", "node_modules", ".cache", "precompressed"),
      );
      if (compressed === 0) stop(`found no file to compress in ${clientDir}`);
      return `${plural(compressed, "file")} with .gz and .br twins`;
    },
  },
];

/** Runs `steps` in their order, writing one line per step through `log`; a step that throws
 * stops the ones after it, and the build. */
export async function runPostBuildSteps(
  steps: readonly PostBuildStep[],
  context: PostBuildContext,
  log: (line: string) => void,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    const done = await step.run(context);
    log(`Post-build ${index + 1}/${steps.length}, ${step.name}: ${done}`);
  }
}
