import { createLogger, type InlineConfig, type Logger, type Plugin } from "vite";

/**
 * The build's log, short enough to read: Vite lists every file a build writes (over a thousand,
 * one per size of every picture) and React Router every file it prerenders, which pushed the
 * content check's line and any warning off the screen. Here each run of such lines becomes one
 * line that counts them; every other line, warnings and errors first of all, goes through as it
 * is. `BUILD_VERBOSE=1` keeps the lists.
 */

// Colours, which Vite adds on a terminal.
// eslint-disable-next-line no-control-regex
const colours = /\x1b\[[0-9;]*m/g;

/** "build/client/assets/team-B2x.jpeg   65.11 kB │ gzip: …": a file the build wrote. */
const writtenFileLine = /^(\S+)\s+([\d,]+(?:\.\d+)?) kB(?:\s|$)/;
/** "Prerender (html): /it/events -> build/client/it/events/index.html". */
const prerenderLine = /^Prerender \((\w+)\): /;

const fileKinds: { kind: string; plural: string; extensions: RegExp }[] = [
  { kind: "picture", plural: "pictures", extensions: /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i },
  { kind: "script", plural: "scripts", extensions: /\.m?js$/i },
  { kind: "stylesheet", plural: "stylesheets", extensions: /\.css$/i },
  { kind: "font", plural: "fonts", extensions: /\.(woff2?|ttf|otf)$/i },
  { kind: "document", plural: "documents", extensions: /\.pdf$/i },
];
const otherFiles = { kind: "other file", plural: "other files" };

const prerenderKinds: Record<string, { kind: string; plural: string }> = {
  html: { kind: "page", plural: "pages" },
  data: { kind: "data file", plural: "data files" },
  resource: { kind: "file of a resource route", plural: "files of resource routes" },
};

const listedOnRequest = "BUILD_VERBOSE=1 lists them";

function counted(count: number, { kind, plural }: { kind: string; plural: string }): string {
  return `${count.toLocaleString("en")} ${count === 1 ? kind : plural}`;
}

function size(kilobytes: number): string {
  return kilobytes >= 1000 ? `${(kilobytes / 1000).toFixed(1)} MB` : `${kilobytes.toFixed(1)} kB`;
}

/** The folder a written file is counted under: `build/client`, `build/server`. */
function folderOf(path: string): string {
  const parts = path.split("/");
  return parts.length > 2 ? parts.slice(0, 2).join("/") : parts.slice(0, -1).join("/") || ".";
}

/** One line per folder for Vite's list of written files: how many, how large, of which kinds. */
export function summariseWrittenFiles(lines: readonly string[]): string[] {
  const folders = new Map<string, { kilobytes: number; kinds: Map<string, number> }>();
  for (const line of lines) {
    const match = writtenFileLine.exec(line.replace(colours, ""));
    if (!match) continue;
    const [, path = "", kilobytes = "0"] = match;
    const folder = folders.get(folderOf(path)) ?? { kilobytes: 0, kinds: new Map() };
    folders.set(folderOf(path), folder);
    folder.kilobytes += Number(kilobytes.replaceAll(",", ""));
    const kind = fileKinds.find(({ extensions }) => extensions.test(path)) ?? otherFiles;
    folder.kinds.set(kind.kind, (folder.kinds.get(kind.kind) ?? 0) + 1);
  }
  return [...folders].map(([folder, { kilobytes, kinds }]) => {
    const total = [...kinds.values()].reduce((sum, count) => sum + count, 0);
    const byKind = [...fileKinds, otherFiles]
      .filter(({ kind }) => kinds.has(kind))
      .map((kind) => counted(kinds.get(kind.kind) ?? 0, kind));
    const files = counted(total, { kind: "file", plural: "files" });
    return `${folder}: ${files} written, ${size(kilobytes)} (${byKind.join(", ")}); ${listedOnRequest}`;
  });
}

/** One line for React Router's list of prerendered files, counted by kind. */
export function summarisePrerender(lines: readonly string[]): string {
  const kinds = new Map<string, number>();
  for (const line of lines) {
    const kind = prerenderLine.exec(line.replace(colours, ""))?.[1] ?? "";
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const order = Object.keys(prerenderKinds);
  const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length);
  const byKind = [...kinds]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([kind, count]) =>
      counted(count, prerenderKinds[kind] ?? { kind: `${kind} file`, plural: `${kind} files` }),
    );
  return `Prerendered ${byKind.join(", ")}; ${listedOnRequest}`;
}

/** "✓ 521 assets moved from React Router server build to client assets.", then each file. */
const handledAssetsHeading = /^✓ \d+ assets? (cleaned|moved|copied) from React Router/;

const runs = {
  files: { line: writtenFileLine, summarise: summariseWrittenFiles },
  prerender: {
    line: prerenderLine,
    summarise: (lines: readonly string[]) => [summarisePrerender(lines)],
  },
};
type RunKind = keyof typeof runs;

/**
 * A Vite logger that writes through `output`, with the lists of files counted (see the top of
 * this file). A run of listed files is written out, as its count, before the next line of any
 * other kind, and by `flush()`.
 */
export function createBuildLogger(options: {
  verbose: boolean;
  output: Logger;
}): Logger & { flush(): void } {
  const { verbose, output } = options;
  let run: { kind: RunKind; lines: string[] } | undefined;
  const flush = () => {
    if (!run) return;
    const { kind, lines } = run;
    run = undefined;
    for (const line of runs[kind].summarise(lines)) output.info(line);
  };
  const runKindOf = (line: string): RunKind | undefined => {
    const plain = line.replace(colours, "");
    return (Object.keys(runs) as RunKind[]).find((kind) => runs[kind].line.test(plain));
  };
  const info: Logger["info"] = (message, logOptions) => {
    if (verbose) return output.info(message, logOptions);
    const lines = message.split("\n");
    if (handledAssetsHeading.test(message.replace(colours, ""))) {
      // React Router counts these files itself, on the list's first line.
      flush();
      return output.info(`${lines[0]} (${listedOnRequest})`, logOptions);
    }
    if (!lines.some((line) => runKindOf(line))) {
      flush();
      return output.info(message, logOptions);
    }
    for (const line of lines) {
      const kind = runKindOf(line);
      if (kind && run?.kind === kind) run.lines.push(line);
      else if (kind) {
        flush();
        run = { kind, lines: [line] };
      } else {
        flush();
        output.info(line, logOptions);
      }
    }
  };
  return {
    info,
    warn(message, logOptions) {
      flush();
      output.warn(message, logOptions);
    },
    warnOnce(message, logOptions) {
      flush();
      output.warnOnce(message, logOptions);
    },
    error(message, logOptions) {
      flush();
      output.error(message, logOptions);
    },
    clearScreen: (type) => output.clearScreen(type),
    hasErrorLogged: (error) => output.hasErrorLogged(error),
    get hasWarned() {
      return output.hasWarned;
    },
    set hasWarned(warned) {
      output.hasWarned = warned;
    },
    flush,
  };
}

/**
 * The build's logger, for `customLogger` in vite.config.ts. One per process: Vite loads the
 * configuration once per build environment, and a run still open when the process ends (a build
 * that fails while prerendering) is counted then.
 */
export function buildLogger(): Logger {
  const key = Symbol.for("chapter-site.build-logger");
  const shared = globalThis as { [key]?: Logger & { flush(): void } };
  if (!shared[key]) {
    const verbose = !["", "0", "false"].includes(process.env.BUILD_VERBOSE ?? "");
    const logger = createBuildLogger({ verbose, output: createLogger("info") });
    process.on("exit", () => logger.flush());
    shared[key] = logger;
  }
  return shared[key];
}

/**
 * React Router's tooling (@react-router/dev 7.18) starts Vite servers of its own with
 * `envFile: false`, which Vite 8 calls deprecated, once per server: nine lines a build. Four of
 * those servers (its "child compilers") take the site's plugins, and this one gives them what the
 * warning asks for, `envDir: false` (the same meaning: no `.env` file is read), so Vite has
 * nothing to warn about. The other five, which load react-router.config.ts, take no plugin and
 * log with a logger of their own: their line stays, the one warning the project cannot act on
 * (React Router 8 no longer writes it, and needs Node 22).
 */
export function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: "chapter:env-dir-instead-of-env-file",
    // What React Router gives `createServer`, an InlineConfig, reaches the hook as it is.
    config(config: InlineConfig) {
      if (config.envFile !== false) return;
      delete config.envFile;
      config.envDir = false;
    },
  };
}
