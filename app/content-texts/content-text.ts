/**
 * Content texts as pages show them: placeholders filled with values written once, Markdown read
 * into paragraphs, lists, emphasis and links, and links to pages of the site sent to the page of
 * the text's language. The content check has found any mistake before this runs. The content the
 * loaders read has its placeholders filled already, in every text (content-texts/file-texts.ts);
 * the readers fill them for texts as the files write them, which the content check reads.
 */
import type { Identity } from "../lib/identity-schema";
import type { Language } from "../config/languages";
import { parseMarkdown } from "../lib/markdown";
import { localizePath } from "../lib/paths";
import { interpolate, type TextValues } from "../lib/placeholders";
import type { Block, Inline } from "../lib/rich-text";
import { identityTextValues } from "./event-placeholders";

function localizeInline(node: Inline, language: Language): Inline {
  if (node.type === "text" || node.type === "unbreakable") return node;
  const children = node.children.map((child) => localizeInline(child, language));
  if (node.type !== "link") return { ...node, children };
  const internal = node.href.startsWith("/") && !node.href.startsWith("//");
  return { ...node, href: internal ? localizePath(node.href, language) : node.href, children };
}

export interface TextReader {
  /** A text of paragraphs and lists. */
  blocks: (text: string) => Block[];
  /** A text of one paragraph, without it. */
  inline: (text: string) => Inline[];
}

/** Reads texts of one language with the given placeholder values (already Markdown). */
export function textReader(values: TextValues, language: Language): TextReader {
  const blocks = (text: string): Block[] =>
    parseMarkdown(interpolate(text, values), "blocks").blocks.map((block) =>
      block.type === "paragraph"
        ? { ...block, children: block.children.map((inline) => localizeInline(inline, language)) }
        : {
            ...block,
            items: block.items.map((item) =>
              item.map((inline) => localizeInline(inline, language)),
            ),
          },
    );
  return {
    blocks,
    inline: (text) => {
      const [first] = blocks(text);
      return first?.type === "paragraph" ? first.children : [];
    },
  };
}

/** Reads the pages' texts (pages/*.yaml), which may use the identity's placeholders. */
export function pageTexts(identity: Identity, language: Language): TextReader {
  return textReader(identityTextValues(identity, language), language);
}
