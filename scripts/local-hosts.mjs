// @ts-check
// The addresses `npm run cms` answers at: this computer's names, with the server's own port. A page
// of another site can make its own name point at 127.0.0.1 (DNS rebinding) and then call the local
// editor from the browser as if it were that site; its requests still carry its own name in
// `Host`, which is how they are told apart and refused. tools/cms-dev-plugin.ts and
// scripts/cms-proxy.mjs apply it.

/** The names of this computer that a browser sends in `Host` for a server on it. */
export const localNames = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The names to answer at: this computer's, and the one `HOST` gives (`HOST=my-laptop.local npm
 * run cms`), unless it is every address (`0.0.0.0`, `::`), which names none.
 * @param {string | undefined} host
 */
export function allowedNames(host) {
  const name = (host ?? "").trim().toLowerCase();
  if (name === "" || name === "0.0.0.0" || name === "::" || name === "[::]") return localNames;
  const bracketed = name.includes(":") && !name.startsWith("[") ? `[${name}]` : name;
  return [...new Set([...localNames, bracketed])];
}

/**
 * Whether a request's `Host` names this computer and the server's `port`: `localhost:5173`,
 * `127.0.0.1:5173`, `[::1]:5173` (the port may be left out only when it is 80).
 * @param {string | undefined} host the request's Host header
 * @param {number} port the port the server listens on
 * @param {readonly string[]} [names] the names answered at (`allowedNames`)
 */
export function isLocalHost(host, port, names = localNames) {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec((host ?? "").trim());
  if (!match) return false;
  const [, name = "", given = "80"] = match;
  return names.includes(name.toLowerCase()) && Number(given) === port;
}

/** The answer to a request that named another host.
 * @param {import("node:http").ServerResponse} res
 * @param {number} port */
export function refuseHost(res, port) {
  const body = `403 Forbidden: the local editor answers only at http://localhost:${port}/\n`;
  res.writeHead(403, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}
