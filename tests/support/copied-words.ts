/**
 * Finds the interface texts a test's code copies instead of reading them from the messages
 * (app/i18n/copied-words.test.ts runs it over every test file). The code is read by TypeScript's
 * parser, so comments are left out and every string, template and regular expression literal is
 * seen whole, whatever line it spans. A literal is a copy when:
 *
 * - it is an interface text, however short ("Home", "Oggi"), or a text with placeholders filled
 *   in ("© 2025 Chapter. All rights reserved.") whose own words are long enough to say it;
 * - it holds a long interface text (six characters or more) as whole words: "Marco Esposito
 *   Secretary Write an e-mail";
 * - it is a regular expression whose literal words are one of those, with its flags: `/^Contact
 *   us/`, `/Learn more/i`, `/^Courses ?\(opens in a new tab\)$/`.
 *
 * A test's title (the first argument of `describe`, `it`, `test` and their steps) is prose about
 * the test, never a copy; nor is an import's path.
 */
import ts from "typescript";

/** An interface text, with where it comes from ("en.contactus"). */
export interface InterfaceText {
  text: string;
  key: string;
}

/** A copy found: its line (1-based), the literal as written and the text it copies. */
export interface CopiedWords {
  line: number;
  literal: string;
  key: string;
}

/** Texts at least this long, of two words or more, are found inside a longer literal too. */
const longText = 6;

/** A filled text is a copy when the words around its placeholders are two words or more, at
 * least this long, and each placeholder holds at most four words (not any sentence ending in
 * "events", which "{{chapter}} events" would match). */
const filledWords = 6;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Letters and digits of any script: a text found inside a literal must stand as whole words. */
const wordCharacter = /[\p{L}\p{N}]/u;

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** A matcher of one interface text: whole, inside a literal, or as a pattern of a filled text. */
interface TextMatcher {
  key: string;
  text: string;
  /** Long and of several words: found inside a longer literal, and anywhere in the code. */
  phrase: boolean;
  /** The text with its placeholders filled by a few words (null for a text without any). */
  filled: RegExp | null;
}

function matchers(texts: readonly InterfaceText[]): TextMatcher[] {
  return texts.flatMap(({ text, key }): TextMatcher[] => {
    if (!text.trim()) return [];
    const parts = text.split(/\{\{\s*[\w.]+\s*\}\}/);
    if (parts.length === 1) {
      const phrase = text.length >= longText && wordsOf(text).length >= 2;
      return [{ key, text, phrase, filled: null }];
    }
    const own = parts.join(" ");
    if (own.trim().length < filledWords || wordsOf(own).length < 2) return [];
    const pattern = parts.map(escape).join("(?:\\S+\\s+){0,3}\\S+");
    return [{ key, text, phrase: true, filled: new RegExp(`^${pattern}$`, "u") }];
  });
}

/** Where `text` stands inside `literal` as whole words (not "Events" in "EventsList"). */
function holdsAsWords(literal: string, text: string, ignoreCase: boolean): boolean {
  const haystack = ignoreCase ? literal.toLowerCase() : literal;
  const needle = ignoreCase ? text.toLowerCase() : text;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = literal[at - 1] ?? "";
    const after = literal[at + text.length] ?? "";
    const edgeBefore = !wordCharacter.test(text[0]!) || !wordCharacter.test(before);
    const edgeAfter = !wordCharacter.test(text.at(-1)!) || !wordCharacter.test(after);
    if (edgeBefore && edgeAfter) return true;
  }
  return false;
}

/**
 * The interface text some words copy, if any. A phrase is found anywhere; a single word or a
 * short text ("Home", "Today", "Oggi", "APPLY") only where the words are what the test looks for
 * on the page (`onPage`), whole: elsewhere such a word is as likely data or an ordinary string.
 */
function copiedText(
  words: string,
  all: readonly TextMatcher[],
  { ignoreCase = false, onPage = false } = {},
): TextMatcher | undefined {
  const same = (a: string, b: string) =>
    ignoreCase ? a.toLowerCase() === b.toLowerCase() : a === b;
  return (
    all.find(
      (matcher) => !matcher.filled && (matcher.phrase || onPage) && same(words, matcher.text),
    ) ??
    all.find(
      (matcher) =>
        !matcher.filled && matcher.phrase && holdsAsWords(words, matcher.text, ignoreCase),
    ) ??
    all.find((matcher) => matcher.filled?.test(words))
  );
}

/**
 * The literal words of a regular expression: its runs of characters that match themselves,
 * escapes read (`\(` is "("), split wherever the pattern does something else (a class, a
 * group, an alternative, an optional character). Anchors (^, $, \b) only end a run.
 */
export function regexWords(source: string): string[] {
  const runs: string[] = [];
  let run = "";
  const end = () => {
    if (run) runs.push(run);
    run = "";
  };
  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    const next = source[index + 1];
    if (character === "\\") {
      index++;
      if (next !== undefined && /[^\w]/.test(next)) run += next;
      else end(); // \b, \d, \s, \n, \p{…}: not a character of its own
      continue;
    }
    if (next !== undefined && "?*{+".includes(next) && !"\\()[]|".includes(character)) {
      // A quantifier's character may be missing (?, *, {0,}) or repeated (+): it ends the run.
      if (next === "+") run += character;
      end();
      continue;
    }
    if ("^$|()[].+*?{}".includes(character)) {
      end();
      if (character === "[") {
        // Skip the class.
        while (index < source.length && source[index] !== "]") {
          if (source[index] === "\\") index++;
          index++;
        }
      } else if (character === "{") {
        while (index < source.length && source[index] !== "}") index++;
      }
      continue;
    }
    run += character;
  }
  end();
  return runs.map((words) => words.trim()).filter(Boolean);
}

const titleCallees = new Set(["describe", "it", "test", "step", "each", "skip", "only", "todo"]);

/** What a test calls to find or check a text on the page: the argument is the page's words. */
const pageTextCallees =
  /^((get|query|find)(All)?By(Text|LabelText|Label|Title|Placeholder|PlaceholderText|AltText|DisplayValue)|toHaveText|toContainText|toHaveTextContent|toHaveAccessibleName|toHaveAccessibleDescription|toHaveTitle)$/;

/** The name a call calls: `it` of `it(…)`, `step` of `test.step(…)`, `each` of `it.each(…)(…)`. */
function calleeName(call: ts.CallExpression): string {
  let callee: ts.Expression = call.expression;
  if (ts.isCallExpression(callee)) callee = callee.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
}

/** Whether a literal is a test's title: the first argument of `it(…)`, `test.describe(…)`… */
function isTestTitle(node: ts.Node): boolean {
  const call = node.parent;
  return (
    !!call &&
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    titleCallees.has(calleeName(call))
  );
}

/** Whether a literal is words the test looks for on the page: `getByText("Today")`,
 * `{ name: "Home" }`, `toHaveText(/^Learn More/)`. */
function isPageText(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ts.isIdentifier(parent.name) && parent.name.text === "name";
  }
  return ts.isCallExpression(parent) && pageTextCallees.test(calleeName(parent));
}

/** The copies of interface texts in one file's code. */
export function copiedWordsIn(
  code: string,
  fileName: string,
  texts: readonly InterfaceText[],
): CopiedWords[] {
  const all = matchers(texts);
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const copies: CopiedWords[] = [];
  const found = (node: ts.Node, match: TextMatcher | undefined) => {
    if (!match) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    copies.push({ line: line + 1, literal: node.getText(source), key: match.key });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isTestTitle(node)) {
        found(node, copiedText(node.text, all, { onPage: isPageText(node) }));
      }
    } else if (ts.isRegularExpressionLiteral(node)) {
      const [, pattern = "", flags = ""] = /^\/(.*)\/(\w*)$/s.exec(node.text) ?? [];
      const runs = regexWords(pattern);
      const options = {
        ignoreCase: flags.includes("i"),
        // A short word counts only as the whole of what the expression looks for.
        onPage: runs.length === 1 && isPageText(node),
      };
      found(
        node,
        runs.map((words) => copiedText(words, all, options)).find((match) => match !== undefined),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return copies;
}
