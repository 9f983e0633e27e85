/**
 * The starter texts of `npm run new-chapter` (scripts/new-chapter-texts.yaml): a new chapter gets
 * its languages' blocks, and English under a language without one. So each block must have the
 * English block's fields and as many items in each list (new-chapter.ts reads them item by item,
 * in every language at once), fill only placeholders the identity fills, and be written in its
 * language, not left in English.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { isKnownLanguage } from "../app/config/known-languages";
import { identityPlaceholderNames } from "../app/lib/identity-values";
import { placeholdersOf } from "../app/lib/placeholders";

const starter = parse(
  readFileSync(join(import.meta.dirname, "new-chapter-texts.yaml"), "utf8"),
) as { languages: Record<string, unknown> };
const blocks = starter.languages;

/** Every text of a block with its path: `home.reasons[2].title`. */
function textsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      textsOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [[path, typeof value]];
}

/** The block's shape: its fields, and the length of each list, without the words. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

describe("the starter texts of a new chapter", () => {
  it("ship for the languages of the network's largest countries, each a language the site knows", () => {
    expect(Object.keys(blocks)).toEqual(
      expect.arrayContaining(["en", "it", "de", "fr", "es", "pt", "pl", "el", "ro", "nl"]),
    );
    for (const language of Object.keys(blocks))
      expect(isKnownLanguage(language), language).toBe(true);
  });

  it("have in every language the English block's fields and number of items", () => {
    for (const [language, block] of Object.entries(blocks)) {
      expect(shapeOf(block), language).toEqual(shapeOf(blocks.en));
    }
  });

  it("fill only the identity's placeholders", () => {
    for (const [language, block] of Object.entries(blocks)) {
      for (const [path, text] of textsOf(block)) {
        for (const name of placeholdersOf(text)) {
          expect(identityPlaceholderNames, `${language}: ${path}: {{${name}}}`).toContain(name);
        }
      }
    }
  });

  it("are written in their language: no sentence is left as the English one", () => {
    const english = new Map(textsOf(blocks.en));
    for (const [language, block] of Object.entries(blocks)) {
      if (language === "en") continue;
      const copied = textsOf(block).filter(
        ([path, text]) => text === english.get(path) && text.split(/\s+/).length > 3,
      );
      expect(copied.map(([path]) => `${language}: ${path}`)).toEqual([]);
    }
  });

  it("write French with a no-break space before : ; ? and !", () => {
    const spaced = textsOf(blocks.fr).filter(([, text]) => / [:;?!]/.test(text));
    expect(spaced.map(([path]) => path)).toEqual([]);
  });
});
