// `npm run new-chapter`: turns this repository into a new chapter's site (decision 0035). It asks
// for the chapter's name, university, city, country, time zone (proposed from the country),
// languages, brand colour and e-mail address (or takes them as flags: --name, --university,
// --city, --country, --time-zone, --languages en,de, --brand '#0b6e4f', --email, --url, --logo;
// --accent optional; --time-zone, --url and --logo too: the country's zone, a guessed address
// (said so) and a wordmark without them; --yes asks nothing), checks each answer with the schema
// the build uses, then writes a valid site: the identity, starter page texts in each language
// (from scripts/new-chapter-texts.yaml), no example event, person, sponsor or quote, and
// the nightly rebuild's hour for its zone. It deletes every picture of the example chapter, its
// logo included, puts the chapter's logo (the file given, checked as the build checks it, or a
// wordmark drawn from its name and colours) and pictures drawn in its colours in their place
// (decision 0050), and prints what is left to do.
import "../tools/give-site-identity.ts";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { exampleBrand } from "../app/lib/brand.ts";
import { contentLocations, imageFolders } from "../app/config/content-locations.ts";
import { identitySchema } from "../app/lib/identity-schema.ts";
import { knownLanguages } from "../app/config/known-languages.ts";
import { pictureKindOfBytes } from "../app/config/pictures.ts";
import {
  brandPictureSizes,
  brandPictureSvg,
  type BrandPicture,
} from "../app/lib/brand-pictures.ts";
import { wordmarkSvg } from "../app/lib/wordmark.ts";
import { checkSvg } from "../app/server/svg-safety.server.ts";
import { messageFileProblems } from "../app/i18n/message-check.ts";
import { messageFile, messageFiles } from "../app/i18n/messages.ts";
import {
  email as emailField,
  focus,
  identityFigure,
  text as textField,
} from "../app/lib/schema-fields.ts";
import { homePageSchema, partnersPageSchema } from "../app/lib/content-schema.ts";
import { oneLanguageSchema } from "../app/lib/one-language-schema.ts";
import { fieldPath } from "../app/lib/schema-walk.ts";
import { timeZoneProblem } from "../app/lib/time-zones.ts";
import { countries, countryName, findCountry, type Country } from "../app/lib/countries.ts";
import {
  githubPagesAddress,
  guessedRepository,
  guessedSiteAddress,
} from "../app/lib/guessed-addresses.ts";
import { nightlySchedule, scheduleInWords, withNightlySchedule } from "../tools/nightly-rebuild.ts";

const root = process.env.SITE_ROOT ?? process.cwd();
const textsFile = "scripts/new-chapter-texts.yaml";

// ---------------------------------------------------------------------------------------------
// The answers, each checked as the build checks it

interface Answers {
  name: string;
  university: string;
  city: string;
  country: Country;
  timeZone: string;
  languages: string[];
  brand: string;
  email: string;
  url: string;
  logo: Logo;
}

/** The chapter's logo: the file the board gave, as it is published (an SVG as the SVG check
 * writes it again, a PNG as it is), or the wordmark drawn from its name and colours. */
type Logo = { kind: "svg" | "png"; bytes: Buffer; from: string } | { kind: "wordmark" };

/** The logo file the board gives: an SVG the SVG check accepts, or a PNG. */
function logoFile(answer: string): { value: Logo } | { problem: string } {
  const path = answer.trim();
  if (path === "") return { value: { kind: "wordmark" } };
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return { problem: `${path} is no file this can read` };
  }
  const kind = pictureKindOfBytes(bytes.subarray(0, 1024));
  if (kind === "svg") {
    const checked = checkSvg(bytes);
    if (checked.problem !== undefined) return { problem: `${path} ${checked.problem}` };
    return { value: { kind: "svg", bytes: Buffer.from(checked.svg), from: path } };
  }
  if (kind === "png") return { value: { kind: "png", bytes, from: path } };
  return {
    problem: `${path} is ${kind ? `a ${kind.toUpperCase()} file` : "no picture"}: give the logo as SVG or PNG, white on a transparent square`,
  };
}

interface Question {
  flag: keyof Answers;
  prompt: string;
  /** The value, or the reason it is refused. */
  check: (answer: string) => { value: Answers[keyof Answers] } | { problem: string };
  /** The answer proposed from the answers before it: taken when none is given. */
  proposal?: () => string | undefined;
}

/** The first message of a zod check, or the checked value. */
function bySchema<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  input: unknown,
): { value: T } | { problem: string } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { problem: `${where}${issue?.message ?? "is not valid"}` };
}

const questions: Question[] = [
  {
    flag: "name",
    prompt: 'The chapter\'s name, as on its logo (e.g. "EST München")',
    check: (answer) => bySchema(textField, answer),
  },
  {
    flag: "university",
    prompt: 'Its university\'s official name (e.g. "Technische Universität München")',
    check: (answer) => bySchema(textField, answer),
  },
  {
    flag: "city",
    prompt: 'Its city (e.g. "München")',
    check: (answer) => bySchema(textField, answer),
  },
  {
    flag: "country",
    prompt: 'Its country, in English or as its two-letter code (e.g. "Germany" or "DE")',
    check: (answer) => {
      const country = findCountry(answer);
      return country
        ? { value: country }
        : {
            problem: `"${answer.trim()}" is no country of the list (app/lib/countries.ts: ${countries.map((known) => known.code).join(", ")}): write its English name or its two-letter code`,
          };
    },
  },
  {
    flag: "timeZone",
    prompt: "Its time zone, where its events' days and times are local time (e.g. Europe/Berlin)",
    check: (answer) => {
      const problem = timeZoneProblem(answer.trim());
      return problem ? { problem } : { value: answer.trim() };
    },
    proposal: () => (answers.country as Country | undefined)?.timeZone,
  },
  {
    flag: "languages",
    prompt:
      "Its languages, the first at / and the others under /code, separated by commas (e.g. en,de)",
    check: (answer) => {
      const codes = answer
        .split(",")
        .map((code) => code.trim().toLowerCase())
        .filter(Boolean);
      const checked = bySchema(identitySchema.shape.languages, codes);
      if ("problem" in checked) return checked;
      for (const code of codes as (keyof typeof knownLanguages)[]) {
        const problem = interfaceWordsProblem(code);
        if (problem) return { problem };
      }
      return { value: codes };
    },
  },
  {
    flag: "brand",
    prompt: `Its brand colour, written #rrggbb (e.g. ${exampleBrand.primary}): the bar, the bands and the links, with white text on it`,
    check: (answer) => {
      const checked = bySchema(identitySchema.shape.brand, {
        primary: answer.trim(),
        accent: accent,
      });
      return "problem" in checked ? checked : { value: checked.value.primary };
    },
  },
  {
    flag: "email",
    prompt: "Its e-mail address, where visitors, students and companies write",
    check: (answer) => bySchema(emailField, answer),
  },
  {
    flag: "url",
    prompt:
      "The site's address, where it will be published (e.g. https://est-muenchen.github.io/website)",
    check: (answer) => bySchema(identitySchema.shape.url, answer.trim()),
    proposal: () => guessedUrl(),
  },
  {
    flag: "logo",
    prompt:
      "Its logo: the path of an SVG or PNG file, white on a transparent square (Enter: a wordmark drawn from its name and colours)",
    check: (answer) => logoFile(answer),
    proposal: () => "",
  },
];

/** Where the site will live when the board does not say: GitHub Pages' address of this
 * repository (from its git remote), or of a repository named after the chapter (the guesses of
 * app/lib/guessed-addresses.ts, which the to-do list of `npm run check` recognises). */
function guessedUrl(): string | undefined {
  if (typeof answers.name !== "string") return undefined;
  return github ? githubPagesAddress(github.owner, github.name) : guessedSiteAddress(answers.name);
}

function availableLanguages(): string[] {
  return readdirSync(join(root, "app/i18n"))
    .flatMap((name) => /^([a-z]{2})\.ts$/.exec(name)?.[1] ?? [])
    .sort();
}

/** Why a language cannot be one of the site's yet: its file of interface words is missing, or
 * has a text to write (the board writes it: board guide, Languages, "Add a language"). */
function interfaceWordsProblem(code: keyof typeof knownLanguages): string | undefined {
  const name = knownLanguages[code].englishName;
  const file = messageFile(code);
  if (!existsSync(join(root, file))) {
    return `the site has no interface words in ${name} yet (${file}): write them first, as the board guide says (Languages, "Add a language"): npm run new-language -- ${code} writes the file, every text empty under its English, for you to write in ${name}; then run this again. The languages that have them: ${availableLanguages().join(", ")}`;
  }
  const texts = messageFiles[code];
  const [first] = texts ? messageFileProblems(code, texts) : [];
  if (first) {
    return `${file} is not finished: ${first.field}: ${first.message}. Write its texts (board guide: Languages, "Add a language"), then run this again`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Flags and questions

const usage = `Usage: npm run new-chapter -- [--name "EST München"] [--university "Technische Universität München"]
  [--city München] [--country Germany] [--time-zone Europe/Berlin] [--languages en,de]
  [--brand '#0b6e4f'] [--email info@est-muenchen.org] [--accent '#ffd23f']
  [--url https://est-muenchen.github.io/website] [--logo path/to/logo.svg] [--yes]

Replaces the example chapter by yours: writes app/config/identity.yaml and the page texts, removes
the example events, people, sponsors, quotes, pictures and logo, puts your logo (--logo, an
SVG or PNG file; without it a wordmark drawn from the name and colours) and pictures drawn in your
colours in their place, sets the nightly rebuild's hour for the time zone
(.github/workflows/deploy.yml), and prints what is left to do. Asks for what the flags do not
give; with --yes (or without a terminal) it asks nothing, takes the country's time zone without
--time-zone, guesses the address without --url (and says so), draws the wordmark without --logo,
and any other missing flag is an error.`;

const { values: flags } = parseArgs({
  options: {
    name: { type: "string" },
    university: { type: "string" },
    city: { type: "string" },
    country: { type: "string" },
    "time-zone": { type: "string" },
    languages: { type: "string" },
    brand: { type: "string" },
    email: { type: "string" },
    accent: { type: "string" },
    url: { type: "string" },
    logo: { type: "string" },
    yes: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
  strict: true,
});

if (flags.help) {
  console.log(usage);
  process.exit(0);
}

/** The accent colour: the main action's, with dark text on it. The organisation's yellow unless
 * given. */
const accent = flags.accent?.trim() ?? exampleBrand.accent;

const interactive = !flags.yes && stdin.isTTY === true;
const answers: Partial<Record<keyof Answers, unknown>> = {};
/** The questions answered by their proposal, nobody asked (no terminal, or --yes). */
const guessed = new Set<keyof Answers>();
const github = githubRepository();
const problems: string[] = [];

const reader = interactive ? createInterface({ input: stdin, output: stdout }) : undefined;
// Lines read one by one (not readline's question(), which loses lines typed ahead or pasted).
const lines = reader?.[Symbol.asyncIterator]();
async function ask(prompt: string): Promise<string> {
  stdout.write(prompt);
  const line = await lines?.next();
  if (!line || line.done) {
    console.log("\nNothing was written.");
    process.exit(1);
  }
  return String(line.value);
}
/** A question's flag as typed: --time-zone for timeZone. */
const flagName = (flag: keyof Answers) =>
  flag.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

for (const question of questions) {
  let given = flags[flagName(question.flag) as keyof typeof flags] as string | undefined;
  for (;;) {
    const proposed = question.proposal?.();
    if (given === undefined && !reader && proposed !== undefined) {
      given = proposed;
      guessed.add(question.flag);
    }
    if (given === undefined) {
      if (!reader) {
        // The address is guessed from the name: a name refused already says what to fix.
        if (question.flag === "url" && answers.name === undefined) break;
        problems.push(`--${flagName(question.flag)}: is missing (${question.prompt})`);
        break;
      }
      given = await ask(
        proposed ? `${question.prompt} [${proposed}; Enter takes it]: ` : `${question.prompt}: `,
      );
      if (given.trim() === "" && proposed) given = proposed;
    }
    const checked = question.check(given);
    if ("value" in checked) {
      answers[question.flag] = checked.value;
      break;
    }
    if (!reader) {
      problems.push(`--${flagName(question.flag)}: ${checked.problem}`);
      break;
    }
    console.log(`  ${checked.problem}. Try again.`);
    given = undefined;
  }
}

if (problems.length > 0) {
  reader?.close();
  for (const problem of problems) console.error(problem);
  console.error(`Nothing was written. ${usage.split("\n")[0]}`);
  process.exit(1);
}

const chapter = answers as unknown as Answers;

// Where the site will live: given (a flag, or typed or accepted at the prompt), or guessed
// without a word from the board (GitHub Pages' address of this repository, or of one named after
// the chapter), which the output and the to-do list then say.
const url = chapter.url;
const urlGuessed = guessed.has("url");
if (urlGuessed) {
  console.log(
    `No --url given: the site's address is guessed, ${url}${github ? " (GitHub Pages' address of this repository)" : ""}. Write the real one in ${contentLocations.identity} (url) before publishing.`,
  );
}

if (reader) {
  console.log(
    `\nThis replaces the example chapter in ${root} by ${chapter.name}: its identity, page texts, events, team, sponsors, quotes and pictures.`,
  );
  const sure = await ask("Go ahead? (yes/no) ");
  reader.close();
  if (!/^y(es)?$/i.test(sure.trim())) {
    console.log("Nothing was written.");
    process.exit(1);
  }
}

/** owner/name of the repository on GitHub this checkout came from, if it came from GitHub. */
function githubRepository(): { owner: string; name: string } | undefined {
  try {
    const remote = execFileSync("git", ["remote", "get-url", "origin"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const match = /github\.com[:/]([^/\s]+)\/([^/\s]+?)(?:\.git)?$/.exec(remote);
    return match?.[1] && match[2] ? { owner: match[1], name: match[2] } : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The starter texts

/** The starter texts of one language: the fields of the home and partners pages it fills, as
 * their schemas say them in one language, and the figures' labels by the figures' names. */
const homeFields = homePageSchema.shape;
const languageTextsSchema = z.strictObject({
  figures: z.record(z.string(), textField),
  home: oneLanguageSchema(
    homePageSchema
      .pick({
        heading: true,
        intro: true,
        reasons: true,
        joining: true,
        aboutUs: true,
        mission: true,
        vision: true,
        partnerPitch: true,
        whereWeAre: true,
      })
      .extend({
        bannerAlt: homeFields.banner.shape.alt,
        photosAlt: z.array(homeFields.photos.element.shape.alt),
      }),
  ),
  partners: oneLanguageSchema(
    partnersPageSchema.pick({ collaborationsText: true }).extend({
      formats: z.array(
        partnersPageSchema.shape.formats.element.pick({
          title: true,
          description: true,
          gets: true,
        }),
      ),
    }),
  ),
});
type LanguageTexts = z.output<typeof languageTextsSchema>;

/** The starter texts file: the organisation's name and figures (the identity's, without their
 * labels), the pictures the site starts with, and the texts of each language. */
const starterTextsSchema = z.strictObject({
  organisation: identitySchema.shape.organisation.pick({ name: true }).extend({
    figures: z.array(identityFigure.omit({ label: true })),
  }),
  pictures: z.strictObject({
    banner: textField,
    bannerFocus: focus,
    photos: z.array(textField),
  }),
  languages: z.record(z.string(), languageTextsSchema),
});

const starter = ((): z.output<typeof starterTextsSchema> => {
  const read = starterTextsSchema.safeParse(parse(readFileSync(join(root, textsFile), "utf8")));
  if (read.success) return read.data;
  const issue = read.error.issues[0];
  console.error(
    `${textsFile}: ${issue ? `${fieldPath(issue.path)}: ${issue.message}` : "is not valid"}`,
  );
  process.exit(1);
})();
const untranslated = chapter.languages.filter((code) => !starter.languages[code]);
const textsIn = (code: string): LanguageTexts =>
  starter.languages[code] ?? (starter.languages.en as LanguageTexts);

/** A value in every language of the site, from the same place in each language's texts. */
function localized<T>(pick: (texts: LanguageTexts) => T): Record<string, T> {
  return Object.fromEntries(chapter.languages.map((code) => [code, pick(textsIn(code))]));
}

/** The same list in every language, item by item: [{ title: { en, de } }, ...]. */
function itemsOf<T>(list: (texts: LanguageTexts) => T[]): T[][] {
  const first = list(textsIn(chapter.languages[0] as string));
  return first.map((_, index) => chapter.languages.map((code) => list(textsIn(code))[index] as T));
}

const byLanguage = <T>(values: T[]): Record<string, T> =>
  Object.fromEntries(chapter.languages.map((code, index) => [code, values[index] as T]));

const home = {
  heading: localized((texts) => texts.home.heading),
  intro: localized((texts) => texts.home.intro),
  banner: {
    image: starter.pictures.banner,
    focus: starter.pictures.bannerFocus,
    alt: localized((texts) => texts.home.bannerAlt),
  },
  reasons: itemsOf((texts) => texts.home.reasons).map((items) => ({
    title: byLanguage(items.map((item) => item.title)),
    text: byLanguage(items.map((item) => item.text)),
  })),
  joining: {
    cost: localized((texts) => texts.home.joining.cost),
    time: localized((texts) => texts.home.joining.time),
    who: localized((texts) => texts.home.joining.who),
    afterApplying: localized((texts) => texts.home.joining.afterApplying),
  },
  aboutUs: localized((texts) => texts.home.aboutUs),
  figures: starter.organisation.figures.map((figure) => figure.name),
  mission: {
    tagline: localized((texts) => texts.home.mission.tagline),
    summary: localized((texts) => texts.home.mission.summary),
    text: localized((texts) => texts.home.mission.text),
  },
  vision: {
    tagline: localized((texts) => texts.home.vision.tagline),
    summary: localized((texts) => texts.home.vision.summary),
    text: localized((texts) => texts.home.vision.text),
  },
  partnerPitch: localized((texts) => texts.home.partnerPitch),
  whereWeAre: localized((texts) => texts.home.whereWeAre),
  photos: starter.pictures.photos.map((image, index) => ({
    image,
    alt: localized((texts) => texts.home.photosAlt[index] as string),
  })),
};

const partners = {
  collaborationsText: localized((texts) => texts.partners.collaborationsText),
  // No figures yet: the organisation's are the network's, and the page shows the chapter's own
  // (the to-do list asks for them).
  formats: itemsOf((texts) => texts.partners.formats).map((items) => ({
    title: byLanguage(items.map((item) => item.title)),
    description: byLanguage(items.map((item) => item.description)),
    gets: byLanguage(items.map((item) => item.gets)),
  })),
};

/** The logo's file in the identity's folder: the board's, or the wordmark. */
const logoName = chapter.logo.kind === "wordmark" ? "wordmark.svg" : `logo.${chapter.logo.kind}`;

/** A language's locale, for the names Intl gives in it. */
const localeOf = (code: string) => knownLanguages[code as keyof typeof knownLanguages].locale;

const identity = {
  url,
  chapterName: chapter.name,
  languages: chapter.languages,
  timeZone: chapter.timeZone,
  organisation: { name: starter.organisation.name },
  university: { name: chapter.university },
  city: {
    name: Object.fromEntries(chapter.languages.map((code) => [code, chapter.city])),
    country: Object.fromEntries(
      chapter.languages.map((code) => [code, countryName(chapter.country, localeOf(code))]),
    ),
    ...(chapter.country.numeric ? { countryCode: chapter.country.numeric } : {}),
  },
  emails: { general: chapter.email, events: chapter.email, partners: chapter.email },
  figures: starter.organisation.figures.map((figure) => ({
    ...figure,
    label: localized((texts) => texts.figures[figure.name] as string),
  })),
  demonstration: false,
  logo: logoName,
  brand: { primary: chapter.brand, accent },
};

// ---------------------------------------------------------------------------------------------
// Writing the site

const yaml = (data: unknown) => stringify(data, { lineWidth: 100, flowCollectionPadding: false });

function write(path: string, header: string, data: unknown): void {
  writeFileSync(join(root, path), `${header}\n${yaml(data)}`);
}

write(
  contentLocations.identity,
  `# ${chapter.name}'s identity: names, addresses, links, figures and colours (board guide: The identity).
# Written by npm run new-chapter; fields left out (social profiles, the join-us form, the map's
# coordinates...) are on its to-do list: add them here or in the CMS.`,
  identity,
);

const content = contentLocations.content;
write(
  `${content}/pages/home.yaml`,
  "# The home page's texts: starter texts written by npm run new-chapter. Make them yours.",
  home,
);
write(
  `${content}/pages/partners.yaml`,
  "# The partners page's texts: starter texts written by npm run new-chapter. Make them yours.",
  partners,
);
write(`${content}/team.yaml`, "# The board, one card each (board guide: The team).", {
  members: [],
});
write(
  `${content}/sponsors.yaml`,
  "# The sponsors, in the partners page's order (board guide: The sponsors).",
  {
    sponsors: [],
  },
);
write(
  `${content}/quotes.yaml`,
  "# Students' and partners' own words (board guide: The pages' texts and photos).",
  {
    quotes: [],
  },
);

// No example event, nor a picture the new content does not name.
const events = join(root, content, "events");
mkdirSync(events, { recursive: true });
for (const name of readdirSync(events)) {
  if (name.endsWith(".yaml") || name.endsWith(".yml")) rmSync(join(events, name));
}
let removedPictures = 0;
for (const folder of Object.values(imageFolders)) {
  const path = join(root, folder);
  if (!existsSync(path)) continue;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    rmSync(join(path, entry.name));
    removedPictures++;
  }
}

// The chapter's logo: the file given, as checked, or the wordmark, checked as the build will.
const logoBytes =
  chapter.logo.kind === "wordmark"
    ? Buffer.from(wordmarkSvg(chapter.name, accent))
    : chapter.logo.bytes;
if (chapter.logo.kind === "wordmark") {
  const checked = checkSvg(logoBytes);
  if (checked.problem !== undefined) throw new Error(`the wordmark ${checked.problem}`);
}
mkdirSync(join(root, imageFolders.identity), { recursive: true });
writeFileSync(join(root, imageFolders.identity, logoName), logoBytes);

// The home page's pictures: drawings in the chapter's colours, until it has photos.
mkdirSync(join(root, imageFolders.photos), { recursive: true });
const pictureFiles: Record<BrandPicture, string> = {
  banner: starter.pictures.banner,
  "photo-1": starter.pictures.photos[0] as string,
  "photo-2": starter.pictures.photos[1] as string,
};
for (const [picture, name] of Object.entries(pictureFiles) as [BrandPicture, string][]) {
  const { width } = brandPictureSizes[picture];
  await sharp(Buffer.from(brandPictureSvg(picture, { primary: chapter.brand, accent })))
    .resize(width)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(root, imageFolders.photos, name));
}

// Where the CMS saves: this repository when it is on GitHub; its sign-in is set up by hand.
const cmsFile = join(root, contentLocations.cms);
const cms = readFileSync(cmsFile, "utf8")
  .replace(
    /^repository:.*$/m,
    `repository: ${github ? `${github.owner}/${github.name}` : guessedRepository(chapter.name)}`,
  )
  .replace(/^signInUrl:.*\n/m, "");
writeFileSync(cmsFile, cms);

// The nightly rebuild just after midnight in the chapter's time zone (GitHub's schedules are in
// UTC): the workflow's line for that zone.
const workflowFile = join(root, ".github/workflows/deploy.yml");
const schedule = nightlySchedule(chapter.timeZone, new Date().getUTCFullYear());
const workflow = existsSync(workflowFile) ? readFileSync(workflowFile, "utf8") : undefined;
const scheduled =
  workflow && withNightlySchedule(workflow, chapter.timeZone, new Date().getUTCFullYear());
if (scheduled && scheduled !== workflow) writeFileSync(workflowFile, scheduled);
const rebuildSet = scheduled?.includes(`- cron: "${schedule.cron}"`) ?? false;

// ---------------------------------------------------------------------------------------------
// What is left to do

const languageNames = (codes: string[]) =>
  codes.map((code) => knownLanguages[code as keyof typeof knownLanguages].englishName).join(", ");

// What the files themselves say is left (the example's pictures, the guessed addresses, texts to
// translate, links left out, lists with nothing yet) is the to-do list of `npm run check`,
// printed below as it prints it, so that the two never differ. These are steps of setting the
// site up, once, that no file can tell are done.
const once: string[] = [
  ...(!urlGuessed
    ? [
        `Check url in ${contentLocations.identity} (${url}) once the site is published (board guide: Deploying).`,
      ]
    : github
      ? [
          `url in ${contentLocations.identity} is ${url}, this repository's GitHub Pages address: change it if the site goes to Netlify, Cloudflare Pages or a domain of its own (board guide: Deploying).`,
        ]
      : []),
  github
    ? `Set up the CMS's sign-in (developer guide: Setting it up); ${contentLocations.cms} names ${github.owner}/${github.name}.`
    : `Set up the CMS's sign-in once ${contentLocations.cms} names your repository (developer guide: Setting it up).`,
  ...(chapter.logo.kind === "wordmark"
    ? [
        `The logo is a wordmark drawn from your name and colours (${imageFolders.identity}/${logoName}). When you have your own, put it in ${imageFolders.identity}/ (SVG, or PNG), white on a transparent square, and name it in logo in ${contentLocations.identity} (the bar and the footer show it; the favicon, the phones' icons and the social card are drawn from it on your brand colour).`,
      ]
    : []),
  `The home page's pictures are drawings in your colours (${imageFolders.photos}/: ${Object.values(pictureFiles).join(", ")}): replace them by the chapter's photos, and their descriptions in ${content}/pages/home.yaml.`,
  `Read the starter texts of ${content}/pages/home.yaml and partners.yaml and make them yours (what joining costs, how often you meet)${
    untranslated.length > 0
      ? `; in ${languageNames(untranslated)} they are in English until you translate them (the list above names those of each language after the first that are still the first language's)`
      : ""
  }.`,
  `city.name in ${contentLocations.identity} is "${chapter.city}" in every language: write it as each language does.`,
  ...(rebuildSet
    ? []
    : [
        `Rebuild the site every night just after midnight in ${chapter.timeZone} (developer guide: Rebuilding every night): in UTC, cron "${schedule.cron}".`,
      ]),
  `Until links.joinUs names the membership form, "Join us" writes an e-mail to ${chapter.email}; give emails.events and emails.partners other addresses if you have them.`,
];

// The site written is checked as the build will check it, in a process of its own (this one
// read the example's languages when it started); its to-do list follows.
const check = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/check-content.ts"], {
  cwd: root,
  encoding: "utf8",
});
if (check.status !== 0) {
  console.error(
    `${check.stdout}${check.stderr}\nThe site written does not pass the content check (above).`,
  );
  process.exit(1);
}

// Its summary line and its to-do list, as `npm run check` prints them.
const checkLines = check.stdout.trim();

console.log(`\n${chapter.name}'s site is written: ${contentLocations.identity}, ${content}/pages/home.yaml and partners.yaml, with an empty team, sponsors, quotes and events; ${removedPictures} example pictures removed.
The example chapter stays in the template repository you started from (and in this one's git history).
Look at it with npm start (http://localhost:4173), or npm run cms to edit it in the browser.
Its days and times are local time in ${chapter.timeZone}${rebuildSet ? `; it is rebuilt every night at ${scheduleInWords(schedule, chapter.timeZone)} (.github/workflows/deploy.yml)` : ""}.

What is left to do:
${checkLines}
npm run check prints this list again, as it stands, after each change.

Once, as you set the site up:`);
once.forEach((item, index) => console.log(`${String(index + 1).padStart(2)}. ${item}`));
