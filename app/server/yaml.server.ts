/**
 * Reading the board's YAML files: their data, or what is wrong with them in words that name the
 * line and column. YAML 1.2, so dates and times stay texts ("2025-12-05T09:00") and "no" stays a
 * word.
 */
import { readFileSync, statSync } from "node:fs";
import { parseDocument } from "yaml";

export type YamlResult = { ok: true; data: unknown } | { ok: false; problem: string };

/** The largest content file: the longest page's texts are a few kilobytes; pictures have their
 * own folders. */
export const maximumContentFileBytes = 1024 * 1024;

/** How many aliases (`*name`) a file may use: YAML's own limit, against files that expand into
 * millions of values. */
const maximumAliases = 100;

/** The text of a content file, or why it cannot be read: too large, or not saved as UTF-8. */
export function readText(
  path: string,
): { ok: true; text: string } | { ok: false; problem: string } {
  const size = statSync(path).size;
  if (size > maximumContentFileBytes) {
    return {
      ok: false,
      problem: `is ${(size / 1024 / 1024).toFixed(1)} MB: a content file holds at most ${
        maximumContentFileBytes / 1024 / 1024
      } MB of text (pictures go in their own folders)`,
    };
  }
  const bytes = readFileSync(path);
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Where the first byte that is not UTF-8 is: the lenient reading marks it with U+FFFD.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const before = lenient.slice(0, lenient.indexOf("\uFFFD")).split("\n");
    return {
      ok: false,
      problem: `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: is not saved as UTF-8 (the editor's "Save with encoding": UTF-8)`,
    };
  }
}

/** The data of a YAML text, or its first syntax mistake, e.g. "line 4, column 3: ...". */
export function parseYaml(source: string): YamlResult {
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    const position = error.linePos?.[0];
    const where = position ? `line ${position.line}, column ${position.col}: ` : "";
    const message = error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, "");
    return { ok: false, problem: `${where}${message} (YAML syntax)` };
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: maximumAliases });
  } catch (error) {
    const tooMany = /alias count/i.test((error as Error).message);
    return {
      ok: false,
      problem: tooMany
        ? `repeats its aliases (*name) too often: write the values out (YAML)`
        : `cannot be read: ${(error as Error).message.split("\n")[0]} (YAML)`,
    };
  }
  if (data === null || data === undefined) return { ok: false, problem: "is empty" };
  return { ok: true, data };
}
