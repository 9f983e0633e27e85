// `npm start` and `npm run serve`: serves the production build (build/client) as production does,
// with scripts/site-server.mjs. PORT and HOST change the address; SERVE_BUILD serves another
// build folder (the tests' build with fixture content), SERVE_ROOT another folder with the same
// headers (npm run perf uses it).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createSiteServer } from "./site-server.mjs";

const buildDir = process.env.SERVE_BUILD ?? join(import.meta.dirname, "..", "build");
const root = process.env.SERVE_ROOT ?? join(buildDir, "client");
const manifestFile = join(buildDir, "hosting.json");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

if (!existsSync(join(root, "404.html")) || !existsSync(manifestFile)) {
  console.error(`No build found in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const server = createSiteServer({ root, manifestFile });
server.on("error", (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
// PORT=0 takes a free port: the line below says which.
server.listen(port, host, () => {
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const { basePath } = JSON.parse(readFileSync(manifestFile, "utf8"));
  const { port: listening } = server.address();
  console.log(`Serving the production build at http://${shownHost}:${listening}${basePath}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
