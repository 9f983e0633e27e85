/**
 * The CMS at /admin/ (Decap CMS, decision 0011): its page, its configuration and its files, for
 * the build (`writeAdmin`) and the development server (tools/cms-dev-plugin.ts). It is not part
 * of the site: no page links to it, search engines are told not to index it, it is not in the
 * sitemap, and it has a Content-Security-Policy of its own; the public pages load nothing of it.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Plugin } from "esbuild";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import type { Identity } from "../app/lib/identity-schema";
import type { SiteContent } from "../app/server/content.server";
import { imageFolders } from "../app/config/content-locations";
import { cmsLanguages, type CmsLanguage } from "./cms-browser/words";
import { adminConfigFiles } from "./cms-browser/admin-files";
import { refuseBuildTimeModules } from "./browser-bundles";
import { cmsConfig } from "./cms-config";
import type { HostedArea } from "./hosting";

/** The folders of the content's pictures, where the CMS's thumbnails come from on a laptop. */
export const pictureFolders: readonly string[] = Object.values(imageFolders);

/** Where the CMS is, under the site's base path. */
export const adminFolder = "admin";

/**
 * What the CMS needs and nothing more: its own scripts (and WebAssembly), the inline styles its
 * components write, pictures it previews (data:, blob:) and GitHub's API and files once someone
 * signs in. Signing in opens the sign-in helper in a window of its own (not restricted here).
 */
const adminDirectives = [
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
];

/** The policy as a header (every host but GitHub Pages). */
export const adminPolicy = [...adminDirectives, "frame-ancestors 'none'"].join("; ");

/** The same policy in the page, for hosts that send no headers (GitHub Pages), where a `<meta>`
 * cannot forbid framing: setup.js refuses to start in a frame instead (decision 0016). */
export const adminMetaPolicy = adminDirectives.join("; ");

/** Headers of every file under /admin/, on every host: the policy, never indexed, revalidated
 * (the CMS's files have no hash in their names), and a sign-in window allowed to answer. */
export const adminHeaders: Record<string, string> = {
  "Content-Security-Policy": adminPolicy,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  // GitHub's avatars and files, which the CMS shows, do not all say they may be embedded.
  "Cross-Origin-Embedder-Policy": "unsafe-none",
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

/** Tells Decap CMS to wait for setup.js before it starts (an inline script would need a hash in
 * the policy). */
export const adminInitScript = "window.CMS_MANUAL_INIT = true;\n";

/** The schema library's messages in English only: it bundles every language's otherwise, four
 * fifths of the script, and the checks give their own messages anyway. */
const englishOnlyZod: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: "zod-locales", namespace: "zod-english" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english" }, () => ({
      contents: 'export { default as en } from "zod/v4/locales/en.js";',
      resolveDir: process.cwd(),
      loader: "js",
    }));
  },
};

/** The files of interface words, found as Vite finds them (app/i18n/messages.ts): its
 * `import.meta.glob` call, written out as the imports of the files there are. */
function messageFilesFound(): Plugin {
  return {
    name: "message-files",
    setup(build) {
      build.onLoad({ filter: /[\\/]app[\\/]i18n[\\/]messages\.ts$/ }, (args) => {
        const folder = dirname(args.path);
        const codes = readdirSync(folder)
          .map((name) => /^([a-z]{2})\.ts$/.exec(name)?.[1])
          .filter((code): code is string => code !== undefined);
        const source = readFileSync(args.path, "utf8");
        const call =
          /import\.meta\.glob<MessageModule>\("\.\/\[a-z\]\[a-z\]\.ts", \{ eager: true \}\)/;
        if (!call.test(source)) throw new Error(`${args.path}: its import.meta.glob call changed`);
        const imports = codes.map((code) => `import * as words_${code} from "./${code}.ts";`);
        const found = `{ ${codes.map((code) => `"./${code}.ts": words_${code}`).join(", ")} }`;
        return {
          contents: `${imports.join("\n")}\n${source.replace(call, found)}`,
          loader: "ts",
          resolveDir: folder,
        };
      });
    },
  };
}

/** setup.js, and the modules it was bundled from (from the project's folder). */
export interface AdminSetupBundle {
  script: string;
  modules: string[];
}

/**
 * The CMS's own script (tools/cms-browser/setup.ts) with what it needs of the content: the
 * identity, for the placeholders of the texts it checks before saving, and the sponsors' short
 * names, which recaps name. It runs in a browser: a module of server/ in it stops the build
 * (tools/browser-bundles.ts).
 */
export async function adminSetupBundle(
  identity: Identity,
  sponsorIds: readonly string[],
  root: string = process.cwd(),
): Promise<AdminSetupBundle> {
  // Loaded when needed: the host configurations import this module in tests whose environment
  // (jsdom) esbuild refuses to run in.
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["tools/cms-browser/setup.ts"],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    write: false,
    metafile: true,
    define: {
      __SITE_LANGUAGES__: JSON.stringify(identity.languages),
      __SITE_TIME_ZONE__: JSON.stringify(identity.timeZone),
      CONTENT_IDENTITY: JSON.stringify(identity),
      CONTENT_SPONSOR_IDS: JSON.stringify(sponsorIds),
    },
    plugins: [englishOnlyZod, messageFilesFound()],
    logLevel: "silent",
  });
  const modules = Object.keys(result.metafile.inputs);
  refuseBuildTimeModules("admin/setup.js", modules);
  return { script: result.outputFiles[0]?.text ?? "", modules };
}

/** setup.js itself. */
export async function adminSetupScript(
  identity: Identity,
  sponsorIds: readonly string[],
  root: string = process.cwd(),
): Promise<string> {
  return (await adminSetupBundle(identity, sponsorIds, root)).script;
}

/** The CMS's look, where Decap's own is not the board's: its "(optional)" beside a field, which
 * it adds to the fields of an optional group that the build requires once the group is filled
 * (tools/cms-config.ts writes "(optional)" in the labels of the fields that are), the panels of
 * setup.js at the bottom right (the mistakes that stop a save, an upload's notice above them,
 * over Decap's media library), and the button of the interface's other language. */
export const adminStyles = `label[for] > span { display: none; }
#cms-panels { position: fixed; z-index: 100000; right: 16px; bottom: 16px; display: flex; flex-direction: column; align-items: flex-end; gap: 12px; max-width: min(44rem, calc(100vw - 32px)); max-height: calc(100vh - 32px); pointer-events: none; }
#cms-panels > section { box-sizing: border-box; max-width: 100%; pointer-events: auto; border-radius: 8px; background: #fff; color: #1b1f27; box-shadow: 0 8px 24px rgb(0 0 0 / 0.25); font: 15px/1.45 system-ui, sans-serif; }
#upload-notice { order: 1; flex: none; max-width: 36rem; padding: 14px 18px; border-left: 6px solid #1f7a4d; }
#upload-notice p { margin: 0 0 8px; }
#upload-notice button, #cms-language, #content-mistakes > button { font: inherit; padding: 4px 12px; border: 1px solid #8f99a8; border-radius: 6px; background: #f4f6fa; color: #1b1f27; cursor: pointer; }
#cms-language { position: fixed; z-index: 900; left: 12px; bottom: 12px; font: 14px/1.4 system-ui, sans-serif; }
#content-mistakes { order: 2; flex: 0 1 auto; min-height: 0; max-height: 60vh; overflow: auto; padding: 16px 20px; border-left: 6px solid #b3261e; }
#content-mistakes h2 { margin: 0 0 8px; font-size: 16px; color: #b3261e; }
#content-mistakes ul { margin: 0 0 12px; padding-left: 20px; }
#content-mistakes li + li { margin-top: 4px; }
#content-mistakes li button { font: inherit; padding: 0; border: 0; background: none; color: #1a56a8; text-decoration: underline; text-underline-offset: 2px; cursor: pointer; text-align: start; }
#content-mistakes li button:focus-visible, #content-mistakes > button:focus-visible, #upload-notice button:focus-visible { outline: 2px solid #1a56a8; outline-offset: 2px; }
`;

/** The CMS's page: Decap CMS reads `config.yml` beside it; setup.js starts it. */
export function adminPage(chapterName: string): string {
  const title = `Content · ${chapterName}`.replace(/[<&"]/g, "");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminMetaPolicy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link rel="icon" href="../favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="setup.css" />
  </head>
  <body>
    <script src="init.js"></script>
    <script src="decap-cms.js"></script>
    <script src="setup.js"></script>
  </body>
</html>
`;
}

export { adminConfigFiles };

/** Where the CMS is when it edits this checkout (`npm run cms`): the local proxy's address, and
 * the site's on this computer, which "View Live" opens instead of the published one. */
export interface LocalCms {
  backend: string;
  site: string;
}

/** The CMS's configuration file, in a language of its interface, online or on this computer
 * (`local`). */
export function adminConfig(
  content: Pick<SiteContent, "cms" | "identity">,
  local?: LocalCms,
  language: CmsLanguage = "en",
) {
  return stringify(
    cmsConfig(content.cms, {
      siteUrl: local?.site ?? content.identity.url,
      localBackend: local?.backend,
      language,
    }),
    { lineWidth: 0 },
  );
}

/** Writes the CMS into the built site (`build/client/admin/`). */
export async function writeAdmin(clientDir: string, content: SiteContent): Promise<void> {
  const folder = join(clientDir, adminFolder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.html"), adminPage(content.identity.chapterName));
  for (const language of cmsLanguages) {
    writeFileSync(
      join(folder, adminConfigFiles[language]),
      adminConfig(content, undefined, language),
    );
  }
  writeFileSync(join(folder, "init.js"), adminInitScript);
  writeFileSync(
    join(folder, "setup.js"),
    await adminSetupScript(
      content.identity,
      content.sponsors.flatMap((sponsor) => (sponsor.id ? [sponsor.id] : [])),
    ),
  );
  writeFileSync(join(folder, "setup.css"), adminStyles);
  const source = decapFolder();
  for (const name of readdirSync(source).filter(isDecapFile)) {
    copyFileSync(join(source, name), join(folder, name));
  }
}
