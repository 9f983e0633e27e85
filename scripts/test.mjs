// `npm test`: every check of the project, in order, on fresh production builds.
//   types        React Router typegen + tsc
//   lint         ESLint            format    Prettier
//   unit         unit and component tests (Vitest)
//   content      content build tests (tests/project-copies/): copies of the project built with fixture content
//                (mistakes, one more event, a sub-path) or with changed chapter content
//   build        the production build of the chapter's site
//   built        checks over its HTML (links, tags, sitemap)
//   fixture      the site built with the fixture content (tests/fixtures/site)
//   browser      Playwright with Chromium: behaviour on the fixture build, and the checks that
//                hold for any content on the chapter's build, both served as in production
//   nginx        the chapter's build served by nginx with its generated nginx.conf
//   hostile      hostile requests to both servers of that build, `npm run serve` and nginx
// Each step runs even when an earlier one failed, except those that need a build that failed.
// Then the five slowest steps and tests, the summary, the time it all took, and a last line that
// totals every test:
// "N passed, N failed"; static steps count as one test each.
// `--only=types,build,...` runs some steps (the content change test runs the chapter's part).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = join(import.meta.dirname, "..");
const suiteStarted = Date.now();
const reports = join(root, "reports");
mkdirSync(reports, { recursive: true });

const only = process.argv
  .find((argument) => argument.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (step) => !only || only.includes(step);

let passed = 0;
let failed = 0;
const summary = [];
/** How long each step and each test took, for the slowest at the end. */
const stepTimes = [];
const testTimes = [];
/** The tests that failed, with the start of their error, printed again at the end where a CI log's
 * tail shows them. */
const failures = [];
const firstLines = (message = "") =>
  stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join("\n");

/** The tests of a Vitest JSON report, with their durations. */
const vitestTests = (report) =>
  (report.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${root}/`, "");
    const tests = (file.assertionResults ?? []).map((test) => ({
      name: `${name} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      error: test.status === "failed" ? firstLines(test.failureMessages?.join("\n")) : undefined,
    }));
    // A file whose set-up failed (its beforeAll) fails with its tests skipped: the file is the
    // failure, with its message.
    const fileFailed = file.status === "failed" && !tests.some((test) => test.error);
    return fileFailed
      ? [...tests, { name: `${name} (the file)`, seconds: 0, error: firstLines(file.message) }]
      : tests;
  });

/** The tests of a Playwright JSON report, with their durations. */
function playwrightTests(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${spec.file} › ${spec.title} [${test.projectName}]`,
        seconds: Math.max(0, ...test.results.map((result) => result.duration ?? 0)) / 1000,
        error:
          test.status === "unexpected"
            ? firstLines(test.results.map((result) => result.error?.message ?? "").join("\n"))
            : undefined,
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stepTimes.push({ name: label, seconds: Number(seconds) });
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
function suite(label, command, args, reportFile, count, env, tests) {
  rmSync(reportFile, { force: true });
  const ok = run(label, command, args, env);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    counts = count(report);
    if (tests) {
      const ran = tests(report);
      testTimes.push(...ran);
      failures.push(...ran.filter((test) => test.error !== undefined));
    }
  }
  // A runner that failed without any failed test (a crash, a config error) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`${ok ? "✔" : "✘"} ${label}: ${counts.passed} passed, ${counts.failed} failed`);
}

/** A step that could not run because a build it needs failed. */
function skipped(label) {
  failed++;
  summary.push(`✘ ${label}: not run, a build it needs failed`);
}

const bin = (name) => join(root, "node_modules", ".bin", name);
const vitestReport = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${join(reports, name)}`,
];
const countVitest = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests });

if (wanted("types")) {
  check("types", "sh", ["-c", `"${bin("react-router")}" typegen && "${bin("tsc")}"`]);
}
if (wanted("lint")) check("lint", bin("eslint"), [".", "--max-warnings=0"]);
if (wanted("format")) check("format", bin("prettier"), ["--check", "."]);

if (wanted("unit")) {
  suite(
    "unit tests",
    bin("vitest"),
    ["run", ...vitestReport("vitest.json")],
    join(reports, "vitest.json"),
    countVitest,
    {},
    vitestTests,
  );
}

if (wanted("content")) {
  suite(
    "content build tests",
    bin("vitest"),
    ["run", "--config=vitest.project-copies.config.ts", ...vitestReport("vitest-build.json")],
    join(reports, "vitest-build.json"),
    countVitest,
    {},
    vitestTests,
  );
}

// The chapter's build as it is published: on today's date, with React's production build whatever
// NODE_ENV the caller has (an empty one gives Vite's development build of React).
const built =
  wanted("build") &&
  check("build", bin("react-router"), ["build"], { SITE_TODAY: "", NODE_ENV: "production" });

if (wanted("built")) {
  if (built) {
    suite(
      "built site checks",
      bin("vitest"),
      ["run", "--config=vitest.built-site.config.ts", ...vitestReport("vitest-built.json")],
      join(reports, "vitest-built.json"),
      countVitest,
      {},
      vitestTests,
    );
  } else skipped("built site checks");
}

const fixtureBuilt =
  wanted("fixture") && check("fixture build", bin("tsx"), ["scripts/build-fixture-site.ts"]);

if (wanted("browser")) {
  // Without the fixture step (the content change test), only the chapter's build is checked.
  const projects = wanted("fixture") ? [] : ["--project=chapter content"];
  if (built && (fixtureBuilt || projects.length > 0)) {
    suite(
      "browser tests",
      bin("playwright"),
      ["test", ...projects],
      join(reports, "playwright.json"),
      (report) => ({
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
      }),
      projects.length > 0 ? { E2E_ONLY: "chapter content" } : {},
      playwrightTests,
    );
  } else skipped("browser tests");
}

if (wanted("nginx")) {
  if (built) {
    suite(
      "nginx checks",
      "node",
      [join(root, "scripts", "nginx-check.mjs")],
      join(reports, "nginx.json"),
      (report) => ({ passed: report.passed, failed: report.failed }),
    );
  } else skipped("nginx checks");
}

if (wanted("hostile")) {
  if (built) {
    suite(
      "hostile requests",
      bin("vitest"),
      ["run", "--config=vitest.serve.config.ts", ...vitestReport("vitest-serve.json")],
      join(reports, "vitest-serve.json"),
      countVitest,
      {},
      vitestTests,
    );
  } else skipped("hostile requests");
}

const slowest = (times) =>
  [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`)
    .join("\n");
console.log(`\nSlowest steps:\n${slowest(stepTimes)}\nSlowest tests:\n${slowest(testTimes)}`);
if (failures.length > 0) {
  console.log(
    `\nFailed tests:\n${failures.map(({ name, error }) => `  ✘ ${name}\n${error}`).join("\n")}`,
  );
}
const wallSeconds = Math.round((Date.now() - suiteStarted) / 1000);
console.log(`\n${summary.join("\n")}\n`);
console.log(`${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s in all.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
