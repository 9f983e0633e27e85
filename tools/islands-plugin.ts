import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { islandEntry, islandNames, type IslandName } from "../app/config/islands.ts";
import { refuseBuildTimeModules } from "./browser-bundles.ts";

/** Where the client build says which files make each island (read, then deleted, by the
 * post-build steps: tools/post-build.ts). */
export const islandManifestFile = "islands.json";

/** Each island's script files, from the site's folder: its entry first, then every file it
 * imports, so that a page can ask for all of them at once. */
export type IslandManifest = Record<IslandName, string[]>;

/**
 * Builds each island's browser entry (app/islands/) in the same client build as the pages, so
 * that it shares their CSS-module class names and their copy of React, and writes which files
 * make each island.
 */
export function islandsPlugin(): Plugin {
  let root = "";
  const entryOf = (name: IslandName) => join(root, islandEntry(name));
  return {
    name: "chapter-islands",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.config.consumer !== "client") return;
      for (const name of islandNames) {
        if (!existsSync(entryOf(name)))
          throw new Error(`island ${name}: ${islandEntry(name)} is missing`);
        this.emitFile({ type: "chunk", id: entryOf(name), name: `island-${name}` });
      }
    },
    generateBundle(_, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === "chunk",
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen: string[] = []): string[] => {
        if (seen.includes(fileName)) return seen;
        seen.push(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const manifest = Object.fromEntries(
        islandNames.map((name) => {
          const entry = chunks.find(
            (chunk) => chunk.isEntry && chunk.facadeModuleId === entryOf(name),
          );
          if (!entry) throw new Error(`island ${name}: the build wrote no entry for it`);
          const files = closure(entry.fileName);
          refuseBuildTimeModules(
            `island ${name}`,
            files
              .flatMap((file) => byFile.get(file)?.moduleIds ?? [])
              .map((id) => relative(root, id)),
          );
          return [name, files];
        }),
      ) as IslandManifest;
      this.emitFile({
        type: "asset",
        fileName: islandManifestFile,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
