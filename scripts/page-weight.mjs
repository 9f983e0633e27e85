// `npm run weight`: the JavaScript each built page loads, in a second, without a browser: what
// `npm run perf` reports beside Lighthouse, for a quick look after a change.
//
//   npm run weight                    the pages of build/client (run `npm run build` first)
//   npm run weight -- path/to/client  another build's pages (an older checkout's, to compare)
//
// For each page: the script files it loads (its module script's imports and what they import),
// their size compressed with gzip (level 9, as servers precompress them), its inline script, and
// its inline data for scripts (an island's props; JSON-LD, which is for search engines, is left
// out).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const client = process.argv[2] ?? join(import.meta.dirname, "..", "build", "client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`No built site in ${client}: run npm run build first.`);
  process.exit(1);
}

/** Every page of the site: each index.html, and the not-found pages. */
function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "admin" ? [] : pages(path);
    return name === "index.html" || name === "404.html" ? [path] : [];
  });
}

/** A script file and every file it imports, statically or not (site paths). */
function graph(url, seen = new Set()) {
  const file = join(client, url);
  if (seen.has(url) || !existsSync(file)) return seen;
  seen.add(url);
  const code = readFileSync(file, "utf8");
  for (const [, specifier] of code.matchAll(
    /(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g,
  )) {
    graph(new URL(specifier, `https://site${url}`).pathname, seen);
  }
  return seen;
}

const gzip = (url) => gzipSync(readFileSync(join(client, url)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = pages(client)
  .map((file) => {
    const html = readFileSync(file, "utf8");
    const path = `/${relative(client, file)}`.replace(/\/?index\.html$/, "") || "/";
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts
      .filter(([, attributes]) => !/\b(src|type)=/.test(attributes))
      .reduce((sum, [, , code]) => sum + Buffer.byteLength(code), 0);
    const urls = new Set();
    for (const [, attributes, code] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      const imported = [...code.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]);
      for (const url of [src, ...imported].filter(Boolean)) graph(url, urls);
    }
    for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
      graph(url, urls);
    const data = scripts
      .filter(([, attributes]) => /\btype="application\/json"/.test(attributes))
      .reduce((sum, [, , code]) => sum + Buffer.byteLength(code), 0);
    const scriptBytes = [...urls].reduce((sum, url) => sum + gzip(url), 0);
    return { path, files: urls.size, scriptBytes, inline, data };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

console.log(
  `${"page".padEnd(32)} ${"JS files".padStart(8)} ${"JS gzip".padStart(9)} ${"inline".padStart(8)} ${"data".padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(32)} ${String(row.files).padStart(8)} ${kb(row.scriptBytes).padStart(9)} ${kb(row.inline).padStart(8)} ${kb(row.data).padStart(8)}`,
  );
}
const withScripts = rows.filter((row) => row.files > 0);
console.log(
  `${withScripts.length} of ${rows.length} pages load script files; the heaviest ${kb(Math.max(0, ...rows.map((row) => row.scriptBytes)))}.`,
);
