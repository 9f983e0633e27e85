// `npm test`: every check of the project, in order, on a fresh production build.
//   1. types (React Router typegen + tsc)   2. lint (ESLint) and format (Prettier)
//   3. unit and component tests (Vitest)    4. content build tests (a copy with one more event)
//   5. production build                     6. checks over the built HTML (links, tags, sitemap)
//   7. browser tests (Playwright, Chromium) against the build, served as in production
//   8. the build served by nginx with its generated nginx.conf: HTTP checks and smoke tests
//   9. hostile requests to both servers of the build, `npm run serve` and nginx
// Each step runs even when an earlier one failed (except the browser tests, which need the build),
// and the last line totals every test: "N passed, N failed". Static steps count as one test each.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const reports = join(root, "reports");
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${label} (${seconds} s)`);
  return ok;
}

/** A step that is one test: it passes or fails as a whole. */
function check(label, command, args, env) {
  const ok = run(label, command, args, env);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? "✔" : "✘"} ${label}`);
  return ok;
}

/** A step that runs many tests and writes a JSON report to count them. */
function suite(label, command, args, reportFile, count, env) {
  rmSync(reportFile, { force: true });
  const ok = run(label, command, args, env);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) counts = count(JSON.parse(readFileSync(reportFile, "utf8")));
  // A runner that failed without any failed test (a crash, a config error) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`${ok ? "✔" : "✘"} ${label}: ${counts.passed} passed, ${counts.failed} failed`);
}

const bin = (name) => join(root, "node_modules", ".bin", name);

check("types", "sh", ["-c", `"${bin("react-router")}" typegen && "${bin("tsc")}"`]);
check("lint", bin("eslint"), [".", "--max-warnings=0"]);
check("format", bin("prettier"), ["--check", "."]);

suite(
  "unit tests",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`],
  join(reports, "vitest.json"),
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
);

suite(
  "content build tests",
  bin("vitest"),
  [
    "run",
    "--config=vitest.build.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(reports, "vitest-build.json")}`,
  ],
  join(reports, "vitest-build.json"),
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
);

// The browser tests set the visitor's clock themselves: the build must not pin the day.
const built = check("build", bin("react-router"), ["build"], { SITE_TODAY: "" });

if (built) {
  suite(
    "built site checks",
    bin("vitest"),
    [
      "run",
      "--config=vitest.built.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${join(reports, "vitest-built.json")}`,
    ],
    join(reports, "vitest-built.json"),
    (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
  );
  suite(
    "browser tests",
    bin("playwright"),
    ["test"],
    join(reports, "playwright.json"),
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    }),
  );
  suite(
    "nginx checks",
    "node",
    [join(root, "scripts", "nginx-check.mjs")],
    join(reports, "nginx.json"),
    (report) => ({ passed: report.passed, failed: report.failed }),
  );
  suite(
    "hostile requests",
    bin("vitest"),
    [
      "run",
      "--config=vitest.serve.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${join(reports, "vitest-serve.json")}`,
    ],
    join(reports, "vitest-serve.json"),
    (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
  );
} else {
  failed += 4;
  summary.push(
    "✘ built site checks, browser tests, nginx checks and hostile requests: not run, the build failed",
  );
}

console.log(`\n${summary.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
