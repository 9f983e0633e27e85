import { describe, expect, it } from "vitest";
import { linksWithWordsOf, parseMarkdown } from "./markdown";
import { interpolate, unbreakable } from "./placeholders";
import { inlineText, plainText } from "./rich-text";

describe("parseMarkdown", () => {
  it("keeps a value marked unbreakable in one piece, in emphasis too, and drops stray marks", () => {
    const text = interpolate("Sestriere, {{date}}: **{{price}}**, \uE001 code {{code}}", {
      date: unbreakable("5–8 December 2025"),
      price: unbreakable("from €199"),
      code: unbreakable("SNOW\\_25"),
    });
    const { blocks, problems } = parseMarkdown(text, "inline");
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Sestriere, " },
          { type: "unbreakable", text: "5–8 December 2025" },
          { type: "text", text: ": " },
          { type: "strong", children: [{ type: "unbreakable", text: "from €199" }] },
          { type: "text", text: ",  code " },
          { type: "unbreakable", text: "SNOW_25" },
        ],
      },
    ]);
    expect(plainText(blocks)).toBe("Sestriere, 5–8 December 2025: from €199, code SNOW_25");
    expect(unbreakable("")).toBe("");
  });

  it("reads paragraphs, lists, emphasis and links", () => {
    const { blocks, problems } = parseMarkdown(
      "Write to [Anna](mailto:anna@example.org) or see\n**the form**.\n\n- one\n- *two*\n\n1. first",
      "blocks",
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Write to " },
          {
            type: "link",
            href: "mailto:anna@example.org",
            children: [{ type: "text", text: "Anna" }],
          },
          { type: "text", text: " or see " },
          { type: "strong", children: [{ type: "text", text: "the form" }] },
          { type: "text", text: "." },
        ],
      },
      {
        type: "list",
        ordered: false,
        items: [
          [{ type: "text", text: "one" }],
          [{ type: "em", children: [{ type: "text", text: "two" }] }],
        ],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }]] },
    ]);
  });

  it("keeps escaped characters and apostrophes as text", () => {
    expect(parseMarkdown("l'AI \\*non\\* è & co", "inline").blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "l'AI *non* è & co" }] },
    ]);
  });

  it("names what a page cannot show", () => {
    expect(
      parseMarkdown("# Title\n\n<b>x</b>\n\n![p](x.png) `c`\n\n> quote\n\n- a\n  - b", "blocks")
        .problems,
    ).toEqual([
      "has a heading (#): start a new section instead",
      "has HTML: write plain text",
      "has a picture: pictures go in the picture fields",
      "has code (`)",
      "has a quotation (>)",
      "has a list inside a list: lists have one level",
    ]);
    expect(parseMarkdown("One.\n\nTwo.", "inline").problems).toEqual([
      "must be one paragraph, without lists",
    ]);
  });

  it("finds every link, bare addresses included", () => {
    const { blocks } = parseMarkdown(
      "[a](https://a.example.org) www.b.example.org c@example.org\n\n- [d](/events)",
      "blocks",
    );
    expect(linksWithWordsOf(blocks)).toEqual([
      { href: "https://a.example.org", words: "a" },
      { href: "http://www.b.example.org", words: "www.b.example.org" },
      { href: "mailto:c@example.org", words: "c@example.org" },
      { href: "/events", words: "d" },
    ]);
  });
});

describe("plain text", () => {
  it("keeps the words of links and emphasis, one space between blocks", () => {
    const { blocks } = parseMarkdown(
      "Write to [Anna](mailto:anna@example.org).\n\n- **one**",
      "blocks",
    );
    expect(plainText(blocks)).toBe("Write to Anna. one");
    expect(inlineText([{ type: "text", text: "a\n b" }])).toBe("a b");
  });
});
