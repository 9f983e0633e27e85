// `npm run cms`: the CMS on this computer. It starts Decap CMS's local proxy (decap-server, in
// scripts/cms-proxy.mjs), which reads and writes the files of this checkout, and the development
// server, which shows the site as it is edited and the CMS at /admin/ (on the same address: the
// proxy is reached through it). Both listen on this computer only, and answer only requests
// addressed to it (`Host: localhost:PORT`; scripts/local-hosts.mjs): a page of another site cannot
// reach them by pointing its name at 127.0.0.1. PORT and HOST change the development server's
// address (5173 by default); the proxy listens on the port after it (PORT + 1).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startCmsProxy } from "./cms-proxy.mjs";
import { allowedNames } from "./local-hosts.mjs";
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
const proxy = await startCmsProxy({ port: apiPort, root, names: allowedNames(host) });
const site = spawn(
  join(root, "node_modules", ".bin", "react-router"),
  ["dev", "--host", host, "--port", port, "--strictPort"],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CMS_API_URL: `http://127.0.0.1:${apiPort}` },
  },
);
site.on("exit", (code) => {
  // The proxy is no use without the site: stop it too.
  proxy.close();
  proxy.closeAllConnections();
  process.exitCode = code ?? 1;
});

console.log(
  `\nThe CMS: http://${host}:${port}/admin/ (it saves into this folder)\nThe site: http://${host}:${port}/ (reload a page to see a change)\n`,
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => site.kill("SIGTERM"));
}
