import { describe, expect, it } from "vitest";
import { pageIds, pages } from "../config/pages";
import { en } from "./en";
import { it as italian } from "./it";

describe("the page table's interface texts", () => {
  // The table sits below the interface texts (config/ imports nothing above it), so its keys
  // are strings: this checks each names a text, in both languages.
  it("names a title, a description and a navigation label that exist in English and Italian", () => {
    for (const page of pageIds) {
      const definition: { title: string; description: string; navigation?: string } = pages[page];
      for (const key of [definition.title, definition.description, definition.navigation]) {
        if (key === undefined) continue;
        expect(en, `${page}: ${key}`).toHaveProperty(key);
        expect(italian, `${page}: ${key}`).toHaveProperty(key);
      }
    }
  });
});
