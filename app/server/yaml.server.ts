/**
 * Reading the board's YAML files: their data, or what is wrong with them in words that name the
 * line and column. YAML 1.2, so dates and times stay texts ("2025-12-05T09:00") and "no" stays a
 * word.
 */
import { parseDocument } from "yaml";

export type YamlResult = { ok: true; data: unknown } | { ok: false; problem: string };

/** How many aliases (`*name`) a file may use: YAML's own limit, against files that expand into
 * millions of values. */
const maximumAliases = 100;

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
