/**
 * `npm run new-chapter` as a new board runs it (decision 0035): in a copy of the project with the
 * example chapter's content, the command of the board guide's "Start your chapter's site" for a
 * chapter in München, in English and German, then the production build. The site it gives has
 * its pages at / and /de, German words from the German message file, no Italian page, nothing
 * of the example chapter, the brand colour in its styles, its country and time zone (proposed
 * from the country), and passes the example guard (the build stops on an example value of a site
 * that is not a demonstration). A chapter in Lisbon, written in another copy and not built, gets
 * Lisbon's time zone and the nightly rebuild's hour for it.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { de } from "../../app/i18n/de";
import { en } from "../../app/i18n/en";
import { cssColour, rootColours } from "../support/css-colour";
import { buildCopy, copyProject } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject({ content: "chapter" });
let output = "";

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
    "--email",
    "info@est-muenchen.example",
  ]);
  output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`npm run new-chapter failed:\n${output}`);
  buildCopy(copy.dir, { SITE_TODAY: "" });
}, scaled(300_000));

afterAll(() => copy.remove());

/** Every file the build publishes, with its path under build/client. */
function published(): string[] {
  const base = join(copy.dir, "build/client");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(base, path)];
    });
  return walk(base);
}

const built = (path: string) => readFileSync(join(copy.dir, "build/client", path), "utf8");

describe("a new chapter's site", () => {
  it("is built in its languages, with its words, colour and nothing of the example chapter", () => {
    // What is left to do is printed, the links it leaves out among it.
    expect(output).toMatch(/What is left to do:/);
    expect(output).toContain("links.joinUs");
    // It keeps the example logo, and says to replace it.
    expect(output).toContain("Replace the logo: app/assets/identity/logo.svg");

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
