// Adapts build/client to GitHub Pages, which cannot be configured: `/events` is served from
// `events.html` without a redirect (GitHub Pages would otherwise redirect to `/events/`, away
// from the canonical URL), `.nojekyll` stops Jekyll from hiding files, and `_headers`, which
// GitHub Pages would serve as a file of the site, goes, and so do the `.gz` and `.br` twins of
// the files (GitHub Pages compresses what it sends itself, and would serve each twin as a file of
// its own, `/index.html.gz`). An area whose page names its files
// relatively (the CMS at `/admin/`, build/hosting.json) gets no such copy: GitHub Pages then
// sends `/admin` to `/admin/`, where its scripts are found (from `admin.html`, the browser would
// look for `/init.js`). Run after the build (and its tests), only for GitHub Pages (the workflow
// in .github/workflows/deploy.yml does). BUILD_DIR prepares another build folder (the tests').
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative, sep } from "node:path";

const build = process.env.BUILD_DIR ?? join(import.meta.dirname, "..", "build");
const client = join(build, "client");
/** @type {{ path: string }[]} */
const areas = JSON.parse(readFileSync(join(build, "hosting.json"), "utf8")).areas ?? [];

/** @param {string} dir */
function copyPages(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets" || !statSync(path).isDirectory()) continue;
    const folder = `/${relative(client, path).split(sep).join("/")}/`;
    if (areas.some((area) => area.path === folder)) continue;
    const page = join(path, "index.html");
    try {
      copyFileSync(page, `${path}.html`);
    } catch {
      // A folder without a page of its own (such as /it's subfolders' parents) is fine.
    }
    copyPages(path);
  }
}

/** Removes the compressed twins (`index.html.gz` beside `index.html`) under `dir`.
 * @param {string} dir */
function removeTwins(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeTwins(path);
    else if (/\.(gz|br)$/.test(name) && existsSync(path.slice(0, -3))) rmSync(path);
  }
}

copyPages(client);
removeTwins(client);
writeFileSync(join(client, ".nojekyll"), "");
rmSync(join(client, "_headers"), { force: true });
console.log(`Prepared ${client} for GitHub Pages`);
