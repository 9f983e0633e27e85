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
import { copiedWordsIn, regexWords, type InterfaceText } from "../../tests/support/copied-words";
import { en } from "./en";
import { messageFiles } from "./messages";

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

/** Every interface text of every language, with the key it is the text of. */
function interfaceTexts(): InterfaceText[] {
  return Object.entries(messageFiles).flatMap(([language, words]) =>
    Object.entries(words ?? {}).flatMap(([key, text]) =>
      typeof text === "string" ? [{ text, key: `${language}.${key}` }] : [],
    ),
  );
}

describe("the tests' words", () => {
  it("come from the messages: no test copies an interface text", () => {
    const texts = interfaceTexts();
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
});

describe("the check of copied words", () => {
  // The planted tests are written with the messages' words, so that this file copies none.
  const texts: InterfaceText[] = [
    { text: en.contactus, key: "en.contactus" },
    { text: en.learnMore, key: "en.learnMore" },
    { text: en.home, key: "en.home" },
    { text: en.writeAnEmail, key: "en.writeAnEmail" },
    { text: en.copyright, key: "en.copyright" },
    { text: en.calendarName, key: "en.calendarName" },
  ];
  const keysIn = (code: string) =>
    copiedWordsIn(code, "planted.test.ts", texts).map(({ line, key }) => `${line}: ${key}`);

  it("finds a regular expression that spells an interface text, with its flags", () => {
    expect(keysIn(`expect(link).toHaveAccessibleName(/^${en.contactus}/);`)).toEqual([
      "1: en.contactus",
    ]);
    expect(keysIn(`\nconst more = /${en.learnMore.toLowerCase()}/i;`)).toEqual(["2: en.learnMore"]);
    // Without the flag, other letters are other words.
    expect(keysIn(`const more = /${en.learnMore.toLowerCase()}/;`)).toEqual([]);
    expect(keysIn(`getByRole("link", { name: /${en.writeAnEmail}$/ });`)).toEqual([
      "1: en.writeAnEmail",
    ]);
  });

  it("finds a short word where the test looks for it on the page", () => {
    expect(keysIn(`getByRole("link", { name: "${en.home}" });`)).toEqual(["1: en.home"]);
    expect(keysIn(`screen.getByText('${en.home}');`)).toEqual(["1: en.home"]);
    expect(keysIn(`expect(nav).toHaveText(/${en.home}/);`)).toEqual(["1: en.home"]);
  });

  it("finds a text inside a longer string, and a text with its placeholders filled", () => {
    expect(keysIn(`const card = "Ada Lovelace President ${en.writeAnEmail}";`)).toEqual([
      "1: en.writeAnEmail",
    ]);
    const filled = en.copyright.replace("{{year}}", "2025").replace("{{chapter}}", "EST Torino");
    expect(keysIn(`expect(t("copyright")).toBe("${filled}");`)).toEqual(["1: en.copyright"]);
  });

  it("leaves ordinary code alone", () => {
    const ordinary = [
      // A short word as data, not as what the page is searched for.
      `const meta = seoMeta({ title: "${en.home}", description: "${en.home}" });`,
      // A word inside another word, a path, a text read from the messages.
      `const path = "/${en.home.toLowerCase()}"; const more = \`\${en.learnMore} Robotics Night\`;`,
      // A test's title, and a comment.
      `it("says ${en.contactus} in the bar", () => {}); // ${en.contactus}`,
      // A regular expression with several alternatives, each a short word.
      `expect(past).not.toContainText(/book|${en.home}|promo/i);`,
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
