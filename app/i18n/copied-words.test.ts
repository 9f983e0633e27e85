/**
 * Tests read the words they check from the messages (app/i18n/<code>.ts), never a copy: a copied
 * text goes on passing after its message changes, and fails in a chapter whose words differ. The
 * one place that pins words is messages.test.ts (the specification's fixed strings). This check
 * reads every test file's string literals and fails on one that is a whole interface text of
 * any language (six characters or more, without placeholders), naming its file, line and key.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
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

/** Every interface text long enough to be a copy, with the key it is the text of. */
function interfaceTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [language, words] of Object.entries(messageFiles)) {
    for (const [key, text] of Object.entries(words ?? {})) {
      if (typeof text === "string" && text.length >= 6 && !text.includes("{{")) {
        texts.set(text, `${language}.${key}`);
      }
    }
  }
  return texts;
}

/** The string literals of a line of code written on one line: "…", '…' and `…` without `${`. */
function literals(line: string): string[] {
  return [...line.matchAll(/(["'`])((?:(?!\1)[^\\]|\\.)*)\1/g)].flatMap(([, quote, body]) =>
    quote === "`" && body!.includes("${") ? [] : [body!],
  );
}

describe("the tests' words", () => {
  it("come from the messages: no test copies an interface text", () => {
    const texts = interfaceTexts();
    const copies = ["app", "tools", "scripts", "tests"]
      .flatMap((folder) => testFiles(join(root, folder)))
      .filter((file) => !file.endsWith(join("i18n", "messages.test.ts")))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => {
            const code = line.trim();
            if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return [];
            return literals(line)
              .filter((literal) => texts.has(literal))
              .map(
                (literal) =>
                  `${relative(root, file)}:${index + 1}: "${literal}" is ${texts.get(literal)}`,
              );
          }),
      );
    expect(copies).toEqual([]);
  });
});
