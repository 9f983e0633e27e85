// Adapts build/client to GitHub Pages, which cannot be configured: `/events` is served from
// `events.html` without a redirect (GitHub Pages would otherwise redirect to `/events/`, away
// from the canonical URL), `.nojekyll` stops Jekyll from hiding files, and `_headers`, which
// GitHub Pages would serve as a file of the site, goes. Run after the build (and its tests),
// only for GitHub Pages (the workflow in .github/workflows/deploy.yml does).
import { copyFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const client = join(import.meta.dirname, "..", "build", "client");

function copyPages(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets" || !statSync(path).isDirectory()) continue;
    const page = join(path, "index.html");
    try {
      copyFileSync(page, `${path}.html`);
    } catch {
      // A folder without a page of its own (such as /it's subfolders' parents) is fine.
    }
    copyPages(path);
  }
}

copyPages(client);
writeFileSync(join(client, ".nojekyll"), "");
rmSync(join(client, "_headers"), { force: true });
console.log(`Prepared ${client} for GitHub Pages`);
