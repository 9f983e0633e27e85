/**
 * The Markdown of content texts, read at build time into the few things a page shows:
 * paragraphs, bulleted and numbered lists, **bold**, *italics* and links. Anything else (a
 * heading, a picture, HTML, a table, code) is a mistake reported with the field, not shown.
 */
import { Lexer, type Token, type Tokens } from "marked";
import { unbreakableEnd, unbreakableStart } from "./placeholders";
import { inlineText, type Block, type Inline } from "./rich-text";

export interface ParsedText {
  blocks: Block[];
  /** What the text contains that a page cannot show, in words. */
  problems: string[];
}

const unsupportedBlocks: Record<string, string> = {
  heading: "has a heading (#): start a new section instead",
  code: "has a code block",
  blockquote: "has a quotation (>)",
  html: "has HTML: write plain text",
  hr: "has a horizontal rule (---)",
  table: "has a table",
  def: "has a link definition",
};

const unsupportedInlines: Record<string, string> = {
  image: "has a picture: pictures go in the picture fields",
  html: "has HTML: write plain text",
  codespan: "has code (`)",
  del: "has struck-through text (~~)",
};

const unbreakablePieces = new RegExp(
  `${unbreakableStart}([^${unbreakableEnd}]*)${unbreakableEnd}`,
  "g",
);
const strayMarkers = new RegExp(`[${unbreakableStart}${unbreakableEnd}]`, "g");

/** A text with the pieces that values marked `unbreakable` (lib/placeholders) made. */
function withUnbreakablePieces(text: string): Inline[] {
  const result: Inline[] = [];
  let from = 0;
  const plain = (to: number) => {
    const part = text.slice(from, to).replace(strayMarkers, "");
    if (part) result.push({ type: "text", text: part });
  };
  for (const match of text.matchAll(unbreakablePieces)) {
    plain(match.index);
    if (match[1]) result.push({ type: "unbreakable", text: match[1] });
    from = match.index + match[0].length;
  }
  plain(text.length);
  return result;
}

function inlines(tokens: Token[] | undefined, problems: string[]): Inline[] {
  return pieces(tokens, problems).flatMap((inline) =>
    inline.type === "text" ? withUnbreakablePieces(inline.text) : [inline],
  );
}

function pieces(tokens: Token[] | undefined, problems: string[]): Inline[] {
  const result: Inline[] = [];
  const push = (text: string) => {
    const last = result.at(-1);
    if (last?.type === "text") last.text += text;
    else result.push({ type: "text", text });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "text":
        if ("tokens" in token && token.tokens?.length) {
          for (const inline of pieces(token.tokens, problems)) {
            if (inline.type === "text") push(inline.text);
            else result.push(inline);
          }
        } else push(token.text.replace(/\s*\n\s*/g, " "));
        break;
      case "escape":
        push(token.text);
        break;
      case "br":
        push(" ");
        break;
      case "strong":
      case "em":
        result.push({ type: token.type, children: inlines(token.tokens, problems) });
        break;
      case "link":
        result.push({
          type: "link",
          href: (token as Tokens.Link).href,
          children: inlines(token.tokens, problems),
        });
        break;
      default:
        problems.push(
          unsupportedInlines[token.type] ?? `has something a page cannot show (${token.type})`,
        );
    }
  }
  return result;
}

/** A list item's content: its text, or its paragraphs joined (a loose list). */
function itemInlines(item: Tokens.ListItem, problems: string[]): Inline[] {
  const result: Inline[] = [];
  for (const token of item.tokens) {
    if (token.type === "text" || token.type === "paragraph") {
      if (result.length > 0) result.push({ type: "text", text: " " });
      result.push(...inlines(token.tokens ?? [token], problems));
    } else if (token.type === "list") {
      problems.push("has a list inside a list: lists have one level");
    } else if (token.type !== "space") {
      problems.push(
        unsupportedBlocks[token.type] ?? `has something a page cannot show (${token.type})`,
      );
    }
  }
  return result;
}

/**
 * Reads Markdown. `inline` texts are one paragraph (no lists); `blocks` texts may have several
 * paragraphs and lists.
 */
export function parseMarkdown(source: string, mode: "inline" | "blocks"): ParsedText {
  const problems: string[] = [];
  const blocks: Block[] = [];
  for (const token of Lexer.lex(source.trim(), { gfm: true })) {
    if (token.type === "space") continue;
    if (token.type === "paragraph") {
      blocks.push({ type: "paragraph", children: inlines(token.tokens, problems) });
    } else if (token.type === "list") {
      const list = token as Tokens.List;
      blocks.push({
        type: "list",
        ordered: list.ordered,
        items: list.items.map((item) => itemInlines(item, problems)),
      });
    } else {
      problems.push(
        unsupportedBlocks[token.type] ?? `has something a page cannot show (${token.type})`,
      );
    }
  }
  if (
    mode === "inline" &&
    (blocks.length > 1 || blocks.some((block) => block.type !== "paragraph"))
  ) {
    problems.push("must be one paragraph, without lists");
  }
  return { blocks, problems: [...new Set(problems)] };
}

/** Every link of formatted text, for checking where they lead. */
export function linksOf(blocks: readonly Block[]): string[] {
  const fromInlines = (items: readonly Inline[]): string[] =>
    items.flatMap((inline) =>
      inline.type === "text" || inline.type === "unbreakable"
        ? []
        : inline.type === "link"
          ? [inline.href, ...fromInlines(inline.children)]
          : fromInlines(inline.children),
    );
  return blocks.flatMap((block) =>
    block.type === "paragraph" ? fromInlines(block.children) : block.items.flatMap(fromInlines),
  );
}

/** Every link of formatted text with its words, for checking that they name where it leads. */
export function linksWithWordsOf(blocks: readonly Block[]): { href: string; words: string }[] {
  const fromInlines = (items: readonly Inline[]): { href: string; words: string }[] =>
    items.flatMap((inline) =>
      inline.type === "text" || inline.type === "unbreakable"
        ? []
        : inline.type === "link"
          ? [
              { href: inline.href, words: inlineText(inline.children) },
              ...fromInlines(inline.children),
            ]
          : fromInlines(inline.children),
    );
  return blocks.flatMap((block) =>
    block.type === "paragraph" ? fromInlines(block.children) : block.items.flatMap(fromInlines),
  );
}

/** Backslashes the characters that Markdown would read as formatting, for values put into a
 * text (a name with an asterisk stays a name). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, "\\$&");
}

/** The words of inline content as a plain text writes them: a piece that never breaks across
 * lines keeps its words together with no-break spaces. */
function plainWords(items: readonly Inline[]): string {
  return items
    .map((inline) =>
      inline.type === "text"
        ? inline.text
        : inline.type === "unbreakable"
          ? inline.text.replace(/ /g, "\u00A0")
          : plainWords(inline.children),
    )
    .join("");
}

/**
 * A line of Markdown as a text without formatting shows it: escapes read, emphasis and link
 * addresses left out (`[Anna](mailto:anna@example.org)` is "Anna"). For a placeholder's value,
 * written as Markdown, put into a text that is not Markdown (a title, an item of a list). Read
 * inline only: a value such as "1. FC" or "# 1" is never a list or a heading.
 */
export function markdownWords(source: string): string {
  return plainWords(inlines(Lexer.lexInline(source, { gfm: true }), []));
}
