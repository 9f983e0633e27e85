// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeHostingConfigurations } from "./post-build";

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
