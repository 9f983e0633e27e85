/**
 * Formatted text as pages receive it: paragraphs and lists of text with emphasis and links,
 * made from Markdown at build time (lib/markdown.ts) and drawn by components/rich-text.
 */

export type Inline =
  | { type: "text"; text: string }
  /** Words that never break across lines: a value written once, such as "5–8 December 2025". */
  | { type: "unbreakable"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  { type: "paragraph"; children: Inline[] } | { type: "list"; ordered: boolean; items: Inline[][] };

/** The words of inline content, without formatting; line breaks become spaces. */
export function inlineText(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => ("text" in inline ? inline.text : inlineText(inline.children)))
    .join("")
    .replace(/\s+/g, " ");
}

/** The words of formatted text, paragraphs and items separated by a space (descriptions,
 * calendars). */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((block) => (block.type === "paragraph" ? [block.children] : block.items))
    .map(inlineText)
    .join(" ")
    .trim();
}
