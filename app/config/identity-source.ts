/**
 * The identity file as written (app/config/identity.yaml), for the few values every layer needs
 * before the content check has run: the site's languages (languages.ts) and its time zone
 * (time-zone.ts). Bundles get them from Vite or esbuild (`define`: vite.config.ts,
 * vitest.config.ts, tools/cms-admin.ts); where code runs outside a bundler (the build's
 * configuration, the scripts), this reads the file. A mistake in it is the identity check's to
 * report.
 */

interface NodeBits {
  readFileSync(path: string, encoding: "utf8"): string;
  createRequire(from: string): (id: string) => unknown;
  root: string;
}

/** Node's file reading, where there is Node: the build's configuration and the scripts run
 * outside Vite. Looked up at run time, so that no browser bundle holds it. */
function nodeBits(): NodeBits | undefined {
  const node = (
    globalThis as {
      process?: {
        cwd(): string;
        env: Record<string, string | undefined>;
        getBuiltinModule?: (id: string) => unknown;
      };
    }
  ).process;
  if (!node?.getBuiltinModule) return undefined;
  const fs = node.getBuiltinModule("node:fs") as Pick<NodeBits, "readFileSync">;
  const module = node.getBuiltinModule("node:module") as Pick<NodeBits, "createRequire">;
  return {
    readFileSync: fs.readFileSync,
    createRequire: module.createRequire,
    root: node.env.SITE_ROOT ?? node.cwd(),
  };
}

/** The identity's values as written, read from the file (undefined without Node, or without a
 * readable file). */
export function identityAsWritten(): Record<string, unknown> | undefined {
  const node = nodeBits();
  if (!node) return undefined;
  try {
    const source = node.readFileSync(`${node.root}/app/config/identity.yaml`, "utf8");
    const yaml = node.createRequire(import.meta.url)("yaml") as { parse(text: string): unknown };
    const data = yaml.parse(source);
    return typeof data === "object" && data !== null
      ? (data as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
