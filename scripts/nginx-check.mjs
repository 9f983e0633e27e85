// Serves the build with Debian's nginx and the nginx.conf the build wrote, on a loopback port,
// and checks it as a visitor's browser would: every page in each of the chapter's languages (its
// identity's list; "another language" is the second listed, none on a site in one), unknown paths,
// headers, compression and caching over HTTP, the configuration's HTTPS example (with a
// throw-away certificate), then the browser smoke tests (tests/e2e/nginx-smoke.spec.ts), which
// fail on any Content-Security-Policy violation (`NGINX_BROWSER_SMOKE=off` leaves them out).
// Part of `npm test`; writes reports/nginx.json with the counts. Stops nginx by its process id.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tsImport } from "tsx/esm/api";
import { freePort, nginxBinary, startNginx } from "./test-servers.mjs";

const root = join(import.meta.dirname, "..");
const build = join(root, "build");
const reports = join(root, "reports");

// The chapter's languages and the words of its not-found page, from the identity and the message
// files (app/i18n/<code>.ts).
const { chapterDefault, chapterLanguages, chapterPath, otherLanguage } = await tsImport(
  "../tests/support/chapter-languages.ts",
  import.meta.url,
);
const { messageFile } = await tsImport("../app/i18n/messages.ts", import.meta.url);
// Each file read itself: outside Vite, messages.ts finds the files by `require`, which tsx's
// import hook does not serve.
const notFoundTitles = Object.fromEntries(
  await Promise.all(
    chapterLanguages.map(async (language) => {
      const words = (await tsImport(`../${messageFile(language)}`, import.meta.url))[language];
      return [language, words.notFoundTitle];
    }),
  ),
);
const notFoundTitle = (language) => notFoundTitles[language];

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok, detail });
  console.log(`${ok ? "✔" : "✘"} ${name}${ok || !detail ? "" : `: ${detail}`}`);
}

function finish() {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, "nginx.json"), JSON.stringify({ passed, failed, results }, null, 2));
  console.log(`\nnginx checks: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (!nginxBinary) {
  check("nginx is installed", false, "install it (Debian: apt-get install -y nginx)");
  finish();
}
if (!existsSync(join(build, "nginx.conf"))) {
  check("the build wrote nginx.conf", false, "run `npm run build` first");
  finish();
}

/** The browser smoke tests (tests/e2e/nginx-smoke.spec.ts) against nginx at `base`, counted
 * with the other checks. */
function runBrowserSmoke(base) {
  const playwright = spawnSync(
    join(root, "node_modules", ".bin", "playwright"),
    ["test", "--project=nginx", "--reporter=list,json"],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        NGINX_BASE_URL: base,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright-nginx.json"),
      },
    },
  );
  const report = existsSync(join(reports, "playwright-nginx.json"))
    ? JSON.parse(readFileSync(join(reports, "playwright-nginx.json"), "utf8"))
    : null;
  const smokePassed = report ? report.stats.expected : 0;
  const smokeFailed = report ? report.stats.unexpected : 1;
  for (let index = 0; index < smokePassed; index++)
    results.push({ name: "browser smoke", ok: true });
  for (let index = 0; index < smokeFailed; index++)
    results.push({ name: "browser smoke", ok: false });
  check("the browser smoke tests ran", playwright.status === 0 || smokeFailed > 0);
}

/**
 * The configuration's commented HTTPS example, uncommented as its comment says, with a throw-away
 * certificate: the site over TLS with HSTS, and plain HTTP sent there.
 */
async function checkHttpsExample(hosting) {
  const dir = mkdtempSync(join(tmpdir(), "chapter-tls-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const request = "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost".split(" ");
  const certificate = spawnSync("openssl", [...request, "-keyout", key, "-out", cert], {
    encoding: "utf8",
  });
  if (certificate.status !== 0) {
    check("the HTTPS example gets a test certificate", false, certificate.stderr ?? "no openssl");
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const [httpsPort, redirectPort] = [await freePort(), await freePort()];
  const example = await startNginx({
    edit: (config) => {
      const start = config.indexOf("  # server {");
      const blocks = config
        .slice(start)
        .replace(/^ {2}# ?/gm, "  ")
        .replace("listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl;`)
        .replace("listen 80;", `listen 127.0.0.1:${redirectPort};`)
        .replace("/etc/letsencrypt/live/chapter.example.org/fullchain.pem", cert)
        .replace("/etc/letsencrypt/live/chapter.example.org/privkey.pem", key);
      return config.slice(0, start) + blocks;
    },
  });
  try {
    check(
      "nginx accepts the HTTPS example, uncommented",
      example.configTest.status === 0,
      example.configTest.stderr.trim(),
    );
    const secure = await new Promise((resolve, reject) => {
      get(`https://127.0.0.1:${httpsPort}/events`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response);
      }).on("error", reject);
    }).catch((error) => ({ statusCode: 0, headers: {}, error }));
    check(
      "the HTTPS example serves the site with HSTS and the page's policy",
      secure.statusCode === 200 &&
        secure.headers["strict-transport-security"] === hosting.strictTransportSecurity &&
        secure.headers["content-security-policy"] === hosting.pagePolicies["/events/index.html"],
      `${secure.statusCode} ${secure.error?.message ?? JSON.stringify(secure.headers)}`,
    );
    const redirect = await fetch(`http://127.0.0.1:${redirectPort}/events?x=1`, {
      redirect: "manual",
    });
    check(
      "the HTTPS example sends plain HTTP to HTTPS",
      redirect.status === 301 &&
        /^https:\/\/[^/]+\/events\?x=1$/.test(redirect.headers.get("location")),
      `${redirect.status} ${redirect.headers.get("location")}`,
    );
  } finally {
    await example.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const nginx = await startNginx();
const base = nginx.origin;
check(
  "nginx accepts the generated configuration",
  nginx.configTest.status === 0,
  nginx.configTest.stderr.trim(),
);
process.on("exit", () => {
  if (nginx.process.exitCode === null) process.kill(nginx.process.pid, "SIGQUIT");
});

try {
  check("nginx starts", nginx.up);

  const hosting = JSON.parse(readFileSync(join(build, "hosting.json"), "utf8"));
  const pageFiles = Object.keys(hosting.pagePolicies).filter((file) =>
    file.endsWith("/index.html"),
  );
  const urlsOf = (file) => {
    const path = file.replace(/\/index\.html$/, "");
    return path ? [path, `${path}/`] : ["/"];
  };

  let printed = false;
  for (const file of pageFiles) {
    for (const path of urlsOf(file)) {
      const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      const headers = Object.fromEntries(response.headers);
      const problems = [];
      if (response.status !== 200) problems.push(`status ${response.status}`);
      if (!headers["content-type"]?.startsWith("text/html"))
        problems.push(`type ${headers["content-type"]}`);
      if (headers["content-security-policy"] !== hosting.pagePolicies[file])
        problems.push("policy");
      for (const [name, value] of Object.entries(hosting.commonHeaders)) {
        if (headers[name.toLowerCase()] !== value) problems.push(name);
      }
      if (headers["cache-control"] !== "no-cache")
        problems.push(`cache ${headers["cache-control"]}`);
      if (headers["content-encoding"] !== "gzip") problems.push("not compressed");
      if ("strict-transport-security" in headers) problems.push("HSTS over plain HTTP");
      check(
        `${path} answers 200 with its headers, compressed`,
        problems.length === 0,
        problems.join(", "),
      );
      if (!printed) {
        printed = true;
        console.log(`\nHeaders of ${path}:`);
        for (const [name, value] of Object.entries(headers)) console.log(`  ${name}: ${value}`);
        console.log("");
      }
    }
  }

  {
    const response = await fetch(`${base}/no-such-page`);
    const body = await response.text();
    const others = chapterLanguages.filter((language) => language !== chapterDefault);
    check(
      `/no-such-page answers 404 with the ${chapterDefault} not-found page${
        others.length > 0 ? ` (its message in ${others.join(", ")} too)` : ""
      }`,
      response.status === 404 &&
        body.includes(`<html lang="${chapterDefault}"`) &&
        chapterLanguages.every((language) => body.includes(notFoundTitle(language))) &&
        response.headers.get("content-security-policy") === hosting.pagePolicies["/404.html"],
      `status ${response.status}`,
    );
  }
  if (otherLanguage) {
    const folder = chapterPath("", otherLanguage);
    for (const path of [`${folder}/unknown`, `${folder}/unknown/deeper?x=1`]) {
      const response = await fetch(`${base}${path}`);
      const body = await response.text();
      check(
        `${path} answers 404 with the ${otherLanguage} not-found page`,
        response.status === 404 &&
          body.includes(`<html lang="${otherLanguage}"`) &&
          body.includes(notFoundTitle(otherLanguage)) &&
          !body.includes(notFoundTitle(chapterDefault)) &&
          response.headers.get("content-security-policy") ===
            hosting.pagePolicies[`${folder}/404.html`],
        `status ${response.status}`,
      );
    }
  } else {
    // One language: no language folder, so no not-found page of another.
    check(
      "a site in one language has no not-found page of another",
      Object.keys(hosting.pagePolicies).filter((file) => file.endsWith("/404.html")).length === 1,
    );
  }

  // A script file of the build (most pages load none; a new chapter's perhaps none at all).
  const asset = `/assets/${readdirSync(join(build, "client", "assets")).find((name) => name.endsWith(".js"))}`;
  const assetResponse = await fetch(`${base}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
  check(
    "hashed assets are cached for a year, compressed, and may run nothing as documents",
    assetResponse.status === 200 &&
      assetResponse.headers.get("cache-control") === "public, max-age=31536000, immutable" &&
      assetResponse.headers.get("content-encoding") === "gzip" &&
      /javascript/.test(assetResponse.headers.get("content-type") ?? "") &&
      assetResponse.headers.get("content-security-policy") === hosting.nonPagePolicy,
    `${asset}: ${JSON.stringify(Object.fromEntries(assetResponse.headers))}`,
  );

  // A calendar file in each language, whichever events the chapter has (the feeds among them).
  const calendars = chapterLanguages
    .map((language) => chapterPath("", language))
    .flatMap((folder) =>
      readdirSync(join(build, "client", folder))
        .filter((name) => name.endsWith(".ics"))
        .slice(0, 1)
        .map((name) => [`${folder}/${name}`, "text/calendar"]),
    );

  // The calendar feeds: typed, revalidated (their subscribers read them again), and a feed. Every
  // language's feed of all events, and the first feed of a kind the build has, in the other
  // language (or the default one), whatever events the chapter has (a new chapter's are empty).
  const feedLanguage = otherLanguage ?? chapterDefault;
  const kindFeed = readdirSync(join(build, "client", chapterPath("/events", feedLanguage).slice(1)))
    .filter((name) => name.endsWith(".ics"))
    .sort()[0];
  check(`the build has a feed of a kind in ${feedLanguage}`, kindFeed !== undefined);
  for (const path of [
    ...chapterLanguages.map((language) => chapterPath("/events.ics", language)),
    `${chapterPath("/events", feedLanguage)}/${kindFeed}`,
  ]) {
    const response = await fetch(`${base}${path}`);
    const body = await response.text();
    check(
      `the feed ${path} is served as text/calendar, revalidated`,
      response.status === 200 &&
        response.headers.get("content-type") === "text/calendar; charset=utf-8" &&
        response.headers.get("cache-control") === "no-cache" &&
        response.headers.get("content-security-policy") === hosting.nonPagePolicy &&
        body.startsWith("BEGIN:VCALENDAR\r\n"),
      `${response.status} ${response.headers.get("content-type")} ${response.headers.get("cache-control")}`,
    );
  }
  for (const [path, type] of [
    ...calendars,
    ["/sitemap.xml", "/xml"],
    ["/robots.txt", "text/plain"],
    ["/favicon.svg", "image/svg+xml"],
  ]) {
    const response = await fetch(`${base}${path}`);
    check(
      `${path} is served as ${type}`,
      response.status === 200 && (response.headers.get("content-type") ?? "").includes(type),
      `${response.status} ${response.headers.get("content-type")}`,
    );
  }

  // One byte range per request (max_ranges 1): one range is served, several get the whole file.
  {
    const robots = readFileSync(join(build, "client", "robots.txt"));
    const one = await fetch(`${base}/robots.txt`, { headers: { Range: "bytes=0-3" } });
    check(
      "a request for one byte range gets that range",
      one.status === 206 && (await one.text()) === robots.subarray(0, 4).toString(),
      `${one.status} ${one.headers.get("content-range")}`,
    );
    const many = await fetch(`${base}/robots.txt`, {
      headers: { Range: "bytes=0-1,3-4,6-7" },
    });
    const body = Buffer.from(await many.arrayBuffer());
    check(
      "a request for several byte ranges gets the whole file, not a multipart answer",
      many.status === 200 &&
        !/multipart/.test(many.headers.get("content-type") ?? "") &&
        body.equals(robots),
      `${many.status} ${many.headers.get("content-type")}`,
    );
  }

  // The CMS's folder has headers of its own (hosting.json "areas"), nothing else changes.
  for (const area of hosting.areas) {
    for (const file of ["", "config.yml", "decap-cms.js"]) {
      const response = await fetch(`${base}${area.path}${file}`);
      const wrong = Object.entries(area.headers).filter(
        ([name, value]) => response.headers.get(name) !== value,
      );
      check(
        `${area.path}${file} is served with the headers of its folder`,
        response.status === 200 && wrong.length === 0,
        `${response.status} ${JSON.stringify(wrong.map(([name]) => [name, response.headers.get(name)]))}`,
      );
    }
  }

  const configuration = await fetch(`${base}/_headers`);
  check("the build's _headers file is not served", configuration.status === 404);

  await checkHttpsExample(hosting);

  // The browser smoke tests, against nginx; `NGINX_BROWSER_SMOKE=off` leaves them out (the second
  // chapter's run: each of its pages hydrates under the policy nginx was just seen to send for
  // it, in its browser tests, and nothing else the smoke tests do reads content).
  if (process.env.NGINX_BROWSER_SMOKE === "off") {
    console.log("The browser smoke tests are left out (NGINX_BROWSER_SMOKE=off).");
  } else {
    runBrowserSmoke(base);
  }
} finally {
  const pid = nginx.pidFromFile();
  check(
    "nginx wrote the process id it runs as",
    pid === nginx.process.pid,
    `${pid} vs ${nginx.process.pid}`,
  );
  await nginx.stop();
  check("nginx stopped", nginx.process.exitCode !== null || nginx.process.signalCode !== null);
}

finish();
