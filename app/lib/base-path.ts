/**
 * The path the site is served under, taken from its public URL (app/config/identity.yaml):
 * "/" for https://chapter.example.org, "/chapter-site/" for https://someone.github.io/chapter-site.
 * Vite (assets), React Router (links) and the hosting configurations all use it.
 */
export function basePathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.endsWith("/") ? path : `${path}/`;
}

/** The base path of this build, as Vite was configured with it (vite.config.ts). */
export const basePath: string = import.meta.env?.BASE_URL ?? "/";

/** A path of the site as the browser requests it: `/favicon.ico` → `/chapter-site/favicon.ico`. */
export function withBase(path: string, base: string = basePath): string {
  return base === "/" ? path : `${base.slice(0, -1)}${path}`;
}

/** The reverse of `withBase`: the path inside the build for a path the browser requests. */
export function withoutBase(path: string, base: string = basePath): string {
  if (base === "/") return path;
  const prefix = base.slice(0, -1);
  if (path === prefix) return "/";
  return path.startsWith(base) ? path.slice(prefix.length) : path;
}
