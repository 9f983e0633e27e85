/**
 * A real chapter's site never publishes an example value (decision 0034): with the identity's
 * `demonstration: false`, one example value left stops the build, naming its file and field,
 * and nothing is built. The copy is the fixture content made the chapter's own: every example
 * list removed, every address at a domain kept for examples replaced, every picture that is the
 * example chapter's (by its bytes, app/config/example-pictures.ts) made again, then one example
 * left: a value, an address, the example's logo (decision 0050).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examplePictureHashes } from "../../app/config/example-pictures";
import { copyProject, runBuild } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject();
const identityFile = "app/config/identity.yaml";

/** Every file under a folder of the copy whose name ends so. */
function filesEnding(dir: string, ending: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesEnding(path, ending);
    return ending.test(name) ? [path] : [];
  });
}
const yamlFiles = (dir: string) => filesEnding(dir, /\.yaml$/);

/** Makes every picture of the copy that is the example chapter's a picture of its own: the same
 * drawing, other bytes (a raster picture encoded again, an SVG with a line more). */
async function ownPictures(dir: string): Promise<void> {
  for (const path of filesEnding(join(dir, "app/assets"), /\.(jpe?g|png|webp|svg)$/i)) {
    const bytes = readFileSync(path);
    if (!examplePictureHashes.has(createHash("sha256").update(bytes).digest("hex"))) continue;
    writeFileSync(
      path,
      path.endsWith(".svg")
        ? Buffer.concat([bytes, Buffer.from("\n")])
        : await sharp(bytes)
            .toFormat(path.endsWith(".png") ? "png" : "jpeg", { quality: 91 })
            .toBuffer(),
    );
  }
}

/** The content check's lines of a failed build: `file: field: ...` and the count. */
const mistakeLines = (output: string) =>
  output.split("\n").filter((line) => /^app\/\S+\.yaml: /.test(line));

let withOneLeft: ReturnType<typeof runBuild>;
let addressLeft: ReturnType<typeof runBuild>;
let logoLeft: ReturnType<typeof runBuild>;

beforeAll(async () => {
  const logo = join(copy.dir, "app/assets/identity/logo.svg");
  const exampleLogo = readFileSync(logo);
  await ownPictures(copy.dir);
  for (const path of yamlFiles(join(copy.dir, "app"))) {
    const text = readFileSync(path, "utf8")
      .replace(/^examples:\n(?:[ \t]+- .*\n?)*/m, "")
      .replaceAll("example.org", "chapter-torino.it")
      .replaceAll("example.com", "partner-company.it");
    writeFileSync(path, text);
  }
  const identity = join(copy.dir, identityFile);
  const own = readFileSync(identity, "utf8").replace("demonstration: true", "demonstration: false");
  expect(own).toContain("demonstration: false");
  // One example value left, listed as the board found it.
  writeFileSync(identity, `${own.trimEnd()}\nexamples:\n  - emails.general\n`);
  withOneLeft = runBuild(copy.dir);
  // An address at example.org, listed nowhere.
  writeFileSync(identity, own.replace(/^( {2}events: ).*$/m, "$1events@example.org"));
  addressLeft = runBuild(copy.dir);
  // The example's logo, its bytes as they were.
  writeFileSync(identity, own);
  writeFileSync(logo, exampleLogo);
  logoLeft = runBuild(copy.dir);
}, scaled(240_000));

afterAll(() => copy.remove());

describe("a site that is not a demonstration", () => {
  it("stops with one example value left, naming its file and field, and builds nothing", () => {
    expect(withOneLeft.status).not.toBe(0);
    expect(mistakeLines(withOneLeft.output)).toEqual([
      `${identityFile}: emails.general: still holds an example value (the file's examples list names it), and this site is not a demonstration: write the chapter's own value, or delete the field, then remove its line from examples`,
    ]);
    expect(withOneLeft.output).toContain("Content check: 1 mistake");
    expect(existsSync(join(copy.dir, "build/client/index.html"))).toBe(false);
  });

  it("stops on an address at a domain kept for examples, listed or not", () => {
    expect(addressLeft.status).not.toBe(0);
    expect(mistakeLines(addressLeft.output)).toEqual([
      `${identityFile}: emails.events: is an address at a domain kept for examples (example.org, example.com, example.net), and this site is not a demonstration: write the chapter's own`,
    ]);
  });

  it("stops on the example's logo, by its bytes, naming the file", () => {
    expect(logoLeft.status).not.toBe(0);
    expect(mistakeLines(logoLeft.output)).toEqual([
      `${identityFile}: logo: app/assets/identity/logo.svg is the example chapter's logo (the same bytes as its identity/logo.svg), and this site is not a demonstration: put the chapter's own in its place`,
    ]);
  });
});
