import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link/external-link";
import { parseRichText } from "~/lib/rich-text";

/** A paragraph of content with its `[text](address)` links made into links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((part, index) => {
        if (!("href" in part)) return part.text;
        if (part.href.startsWith("/")) {
          return (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          );
        }
        if (part.href.startsWith("mailto:")) {
          return (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          );
        }
        return (
          <ExternalLink key={index} href={part.href}>
            {part.text}
          </ExternalLink>
        );
      })}
    </>
  );
}
