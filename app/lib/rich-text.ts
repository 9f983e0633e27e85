/** A piece of a paragraph: plain text, or a link written `[text](address)`. */
export type TextPart = { text: string } | { text: string; href: string };

const link = /\[([^\]]+)\]\(((?:https?:\/\/|mailto:|\/)[^)\s]+)\)/g;

/**
 * Splits a paragraph of content into text and links. Links are written as in Markdown:
 * `[our form](https://forms.example.org/x)`, `[Anna](mailto:anna@example.org)` or
 * `[the events](/events)`. Anything else, brackets included, stays text.
 */
export function parseRichText(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(link)) {
    const [whole, text = "", href = ""] = match;
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push({ text, href });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}

/** The paragraph as plain text, links replaced by their words (for descriptions and calendars). */
export function plainText(paragraph: string): string {
  return parseRichText(paragraph)
    .map((part) => part.text)
    .join("");
}
