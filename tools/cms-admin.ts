/**
 * The CMS at /admin/ (Decap CMS, decision 0011): its page, its configuration and its files, for
 * the build (`writeAdmin`) and the development server (tools/cms-dev-plugin.ts). It is not part
 * of the site: no page links to it, search engines are told not to index it, it is not in the
 * sitemap, and it has a Content-Security-Policy of its own; the public pages load nothing of it.
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import type { SiteContent } from "../app/server/content.server";
import { cmsConfig } from "./cms-config";
import type { HostedArea } from "./hosting";

/** Where the CMS is, under the site's base path. */
export const adminFolder = "admin";

/**
 * What the CMS needs and nothing more: its own scripts (and WebAssembly), the inline styles its
 * components write, pictures it previews (data:, blob:) and GitHub's API and files once someone
 * signs in. Signing in opens the sign-in helper in a window of its own (not restricted here).
 */
export const adminPolicy = [
  "default-src 'self'",
  // Decap CMS checks its configuration with validators it compiles at run time (AJV).
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' blob: https://api.github.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers of every file under /admin/, on every host: the policy, never indexed, revalidated
 * (the CMS's files have no hash in their names), and a sign-in window allowed to answer. */
export const adminHeaders: Record<string, string> = {
  "Content-Security-Policy": adminPolicy,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** The CMS's folder, for the hosts' configurations. */
export const adminArea: HostedArea = { path: `/${adminFolder}/`, headers: adminHeaders };

/** The folder of Decap CMS's ready-made files in node_modules. */
export function decapFolder(): string {
  return dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
}

/** Decap CMS's files the page loads: the main script, the parts it loads on demand, and its
 * WebAssembly (source maps and the other builds of the package are left out). */
export function isDecapFile(name: string): boolean {
  return /^(\d+\.)?decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name);
}

/** The CMS's page: Decap CMS reads `config.yml` beside it. */
export function adminPage(chapterName: string): string {
  const title = `Content · ${chapterName}`.replace(/[<&"]/g, "");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link rel="icon" href="../favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="decap-cms.js"></script>
  </body>
</html>
`;
}

/** The CMS's configuration file; `localBackend` is the address of the local proxy, when the CMS
 * edits this checkout (`npm run cms`). */
export function adminConfig(content: Pick<SiteContent, "cms" | "identity">, localBackend?: string) {
  return stringify(cmsConfig(content.cms, { siteUrl: content.identity.url, localBackend }), {
    lineWidth: 0,
  });
}

/** Writes the CMS into the built site (`build/client/admin/`). */
export function writeAdmin(clientDir: string, content: SiteContent): void {
  const folder = join(clientDir, adminFolder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.html"), adminPage(content.identity.chapterName));
  writeFileSync(join(folder, "config.yml"), adminConfig(content));
  const source = decapFolder();
  for (const name of readdirSync(source).filter(isDecapFile)) {
    copyFileSync(join(source, name), join(folder, name));
  }
}
