/**
 * `npm run new-chapter` as a new board runs it (decision 0035): in a copy of the project with the
 * example chapter's content, the command of the board guide's "Start your chapter's site" for a
 * chapter in München, in English and German, then the production build. The site it gives has
 * its pages at / and /de, German words from the German message file, no Italian page, nothing
 * of the example chapter, the brand colour in its styles, its country and time zone (proposed
 * from the country), and passes the example guard (the build stops on an example value of a site
 * that is not a demonstration). Not a byte of the example is published: its logo and pictures
 * (by their hashes, as given and as the SVG check writes them), its map's colours, its address,
 * its time zone, its editor's labels. A chapter in Lisbon, written in another copy and not
 * built, gets Lisbon's time zone and the nightly rebuild's hour for it, a guessed address said
 * so, and a logo of its own refused when the SVG check refuses it.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { examplePictureHashes } from "../../app/config/example-pictures";
import { checkSvg } from "../../app/server/svg-safety.server";
import { exampleMapColours } from "../../tools/europe-map";
import { de } from "../../app/i18n/de";
import { en } from "../../app/i18n/en";
import { cssColour, rootColours } from "../support/css-colour";
import { buildCopy, copyProject } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject({ content: "chapter" });
let output = "";
/** The example's address, as its identity says. */
let exampleUrl = "";
/** The hashes of the example's pictures as the build would publish its SVGs (checked). */
const checkedExampleSvgs = new Set<string>();

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Every file under a folder, with its path under it. */
function filesUnder(base: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(base, path)];
    });
  return existsSync(base) ? walk(base) : [];
}

/** `npm run new-chapter` in a copy, with these flags and --yes. */
function newChapter(dir: string, flags: string[]): SpawnSyncReturns<string> {
  return spawnSync(
    join(dir, "node_modules/.bin/tsx"),
    ["scripts/new-chapter.ts", ...flags, "--yes"],
    {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SITE_ROOT: dir },
    },
  );
}

beforeAll(() => {
  exampleUrl = (
    parse(readFileSync(join(copy.dir, "app/config/identity.yaml"), "utf8")) as { url: string }
  ).url;
  for (const file of filesUnder(join(copy.dir, "app/assets"))) {
    if (!file.endsWith(".svg")) continue;
    const checked = checkSvg(readFileSync(join(copy.dir, "app/assets", file)));
    if (checked.problem === undefined) checkedExampleSvgs.add(sha256(Buffer.from(checked.svg)));
  }
  const run = newChapter(copy.dir, [
    "--name",
    "EST München",
    "--university",
    "Technische Universität München",
    "--city",
    "München",
    "--country",
    "Germany",
    "--languages",
    "en,de",
    "--brand",
    "#0b6e4f",
    "--accent",
    "#f4a261",
    "--email",
    "info@est-muenchen.example",
    "--url",
    "https://est-muenchen.example/website",
  ]);
  output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`npm run new-chapter failed:\n${output}`);
  // The map's coordinates, as the to-do list asks: the About page then draws its map.
  const identityFile = join(copy.dir, "app/config/identity.yaml");
  writeFileSync(
    identityFile,
    readFileSync(identityFile, "utf8").replace(
      /^city:\n/m,
      "city:\n  latitude: 48.1374\n  longitude: 11.5755\n",
    ),
  );
  buildCopy(copy.dir, { SITE_TODAY: "" });
}, scaled(300_000));

afterAll(() => copy.remove());

/** Every file the build publishes, with its path under build/client. */
const published = () => filesUnder(join(copy.dir, "build/client"));

const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");

describe("a new chapter's site", () => {
  it("is built in its languages, with its words, colour and nothing of the example chapter", () => {
    // What is left to do is printed, the links it leaves out among it.
    expect(output).toMatch(/What is left to do:/);
    expect(output).toContain("links.joinUs");
    // No logo given: a wordmark drawn from the name, which the list says.
    expect(output).toContain("The logo is a wordmark drawn from your name and colours");
    expect(output).not.toContain("is guessed");

    // English at /, German under /de, no Italian page.
    const home = built("index.html");
    const homeDe = built("de/index.html");
    expect(home).toMatch(/<html lang="en"/);
    expect(homeDe).toMatch(/<html lang="de"/);
    expect(homeDe).toContain(de.whyJoin);
    expect(built("de/events/index.html")).toContain(de.noEvents);
    expect(home).toContain(en.whyJoin);
    expect(existsSync(join(copy.dir, "build/client/it"))).toBe(false);
    expect(home).toContain("EST München");
    // Join us writes to the chapter while it has no membership form.
    const subject = encodeURIComponent(de.joinUsSubject.replace("{{chapter}}", "EST München"));
    expect(homeDe).toContain(`href="mailto:info@est-muenchen.example?subject=${subject}"`);

    expect(homeDe).toContain(`© ${new Date().getFullYear()} EST München`);
    // Its country, named in each language, and the time zone proposed from it.
    const identity = parse(readFileSync(join(copy.dir, "app/config/identity.yaml"), "utf8")) as {
      timeZone: string;
      city: Record<string, unknown>;
    };
    expect(identity.timeZone).toBe("Europe/Berlin");
    expect(identity.city).toMatchObject({
      country: { en: "Germany", de: "Deutschland" },
      countryCode: "276",
    });
    expect(output).toContain("Its days and times are local time in Europe/Berlin");
    // A real chapter's site: the example guard ran on it, and let it through.
    expect(readFileSync(join(copy.dir, "app/config/identity.yaml"), "utf8")).toMatch(
      /^demonstration: false$/m,
    );

    // Nothing of the example chapter in any page, feed or file (Decap's own Lithuanian word
    // "Turinys" is no Turin).
    const files = published();
    const leftovers = files.filter((file) => {
      if (!/\.(html|xml|txt|ics|json|js|css|svg|webmanifest)$/.test(file)) return false;
      return /EST Torino|Politecnico|\bTurin\b|Torino/.test(built(file));
    });
    expect(leftovers).toEqual([]);

    // The brand colour in the site's styles (the bar's), however the stylesheet spells it.
    const styles = files
      .filter((file) => file.endsWith(".css"))
      .map(built)
      .join("\n");
    expect(rootColours(styles).get("--color-bar")).toBe(cssColour("#0b6e4f"));

    // No example event, person or sponsor was published; the only PDFs are the chapter's own
    // deck, one per language, built from its content.
    const pdfs = files.filter((file) => /\.pdf$/.test(file));
    expect(pdfs).toContain("partnership-deck.pdf");
    expect(pdfs.filter((file) => !/^([a-z]{2}\/)?partnership-deck\.pdf$/.test(file))).toEqual([]);
    expect(built("partners/index.html")).not.toContain('id="our-partners"');
    expect(built("about/index.html")).not.toContain('id="team"');
  });

  it("holds no byte of the example: logo, pictures, map colours, address, zone, labels", () => {
    const files = published();
    // Neither the example's pictures as they were, nor its SVGs as the check writes them again,
    // in the site's own folders or in the build.
    const ownPictures = filesUnder(join(copy.dir, "app/assets")).filter((file) =>
      examplePictureHashes.has(sha256(readFileSync(join(copy.dir, "app/assets", file)))),
    );
    expect(ownPictures).toEqual([]);
    const examplesPublished = files.filter((file) => {
      const hash = sha256(readFileSync(join(copy.dir, "build/client", file)));
      return examplePictureHashes.has(hash) || checkedExampleSvgs.has(hash);
    });
    expect(examplesPublished).toEqual([]);
    // Its own: the wordmark in the bar, and the drawn pictures on the home page.
    expect(built("index.html")).toMatch(/<img src="[^"]*wordmark[^"]*\.svg"/);
    expect(readFileSync(join(copy.dir, "app/content/pages/home.yaml"), "utf8")).toContain(
      "image: banner.jpg",
    );

    // The map is drawn, in the brand's colours: none of the example map's in it, nor in the pages
    // and styles (the editor's own hints may name the example's colour as a format to follow).
    const maps = files.filter((file) => /europe-map/.test(file));
    expect(maps.length).toBeGreaterThan(0);
    const texts = files.filter((file) =>
      /\.(html|xml|txt|ics|json|js|css|svg|webmanifest|yml)$/.test(file),
    );
    const holding = (needle: RegExp) => texts.filter((file) => needle.test(built(file)));
    const mapColours = new RegExp(exampleMapColours.join("|"), "i");
    expect(holding(mapColours).filter((file) => /europe-map|\.html$|\.css$/.test(file))).toEqual(
      [],
    );

    // Not the example's address, nor its time zone, nor the editor's labels naming its country.
    expect(holding(new RegExp(exampleUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toEqual([]);
    expect(holding(/Europe\/Rome/)).toEqual([]);
    expect(holding(/Italy: 380|Italia: 380|380 for Italy|380 per l'Italia/)).toEqual([]);
    // The Italian article's field is not in the editor of a site with no Italian (its words stay
    // in the schema setup.js checks with, where no one reads them).
    expect(
      files
        .filter((file) => /^admin\/config.*\.yml$/.test(file))
        .filter((file) => /Italian article|articolo italiano|nameWithArticle/.test(built(file))),
    ).toEqual([]);
    expect(built("admin/config.yml")).toContain("(Germany: 276)");

    // A web manifest from the identity, linked from the pages.
    const manifest = JSON.parse(built("manifest.webmanifest")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "EST München",
      lang: "en",
      start_url: "/website/",
      theme_color: "#0b6e4f",
    });
    expect(built("index.html")).toContain('rel="manifest" href="/website/manifest.webmanifest"');
  });

  it(
    "of a chapter in Lisbon has Lisbon's time zone, and is rebuilt just after midnight there",
    () => {
      const lisbon = copyProject({ content: "chapter" });
      try {
        const run = newChapter(lisbon.dir, [
          "--name",
          "EST Lisboa",
          "--university",
          "Universidade de Lisboa",
          "--city",
          "Lisboa",
          "--country",
          "PT",
          "--languages",
          "en",
          "--brand",
          "#0b6e4f",
          "--email",
          "info@est-lisboa.example",
        ]);
        expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
        const identity = readFileSync(join(lisbon.dir, "app/config/identity.yaml"), "utf8");
        expect(identity).toMatch(/^timeZone: Europe\/Lisbon$/m);
        // No --url: a guess, which it says.
        expect(run.stdout).toMatch(/No --url given: the site's address is guessed, https:\/\//);
        expect(identity).not.toContain(exampleUrl);
        expect(identity).toContain('countryCode: "620"');
        // GitHub's schedules are in UTC: 00:05 there is 00:05 in Lisbon in winter, 01:05 in summer.
        const workflow = readFileSync(join(lisbon.dir, ".github/workflows/deploy.yml"), "utf8");
        expect(workflow).toContain('    - cron: "5 0 * * *"\n');
        expect(workflow).not.toContain("Europe/Rome");
        expect(run.stdout).toContain(
          "it is rebuilt every night at 00:05 UTC: 00:05 in Europe/Lisbon on winter time, 01:05 on summer time",
        );
        // Right after it, `npm run check` lists the very items it printed, read from the files:
        // the address and repository it guessed among them.
        const check = spawnSync(
          join(lisbon.dir, "node_modules/.bin/tsx"),
          ["scripts/check-content.ts"],
          {
            cwd: lisbon.dir,
            encoding: "utf8",
            env: { ...process.env, SITE_ROOT: lisbon.dir },
          },
        );
        expect(check.status, check.stderr).toBe(0);
        const todo = check.stdout.slice(check.stdout.indexOf("To do ("));
        expect(todo).toMatch(/^To do \(\d+\):\n {2}2 guessed addresses:\n/);
        expect(todo).toContain(
          "app/config/identity.yaml: url: https://est-lisboa.github.io was guessed",
        );
        expect(todo).toContain("app/config/cms.yaml: repository: est-lisboa/website was guessed");
        expect(todo).toContain("links.joinUs");
        expect(run.stdout).toContain(todo.trim());
        // A time zone that is none is refused, in one line, and nothing is written.
        const wrong = newChapter(lisbon.dir, [
          "--name",
          "EST Lisboa",
          "--country",
          "PT",
          "--time-zone",
          "Lisbon",
        ]);
        expect(wrong.status).toBe(1);
        expect(wrong.stderr).toContain('--time-zone: "Lisbon" is not a time zone');
        // A logo the SVG check refuses is refused, as the build would.
        const badLogo = join(lisbon.dir, "bad-logo.svg");
        writeFileSync(
          badLogo,
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
        const refused = newChapter(lisbon.dir, ["--name", "EST Lisboa", "--logo", badLogo]);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/^--logo: .*bad-logo\.svg .*script/m);
      } finally {
        lisbon.remove();
      }
    },
    scaled(120_000),
  );

  it(
    "passes the type check, though it has no event yet for React Router to generate types for",
    () => {
      const check = spawnSync(
        "sh",
        [
          "-c",
          `"${copy.dir}/node_modules/.bin/react-router" typegen && "${copy.dir}/node_modules/@typescript/native/bin/tsc"`,
        ],
        { cwd: copy.dir, encoding: "utf8" },
      );
      expect(`${check.stdout}${check.stderr}`.match(/error TS\d+.*/g) ?? []).toEqual([]);
      expect(check.status).toBe(0);
    },
    scaled(180_000),
  );
});
