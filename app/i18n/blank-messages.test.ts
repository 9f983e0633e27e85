import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { blankMessageFile } from "./blank-messages";
import { en } from "./en";
import { messageFileProblems } from "./message-check";

/** The texts a file of interface words exports as `const <language>`, as the site reads them. */
function exported(source: string, language: string): Record<string, unknown> {
  const { code } = transformSync(source, { loader: "ts", format: "cjs" });
  const module = { exports: {} as Record<string, unknown> };
  new Function("module", "exports", "require", code)(module, module.exports, () => ({}));
  return module.exports[language] as Record<string, unknown>;
}

/** Each text of a file's texts, or each form of a count, written by `write`. */
function writtenIn(texts: Record<string, unknown>, write: (key: string) => string) {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === "string"
        ? write(key)
        : Object.fromEntries(Object.keys(text as object).map((form) => [form, write(key)])),
    ]),
  );
}

describe("a new language's file", () => {
  it("has every key of English, empty under its English, until the board writes each", () => {
    const source = blankMessageFile("cs");
    const czech = exported(source, "cs");
    expect(Object.keys(czech)).toEqual(Object.keys(en));
    expect(source).toContain(`  // ${JSON.stringify(en.notFoundTitle)}\n  notFoundTitle: "",`);
    // A count has a form for each of Czech's plural categories.
    expect(czech.teamSize).toEqual({ one: "", few: "", many: "", other: "" });
    // The build names the first text still empty.
    expect(messageFileProblems("cs", czech)[0]).toEqual({
      field: "home",
      message: `is missing (English: "${en.home}")`,
    });
    // Written in full, it passes the build's check.
    expect(
      messageFileProblems(
        "cs",
        writtenIn(czech, (key) => `${key} (cs)`),
      ),
    ).toEqual([]);
  });
});
