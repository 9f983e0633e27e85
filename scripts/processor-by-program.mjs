// `node scripts/processor-by-program.mjs <command> [arguments]`: runs the command and prints the
// processor time it took, by kind of program (Chromium's renderers, its browser process, the
// builds, Vitest, Playwright's workers, ...), read from /proc every second (Linux only).
// What a step of `npm test` spends its time on, where its own total (scripts/step-processor-time.mjs)
// does not say: `node scripts/processor-by-program.mjs node scripts/test.mjs`. A process that
// lives under a second, and the last second of each, may be missed: the figures are a
// floor, a few percent under the total.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on Linux.

/** The kind of program a command line is. */
function kindOf(command) {
  if (/chromium|headless[_-]shell/.test(command)) {
    return `Chromium ${/--type=([a-z-]+)/.exec(command)?.[1] ?? "browser"}`;
  }
  if (/^nginx/.test(command)) return "nginx";
  const kinds = [
    [/react-router build/, "react-router build"],
    [/react-router typegen/, "react-router typegen"],
    [/react-router dev/, "development server (npm run cms)"],
    [/playwright\/lib|playwright\/cli.*worker/, "Playwright workers"],
    [/playwright test/, "Playwright runner"],
    [/vitest.*(forks|worker)/, "Vitest workers"],
    [/vitest/, "Vitest"],
    [/eslint/, "ESLint"],
    [/prettier/, "Prettier"],
    [/tsc\b/, "TypeScript"],
    [/serve\.mjs/, "scripts/serve.mjs"],
    [/nginx-check/, "scripts/nginx-check.mjs"],
    [/scripts\/test\.mjs/, "scripts/test.mjs"],
    [/tsx/, "tsx scripts"],
  ];
  const found = kinds.find(([pattern]) => pattern.test(command));
  return found ? found[1] : (command.split(" ")[0].split("/").at(-1) ?? "?");
}

/** Every process now: its processor ticks, keyed by pid and start time (a pid is reused). */
function processes() {
  const now = new Map();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of the line, the start time 22.
      now.set(`${pid}:${fields[19]}`, { pid, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone since the folder was listed.
    }
  }
  return now;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/processor-by-program.mjs <command> [arguments]");
  process.exit(2);
}
const atStart = processes();
/** Each process seen: its ticks at the last look, and at the start for those running before. */
const seen = new Map();
const look = () => {
  for (const [key, { pid, ticks }] of processes()) {
    const known = seen.get(key);
    if (known) {
      known.ticks = ticks;
      continue;
    }
    let commandLine = "";
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    } catch {
      continue;
    }
    if (commandLine === "") continue;
    seen.set(key, { ticks, first: atStart.get(key)?.ticks ?? 0, kind: kindOf(commandLine) });
  }
};
look();
const timer = setInterval(look, 1000);
const child = spawn(command, args, { stdio: "inherit" });
child.on("close", (status) => {
  clearInterval(timer);
  look();
  const byKind = new Map();
  for (const { ticks, first, kind } of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + (ticks - first) / ticksPerSecond);
  }
  const rows = [...byKind].filter(([, seconds]) => seconds >= 0.1).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log("\nProcessor time by program (every process on the machine while it ran):");
  for (const [kind, seconds] of rows) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${kind}`);
  }
  console.log(`  ${total.toFixed(1).padStart(7)} s  in all`);
  process.exit(status ?? 1);
});
