/**
 * A board member's mistakes stop the build before anything else runs: one line per mistake,
 * naming the file and the field, a last line that counts them, no stack trace, and nothing
 * built that could be served. Among them what an attacker would send: a sponsor's SVG with a
 * script, a text with a direction override, an address too long for a file name.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, runBuild } from "../support/project-copy";
import { scaled } from "../support/time-scale";

const copy = copyProject();
let result: ReturnType<typeof runBuild>;

function replace(file: string, from: string, to: string) {
  const path = join(copy.dir, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(() => {
  const levels = "app/content/events/levels.yaml";
  replace(levels, '  it: "Document Intelligence: estrarre dati con la GenAI"\n', "");
  replace(levels, 'start: "2024-10-31T16:00"\n', "");
  replace(levels, "image: levels.jpg", "image: level.jpg");
  replace("app/content/events/weekly-meeting.yaml", "slug: weekly-meeting", "slug: events");
  replace("app/content/events/snowweek.yaml", "slug: snowweek", "slug: Student-Tech-Clash");
  replace(
    "app/config/identity.yaml",
    "privacyPolicy: https://www.example.org/privacy-policy",
    'privacyPolicy: "data:text/html,<script>alert(1)</script>"',
  );
  writeFileSync(join(copy.dir, "app/content/events/draft.yaml"), "title: [unfinished\n");
  writeFileSync(
    join(copy.dir, "app/assets/sponsors/sponsor-1.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/admin/")</script></svg>',
  );
  // Named by no content file: neither checked nor published (tests/project-copies/pictures.test.ts).
  writeFileSync(
    join(copy.dir, "app/assets/sponsors/stray.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
  );
  replace(levels, "    en: Room 2T, building T", '    en: "Room 2T\\u202E, building T"');
  replace(
    "app/content/events/career-days.yaml",
    "slug: career-days",
    `slug: ${"career-".repeat(36)}days`,
  );
  // Proof that is wrong: words without their Italian, a partner that is no sponsor.
  replace(
    "app/content/quotes.yaml",
    "      it: Gli aggiornamenti continuavano ad arrivare, proprio come in una vera crisi. Abbiamo imparato più in quattro ore che in un semestre.\n",
    "",
  );
  replace(
    "app/content/events/ey-competition.yaml",
    "    - partner: ey\n",
    "    - partner: ey-italia\n",
  );
  result = runBuild(copy.dir);
}, scaled(120_000));

afterAll(() => copy.remove());

describe("a build with content mistakes", () => {
  it("fails and builds nothing", () => {
    expect(result.status).not.toBe(0);
    expect(existsSync(join(copy.dir, "build/client/index.html"))).toBe(false);
    const built = existsSync(join(copy.dir, "build"))
      ? readdirSync(join(copy.dir, "build"), { recursive: true }).map(String)
      : [];
    expect(built.filter((file) => file.endsWith(".svg"))).toEqual([]);
  });

  it("tells every mistake in one line naming the file and the field, and counts them last", () => {
    // React Router's own tooling warns about a Vite option before the check runs.
    const lines = result.stderr
      .trim()
      .split("\n")
      .filter((line) => !line.includes("The `envFile` option is deprecated"));
    expect(lines).toEqual([
      'app/config/identity.yaml: links.privacyPolicy: must start with https://, not "data:text/html,<script>alert(1)</script>"',
      "app/content/events/career-days.yaml: slug: is 256 characters long: an address has at most 80",
      'app/content/events/draft.yaml: line 1: the value starts with [, which YAML reads as a list, closed by ]: put quotes around the whole value, like this: title: "[unfinished" (YAML syntax)',
      'app/content/events/ey-competition.yaml: recap.partnerOutcomes[0].partner: "ey-italia" is not the short name (id) of a sponsor in app/content/sponsors.yaml; known: example-systems, example-energy, ey',
      "app/content/events/levels.yaml: image: names a file that does not exist: app/assets/events/level.jpg",
      "app/content/events/levels.yaml: place.name.en: holds an invisible direction mark (U+202E) that can make the text read differently from what it is: remove it",
      "app/content/events/levels.yaml: start: is missing",
      "app/content/events/levels.yaml: title.it: is missing",
      'app/content/events/student-tech-clash.yaml: slug: "student-tech-clash" is already the address of app/content/events/snowweek.yaml',
      'app/content/events/weekly-meeting.yaml: slug: "events" is the address of a page or file of the site: choose another',
      "app/content/quotes.yaml: quotes[0].text.it: is missing",
      "app/content/sponsors.yaml: sponsors[0].logo: app/assets/sponsors/sponsor-1.svg holds a <script> element: a logo must be a picture only, never a program or a link to other files; export it again as plain SVG, or as PNG",
      "Content check: 12 mistakes (listed above, one per line: file: field: what is expected). Nothing was built.",
    ]);
    expect(result.output).not.toMatch(/\n\s+at /);
  });

  it("are told the same by npm run check, which builds nothing and fails as the build does", () => {
    rmSync(join(copy.dir, "build"), { recursive: true, force: true });
    const check = spawnSync("npm", ["run", "--silent", "check"], {
      cwd: copy.dir,
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(check.status).toBe(1);
    expect(check.stderr.trim().split("\n")).toEqual(
      result.stderr
        .trim()
        .split("\n")
        .filter((line) => !line.includes("The `envFile` option is deprecated")),
    );
    expect(existsSync(join(copy.dir, "build"))).toBe(false);
  });
});
