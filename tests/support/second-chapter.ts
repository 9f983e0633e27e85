/**
 * A second chapter, unlike the example one: a copy of the project turned by `npm run new-chapter`
 * into the site of a chapter in Lisbon, whose first language is not English (Portuguese at `/`
 * when the project has its words, else German) and English second, in a green and a pure red, with
 * two events of its own (from 18:00 local time, one in winter, one in summer); then the steps of `npm test` that read the chapter's content, run in the
 * copy on its own build. Everything that assumes English at `/`, or a colour's spelling, fails
 * there.
 *
 *   const chapter = makeSecondChapter();
 *   const run = await runChapterSteps(chapter.dir, { steps: ["build", "built", "browser"], sweep: [...] });
 *   chapter.remove();
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { imageFolders } from "../../app/config/content-locations";
import { eventFiles } from "../../app/lib/content-collections";
import { checkSvg } from "../../app/server/svg-safety.server";
import { copyProject, fixtureSite, projectRoot } from "./project-copy";

/** Portuguese first where the project has its interface words, else German. */
const firstLanguage = existsSync(join(projectRoot, "app/i18n/pt.ts")) ? "pt" : "de";

/** The board's answers to `npm run new-chapter`. */
export const secondChapter = {
  name: "EST Lisboa",
  university: "Universidade de Lisboa",
  city: "Lisboa",
  country: "PT",
  /** The zone new-chapter proposes from the country. */
  timeZone: "Europe/Lisbon",
  languages: [firstLanguage, "en"] as const,
  brand: { primary: "#006600", accent: "#ff0000" },
  email: "info@est-lisboa.example",
  /** Its address, given (a chapter without one gets a guess, which new-chapter.test.ts checks). */
  url: "https://est-lisboa.example",
  /** Where the city is, as the to-do list asks: the About page then draws its map. */
  position: { latitude: 38.7223, longitude: -9.1393 },
};

type Texts = Record<"en" | "pt" | "de", string>;

/** A text of the event in each of the chapter's languages. */
const inLanguages = (texts: Texts) =>
  Object.fromEntries(secondChapter.languages.map((language) => [language, texts[language]]));

/** The next 15 January more than two days ahead (winter time in Lisbon) and the next 15 July
 * (summer time), as "YYYY-MM-DD": both ahead of the build, whatever day the suite runs. */
export function nextSeasons(today = new Date()): { winter: string; summer: string } {
  const next = (month: string) => {
    const thisYear = `${today.getUTCFullYear()}-${month}-15`;
    const ahead = Date.parse(`${thisYear}T00:00:00Z`) > today.getTime() + 2 * 86_400_000;
    return ahead ? thisYear : `${today.getUTCFullYear() + 1}-${month}-15`;
  };
  return { winter: next("01"), summer: next("07") };
}

/** The chapter's events, both from 18:00 to 22:00 local time: one in winter, one in summer. Each
 * has a page at /<slug> in the first language and /en/<slug> in English. */
export const secondChapterEvents = [
  {
    slug: "noite-de-projetos",
    season: "winter",
    title: { pt: "Noite de projetos", de: "Projektabend", en: "Project night" },
    summary: {
      pt: "Uma noite para trabalhar nos vossos projetos, com pizza e bebidas para todos.",
      de: "Ein Abend, um an euren Projekten zu arbeiten, mit Pizza und Getränken für alle.",
      en: "An evening to work on your projects, with pizza and drinks for all of you.",
    },
    intro: {
      pt: "Uma noite para trabalhar nos vossos projetos, com pizza e bebidas para todos vós.",
      de: "Ein Abend, um gemeinsam an euren Projekten zu arbeiten, mit Pizza und Getränken.",
      en: "An evening to work on your projects together, with pizza and drinks for everyone.",
    },
  },
  {
    slug: "arraial-de-verao",
    season: "summer",
    title: { pt: "Arraial de verão", de: "Sommerfest", en: "Summer party" },
    summary: {
      pt: "A festa do fim do ano letivo no relvado do campus, com música e sardinhas.",
      de: "Das Fest zum Ende des Studienjahres auf der Wiese des Campus, mit Musik und Grill.",
      en: "The end-of-year party on the campus lawn, with music and grilled sardines.",
    },
    intro: {
      pt: "Celebramos o fim do ano letivo juntos, no relvado do campus, até o sol se pôr.",
      de: "Wir feiern gemeinsam das Ende des Studienjahres, auf der Wiese, bis die Sonne untergeht.",
      en: "We celebrate the end of the academic year together on the lawn, until the sun sets.",
    },
  },
] as const;

/** An event of the chapter on a day: upcoming, with sections and their navigation (an island). */
function eventFile(
  { slug, title, summary, intro }: (typeof secondChapterEvents)[number],
  day: string,
) {
  return {
    slug,
    kind: "workshop",
    title: inLanguages(title),
    start: `${day}T18:00`,
    end: `${day}T22:00`,
    place: {
      name: inLanguages({
        pt: "Sala 3, campus principal",
        de: "Raum 3, Hauptcampus",
        en: "Room 3, main campus",
      }),
    },
    image: `${slug}.jpg`,
    imageAlt: inLanguages({
      pt: "Esboços de uma aplicação num quadro branco",
      de: "Skizzen einer App auf einem Whiteboard",
      en: "Sketches of an app on a whiteboard",
    }),
    summary: inLanguages(summary),
    page: {
      sectionNavigation: true,
      intro: inLanguages(intro),
      sections: [
        {
          heading: inLanguages({ pt: "A noite", de: "Der Abend", en: "The evening" }),
          text: inLanguages({
            pt: "Tragam o vosso projeto.",
            de: "Bringt euer Projekt mit.",
            en: "Bring your project.",
          }),
        },
        {
          heading: inLanguages({ pt: "Depois", de: "Danach", en: "Afterwards" }),
          text: inLanguages({
            pt: "Mostramos o que fizemos.",
            de: "Wir zeigen, was wir gemacht haben.",
            en: "We show what we made.",
          }),
        },
      ],
    },
    contacts: { emails: [secondChapter.email] },
  };
}

/**
 * The copy: the project with the example chapter's content, turned into the second chapter's
 * site by `npm run new-chapter` as a board runs it (its flags), the city's position written in
 * its identity and its events added by file, as the board guide says; with what new-chapter
 * printed, and the example's pictures' hashes as the build's SVG check would write them (taken
 * before new-chapter replaces them). nginx's workers, another user, can read it.
 */
export function makeSecondChapter(dir?: string): {
  dir: string;
  remove: () => void;
  output: string;
  checkedExampleSvgs: ReadonlySet<string>;
} {
  const copy = copyProject({ content: "chapter", dir });
  chmodSync(copy.dir, 0o755);
  const checkedExampleSvgs = new Set<string>();
  const assets = join(copy.dir, "app/assets");
  for (const file of readdirSync(assets, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".svg")) continue;
    const checked = checkSvg(readFileSync(join(assets, file)));
    if (checked.problem === undefined) {
      checkedExampleSvgs.add(createHash("sha256").update(checked.svg).digest("hex"));
    }
  }
  const { name, university, city, country, languages, brand, email, url } = secondChapter;
  const run = spawnSync(
    join(copy.dir, "node_modules/.bin/tsx"),
    [
      "scripts/new-chapter.ts",
      ...["--name", name, "--university", university, "--city", city, "--country", country],
      ...["--languages", languages.join(","), "--brand", brand.primary, "--accent", brand.accent],
      ...["--email", email, "--url", url, "--yes"],
    ],
    { cwd: copy.dir, encoding: "utf8", env: { ...process.env, SITE_ROOT: copy.dir } },
  );
  if (run.status !== 0) {
    copy.remove();
    throw new Error(`npm run new-chapter failed:\n${run.stdout}\n${run.stderr}`);
  }
  const identityFile = join(copy.dir, "app/config/identity.yaml");
  const { latitude, longitude } = secondChapter.position;
  const identity = readFileSync(identityFile, "utf8");
  if (!/^city:\n/m.test(identity)) {
    copy.remove();
    throw new Error(`${identityFile}: no "city:" block to write the city's position in`);
  }
  writeFileSync(
    identityFile,
    identity.replace(/^city:\n/m, `city:\n  latitude: ${latitude}\n  longitude: ${longitude}\n`),
  );
  const eventsFolder = join(copy.dir, imageFolders.events);
  mkdirSync(eventsFolder, { recursive: true });
  const seasons = nextSeasons();
  for (const event of secondChapterEvents) {
    copyFileSync(
      join(fixtureSite, imageFolders.events, "levels.jpg"),
      join(eventsFolder, `${event.slug}.jpg`),
    );
    writeFileSync(
      join(copy.dir, eventFiles.folder, `${event.slug}.yaml`),
      stringify(eventFile(event, seasons[event.season])),
    );
  }
  return { ...copy, output: `${run.stdout}\n${run.stderr}`, checkedExampleSvgs };
}

/** The steps of `npm test` (scripts/test.mjs) that read the chapter's content. */
export type ChapterStep = "build" | "built" | "browser" | "nginx";

/** A command run in a copy: its exit status and everything it printed, stdout first. */
function runIn(
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  onStdout: (stdout: string) => void = () => {},
): Promise<{ status: number | null; stdout: string; output: string }> {
  const child = spawn(command, args, { cwd: dir, env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
    onStdout(stdout);
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ status: null, stdout, output: `${stdout}\n${error}` }));
    child.on("close", (status) => resolve({ status, stdout, output: `${stdout}\n${stderr}` }));
  });
}

/**
 * Runs steps of `npm test` in a copy, on its own build: its output, and whether its last line
 * says "N passed, 0 failed". `sweep` limits the browser and nginx checks' pages (SWEEP_PAGES);
 * `sitePort` is the browser tests' server of the copy's build (E2E_SITE_PORT); `nginxBrowserSmoke:
 * false` checks nginx over HTTP only (NGINX_BROWSER_SMOKE=off); `onBuilt` starts once the build
 * step has passed, beside the steps after it, and is awaited with them.
 */
export async function runChapterSteps(
  dir: string,
  options: {
    steps: readonly ChapterStep[];
    sweep?: readonly string[];
    sitePort?: number;
    nginxBrowserSmoke?: false;
    onBuilt?: () => Promise<void>;
  },
): Promise<{ passed: boolean; output: string; seconds: number }> {
  const started = Date.now();
  let onBuilt: Promise<void> | undefined;
  const run = await runIn(
    dir,
    "node",
    ["scripts/test.mjs", `--only=${options.steps.join(",")}`],
    {
      NODE_ENV: "",
      ...(options.sweep ? { SWEEP_PAGES: options.sweep.join(",") } : {}),
      ...(options.sitePort ? { E2E_SITE_PORT: String(options.sitePort) } : {}),
      ...(options.nginxBrowserSmoke === false ? { NGINX_BROWSER_SMOKE: "off" } : {}),
    },
    (stdout) => {
      if (!onBuilt && options.onBuilt && /^✔ build \(/m.test(stdout)) onBuilt = options.onBuilt();
    },
  );
  await onBuilt;
  return {
    passed: run.status === 0 && /^\d+ passed, 0 failed$/m.test(run.stdout),
    output: run.output,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The hostile requests (tests/serve/) whose answers depend on the site's languages, run in a copy
 * on its own build: those that ask for the folder of `otherLanguage` (its pages, its not-found
 * page, its encoded slash) and the headers of its pages and of every language's calendar feed.
 * The others ask what no content changes, and run on the chapter's build in `npm test`. The
 * names of the tests that passed, and the count of those that failed.
 */
export async function runLanguageHostileRequests(
  dir: string,
  otherLanguage: string,
): Promise<{ passed: string[]; failed: number; output: string }> {
  const report = join(dir, "reports", "vitest-serve-languages.json");
  const run = await runIn(
    dir,
    join(dir, "node_modules/.bin/vitest"),
    [
      "run",
      "--config=vitest.serve.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${report}`,
      // Vitest's full names: "node a fixed corpus of hostile requests '/en/404'".
      `--testNamePattern=^(node|nginx) (a fixed corpus of hostile requests '/${otherLanguage}[/%]|headers everywhere a (page, compressed|calendar feed))`,
    ],
    { NODE_ENV: "" },
  );
  if (!existsSync(report)) return { passed: [], failed: 1, output: run.output };
  const results = (
    JSON.parse(readFileSync(report, "utf8")) as {
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    }
  ).testResults.flatMap((file) => file.assertionResults);
  return {
    passed: results.filter(({ status }) => status === "passed").map(({ fullName }) => fullName),
    failed: results.filter(({ status }) => status === "failed").length + (run.status === 0 ? 0 : 1),
    output: run.output,
  };
}
