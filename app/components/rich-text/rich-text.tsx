import { Fragment } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link/external-link";
import type { Block, Inline } from "~/lib/rich-text";
import { mailtoHref } from "~/lib/safe-links";

/** Text with emphasis and links, as content gives it (no paragraph around it). */
export function InlineText({ content }: { content: readonly Inline[] }) {
  return (
    <>
      {content.map((inline, index) => {
        switch (inline.type) {
          case "text":
            return <Fragment key={index}>{inline.text}</Fragment>;
          case "unbreakable":
            return (
              <span key={index} className="nowrap">
                {inline.text}
              </span>
            );
          case "strong":
            return (
              <strong key={index}>
                <InlineText content={inline.children} />
              </strong>
            );
          case "em":
            return (
              <em key={index}>
                <InlineText content={inline.children} />
              </em>
            );
          case "link": {
            const children = <InlineText content={inline.children} />;
            if (inline.href.startsWith("/")) {
              return (
                <Link key={index} to={inline.href} reloadDocument>
                  {children}
                </Link>
              );
            }
            if (inline.href.startsWith("mailto:")) {
              return (
                <a key={index} href={mailtoHref(inline.href.slice("mailto:".length))}>
                  {children}
                </a>
              );
            }
            return (
              <ExternalLink key={index} href={inline.href}>
                {children}
              </ExternalLink>
            );
          }
        }
      })}
    </>
  );
}

export interface RichTextProps {
  blocks: readonly Block[];
  /** A class for each paragraph. */
  paragraphClassName?: string;
  /** A class for each list. */
  listClassName?: string;
}

/** Formatted content: paragraphs and lists, with emphasis and links. */
export function RichText({ blocks, paragraphClassName, listClassName }: RichTextProps) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === "paragraph") {
          return (
            <p key={index} className={paragraphClassName}>
              <InlineText content={block.children} />
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={index} className={listClassName}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
