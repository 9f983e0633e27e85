/**
 * What may not reach a browser: the build-time layer (app/server/) and any `.server` module,
 * wherever it sits. The lint rule keeps them out of the files that run in a browser
 * (eslint.config.js); this checks what the bundlers actually put in the islands' files
 * (tools/islands-plugin.ts) and in the CMS's setup.js (tools/cms-admin.ts), whatever path an
 * import took to get there.
 */

/** The modules among `paths` (from the project's folder) that are build time only. */
export function buildTimeModules(paths: Iterable<string>): string[] {
  return [...paths].filter(
    (path) =>
      /^app[\\/]server[\\/]/.test(path) || /\.server\.[cm]?[jt]sx?$/.test(path.split("?")[0] ?? ""),
  );
}

/** Stops the build when a browser bundle holds build-time code, naming the modules. */
export function refuseBuildTimeModules(bundle: string, paths: Iterable<string>): void {
  const found = buildTimeModules(paths);
  if (found.length > 0) {
    throw new Error(
      `${bundle} runs in a browser and holds build-time code: ${found.join(", ")} ` +
        "(app/server/ and .server modules run at build time only; what the browser needs too belongs in app/content-rules/ or app/content-texts/)",
    );
  }
}
