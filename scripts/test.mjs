// `npm test`: every check of the project, on fresh production builds.
//   types        React Router typegen + tsc (TypeScript 7's native compiler)
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
// Steps that do not depend on each other run side by side, two processor cores' worth at a time
// (the browser and content build tests take both; the linters and the unit tests fill what the
// others leave idle, at a lower priority), each step's output printed whole when it ends (and a
// line when it starts). Steps that share something never overlap: the builds and the content
// build tests share the image cache, the browser and nginx checks Playwright's output folder,
// the type check and the build React Router's generated types.
// Each step runs even when an earlier one failed, except those that need a build that failed.
// Then the five slowest steps and tests, the summary, the time it all took, how busy the processor
// was, and a last line that totals every test: "N passed, N failed"; static steps count as one
// test each.
// `--only=types,build,...` runs some steps (the content change test runs the chapter's part).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildNodeOptions } from "./build-environment.mjs";
import { removeLeftGroups, stepGroup } from "./step-processor-time.mjs";
import { followProcessorSpeed } from "./processor-speed.mjs";

const root = join(import.meta.dirname, "..");
const suiteStarted = Date.now();
/** The processor time of every core so far (busy, idle), in ms: how busy the machine was. */
const coreTimes = () =>
  cpus().reduce(
    (sum, { times: { user, nice, sys, irq, idle } }) => ({
      busy: sum.busy + user + nice + sys + irq,
      idle: sum.idle + idle,
    }),
    { busy: 0, idle: 0 },
  );
const coresAtStart = coreTimes();
const processorSpeed = followProcessorSpeed();
/** The share of the processor's time that was busy since `before`: "87% busy". */
function busyShare(before) {
  const now = coreTimes();
  const busy = now.busy - before.busy;
  const idle = now.idle - before.idle;
  return `${Math.round((100 * busy) / Math.max(1, busy + idle))}% busy`;
}
const reports = join(root, "reports");
mkdirSync(reports, { recursive: true });

const only = process.argv
  .find((argument) => argument.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const wanted = (step) => !only || only.includes(step);

let passed = 0;
let failed = 0;
/** How long each step and each test took, for the slowest at the end. */
const stepTimes = [];
/** Each step's own processor time, where the machine accounts for it (step-processor-time.mjs). */
const stepProcessorTimes = [];
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

/** Runs a command with its output kept, printed whole when it ends: steps run side by side. */
function run(label, command, args, env = {}) {
  const started = Date.now();
  const coresBefore = coreTimes();
  // A line as it starts, with the time since the suite's start: a step of minutes is not silent.
  const since = Math.round((started - suiteStarted) / 1000);
  console.log(`… ${label} started (${Math.floor(since / 60)} min ${since % 60} s in)`);
  const group = stepGroup(label);
  // A step that fills the machine's idle time runs at a lower priority (`fills`, below).
  // Its tests' waits are four times as long (tests/support/time-scale.ts): a test that gets a
  // tenth of a core for a while is slow, not wrong.
  const fills = steps.some((step) => step.label === label && step.fills);
  const [niceCommand, niceArgs] = fills
    ? ["nice", ["-n", "10", command, ...args]]
    : [command, args];
  const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1) * (fills ? 4 : 1);
  const [program, programArgs] = group
    ? group.wrap(niceCommand, niceArgs)
    : [niceCommand, niceArgs];
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, {
      cwd: root,
      env: {
        ...process.env,
        FORCE_COLOR: process.stdout.isTTY ? "1" : "0",
        TEST_TIME_SCALE: String(timeScale),
        ...env,
      },
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const end = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stepTimes.push({ name: label, seconds: Number(seconds) });
      const ok = status === 0;
      process.stdout.write(
        `\n▶ ${label}: ${[command, ...args].join(" ")}\n${Buffer.concat(output).toString()}`,
      );
      // Its own processor time, and how busy the machine was while it ran (whatever ran beside
      // it): a step that leaves cores idle gets shorter by running something beside it, a busy
      // one only with less work.
      const own = group?.seconds();
      group?.remove();
      if (own !== undefined) stepProcessorTimes.push({ name: label, seconds: own });
      const processor = `${own === undefined ? "" : `${own.toFixed(1)} s of processor time, `}processor ${busyShare(coresBefore)}`;
      console.log(`${ok ? "✔" : "✘"} ${label} (${seconds} s, ${processor})`);
      resolve(ok);
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on("close", end);
  });
}

/** The summary's lines, by step, printed in the steps' order. */
const summaryOf = new Map();

/** A step that is one test: it passes or fails as a whole. */
async function check(label, command, args, env) {
  const ok = await run(label, command, args, env);
  if (ok) passed++;
  else failed++;
  summaryOf.set(label, `${ok ? "✔" : "✘"} ${label}`);
  return ok;
}

/** A step that runs many tests and writes a JSON report to count them. */
async function suite(label, command, args, reportFile, count, env, tests) {
  rmSync(reportFile, { force: true });
  const ok = await run(label, command, args, env);
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
  summaryOf.set(
    label,
    `${ok ? "✔" : "✘"} ${label}: ${counts.passed} passed, ${counts.failed} failed`,
  );
  return ok;
}

/** A step that could not run because a build it needs failed. */
function skipped(label) {
  failed++;
  summaryOf.set(label, `✘ ${label}: not run, a build it needs failed`);
}

const bin = (name) => join(root, "node_modules", ".bin", name);
const vitestReport = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${join(reports, name)}`,
];
const countVitest = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests });
const vitestSuite = (label, config, report) => () =>
  suite(
    label,
    bin("vitest"),
    ["run", ...(config ? [`--config=${config}`] : []), ...vitestReport(report)],
    join(reports, report),
    countVitest,
    {},
    vitestTests,
  );

// Without the fixture step (the content change test), only the chapter's build is checked.
const chapterOnly = !wanted("fixture");

/**
 * The steps, in the order they start when they can. `needs`: the steps that must have passed
 * first, in the list (else this one is not run); `after`: the steps of the list that must have
 * ended first, passed or not; `shares`: what no two steps may use at once;
 * `cores`: how much of the machine it keeps busy (the hostile requests mostly wait for their slow
 * clients: none); `fills`: a step that waits for nothing and checks no time (a linter, the unit
 * tests) runs beside the others at a lower priority (nice 10), one such step at a time (one per
 * core on an otherwise idle machine): it takes the processor time they leave idle (a browser test
 * waiting for a page, a copy's build waiting for its browser) and yields it when they need it.
 * The run ends when the work is done, not when each step has waited its turn (decision 0058).
 */
const steps = [
  {
    name: "build",
    label: "build",
    shares: ["images", "route types"],
    // The chapter's build as it is published: on today's date, with React's production build
    // whatever NODE_ENV the caller has (an empty one gives Vite's development build of React).
    run: () =>
      check("build", bin("react-router"), ["build"], {
        SITE_TODAY: "",
        NODE_ENV: "production",
        NODE_OPTIONS: buildNodeOptions(process.env.NODE_OPTIONS),
      }),
  },
  {
    name: "types",
    label: "types",
    fills: true,
    shares: ["route types"],
    run: () =>
      check("types", "sh", [
        "-c",
        `"${bin("react-router")}" typegen && "${join(root, "node_modules/@typescript/native/bin/tsc")}"`,
      ]),
  },
  {
    name: "lint",
    label: "lint",
    fills: true,
    run: () => check("lint", bin("eslint"), [".", "--max-warnings=0"]),
  },
  {
    name: "fixture",
    label: "fixture build",
    shares: ["images"],
    run: () => check("fixture build", bin("tsx"), ["scripts/build-fixture-site.ts"]),
  },
  {
    name: "format",
    label: "format",
    fills: true,
    run: () => check("format", bin("prettier"), ["--check", "."]),
  },
  {
    name: "built",
    label: "built site checks",
    needs: ["build"],
    run: vitestSuite("built site checks", "vitest.built-site.config.ts", "vitest-built.json"),
  },
  {
    name: "hostile",
    label: "hostile requests",
    cores: 0,
    needs: ["build"],
    run: vitestSuite("hostile requests", "vitest.serve.config.ts", "vitest-serve.json"),
  },
  {
    name: "content",
    label: "content build tests",
    // After the two builds, which fill the image cache its copies read.
    after: ["build", "fixture"],
    shares: ["images"],
    cores: 2,
    run: vitestSuite("content build tests", "vitest.project-copies.config.ts", "vitest-build.json"),
  },
  {
    name: "unit",
    label: "unit tests",
    fills: true,
    run: vitestSuite("unit tests", undefined, "vitest.json"),
  },
  {
    name: "browser",
    label: "browser tests",
    needs: chapterOnly ? ["build"] : ["build", "fixture"],
    shares: ["playwright"],
    cores: 2,
    run: () =>
      suite(
        "browser tests",
        bin("playwright"),
        ["test", ...(chapterOnly ? ["--project=chapter content"] : [])],
        join(reports, "playwright.json"),
        (report) => ({
          passed: report.stats.expected + report.stats.flaky,
          failed: report.stats.unexpected,
        }),
        chapterOnly ? { E2E_ONLY: "chapter content" } : {},
        playwrightTests,
      ),
  },
  {
    name: "nginx",
    label: "nginx checks",
    needs: ["build"],
    shares: ["playwright"],
    run: () =>
      suite(
        "nginx checks",
        "node",
        [join(root, "scripts", "nginx-check.mjs")],
        join(reports, "nginx.json"),
        (report) => ({ passed: report.passed, failed: report.failed }),
      ),
  },
].filter((step) => wanted(step.name));

const cores = 2;
const ended = new Map();
const running = new Set();
await new Promise((allDone) => {
  const foreground = () => [...running].filter((step) => !step.fills);
  const busyCores = () => foreground().reduce((sum, step) => sum + (step.cores ?? 1), 0);
  const inUse = () => new Set([...running].flatMap((step) => step.shares ?? []));
  const startWhatCan = () => {
    for (const step of steps) {
      if (ended.has(step.name) || running.has(step)) continue;
      const needs = step.needs ?? [];
      if (needs.some((name) => ended.get(name) === false || !steps.some((s) => s.name === name))) {
        skipped(step.label);
        ended.set(step.name, false);
        continue;
      }
      if (![...needs, ...(step.after ?? [])].every((name) => ended.has(name) || !wanted(name)))
        continue;
      if (step.fills) {
        // One at a time beside the others; on an otherwise idle machine, one per free core.
        const filling = [...running].filter((other) => other.fills).length;
        if (filling >= Math.max(1, cores - busyCores())) continue;
      } else if (busyCores() > 0 && (step.cores ?? 1) > cores - busyCores()) {
        // A step wider than what is free starts only when the others keep no core busy.
        continue;
      }
      if ((step.shares ?? []).some((thing) => inUse().has(thing))) continue;
      running.add(step);
      void step.run().then((ok) => {
        running.delete(step);
        ended.set(step.name, ok);
        startWhatCan();
      });
    }
    if (running.size === 0 && steps.every((step) => ended.has(step.name))) allDone();
  };
  startWhatCan();
});
const summary = steps.map((step) => summaryOf.get(step.label)).filter(Boolean);

const slowest = (times) =>
  [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`)
    .join("\n");
console.log(`\nSlowest steps:\n${slowest(stepTimes)}\nSlowest tests:\n${slowest(testTimes)}`);
removeLeftGroups();
if (stepProcessorTimes.length > 0) {
  // What makes the run long on a busy machine: the work, not the wait.
  const byWork = [...stepProcessorTimes].sort((a, b) => b.seconds - a.seconds);
  console.log(
    `Processor time by step:\n${byWork.map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`).join("\n")}`,
  );
}
if (failures.length > 0) {
  console.log(
    `\nFailed tests:\n${failures.map(({ name, error }) => `  ✘ ${name}\n${error}`).join("\n")}`,
  );
}
const wallSeconds = Math.round((Date.now() - suiteStarted) / 1000);
console.log(`\n${summary.join("\n")}\n`);
console.log(`${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s in all.`);
// Whether the run waited or worked: on a machine busy all along, only less work makes it shorter.
const coresAtEnd = coreTimes();
const busy = coresAtEnd.busy - coresAtStart.busy;
const idle = coresAtEnd.idle - coresAtStart.idle;
console.log(
  `The processor was busy ${Math.round((100 * busy) / (busy + idle))}% of the run (${cpus().length} cores, ${Math.round(busy / 1000)} s of processor time, whatever ran).`,
);
console.log(processorSpeed.report());
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
