// `npm run bench:build -- 50 100 200 400`: how the build's cost grows with the number of events.
// For each count, a copy of the project with the fixture content (tests/fixtures/site) whose
// events are repeated until there are that many, each copy of an event with its own address,
// series and title (its pictures reused, so that the pictures' work stays the same), is built as
// `npm test` builds the fixture site; then one table: events, pages, processor time (user + system,
// of the build and everything it starts: the figure to compare, as the machine may be shared),
// wall time, and the processor time per event. A build that grows in step with its content costs
// about as much per event at 400 events as at 50. BENCH_KEEP=1 keeps the copies (in the system's
// temporary folder) to look at their build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { isScalar, parseDocument, visit } from "yaml";
import { contentLocations } from "../app/config/content-locations.ts";
import { copyProject } from "../tests/support/project-copy.ts";
import { fixtureSiteToday } from "../tests/support/fixture-build.ts";

const counts = process.argv
  .slice(2)
  .filter((argument) => argument !== "--")
  .map(Number);
if (counts.length === 0) counts.push(50, 100, 200, 400);
const wrong = counts.find((count) => !Number.isInteger(count) || count < 1);
if (wrong !== undefined) {
  console.error(`bench:build: a count of events is a whole number above 0, not ${wrong}`);
  process.exit(2);
}

/**
 * Fills a copy's events folder with `count` events: the fixture's events as they are, then copies
 * of them (`<slug>-copy-2`, ...) with their own series and titles. An edition whose series has no
 * other edition among the copies leaves its series out (a series needs two).
 */
function multiplyEvents(folder: string, count: number, languages: Set<string>): void {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".yaml"))
    .sort();
  const originals = files.map((file) => readFileSync(join(folder, file), "utf8"));
  const events: { file: string; document: ReturnType<typeof parseDocument> }[] = [];
  for (let index = 0; index < count; index++) {
    const source = index % files.length;
    const round = Math.floor(index / files.length) + 1;
    const document = parseDocument(originals[source]!);
    if (round > 1) {
      const suffix = `-copy-${round}`;
      // Letters, not the copy's number, in the texts: a number there may be one of the identity's
      // figures ("12 events a year"), which the content check asks to write as a placeholder.
      const copyName = `copy ${letters(round)}`;
      document.set("slug", `${String(document.get("slug"))}${suffix}`);
      if (document.has("series"))
        document.set("series", `${String(document.get("series"))}${suffix}`);
      // Every text in every language: each page has its own title and description.
      visit(document, {
        Map(_, map) {
          const keys = map.items.map((pair) => (isScalar(pair.key) ? pair.key.value : undefined));
          if (!keys.every((key) => typeof key === "string" && languages.has(key))) return;
          for (const pair of map.items) {
            if (isScalar(pair.value) && typeof pair.value.value === "string") {
              pair.value.value = `${pair.value.value} (${copyName})`;
            }
          }
        },
      });
    }
    events.push({ file: `${String(document.get("slug"))}.yaml`, document });
  }
  const editions = new Map<string, number>();
  for (const { document } of events) {
    const series = document.get("series");
    if (typeof series === "string") editions.set(series, (editions.get(series) ?? 0) + 1);
  }
  for (const file of files) rmSync(join(folder, file));
  for (const { file, document } of events) {
    const series = document.get("series");
    if (typeof series === "string" && editions.get(series) === 1) document.delete("series");
    writeFileSync(join(folder, file), document.toString());
  }
}

/** 1 → "a", 26 → "z", 27 → "aa". */
function letters(count: number): string {
  let name = "";
  for (let rest = count; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(97 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** The pages a build wrote: its HTML files. */
function countPages(folder: string): number {
  let pages = 0;
  for (const entry of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    if (entry.endsWith(".html") && statSync(join(folder, entry)).isFile()) pages++;
  }
  return pages;
}

interface Row {
  events: number;
  pages: number;
  processor: number;
  wall: number;
}

/** Builds a copy under /usr/bin/time, which counts the processor time of every process it starts. */
function timedBuild(dir: string): Omit<Row, "events" | "pages"> {
  const report = join(dir, "build-time.txt");
  const build = spawnSync(
    "/usr/bin/time",
    ["-f", "%U %S %e", "-o", report, join(dir, "node_modules/.bin/react-router"), "build"],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", SITE_TODAY: fixtureSiteToday },
      encoding: "utf8",
    },
  );
  if (build.status !== 0) {
    throw new Error(`the build of ${dir} failed:\n${build.stdout}\n${build.stderr}`);
  }
  const [user, system, wall] = readFileSync(report, "utf8").trim().split("\n").at(-1)!.split(" ");
  return { processor: Number(user) + Number(system), wall: Number(wall) };
}

const rows: Row[] = [];
const load = () =>
  loadavg()
    .map((average) => average.toFixed(2))
    .join(" ");
console.log(`Load before: ${load()} (1, 5, 15 min) on this machine`);
for (const events of counts) {
  const { dir } = copyProject({
    dir: mkdtempSync(join(tmpdir(), `chapter-site-bench-${events}-`)),
  });
  try {
    const identity = parseDocument(readFileSync(join(dir, contentLocations.identity), "utf8"));
    const languages = new Set((identity.toJS() as { languages: string[] }).languages);
    multiplyEvents(join(dir, contentLocations.content, "events"), events, languages);
    const time = timedBuild(dir);
    const row = { events, pages: countPages(join(dir, "build", "client")), ...time };
    rows.push(row);
    console.log(
      `${events} events: ${row.pages} pages, ${row.processor.toFixed(1)} s of processor time, ${row.wall.toFixed(1)} s wall (load ${load()})`,
    );
  } finally {
    if (process.env.BENCH_KEEP) console.log(`  kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const table = [
  "| events | pages | processor s | wall s | processor s per event |",
  "| -----: | ----: | ----------: | -----: | --------------------: |",
  ...rows.map(
    (row) =>
      `| ${row.events} | ${row.pages} | ${row.processor.toFixed(1)} | ${row.wall.toFixed(1)} | ${(row.processor / row.events).toFixed(2)} |`,
  ),
];
console.log(`\n${table.join("\n")}`);
const byCount = new Map(rows.map((row) => [row.events, row]));
for (const row of rows) {
  const half = byCount.get(row.events / 2);
  if (half) {
    console.log(
      `${row.events} events take ${(row.processor / half.processor).toFixed(2)} × the processor time of ${half.events}`,
    );
  }
}
console.log(`Load after: ${load()}`);
