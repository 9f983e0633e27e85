// `npm run bench:serve`: load on both servers of the production build, `npm run serve` and nginx
// with the generated nginx.conf, one after the other in one run (autocannon: 50 connections, 10 s
// per address). Prints requests per second and the 99th percentile of latency. Needs a build.
// A measure, not a test: figures depend on the machine and what else it is doing.
import autocannon from "autocannon";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startNginx, startNodeServer } from "./test-servers.mjs";

const client = join(import.meta.dirname, "..", "build", "client");
if (!existsSync(join(client, "404.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const asset = readdirSync(join(client, "assets")).find((file) => file.endsWith(".js"));
const targets = [
  ["a page", "/events"],
  ["an asset", `/assets/${asset}`],
  ["the not-found page", "/no-such-page"],
];

const rows = [];
for (const [name, start] of [
  ["npm run serve", startNodeServer],
  ["nginx", startNginx],
]) {
  const server = await start();
  try {
    for (const [what, path] of targets) {
      const result = await autocannon({
        url: `${server.origin}${path}`,
        connections: 50,
        duration: 10,
        headers: { "accept-encoding": "gzip" },
      });
      rows.push({
        server: name,
        request: what,
        path,
        "requests/s": Math.round(result.requests.average),
        "p99 latency (ms)": result.latency.p99,
        errors: result.errors + result.timeouts,
      });
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
