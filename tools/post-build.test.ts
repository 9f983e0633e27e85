// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  flattenBasePath,
  postBuildSteps,
  precompress,
  removeRouterFiles,
  runPostBuildSteps,
  writeHostingConfigurations,
  type PostBuildContext,
  type PostBuildStep,
} from "./post-build";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built site with a page in each language, its not-found page, and `files` more files of a
 * kind `_headers` lists one by one (a PDF each). */
function siteWith(files: number): string {
  dir = mkdtempSync(join(tmpdir(), "post-build-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "it"), { recursive: true });
  const page = '<!doctype html><html><head><meta charSet="utf-8"/><script>1</script></head></html>';
  for (const file of ["index.html", "404.html", "it/index.html", "it/404.html"]) {
    writeFileSync(join(client, file), page);
  }
  for (let n = 0; n < files; n++) writeFileSync(join(client, `handout-${n}.pdf`), "%PDF");
  return client;
}

const write = (client: string) =>
  writeHostingConfigurations(client, "/", { root: client, listen: "8080" });

describe("writeHostingConfigurations", () => {
  it("writes _headers that Cloudflare Pages reads whole, at 100 rules", () => {
    // The common rule, four page patterns, the assets' rule, and 94 files listed one by one.
    const client = siteWith(94);
    write(client);
    const rules = readFileSync(join(client, "_headers"), "utf8").match(/^\//gm) ?? [];
    expect(rules).toHaveLength(100);
  });

  it("stops the build with one line when _headers would pass 100 rules", () => {
    const client = siteWith(95);
    expect(() => write(client)).toThrow(
      /^post-build: _headers would have 101 rules, and Cloudflare Pages reads only the first 100, dropping the rest without a word/,
    );
  });
});

/** A built site as React Router leaves it: pages, a `.data` file each, its scripts and an
 * island's script, under `base` when the site is served under a path. */
function routerOutput(base = ""): string {
  dir = mkdtempSync(join(tmpdir(), "post-build-"));
  const client = join(dir, "client");
  const pages = join(client, base);
  mkdirSync(join(pages, "it"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  for (const file of ["index.html", "it/index.html"]) writeFileSync(join(pages, file), "<p>");
  for (const file of ["_root.data", "it.data"]) writeFileSync(join(pages, file), "[]");
  for (const file of ["entry.client-1.js", "manifest-2.js", "island-3.js", "site-4.css"]) {
    writeFileSync(join(client, "assets", file), "");
  }
  return client;
}

describe("flattenBasePath", () => {
  it("moves the pages written under the base path to the top", () => {
    const client = routerOutput("chapter/site");
    expect(flattenBasePath(client, "/chapter/site/")).toBe(4);
    expect(existsSync(join(client, "it", "index.html"))).toBe(true);
    expect(existsSync(join(client, "chapter"))).toBe(false);
  });

  it("has nothing to move for a site served at /", () => {
    const client = routerOutput();
    expect(flattenBasePath(client, "/")).toBe(0);
  });

  it("stops the build when the base path's folder is missing", () => {
    const client = routerOutput();
    expect(() => flattenBasePath(client, "/chapter/")).toThrow(
      /^post-build: the site is served under \/chapter\/, but React Router wrote nothing into client\/chapter\//,
    );
  });
});

describe("removeRouterFiles", () => {
  it("removes the .data files and the scripts that are no island's", () => {
    const client = routerOutput();
    expect(removeRouterFiles(client, ["assets/island-3.js"])).toEqual({ dataFiles: 2, scripts: 2 });
    expect(readdirSync(join(client, "assets")).sort()).toEqual(["island-3.js", "site-4.css"]);
  });

  it("stops the build when it finds none of React Router's files", () => {
    const client = routerOutput();
    removeRouterFiles(client, ["assets/island-3.js"]);
    expect(() => removeRouterFiles(client, ["assets/island-3.js"])).toThrow(
      /^post-build: found none of React Router's files to remove/,
    );
  });
});

describe("the post-build steps", () => {
  const names = postBuildSteps.map(({ name }) => name);
  const before = (first: string, then: string) => {
    expect(names).toContain(first);
    expect(names).toContain(then);
    expect(names.indexOf(first)).toBeLessThan(names.indexOf(then));
  };

  it("are one list in the order each needs", () => {
    expect(new Set(names).size).toBe(names.length);
    // Every later step looks for the site's files at the top of build/client.
    expect(names[0]).toBe("base path");
    before("islands", "pages");
    before("islands", "React Router's files");
    // The policies hash each page's final inline code.
    before("pages", "host configurations");
    before("CMS", "host configurations");
    // Every published text in its final form, the CMS's page included.
    before("pages", "placeholders");
    before("CMS", "placeholders");
    // Every file, the CMS's and the configurations' included, gets its compressed twins.
    expect(names.at(-1)).toBe("compression");
  });

  const context = { clientDir: "", basePath: "/", content: {} as PostBuildContext["content"] };
  const nginx = { root: "", listen: "8080" };

  it("run in their order, each saying what it did in one line", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const step = (name: string): PostBuildStep => ({
      name,
      run: async () => {
        ran.push(name);
        return `did ${name}`;
      },
    });
    await runPostBuildSteps([step("a"), step("b"), step("c")], { ...context, nginx }, (line) =>
      lines.push(line),
    );
    expect(ran).toEqual(["a", "b", "c"]);
    expect(lines).toEqual([
      "Post-build 1/3, a: did a",
      "Post-build 2/3, b: did b",
      "Post-build 3/3, c: did c",
    ]);
  });

  it("stop at a step that finds nothing, and the build with it", async () => {
    const lines: string[] = [];
    const client = routerOutput();
    const steps = postBuildSteps.filter(({ name }) => name === "React Router's files");
    // No island: every script in assets/ is React Router's.
    const islands = {} as NonNullable<PostBuildContext["islands"]>;
    const run = () =>
      runPostBuildSteps(steps, { ...context, nginx, clientDir: client, islands }, (line) =>
        lines.push(line),
      );
    await run();
    expect(lines).toEqual([
      "Post-build 1/1, React Router's files: removed 2 .data files and 3 scripts",
    ]);
    await expect(run()).rejects.toThrow(/^post-build: found none of React Router's files/);
    expect(lines).toHaveLength(1);
  });

  it("stop when a step needs the islands before the step that reads them", async () => {
    const steps = postBuildSteps.filter(({ name }) => name === "pages");
    await expect(
      runPostBuildSteps(steps, { ...context, nginx, clientDir: routerOutput() }, () => {}),
    ).rejects.toThrow(/^post-build: a step needs the islands' files/);
  });
});

describe("the placeholders step", () => {
  const steps = postBuildSteps.filter(({ name }) => name === "placeholders");
  const nginx = { root: "", listen: "8080" };

  /** A built site whose files are `files` (path: content), under build/client. */
  function builtSite(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), "post-build-"));
    const client = join(dir, "client");
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(client, path, ".."), { recursive: true });
      writeFileSync(join(client, path), content);
    }
    return client;
  }

  const run = (client: string, lines: string[] = []) =>
    runPostBuildSteps(
      steps,
      { clientDir: client, basePath: "/", content: {} as PostBuildContext["content"], nginx },
      (line) => lines.push(line),
    );

  /** Files that hold `{{` by right: the CMS's code and configuration, the site's scripts. */
  const rightful = {
    "admin/decap-cms.js": 'commit:{create:"Create {{collection}} “{{slug}}”"}',
    "admin/4329.decap-cms.js": "t('{{fieldLabel}} is required')",
    "admin/setup.js": "const placeholder=/\\{\\{\\s*(\\w+)\\s*\\}\\}/g",
    "admin/config.yml": "hint: How texts use it: members gives {{members}}.",
    "admin/config.it.yml": "hint: Come lo usano i testi: members dà {{members}}.",
    "assets/team-carousel-1a2b.js": 'const label="{{name}}, {{role}}"',
    "assets/map-3c4d.svg": "<svg><text>{{city}}</text></svg>",
  };

  it("pass a site whose texts hold no placeholder, whatever the CMS's files and the scripts hold", async () => {
    const lines: string[] = [];
    const client = builtSite({
      ...rightful,
      "index.html": "<p>Hello</p>",
      "admin/index.html": "<title>EST Torino CMS</title>",
      "events.ics": "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
      "sitemap.xml": "<urlset/>",
      "robots.txt": "User-agent: *",
    });
    await run(client, lines);
    expect(lines).toEqual([
      "Post-build 1/1, placeholders: none left unfilled in 5 published texts",
    ]);
  });

  it("stop the build at a placeholder left in any published text, one line each naming the file and the words around it", async () => {
    const client = builtSite({
      ...rightful,
      "snowweek/index.html":
        '<ol class="_list_14p38_1"><li>Press {{button}} to open the organiser&#x27;s page.</li><li>Choose your room (prices start {{ price }}).</li></ol>',
      "it/snowweek/index.html":
        '<head><meta name="description" content="Quattro giorni a Sestriere, {{price}}."/></head>',
      // A calendar folds its lines at 75 octets: the words are read across the fold.
      "snowweek.ics":
        "BEGIN:VEVENT\r\nDESCRIPTION:Four days of snow. Book with the promo code {{promo\r\n Code}}.\r\nEND:VEVENT\r\n",
      "sitemap.xml": "<url><loc>https://example.org/{{slug}}</loc></url>",
      "robots.txt": "Sitemap: {{url}}/sitemap.xml",
      "manifest.webmanifest": '{"name":"{{chapter}}"}',
      "data.json": '{"text":"{{city}}"}',
      "admin/index.html": "<title>{{chapter}} CMS</title>",
    });
    const failure = await run(client).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message.split("\n").sort()).toEqual(
      [
        `post-build: /snowweek/index.html: {{button}} was published unfilled: "Press {{button}} to open the organiser's page.…"`,
        `post-build: /snowweek/index.html: {{price}} was published unfilled: "…page. Choose your room (prices start {{ price }})."`,
        `post-build: /it/snowweek/index.html: {{price}} was published unfilled: "Quattro giorni a Sestriere, {{price}}."`,
        `post-build: /snowweek.ics: {{promoCode}} was published unfilled: "…DESCRIPTION:Four days of snow. Book with the promo code {{promoCode}}. END:VEVENT"`,
        `post-build: /sitemap.xml: {{slug}} was published unfilled: "https://example.org/{{slug}}"`,
        `post-build: /robots.txt: {{url}} was published unfilled: "Sitemap: {{url}}/sitemap.xml"`,
        `post-build: /manifest.webmanifest: {{chapter}} was published unfilled: "{"name":"{{chapter}}"}"`,
        `post-build: /data.json: {{city}} was published unfilled: "{"text":"{{city}}"}"`,
        `post-build: /admin/index.html: {{chapter}} was published unfilled: "{{chapter}} CMS"`,
      ].sort(),
    );
  });

  it("stop the build with a count past the first lines, when many are left", async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 40 }, (_, n) => [`page-${n}/index.html`, `<h1>Event {{date}}</h1>`]),
    );
    const failure = await run(builtSite(pages)).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    const lines = failure?.message.split("\n") ?? [];
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe("post-build: and 10 more placeholders left unfilled");
  });
});

describe("the compressed twins", () => {
  it("are the files compressed, the same from the cache of an earlier build, and only where they shrink", async () => {
    dir = mkdtempSync(join(tmpdir(), "post-build-"));
    const client = join(dir, "client");
    const cache = join(dir, "cache");
    mkdirSync(join(client, "admin"), { recursive: true });
    const page = `<!doctype html><p>${"A page of the site. ".repeat(200)}</p>`;
    writeFileSync(join(client, "index.html"), page);
    writeFileSync(join(client, "admin", "cms.js"), `let a = "${"x".repeat(5000)}";`);
    writeFileSync(join(client, "tiny.css"), "p{color:red}");
    writeFileSync(join(client, "photo.jpg"), page);

    const twins = async () => {
      rmSync(join(client, "index.html.gz"), { force: true });
      expect(await precompress(client, [{ path: "/admin/", headers: {} }], cache)).toBe(2);
      return readdirSync(client, { recursive: true }).map(String).sort();
    };
    const first = await twins();
    expect(first).toEqual([
      "admin",
      "admin/cms.js",
      "admin/cms.js.br",
      "admin/cms.js.gz",
      "index.html",
      "index.html.br",
      "index.html.gz",
      "photo.jpg",
      "tiny.css",
    ]);
    expect(gunzipSync(readFileSync(join(client, "index.html.gz"))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(client, "index.html.br"))).toString()).toBe(page);
    const cached = readdirSync(cache).length;
    expect(cached).toBe(4);

    // A second build takes the twins from the cache, byte for byte.
    const gzipBefore = readFileSync(join(client, "index.html.gz"));
    expect(await twins()).toEqual(first);
    expect(readFileSync(join(client, "index.html.gz"))).toEqual(gzipBefore);
    expect(readdirSync(cache)).toHaveLength(cached);
  });
});
