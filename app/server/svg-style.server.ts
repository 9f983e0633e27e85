/**
 * The styles of an SVG from content (a `style` attribute, a `<style>` element, a presentation
 * attribute such as `fill`), read by a grammar of what a picture's style needs and written again
 * from what was read (server/svg-safety.server.ts publishes only that).
 *
 * What a style can do beyond painting is load another file (`url(…)`, `@import`, `image-set(…)`)
 * or hide such a thing from a check (escapes such as `\75 rl(`, comments inside a name). So: no
 * escape at all, no at-rule but `@media`, no function but colours, transforms and `url(#id)` (a
 * part of the same file); anything else is told, in a few words, to the caller's `hazards`.
 */

/** Functions a picture's style may call: colours and transforms. `url` is read on its own. */
const allowedFunctions = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "matrix",
  "translate",
  "translatex",
  "translatey",
  "scale",
  "scalex",
  "scaley",
  "rotate",
  "skewx",
  "skewy",
]);

const shown = (text: string) => {
  const compact = text.replace(/\s+/g, " ").trim();
  return compact.length > 50 ? `${compact.slice(0, 50)}…` : compact;
};

/** The pieces of a value, each matched at the scanner's position (sticky). */
const tokens = {
  space: /\s+/y,
  string: /"[^"\n\r\\]*"|'[^'\n\r\\]*'/y,
  number: /[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?:%|[a-zA-Z]+)?/y,
  hash: /#[\w\-\u00a0-\uffff]+/y,
  ident: /-{0,2}[a-zA-Z_\u00a0-\uffff][\w\-\u00a0-\uffff]*/y,
  important: /!\s*important\b/iy,
  separator: /[,/]/y,
} as const;

type Reading = { text: string } | { hazard: string };

/** A string written with double quotes where it holds none, else with single ones. */
const requoted = (string: string) => {
  const inner = string.slice(1, -1);
  return inner.includes('"') ? `'${inner}'` : `"${inner}"`;
};

class ValueScanner {
  position = 0;
  constructor(readonly text: string) {}

  match(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text)?.[0];
    if (found !== undefined) this.position += found.length;
    return found;
  }

  /** Pieces up to the end, or up to a `)` when inside a function. */
  read(insideFunction: boolean): Reading {
    const parts: string[] = [];
    let spaced = false;
    const push = (part: string) => {
      if (spaced && parts.length > 0) parts.push(" ");
      spaced = false;
      parts.push(part);
    };
    while (this.position < this.text.length) {
      if (this.match(tokens.space)) {
        spaced = true;
        continue;
      }
      if (this.text[this.position] === ")") {
        if (insideFunction) return { text: parts.join("") };
        return { hazard: this.unreadable() };
      }
      const string = this.match(tokens.string);
      if (string !== undefined) {
        push(requoted(string));
        continue;
      }
      const number = this.match(tokens.number);
      if (number !== undefined) {
        push(number);
        continue;
      }
      const hash = this.match(tokens.hash);
      if (hash !== undefined) {
        push(hash);
        continue;
      }
      const ident = this.match(tokens.ident);
      if (ident !== undefined) {
        if (this.text[this.position] !== "(") {
          push(ident);
          continue;
        }
        this.position++;
        const call = this.call(ident);
        if ("hazard" in call) return call;
        push(call.text);
        continue;
      }
      const important = !insideFunction && this.match(tokens.important);
      if (important) {
        push("!important");
        if (this.text.slice(this.position).trim() !== "") return { hazard: this.unreadable() };
        break;
      }
      const separator = this.match(tokens.separator);
      if (separator !== undefined) {
        parts.push(separator);
        spaced = false;
        continue;
      }
      return { hazard: this.unreadable() };
    }
    if (insideFunction) return { hazard: this.unreadable() };
    return { text: parts.join("") };
  }

  /** A function's call, its name read and its `(` passed. */
  call(name: string): Reading {
    const lower = name.toLowerCase();
    if (lower === "url") {
      const end = this.text.indexOf(")", this.position);
      if (end === -1) return { hazard: this.unreadable() };
      const inside = this.text.slice(this.position, end).trim();
      const target = /^(["']?)(#[\w\-.:\u00a0-\uffff]+)\1$/.exec(inside)?.[2];
      if (!target) return { hazard: `a style that loads another file (url(${shown(inside)}))` };
      this.position = end + 1;
      return { text: `url(${target})` };
    }
    if (!allowedFunctions.has(lower)) {
      return { hazard: `a style function the check does not allow (${shown(name)}(…))` };
    }
    const inside = this.read(true);
    if ("hazard" in inside) return inside;
    this.position++;
    return { text: `${lower}(${inside.text})` };
  }

  unreadable(): string {
    return `a style the check cannot read (${shown(this.text)})`;
  }
}

/**
 * What makes a style's text unreadable to the grammar whatever it says: escapes; and comments,
 * taken out as a browser reads them, which is not where `/*` first stands: inside a string it is
 * text, and inside an unquoted `url(…)` it is part of the address (one that holds a comment's
 * marks before `#m` names a file, not `#m`), so strings and such an address are passed over
 * whole.
 */
function withoutComments(text: string): Reading {
  if (text.includes("\\")) {
    return { hazard: "a CSS escape (\\), which can hide what a style loads" };
  }
  // Without a comment's marks there is nothing to take out (the common case).
  if (!text.includes("/*")) return { text };
  let result = "";
  let position = 0;
  const unreadable = () => ({ hazard: `a style the check cannot read (${shown(text)})` });
  while (position < text.length) {
    // Up to the next quote, slash or `u`, nothing needs a look.
    notable.lastIndex = position;
    const next = notable.exec(text)?.index ?? text.length;
    result += text.slice(position, next);
    position = next;
    if (position >= text.length) break;
    const character = text[position]!;
    if (character === '"' || character === "'") {
      // A string ends at its quote; at a line break or the end it is a mistake.
      const string = character === '"' ? doubleQuoted : singleQuoted;
      string.lastIndex = position;
      const found = string.exec(text)?.[0];
      if (found === undefined) return unreadable();
      result += found;
      position += found.length;
      continue;
    }
    if (text.startsWith("/*", position)) {
      const end = text.indexOf("*/", position + 2);
      if (end === -1) return unreadable();
      // A comment separates what is around it, as it does for a browser: `u/**/rl(` is no url(.
      result += " ";
      position = end + 2;
      continue;
    }
    if (
      (character === "u" || character === "U") &&
      !identCharacter.test(text[position - 1] ?? "")
    ) {
      unquotedUrl.lastIndex = position;
      const address = unquotedUrl.exec(text)?.[0];
      if (address !== undefined) {
        result += address;
        position += address.length;
        continue;
      }
    }
    result += character;
    position++;
  }
  return { text: result };
}

/** An unquoted address, up to its `)` as a browser reads it: `/*` inside is part of it. */
const unquotedUrl = /url\(\s*[^\s"')][^)]*\)/iy;
/** Strings, which end at their quote (escapes are refused before). */
const doubleQuoted = /"[^"\n\r\f]*"/y;
const singleQuoted = /'[^'\n\r\f]*'/y;
const identCharacter = /[\w\-\u00a0-\uffff]/;
/** Where a string, a comment or an address may start. */
const notable = /["'/uU]/g;

/** One value (of a declaration or of a presentation attribute), written again; a hazard when it
 * is more than a picture's value. */
export function cleanStyleValue(value: string): Reading {
  const text = withoutComments(value);
  if ("hazard" in text) return text;
  return new ValueScanner(text.text).read(false);
}

/** Splits at `separator` outside strings and parentheses (escapes are refused before). */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === "(") depth++;
    else if (character === ")") depth--;
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Declarations (`fill: #fff; stroke: none`), written again as `fill:#fff;stroke:none`. */
function cleanDeclarations(text: string, hazards: Set<string>): string {
  const written: string[] = [];
  for (const declaration of splitOutside(text, ";")) {
    if (declaration.trim() === "") continue;
    const colon = declaration.indexOf(":");
    const name = colon === -1 ? "" : declaration.slice(0, colon).trim();
    if (!/^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/.test(name)) {
      hazards.add(`a style the check cannot read (${shown(declaration)})`);
      continue;
    }
    const value = cleanStyleValue(declaration.slice(colon + 1));
    if ("hazard" in value) hazards.add(value.hazard);
    // Inkscape's own properties (`-inkscape-font-specification`) mean nothing to a browser.
    else if (value.text !== "" && !/^-inkscape-/i.test(name)) {
      written.push(`${name.toLowerCase()}:${value.text}`);
    }
  }
  return written.join(";");
}

/** A `style` attribute, written again. */
export function cleanStyleAttribute(text: string, hazards: Set<string>): string {
  const readable = withoutComments(text);
  if ("hazard" in readable) {
    hazards.add(readable.hazard);
    return "";
  }
  return cleanDeclarations(readable.text, hazards);
}

/** Selectors of type, class, id and pseudo-class, with combinators: nothing they say can load. */
function cleanSelectors(text: string): string | undefined {
  if (!/^[\s\w\-.#*>+~,:\u00a0-\uffff]+$/.test(text)) return undefined;
  return text
    .replace(/\s+/g, " ")
    .replace(/\s*([>+~,])\s*/g, "$1")
    .trim();
}

/** Rules (`selectors { declarations }`) and, where `nested` allows, `@media` around them. */
function cleanRules(text: string, hazards: Set<string>, nested: boolean): string {
  const written: string[] = [];
  let position = 0;
  while (position < text.length) {
    const open = text.indexOf("{", position);
    const prelude = (open === -1 ? text.slice(position) : text.slice(position, open)).trim();
    if (open === -1) {
      if (prelude !== "") hazards.add(`a style the check cannot read (${shown(prelude)})`);
      break;
    }
    const close = blockEnd(text, open);
    if (close === -1) {
      hazards.add(`a style the check cannot read (${shown(text.slice(position))})`);
      break;
    }
    const block = text.slice(open + 1, close);
    position = close + 1;
    if (prelude.startsWith("@")) {
      const name = /^@([\w-]*)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
      const condition = prelude.slice(name.length + 1).trim();
      if (name === "media" && nested && /^[\s\w\-:(),.]+$/.test(condition)) {
        const rules = cleanRules(block, hazards, false);
        written.push(`@media ${condition.replace(/\s+/g, " ")}{${rules}}`);
      } else hazards.add(atRuleHazard(name));
      continue;
    }
    const selectors = cleanSelectors(prelude);
    if (selectors === undefined) {
      hazards.add(`a style selector the check cannot read (${shown(prelude)})`);
      continue;
    }
    const declarations = cleanDeclarations(block, hazards);
    if (declarations !== "") written.push(`${selectors}{${declarations}}`);
  }
  return written.join("");
}

function atRuleHazard(name: string): string {
  if (name === "import") return "a style that loads another file (@import)";
  if (name === "font-face") return "a style that loads a font (@font-face)";
  return `a style rule the check does not read (@${name})`;
}

/** Where the block opened at `open` closes, strings and nested blocks skipped; -1 if never. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === "{") depth++;
    else if (character === "}" && --depth === 0) return index;
  }
  return -1;
}

/** The text of a `<style>` element, written again. An `@import` or a rule without its block
 * ends in `;`: neither is kept, and the first is a hazard. */
export function cleanStyleSheet(text: string, hazards: Set<string>): string {
  const readable = withoutComments(text);
  if ("hazard" in readable) {
    hazards.add(readable.hazard);
    return "";
  }
  // Statements without a block (`@import url(…);`, `@charset "…";`) come before any rule.
  let rest = readable.text;
  for (;;) {
    const statement = /^\s*@([\w-]*)[^{;]*;/.exec(rest);
    if (!statement) break;
    const name = statement[1]?.toLowerCase() ?? "";
    if (name !== "charset") hazards.add(atRuleHazard(name));
    rest = rest.slice(statement[0].length);
  }
  return cleanRules(rest, hazards, true);
}
