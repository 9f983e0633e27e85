import type { InlineConfig, Logger } from "vite";
import { describe, expect, it } from "vitest";
import {
  createBuildLogger,
  envDirInsteadOfEnvFile,
  summarisePrerender,
  summariseWrittenFiles,
} from "./build-log";

/** A logger that records what reaches the terminal, one entry a call. */
function recording(): { output: Logger; written: string[] } {
  const written: string[] = [];
  const output: Logger = {
    info: (message) => void written.push(message),
    warn: (message) => void written.push(`warn: ${message}`),
    warnOnce: (message) => void written.push(`warn: ${message}`),
    error: (message) => void written.push(`error: ${message}`),
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  };
  return { output, written };
}

// Vite's list of written files, as its reporter logs it: one message, a line a file.
const writtenFiles = [
  "build/server/assets/team-Bx1.avif                 12.50 kB",
  "build/server/assets/team-Bx2.webp                 14.25 kB",
  "\u001b[2mbuild/server/\u001b[22m\u001b[35massets/team-Bx3.jpeg\u001b[39m   1,020.00 kB",
  "build/server/assets/root-Cq1.css                   8.90 kB │ gzip:  2.83 kB",
  "build/server/assets/inter-Dx4.woff2               48.25 kB",
  "build/server/assets/deck-8W2.pdf                  20.00 kB",
  "build/server/.vite/manifest.json                  32.68 kB │ gzip:  5.98 kB",
  "build/server/index.js                            401.96 kB │ gzip: 99.26 kB",
].join("\n");

const prerendered = [
  "Prerender (data): / -> build/client/_root.data",
  "Prerender (html): / -> build/client/index.html",
  "Prerender (data): /it -> build/client/it.data",
  "Prerender (html): /it -> \u001b[1mbuild/client/it/index.html\u001b[22m",
  "Prerender (resource): /events.ics -> build/client/events.ics",
];

describe("the build's log", () => {
  it("counts the files a build wrote, by kind, with their size", () => {
    expect(summariseWrittenFiles(writtenFiles.split("\n"))).toEqual([
      "build/server: 8 files written, 1.6 MB (3 pictures, 1 script, 1 stylesheet, 1 font, 1 document, 1 other file); BUILD_VERBOSE=1 lists them",
    ]);
  });

  it("counts the prerendered files, pages first", () => {
    expect(summarisePrerender(prerendered)).toBe(
      "Prerendered 2 pages, 2 data files, 1 file of a resource route; BUILD_VERBOSE=1 lists them",
    );
  });

  it("writes a list as its count, where it stood, and every other line as it is", () => {
    const { output, written } = recording();
    const logger = createBuildLogger({ verbose: false, output });
    logger.info("computing gzip size...");
    logger.info(writtenFiles);
    logger.info("");
    logger.info("✓ built in 3.21s");
    for (const line of prerendered) logger.info(line);
    logger.info("Removing the server build in build/server due to ssr:false");
    expect(written).toEqual([
      "computing gzip size...",
      expect.stringMatching(/^build\/server: 8 files written/),
      "",
      "✓ built in 3.21s",
      expect.stringMatching(/^Prerendered 2 pages/),
      "Removing the server build in build/server due to ssr:false",
    ]);
  });

  it("keeps warnings and errors, after the count of the files listed before them", () => {
    const { output, written } = recording();
    const logger = createBuildLogger({ verbose: false, output });
    logger.info(prerendered[0] ?? "");
    logger.warn("a picture is too small");
    logger.info(prerendered[1] ?? "");
    logger.error("the build failed");
    expect(written).toEqual([
      "Prerendered 1 data file; BUILD_VERBOSE=1 lists them",
      "warn: a picture is too small",
      "Prerendered 1 page; BUILD_VERBOSE=1 lists them",
      "error: the build failed",
    ]);
  });

  it("counts a list still open when the build ends (flush)", () => {
    const { output, written } = recording();
    const logger = createBuildLogger({ verbose: false, output });
    for (const line of prerendered) logger.info(line);
    expect(written).toEqual([]);
    logger.flush();
    logger.flush();
    expect(written).toEqual([expect.stringMatching(/^Prerendered 2 pages/)]);
  });

  it("keeps React Router's own count of the assets it moved, not their list", () => {
    const { output, written } = recording();
    const logger = createBuildLogger({ verbose: false, output });
    logger.info(
      "\u001b[32m✓\u001b[39m 2 assets moved from React Router server build to client assets.\nbuild/client/assets/a.svg\nbuild/client/assets/b.svg",
    );
    expect(written).toEqual([
      "\u001b[32m✓\u001b[39m 2 assets moved from React Router server build to client assets. (BUILD_VERBOSE=1 lists them)",
    ]);
  });

  it("lists everything when asked (BUILD_VERBOSE=1)", () => {
    const { output, written } = recording();
    const logger = createBuildLogger({ verbose: true, output });
    logger.info(writtenFiles);
    for (const line of prerendered) logger.info(line);
    logger.flush();
    expect(written).toEqual([writtenFiles, ...prerendered]);
  });

  it("gives React Router's own Vite servers envDir: false for the deprecated envFile: false", () => {
    const plugin = envDirInsteadOfEnvFile();
    const config = (options: InlineConfig) => {
      (plugin.config as (config: InlineConfig) => void)(options);
      return options;
    };
    expect(config({ root: "/site", envFile: false })).toEqual({ root: "/site", envDir: false });
    expect(config({ root: "/site" })).toEqual({ root: "/site" });
  });
});
