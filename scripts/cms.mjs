// `npm run cms`: the CMS on this computer. It starts Decap CMS's local proxy (decap-server), which
// reads and writes the files of this checkout, and the development server, which shows the site
// as it is edited and the CMS at /admin/ (on the same address: the proxy is reached through it).
// Both listen on this computer only. PORT and HOST change the development server's address
// (5173 by default); the proxy listens on the port after it (PORT + 1).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { isPortFree } from "./ports.mjs";

const root = join(import.meta.dirname, "..");
const port = process.env.PORT ?? "5173";
const host = process.env.HOST ?? "localhost";

const apiPort = Number(port) + 1;
if (!(await isPortFree(apiPort))) {
  console.error(
    `Port ${apiPort} (PORT + 1, for the CMS's connection to this folder) is taken: choose another PORT, e.g. PORT=${Number(port) + 10} npm run cms`,
  );
  process.exit(1);
}
const children = [];

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  child.on("exit", (code) => {
    // One without the other is no use: stop both.
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

start(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
  PORT: String(apiPort),
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: root,
  MODE: "fs",
  LOG_LEVEL: "warn",
});
start(
  join(root, "node_modules", ".bin", "react-router"),
  ["dev", "--host", host, "--port", port, "--strictPort"],
  { CMS_API_URL: `http://127.0.0.1:${apiPort}` },
);

console.log(
  `\nThe CMS: http://${host}:${port}/admin/ (it saves into this folder)\nThe site: http://${host}:${port}/ (reload a page to see a change)\n`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill("SIGTERM");
  });
}
