import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { basename, extname, join, relative, sep } from "node:path";
import { runnerImport, type Plugin, type ViteDevServer } from "vite";
import type * as ContentModule from "../app/server/content.server";
import { checkSvg } from "../app/server/svg-safety.server.ts";
import { imageFolders, contentLocations } from "../app/config/content-locations.ts";
import {
  pictureFileKind,
  pictureFileKinds,
  pictureKindOfBytes,
  pictureSignatureLength,
  pictureUses,
  type PictureUse,
} from "../app/config/pictures.ts";
import { focusQuery } from "./picture-presets.ts";

/** The module that gives the pages their pictures (server/pictures.server.ts reads it). */
export const contentPicturesModule = "virtual:content-pictures";
const resolvedModule = `\0${contentPicturesModule}`;
/** The query of an SVG from content: the module is the checked file's address and size. */
const checkedSvgQuery = "?checked-svg";
/** Where the development server serves a checked SVG. */
const devSvgPath = "/@content-svg/";

/**
 * The content check's module as each module runner loaded it, by project root, shared by every
 * instance of the plugin in a process. React Router builds the client, then the server, each with
 * the configuration loaded again (so with a plugin of its own): the module is loaded once.
 */
const loadedContentModules: Map<string, Promise<typeof ContentModule>> = ((
  globalThis as { [key: symbol]: unknown }
)[Symbol.for("chapter:content-modules")] ??= new Map()) as Map<
  string,
  Promise<typeof ContentModule>
>;

/**
 * The pictures that content files name, and only those: a file in a picture folder that no
 * content names is never built or published. Each raster picture goes through the image pipeline
 * with its use's preset (config/pictures.ts); each SVG is published as the SVG check writes it
 * again (server/svg-safety.server.ts, decision 0019), never as the file the board gave.
 *
 * The list comes from the content check's own reading of the files (server/content.server.ts),
 * loaded through Vite's module runner: the configuration loader cannot load the schemas. In the
 * development server it is made again when a content file or a picture changes.
 *
 * `contentRoot` is where the content is read; the unit tests read the fixture content, through a
 * module runner of the plugin's own (`ownRunner`: Vitest's server loads the YAML parser as
 * an ES module, which it is not).
 */
export function contentPicturesPlugin(
  options: { contentRoot?: string; ownRunner?: boolean } = {},
): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let base = "/";
  let server: ViteDevServer | undefined;

  /** The content check's module: through the development server when there is one, so that an
   * edit of it counts, else through a module runner, loaded once per process and project. */
  const contentModule = async (): Promise<typeof ContentModule> => {
    if (server && !options.ownRunner) {
      return (await server.ssrLoadModule("/app/server/content.server.ts")) as typeof ContentModule;
    }
    let loaded = loadedContentModules.get(root);
    if (!loaded) {
      loaded = runnerImport<typeof ContentModule>("/app/server/content.server.ts", {
        configFile: false,
        root,
        logLevel: "error",
      }).then(({ module }) => module);
      // A failed load is tried again by the next build, not remembered.
      loaded.catch(() => loadedContentModules.delete(root));
      loadedContentModules.set(root, loaded);
    }
    return loaded;
  };

  return {
    name: "chapter:content-pictures",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      command = config.command;
      base = config.base;
    },
    // Loaded before the build transforms anything: loaded when the pages' module asks for it, it
    // waited behind React Router's transforms of every route's module, longer than the module
    // runner allows (60 s), with 200 events on a busy machine.
    async buildStart() {
      if (command === "build") await contentModule();
    },
    resolveId(id) {
      return id === contentPicturesModule ? resolvedModule : undefined;
    },
    async load(id) {
      const contentRoot = options.contentRoot ?? root;
      if (id === resolvedModule) {
        const content = await contentModule();
        return picturesModule(content.readContent(contentRoot).pictures, contentRoot);
      }
      if (!id.endsWith(checkedSvgQuery)) return undefined;
      const file = id.slice(0, -checkedSvgQuery.length);
      this.addWatchFile(file);
      const checked = checkSvg(readFileSync(file));
      const path = relative(contentRoot, file).split(sep).join("/");
      if (checked.problem !== undefined) return this.error(`${path} ${checked.problem}`);
      const src =
        command === "serve"
          ? `${base}${devSvgPath.slice(1)}${encodeURIComponent(path)}`
          : `__VITE_ASSET__${this.emitFile({
              type: "asset",
              // Its ending in lower case, whatever the board typed (`LOGO.SVG`): servers give a
              // name's type, and the build its .gz and .br twins, by a lower-case ending.
              name: `${basename(file, extname(file))}.svg`,
              originalFileName: path,
              source: checked.svg,
            })}__`;
      return `export default ${JSON.stringify({ src, width: checked.width, height: checked.height })};`;
    },
    configureServer(devServer) {
      server = devServer;
      const contentRoot = options.contentRoot ?? root;
      const watched = [contentLocations.content, ...Object.values(imageFolders)].map((folder) =>
        join(contentRoot, folder),
      );
      devServer.watcher.on("all", (_event, file) => {
        if (!watched.some((folder) => file.startsWith(folder + sep))) return;
        const module = devServer.moduleGraph.getModuleById(resolvedModule);
        if (module) devServer.moduleGraph.invalidateModule(module);
      });
      // The checked SVGs, as the build publishes them: only those content names.
      devServer.middlewares.use((req, res, next) => {
        const prefix = `${base}${devSvgPath.slice(1)}`;
        if (!req.url?.startsWith(prefix)) return next();
        const path = decodeURIComponent(req.url.slice(prefix.length).split("?")[0] ?? "");
        contentModule()
          .then((content) => {
            const named = content
              .readContent(contentRoot)
              .pictures.some((picture) => picture.path === path);
            const checked = named ? checkSvg(readFileSync(join(contentRoot, path))) : undefined;
            if (!checked?.svg) {
              res.writeHead(404).end();
              return;
            }
            res
              .writeHead(200, {
                "Content-Type": "image/svg+xml",
                "Content-Security-Policy":
                  "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
              })
              .end(checked.svg);
          })
          .catch(next);
      });
    },
  };
}

/** What each picture becomes, by the outputs of its uses (config/pictures.ts). */
interface PictureOutputs {
  picture?: string;
  social?: boolean;
  /** The focal point its social card keeps: the one of the first entry that makes a card. */
  socialFocus?: { x: number; y: number };
  /** Its art-directed crops' shapes, and the focal points they are made around (by
   * `focusQuery`, "" for the middle): each entry that names it may give its own. */
  crops?: { shapes: readonly string[]; focuses: Set<string> };
  svg?: boolean;
}

/**
 * The module's code: one import per output of each named picture, and a table by the picture's
 * path (`app/assets/team/giulia-romano.jpg`) of `{ picture, social, crops, svg }` (`crops`: by
 * focal point, then by shape).
 */
export function picturesModule(
  pictures: readonly { path: string; use: PictureUse; focus?: { x: number; y: number } }[],
  contentRoot: string,
): string {
  const outputs = new Map<string, PictureOutputs>();
  for (const { path, use, focus } of pictures) {
    const entry = outputs.get(path) ?? {};
    const described = pictureUses[use];
    const { preset, social } = described;
    if (pictureKind(join(contentRoot, path), path) === "svg") entry.svg = true;
    else {
      entry.picture = preset;
      if (social && !entry.social) {
        entry.social = true;
        entry.socialFocus = focus;
      }
      if ("crops" in described) {
        entry.crops ??= { shapes: described.crops, focuses: new Set() };
        entry.crops.focuses.add(focus ? focusQuery(focus) : "");
      }
    }
    outputs.set(path, entry);
  }
  const imports: string[] = [];
  const entries: string[] = [];
  [...outputs].forEach(([path, wanted], index) => {
    const file = join(contentRoot, path).split(sep).join("/");
    const fields: string[] = [];
    const add = (field: string, query: string) => {
      imports.push(`import ${field}${index} from ${JSON.stringify(file + query)};`);
      fields.push(`${field}: ${field}${index}`);
    };
    if (wanted.svg) add("svg", checkedSvgQuery);
    if (wanted.picture) add("picture", `?picture=${wanted.picture}`);
    if (wanted.social) {
      add(
        "social",
        wanted.socialFocus ? `?social&focus=${focusQuery(wanted.socialFocus)}` : "?social",
      );
    }
    if (wanted.crops && wanted.picture) {
      const byFocus = [...wanted.crops.focuses].map((focus, focusIndex) => {
        const shapes = wanted.crops!.shapes.map((shape, shapeIndex) => {
          const name = `crop${index}_${focusIndex}_${shapeIndex}`;
          const query = `?picture=${wanted.picture}&crop=${shape}${focus ? `&focus=${focus}` : ""}`;
          imports.push(`import ${name} from ${JSON.stringify(file + query)};`);
          return `${JSON.stringify(shape)}: ${name}`;
        });
        return `${JSON.stringify(focus)}: { ${shapes.join(", ")} }`;
      });
      fields.push(`crops: { ${byFocus.join(", ")} }`);
    }
    entries.push(`  ${JSON.stringify(path)}: { ${fields.join(", ")} },`);
  });
  return `${imports.join("\n")}\nexport default {\n${entries.join("\n")}\n};\n`;
}

/**
 * The kind of a named picture, by its first bytes where they tell it: the content check refuses
 * an SVG named as a raster (or the reverse), and this stops the build on one all the same, so that
 * no SVG reaches the image pipeline's SVG reader past the SVG check.
 */
function pictureKind(file: string, path: string) {
  const named = pictureFileKind(path);
  // (The content check has told a missing file.)
  if (!existsSync(file)) return named;
  const first = new Uint8Array(pictureSignatureLength);
  const descriptor = openSync(file, "r");
  const read = readSync(descriptor, first, 0, first.length, 0);
  closeSync(descriptor);
  const held = pictureKindOfBytes(first.subarray(0, read));
  if ((held === "svg" || named === "svg") && held !== undefined && held !== named) {
    throw new Error(
      `${path}: its first bytes say ${pictureFileKinds[held].name}, its name ${named ? pictureFileKinds[named].name : "another kind"} (the content check tells the board to rename it)`,
    );
  }
  return named;
}
