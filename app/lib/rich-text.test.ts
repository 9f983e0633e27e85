import { describe, expect, it } from "vitest";
import { parseRichText, plainText } from "./rich-text";

describe("parseRichText", () => {
  it("splits text and links", () => {
    expect(
      parseRichText(
        "Write to [Anna](mailto:anna@example.org) or see [the form](https://f.example.org/x).",
      ),
    ).toEqual([
      { text: "Write to " },
      { text: "Anna", href: "mailto:anna@example.org" },
      { text: " or see " },
      { text: "the form", href: "https://f.example.org/x" },
      { text: "." },
    ]);
  });

  it("accepts links to pages of the site", () => {
    expect(parseRichText("[Events](/events)")).toEqual([{ text: "Events", href: "/events" }]);
  });

  it("leaves text alone without links, or with brackets that are not links", () => {
    expect(parseRichText("Teams of [2-3] people (max)")).toEqual([
      { text: "Teams of [2-3] people (max)" },
    ]);
    expect(parseRichText("[x](javascript:alert(1))")).toEqual([
      { text: "[x](javascript:alert(1))" },
    ]);
  });
});

describe("plainText", () => {
  it("keeps the words of links", () => {
    expect(plainText("Write to [Anna](mailto:anna@example.org).")).toBe("Write to Anna.");
  });
});
