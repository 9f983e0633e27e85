// The two servers of the production build, started for checks and benchmarks: `npm run serve`
// (scripts/serve.mjs) and Debian's nginx with the nginx.conf the build wrote, each on a free
// loopback port. Each is stopped by its own process id.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const projectRoot = join(import.meta.dirname, "..");

export const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find(
  existsSync,
);

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(origin) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${origin}/`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

function stopper(child, signal) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(child.pid, signal);
    await exited;
  };
}

/**
 * `node scripts/serve.mjs` on a free port, from `cwd` (a project folder) with `env` added
 * (SERVE_ROOT, for one). Resolves once it listens, with its origin.
 */
export async function startNodeServer({ cwd = projectRoot, env = {} } = {}) {
  const child = spawn("node", [join(cwd, "scripts", "serve.mjs")], {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /at (http:\/\/[^/\s]+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return { origin, process: child, stop: stopper(child, "SIGTERM") };
}

/**
 * nginx with build/nginx.conf, changed only to listen on a free loopback port (and to serve
 * `root` instead of build/client, or to be changed by `edit`, if given); pid, logs and temporary
 * files in a fresh folder. `configTest` is the output of `nginx -t` on that configuration.
 * @param {{ root?: string; edit?: (config: string) => string }} [options]
 */
export async function startNginx({ root, edit = (config) => config } = {}) {
  if (!nginxBinary) throw new Error("nginx is not installed (Debian: apt-get install -y nginx)");
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "chapter-nginx-"));
  mkdirSync(join(prefix, "logs"));
  mkdirSync(join(prefix, "tmp"));
  let config = readFileSync(join(projectRoot, "build", "nginx.conf"), "utf8").replace(
    /^(\s*)listen [^;]+;/m,
    `$1listen 127.0.0.1:${port};`,
  );
  if (root) config = config.replace(/^(\s*)root [^;]+;/m, `$1root ${root};`);
  config = edit(config);
  const configFile = join(prefix, "nginx.conf");
  writeFileSync(configFile, config);
  const configTest = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", configFile], {
    encoding: "utf8",
  });
  const child = spawn(nginxBinary, ["-p", prefix, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const up = await answers(origin);
  // SIGQUIT: nginx finishes the answers under way, then stops.
  const quit = stopper(child, "SIGQUIT");
  return {
    origin,
    up,
    configTest,
    process: child,
    /** The process id nginx wrote to its pid file: the one it runs as. */
    pidFromFile: () => Number(readFileSync(join(prefix, "nginx.pid"), "utf8").trim()),
    stop: async () => {
      await quit();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
