/**
 * Finds the interface texts a test's code copies instead of reading them from the messages
 * (app/i18n/copied-words.test.ts runs it over every test file). The code is read by TypeScript's
 * parser, so comments are left out and every string, template and regular expression literal is
 * seen whole, whatever line it spans; so is the pattern of `new RegExp("…")`. A literal is a copy
 * when:
 *
 * - it is an interface text of two words or more ("Learn more", "O nas"), or a text with its
 *   placeholders filled in ("© 2025 Chapter. All rights reserved.") whose own words are long
 *   enough to say it;
 * - it holds a long interface text (six characters or more, two words or more) as whole words,
 *   "Marco Esposito Secretary Write an e-mail", or begins or ends with a shorter one;
 * - it is a one-word interface text of `longWord` letters or more ("Events", "Oggi" is not), or
 *   any interface text, however short, where the test looks for it on the page ("Home" in
 *   `{ name: "Home" }`, `getByText`, `toHaveText`…);
 * - it is a regular expression whose literal words are one of those, with its flags: `/^Contact
 *   us/`, `/Learn more/i`, `/^Courses ?\(opens in a new tab\)$/`; a single word only where it is
 *   all the expression looks for (`/^Today$/`), never one of its alternatives (`/a|Today|b/`).
 *
 * A template's `${…}` stands for one word: `${year} Chapter. All rights reserved.` is a filled
 * text too. A test's title (the first argument of `describe`, `it`, `test` and their steps) is
 * prose about the test, never a copy; nor is an import's path.
 *
 * The texts are looked up, not searched for: a literal's whole words in a map of the texts, and
 * each of its words in a map of the texts that begin with that word.
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

/** A literal that is exactly a one-word text of at least this many letters is a copy wherever it
 * stands. Shorter words ("Home", "Oggi", "Menu", "Cost") are as likely a test's data, and count
 * only where the test looks for them on the page. Read over every test file: from six letters on,
 * it finds the words messages.test.ts pins ("Events", "Collaborazioni", "ISCRIVITI!") and nothing
 * else; from five, it would take a component's own labels ("Pause", "Close") and a slug ("About")
 * for copies. */
export const longWord = 6;

/** A filled text is a copy when the words around its placeholders are two words or more, at
 * least this long, and each placeholder holds at most four words (not any sentence ending in
 * "events", which "{{chapter}} events" would match). */
const filledWords = 6;

/** What a template's `${…}` is read as: one word that is in no interface text. */
const substitution = "\uE000";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Letters and digits of any script: a text found inside a literal must stand as whole words. */
const wordCharacter = /[\p{L}\p{N}]/u;
const wordRuns = /[\p{L}\p{N}]+/gu;

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => wordCharacter.test(word));
const lettersOf = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** One interface text, as the lookups need it. */
interface TextMatcher {
  key: string;
  text: string;
  /** How `text` is found: whole only (one word); also inside a longer literal (a long text of
   * several words); also at a literal's start or end (a short one); or as a filled pattern. */
  kind: "word" | "phrase" | "short phrase" | "filled";
  /** Where the first word of `text` begins in it ("(opens in…" → 1). */
  firstWordAt: number;
  /** The text with its placeholders filled by a few words (for a filled text), without and with
   * case folded. */
  filled?: readonly [RegExp, RegExp];
}

/** The interface texts, ready to be looked up: by their whole words, and by their first word
 * (`textIndex`, made once for the check of many files). */
export interface TextIndex {
  whole: Map<string, TextMatcher>;
  wholeFolded: Map<string, TextMatcher>;
  /** Texts of several words and filled texts, by their first word (of their own words, for a
   * filled text), case folded. */
  byFirstWord: Map<string, TextMatcher[]>;
}

function matcherOf({ text, key }: InterfaceText): TextMatcher | undefined {
  if (!text.trim()) return undefined;
  const parts = text.split(/\{\{\s*[\w.]+\s*\}\}/);
  if (parts.length === 1) {
    const several = wordsOf(text).length >= 2;
    const kind = !several ? "word" : text.length >= longText ? "phrase" : "short phrase";
    return { key, text, kind, firstWordAt: text.search(wordCharacter) };
  }
  const own = parts.join(" ");
  if (own.trim().length < filledWords || wordsOf(own).length < 2) return undefined;
  const pattern = `^${parts.map(escape).join("(?:\\S+\\s+){0,3}\\S+")}$`;
  const filled = [new RegExp(pattern, "u"), new RegExp(pattern, "iu")] as const;
  return { key, text: own, kind: "filled", firstWordAt: own.search(wordCharacter), filled };
}

export function textIndex(texts: readonly InterfaceText[]): TextIndex {
  const index: TextIndex = { whole: new Map(), wholeFolded: new Map(), byFirstWord: new Map() };
  for (const text of texts) {
    const matcher = matcherOf(text);
    if (!matcher) continue;
    if (matcher.kind !== "filled") {
      const whole = matcher.text.trim();
      if (!index.whole.has(whole)) index.whole.set(whole, matcher);
      if (!index.wholeFolded.has(whole.toLowerCase())) {
        index.wholeFolded.set(whole.toLowerCase(), matcher);
      }
    }
    if (matcher.kind === "word") continue;
    const first = matcher.text.slice(matcher.firstWordAt).match(wordRuns)?.[0]?.toLowerCase();
    if (first) index.byFirstWord.set(first, [...(index.byFirstWord.get(first) ?? []), matcher]);
  }
  return index;
}

/** Whether `text` stands at `at` in `literal` as whole words (not "Events" in "EventsList"). */
function standsAt(literal: string, text: string, at: number, ignoreCase: boolean): boolean {
  if (at < 0) return false;
  const there = literal.slice(at, at + text.length);
  if (ignoreCase ? there.toLowerCase() !== text.toLowerCase() : there !== text) return false;
  const before = literal[at - 1] ?? "";
  const after = literal[at + text.length] ?? "";
  const edgeBefore = !wordCharacter.test(text[0]!) || !wordCharacter.test(before);
  const edgeAfter = !wordCharacter.test(text.at(-1)!) || !wordCharacter.test(after);
  return edgeBefore && edgeAfter;
}

interface Reading {
  /** The words are a regular expression's with the `i` flag. */
  ignoreCase?: boolean;
  /** The words are what the test looks for on the page. */
  onPage?: boolean;
  /** The words are all a literal says (not one of a regular expression's several runs). */
  alone?: boolean;
}

/** The interface text some words copy, if any. */
function copiedText(
  words: string,
  index: TextIndex,
  { ignoreCase = false, onPage = false, alone = true }: Reading = {},
): TextMatcher | undefined {
  const trimmed = words.trim();
  const whole = ignoreCase
    ? index.wholeFolded.get(trimmed.toLowerCase())
    : index.whole.get(trimmed);
  if (whole) {
    if (whole.kind !== "word" || onPage) return whole;
    if (alone && lettersOf(whole.text) >= longWord) return whole;
  }
  const start = words.length - words.trimStart().length;
  for (const run of words.matchAll(wordRuns)) {
    for (const matcher of index.byFirstWord.get(run[0].toLowerCase()) ?? []) {
      if (matcher.kind === "filled") {
        if (matcher.filled![ignoreCase ? 1 : 0].test(trimmed)) return matcher;
        continue;
      }
      const at = run.index - matcher.firstWordAt;
      if (!standsAt(words, matcher.text, at, ignoreCase)) continue;
      if (matcher.kind === "phrase") return matcher;
      if (at === start || at + matcher.text.length === start + trimmed.length) return matcher;
    }
  }
  return undefined;
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
function calleeName(call: ts.CallExpression | ts.NewExpression): string {
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
 * `{ name: "Home" }`, `toHaveText(/^Learn More/)`, and a `new RegExp` made of it there. */
function isPageText(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isNewExpression(parent) && calleeName(parent) === "RegExp") return isPageText(parent);
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ts.isIdentifier(parent.name) && parent.name.text === "name";
  }
  return ts.isCallExpression(parent) && pageTextCallees.test(calleeName(parent));
}

/** The text of a string or template literal, each `${…}` read as one word of no text. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return undefined;
  return node.templateSpans.reduce(
    (text, span) => text + substitution + span.literal.text,
    node.head.text,
  );
}

/** The pattern and flags of a regular expression literal, or of `new RegExp("…", "i")`. */
function regularExpression(node: ts.Node): { pattern: string; flags: string } | undefined {
  if (ts.isRegularExpressionLiteral(node)) {
    const [, pattern = "", flags = ""] = /^\/(.*)\/(\w*)$/s.exec(node.text) ?? [];
    return { pattern, flags };
  }
  if (!ts.isNewExpression(node) || calleeName(node) !== "RegExp") return undefined;
  const [patternArgument, flagsArgument] = node.arguments ?? [];
  const pattern = patternArgument && literalText(patternArgument);
  if (pattern === undefined) return undefined;
  return { pattern, flags: (flagsArgument && literalText(flagsArgument)) ?? "" };
}

/** The copies of interface texts in one file's code, looked up in `texts`. */
export function copiedWordsIn(
  code: string,
  fileName: string,
  texts: readonly InterfaceText[] | TextIndex,
): CopiedWords[] {
  const index = Array.isArray(texts) ? textIndex(texts) : (texts as TextIndex);
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const copies: CopiedWords[] = [];
  const found = (node: ts.Node, match: TextMatcher | undefined) => {
    if (!match) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    copies.push({ line: line + 1, literal: node.getText(source), key: match.key });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const expression = regularExpression(node);
    if (expression) {
      const runs = regexWords(expression.pattern);
      const reading = {
        ignoreCase: expression.flags.includes("i"),
        onPage: isPageText(node),
        alone: runs.length === 1,
      };
      const match = runs
        .map((words) =>
          copiedText(words, index, { ...reading, onPage: reading.onPage && reading.alone }),
        )
        .find((copy) => copy !== undefined);
      found(node, match);
      // The pattern's literal is read as a pattern, never again as words; what fills it is code.
      if (ts.isNewExpression(node)) {
        const [pattern, ...rest] = node.arguments ?? [];
        if (pattern && ts.isTemplateExpression(pattern)) {
          pattern.templateSpans.forEach((span) => visit(span.expression));
        }
        rest.forEach(visit);
      }
      return;
    }
    const text = literalText(node);
    if (text !== undefined && !isTestTitle(node)) {
      found(node, copiedText(text, index, { onPage: isPageText(node) }));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return copies;
}
