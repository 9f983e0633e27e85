import { describe, expect, it } from "vitest";
import { messageFiles } from "./messages";

describe("a label's colon", () => {
  it("is written as each language writes it, a no-break space before it in French", () => {
    const colons = Object.fromEntries(
      Object.entries(messageFiles).map(([code, words]) => [
        code,
        /(\u00a0?:)$/.exec(String(words.lastEdition))?.[1],
      ]),
    );
    expect(Object.keys(colons).length).toBeGreaterThanOrEqual(10);
    for (const [code, colon] of Object.entries(colons)) {
      expect(colon, code).toBe(code === "fr" ? "\u00a0:" : ":");
    }
  });
});
