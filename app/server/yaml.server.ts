/**
 * Reading the board's YAML files: their data, or what is wrong with them in words that name the
 * line and say what to do. YAML 1.2, so dates and times stay texts ("2025-12-05T09:00") and "no"
 * stays a word.
 */
import { parseDocument, type YAMLError } from "yaml";

export type YamlResult = { ok: true; data: unknown } | { ok: false; problem: string };

/** How many aliases (`*name`) a file may use: YAML's own limit, against files that expand into
 * millions of values. */
const maximumAliases = 100;

/** The data of a YAML text, or its first syntax mistake, e.g. "line 4, column 3: ...". */
export function parseYaml(source: string): YamlResult {
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) return { ok: false, problem: explainYamlError(error, source) };
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

/** A line of the file, split where its value starts: `  en: Student` → `  en: ` and `Student`. */
interface SourceLine {
  /** 1-based. */
  number: number;
  text: string;
  /** Spaces before the first character. */
  indent: number;
  /** Up to the value: `  en: `, `  - `, `  - en: `; empty for a line that is all value. */
  head: string;
  value: string;
}

function sourceLine(lines: readonly string[], number: number): SourceLine | undefined {
  const text = lines[number - 1];
  if (text === undefined) return undefined;
  const [, head = "", value = text] =
    /^(\s*(?:-\s+)*(?:[^\s"'#[{][^:#]*?:\s+)?(?:-\s+)*)(.*)$/.exec(text) ?? [undefined, "", text];
  return { number, text, indent: text.length - text.trimStart().length, head, value };
}

/** A value in quotes that YAML reads as it is written: double quotes unless it holds some. */
export function quotedValue(value: string): string {
  if (!/["\\]/.test(value)) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The line written again with its value in quotes, as a board member would fix it. */
function withQuotes(line: SourceLine): string {
  return `${line.head.trimStart()}${quotedValue(line.value.trimEnd())}`;
}

/** Characters YAML reads as the start of something other than text. */
const openers: Record<string, string> = {
  '"': "a text in quotes",
  "'": "a text in quotes",
  "[": "a list, closed by ]",
  "{": "a group of fields, closed by }",
  "@": "a character YAML keeps for itself",
  "`": "a character YAML keeps for itself",
  "%": "a line for YAML itself",
  "*": "a reference to another value (*name)",
  "&": "a name for this value (&name)",
  "!": "a type for this value (!type)",
  "|": "a text on the following lines",
  ">": "a text on the following lines",
  "?": "the mark of a field's name",
};

/** The nearest line at or above `from` whose value starts with one of `characters`. */
function lineStartingWith(
  lines: readonly string[],
  from: number,
  characters: string,
): SourceLine | undefined {
  for (let number = Math.min(from, lines.length); number >= 1; number--) {
    const line = sourceLine(lines, number);
    if (line && line.value !== "" && characters.includes(line.value[0] ?? "")) return line;
  }
  return undefined;
}

/** What a value starting with a character YAML reads otherwise is, and how to fix it. */
function startsWithMark(line: SourceLine): string {
  const mark = line.value[0] ?? "";
  return `line ${line.number}: the value starts with ${mark}, which YAML reads as ${
    openers[mark] ?? "something other than text"
  }: put quotes around the whole value, like this: ${withQuotes(line)}`;
}

/**
 * A YAML syntax error in words a board member knows: where, what YAML understood, and what to
 * change (most often: quotes around a value holding ": ", or indentation by spaces).
 */
export function explainYamlError(error: YAMLError, source: string): string {
  const lines = source.split(/\r?\n/);
  const start = error.linePos?.[0] ?? { line: 1, col: 1 };
  const here = sourceLine(lines, start.line);
  const message = error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, "");
  const where = `line ${start.line}, column ${start.col}`;
  const said = (words: string) => `${words} (YAML syntax)`;
  if (!here) return said(`${where}: ${message}`);

  switch (error.code) {
    case "TAB_AS_INDENT":
      return said(
        `line ${start.line}: starts with a tab: indent with spaces only, two more for each level (most editors: "Convert indentation to spaces")`,
      );
    case "DUPLICATE_KEY": {
      const key = /^\s*(?:-\s+)?([^:]+):/.exec(here.text)?.[1]?.trim();
      return said(
        `line ${start.line}: ${key ? `"${key}" is` : "this field is"} written twice in the same group: keep one of them`,
      );
    }
    case "MULTIPLE_DOCS":
      return said(
        `line ${start.line}: "---" starts a second document, and a content file holds one: remove that line`,
      );
    case "BAD_SCALAR_START":
    case "BAD_ALIAS":
      return said(startsWithMark(here));
    case "BAD_INDENT":
      if (/end with a [\]}]/.test(message)) {
        const opened = lineStartingWith(lines, start.line, "[{");
        if (opened) return said(startsWithMark(opened));
      }
      return said(
        `line ${start.line}: is not indented like the fields beside it: fields of one group start at the same column, and a field inside another starts two spaces further (count the spaces)`,
      );
    case "MISSING_CHAR": {
      const quote = /Missing closing (["'])/.exec(message)?.[1];
      if (quote) {
        const opened = lineStartingWith(lines, start.line, quote) ?? here;
        return said(
          `line ${opened.number}: the value opens a quote (${quote}) that nothing closes: add the closing ${quote} at its end${
            quote === "'"
              ? `, or, if the ' belongs to the text, put the whole value in double quotes: ${withQuotes(opened)}`
              : ""
          }`,
        );
      }
      return said(notAField(here));
    }
    case "MULTILINE_IMPLICIT_KEY":
      return said(notAField(here));
    case "BLOCK_AS_IMPLICIT_KEY":
      if (/Nested mappings/.test(message)) return said(colonInValue(lines, here, start.col));
      return said(
        `line ${start.line}: is not indented like the lines beside it: items of one list start with "- " at the same column (count the spaces)`,
      );
    case "UNEXPECTED_TOKEN": {
      const opened = lineStartingWith(lines, start.line, "\"'[{*&!|>");
      if (opened?.number === start.line) return said(startsWithMark(opened));
      return said(`${where}: ${message}: put quotes around the value on this line`);
    }
    default:
      return said(`${where}: ${message}`);
  }
}

/** A line that is neither `name: value` nor the continuation of a value above it. */
function notAField(line: SourceLine): string {
  return `line ${line.number}: is not "name: value": add the colon and a space after the field's name, or, if the line continues the text above, indent it further than that field's name`;
}

/**
 * "Nested mappings are not allowed in compact mappings": a value holds ": " (YAML reads a new
 * field there), on its own line or on a line that continues it, or a line is indented further
 * than the field above it and so reads as part of its value.
 */
function colonInValue(lines: readonly string[], line: SourceLine, column: number): string {
  if (/^\?(\s|$)/.test(line.value)) return startsWithMark(line);
  const rest = line.text.slice(column - 1);
  if (/:(\s|$)/.test(rest)) {
    return `line ${line.number}: the value holds ": " (a colon and a space), where YAML starts a new field: put quotes around a value containing ": ", like this: ${withQuotes(line)}`;
  }
  for (let number = line.number + 1; number <= lines.length; number++) {
    const next = sourceLine(lines, number);
    if (!next || next.text.trim() === "") continue;
    if (next.indent <= line.indent) break;
    if (/:(\s|$)/.test(next.text)) {
      return `line ${number}: is indented further than line ${line.number}, so YAML reads it as part of that value, and its ": " as a new field: if it is a field of its own, start it at the same column as the field on line ${line.number}; if it belongs to the text, put quotes around the whole value`;
    }
  }
  return `line ${line.number}: the value holds ": " (a colon and a space), where YAML starts a new field: put quotes around a value containing ": "`;
}
