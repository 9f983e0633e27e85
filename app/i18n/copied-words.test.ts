/**
 * Tests read the words they check from the messages (app/i18n/<code>.ts), never a copy: a copied
 * text goes on passing after its message changes, and fails in a chapter whose words differ. The
 * one place that pins words is messages.test.ts (the specification's fixed strings). This check
 * reads every test file's code (tests/support/copied-words.ts: its strings, templates and regular
 * expressions) and fails on a copy of an interface text of any language, naming its file, line
 * and key.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  copiedWordsIn,
  longWord,
  regexWords,
  textIndex,
  type InterfaceText,
} from "../../tests/support/copied-words";
import { en } from "./en";
import { it as italian } from "./it";
import { messageFiles } from "./messages";
import { pl as polish } from "./pl";

const root = join(import.meta.dirname, "..", "..");

/** Test files of the project: `*.test.ts(x)` and `*.spec.ts`, test data and packages left out. */
function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (["node_modules", "fixtures", "build", ".git", ".react-router"].includes(name)) return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every interface text of every language, with the key it is the text of; English first, so
 * that a text several languages share is named by its English key. */
function interfaceTexts(): InterfaceText[] {
  return Object.entries(messageFiles)
    .sort(([a], [b]) => Number(b === "en") - Number(a === "en"))
    .flatMap(([language, words]) =>
      Object.entries(words ?? {}).flatMap(([key, text]) =>
        typeof text === "string" ? [{ text, key: `${language}.${key}` }] : [],
      ),
    );
}

const texts = textIndex(interfaceTexts());

describe("the tests' words", () => {
  it("come from the messages: no test copies an interface text", () => {
    const copies = ["app", "tools", "scripts", "tests"]
      .flatMap((folder) => testFiles(join(root, folder)))
      .filter((file) => !file.endsWith(join("i18n", "messages.test.ts")))
      .flatMap((file) =>
        copiedWordsIn(readFileSync(file, "utf8"), file, texts).map(
          ({ line, literal, key }) => `${relative(root, file)}:${line}: ${literal} is ${key}`,
        ),
      );
    expect(copies).toEqual([]);
  });

  it("are checked where they are pinned: messages.test.ts holds copies the check finds", () => {
    const pinned = readFileSync(join(import.meta.dirname, "messages.test.ts"), "utf8");
    expect(copiedWordsIn(pinned, "messages.test.ts", texts).map(({ key }) => key)).toEqual(
      expect.arrayContaining(["en.contactus", "en.courses", "it.signUp"]),
    );
  });
});

describe("the check of copied words", () => {
  // Planted in a test's code and looked up in every language's messages, as the check does. The
  // planted code is written with the messages' words, so that this file copies none.
  const keysIn = (code: string) =>
    copiedWordsIn(code, "planted.test.ts", texts).map(({ line, key }) => `${line}: ${key}`);

  it("fails on a regular expression that spells an interface text, with its flags", () => {
    expect(keysIn(`expect(link).toHaveAccessibleName(/^${en.contactus}/);`)).toEqual([
      "1: en.contactus",
    ]);
    expect(keysIn(`const contact = /^${en.contactus}/;`)).toEqual(["1: en.contactus"]);
    expect(keysIn(`\nconst more = /${en.learnMore.toLowerCase()}/i;`)).toEqual(["2: en.learnMore"]);
    // Without the flag, other letters are other words.
    expect(keysIn(`const more = /${en.learnMore.toLowerCase()}/;`)).toEqual([]);
    expect(keysIn(`getByRole("link", { name: /${en.writeAnEmail}$/ });`)).toEqual([
      "1: en.writeAnEmail",
    ]);
  });

  it("fails on the pattern of a new RegExp, a string or a template", () => {
    expect(keysIn(`const contact = new RegExp("^${en.contactus}", "u");`)).toEqual([
      "1: en.contactus",
    ]);
    const learn = en.learnMore.toUpperCase();
    expect(keysIn(`const more = new RegExp(\`^\${title} ${learn}$\`, "i");`)).toEqual([
      "1: en.learnMore",
    ]);
    expect(keysIn(`getByRole("link", { name: new RegExp("^${en.home}$") });`)).toEqual([
      "1: en.home",
    ]);
  });

  it("fails on a short word where the test looks for it on the page", () => {
    expect(keysIn(`getByRole("link", { name: "${en.home}" });`)).toEqual(["1: en.home"]);
    expect(keysIn(`screen.getByText('${en.home}');`)).toEqual(["1: en.home"]);
    expect(keysIn(`expect(nav).toHaveText(/${en.home}/);`)).toEqual(["1: en.home"]);
    expect(keysIn(`expect(badge).toHaveTextContent("${italian.happeningToday}");`)).toEqual([
      "1: it.happeningToday",
    ]);
  });

  it("fails on a one-word text of six letters or more wherever it is all a literal says", () => {
    expect(en.events.length).toBeGreaterThanOrEqual(longWord);
    expect(keysIn(`expect(tabs).toEqual(["${en.events}", "${en.home}"]);`)).toEqual([
      "1: en.events",
    ]);
    expect(keysIn(`expect(label).toMatch(/^${en.events}$/);`)).toEqual(["1: en.events"]);
    expect(keysIn(`const name = \`${italian.signUp}\`;`)).toEqual(["1: it.signUp"]);
  });

  it("fails on a text inside a longer string, at its start or end if short, and filled in", () => {
    expect(keysIn(`const card = "Ada Lovelace President ${en.writeAnEmail}";`)).toEqual([
      "1: en.writeAnEmail",
    ]);
    const shortText: InterfaceText[] = [{ text: polish.aboutus, key: "pl.aboutus" }];
    const short = (code: string) => copiedWordsIn(code, "planted.test.ts", shortText).length;
    expect(short(`const heading = "${polish.aboutus}: zespół";`)).toBe(1);
    expect(short(`const link = "Czytaj ${polish.aboutus}";`)).toBe(1);
    expect(short(`const note = "Czytaj ${polish.aboutus} teraz";`)).toBe(0);
    const filled = en.copyright.replace("{{year}}", "2025").replace("{{chapter}}", "EST Torino");
    expect(keysIn(`expect(t("copyright")).toBe("${filled}");`)).toEqual(["1: en.copyright"]);
    // A template's `${…}` fills a placeholder as well as any word.
    const template = en.copyright.replace("{{year}}", "${year}").replace("{{chapter}}", "EST");
    expect(keysIn(`const line = \`${template}\`;`)).toEqual(["1: en.copyright"]);
  });

  it("leaves ordinary code alone", () => {
    const ordinary = [
      // A short word as data, not as what the page is searched for.
      `const meta = seoMeta({ title: "${en.home}", description: "${en.home}" });`,
      `const labels = { pause: "${en.carouselPause}", play: "${en.carouselPlay}" };`,
      // A word inside another word, a path, a text read from the messages.
      `const path = "/${en.home.toLowerCase()}"; const more = \`\${en.learnMore} Robotics Night\`;`,
      `const courses = new RegExp(\`^\${escaped(en.courses)} ?\${escaped(en.opensInNewTab)}$\`);`,
      // A long word among others in a sentence.
      `const intro = "Our ${en.events.toLowerCase()} and ${en.events} of the year";`,
      // A test's title, and a comment.
      `it("says ${en.contactus} in the bar", () => {}); // ${en.contactus}`,
      // A regular expression with several alternatives, each one word.
      `expect(past).not.toContainText(/book|${en.home}|${en.events}|promo/i);`,
      // Sentences that end like "{{chapter}} events" but are no chapter's name.
      `const intro = "Here in Turin we organise many events";`,
      // Code that is no literal at all.
      `const contactUs = 1 / 2 / 3;`,
    ];
    for (const code of ordinary) expect(keysIn(code), code).toEqual([]);
  });

  it("reads the literal words of a regular expression", () => {
    expect(regexWords(String.raw`^Talks ?\(in English\)$`)).toEqual(["Talks", "(in English)"]);
    expect(regexWords(String.raw`^mailto:[^@\s]+@example\.org$`)).toEqual([
      "mailto:",
      "@example.org",
    ]);
    expect(regexWords(String.raw`\bTRIGGER:-P1D\r\n`)).toEqual(["TRIGGER:-P1D"]);
  });
});
