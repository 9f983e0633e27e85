/**
 * The YAML mistakes a board member makes, each told with its line and what to do, in words that
 * need no knowledge of YAML.
 */
import { describe, expect, it } from "vitest";
import { parseYaml, quotedValue } from "./yaml.server";

/** The problem a text gives. */
function problemOf(source: string): string {
  const result = parseYaml(source);
  if (result.ok) throw new Error(`read without a mistake: ${JSON.stringify(result.data)}`);
  return result.problem;
}

describe("a YAML syntax mistake", () => {
  it("in a value holding a colon and a space asks for quotes, and shows the line with them", () => {
    expect(problemOf("title:\n  en: Student Tech Clash: 2026 edition\n  it: x\n")).toBe(
      'line 2: the value holds ": " (a colon and a space), where YAML starts a new field: put quotes around a value containing ": ", like this: en: "Student Tech Clash: 2026 edition" (YAML syntax)',
    );
    expect(problemOf("slug: a\nsummary: Sign up today: it is free\n")).toContain(
      'like this: summary: "Sign up today: it is free"',
    );
    // A value that holds double quotes is quoted with single ones.
    expect(problemOf('title:\n  en: The "Clash": 2026\n')).toContain(
      `like this: en: 'The "Clash": 2026'`,
    );
  });

  it("on a line indented further than the field above it says which line and both ways out", () => {
    expect(problemOf("title:\n  en: Student\n   it: x\nslug: a\n")).toBe(
      'line 3: is indented further than line 2, so YAML reads it as part of that value, and its ": " as a new field: if it is a field of its own, start it at the same column as the field on line 2; if it belongs to the text, put quotes around the whole value (YAML syntax)',
    );
    expect(problemOf("title:\n  en: Student Tech Clash is great,\n    teams: four\n")).toMatch(
      /^line 3: is indented further than line 2/,
    );
  });

  it("with a tab for indentation asks for spaces", () => {
    expect(problemOf("title:\n\ten: Student\n  it: x\n")).toBe(
      'line 2: starts with a tab: indent with spaces only, two more for each level (most editors: "Convert indentation to spaces") (YAML syntax)',
    );
  });

  it("with a quote never closed names the line that opened it", () => {
    expect(problemOf('slug: a\ntitle:\n  en: "Student Tech Clash\n  it: x\nsummary: y\n')).toBe(
      'line 3: the value opens a quote (") that nothing closes: add the closing " at its end (YAML syntax)',
    );
    expect(problemOf("slug: a\ntitle:\n  en: 'til the end\n  it: x\n")).toBe(
      `line 3: the value opens a quote (') that nothing closes: add the closing ' at its end, or, if the ' belongs to the text, put the whole value in double quotes: en: "'til the end" (YAML syntax)`,
    );
  });

  it("with a field out of line says how fields line up", () => {
    expect(problemOf("page:\n  intro:\n    en: Student\n   it: x\nslug: a\n")).toBe(
      "line 4: is not indented like the fields beside it: fields of one group start at the same column, and a field inside another starts two spaces further (count the spaces) (YAML syntax)",
    );
    expect(problemOf("title:\n  en Student\n  it: x\n")).toBe(
      `line 2: is not "name: value": add the colon and a space after the field's name, or, if the line continues the text above, indent it further than that field's name (YAML syntax)`,
    );
  });

  it("in a value starting with a character YAML reads otherwise asks for quotes", () => {
    expect(problemOf("summary:\n  en: {{date}} is the day\n")).toBe(
      'line 2: the value starts with {, which YAML reads as a group of fields, closed by }: put quotes around the whole value, like this: en: "{{date}} is the day" (YAML syntax)',
    );
    expect(problemOf("text:\n  en: [All our events](/events) are here\n")).toContain(
      'like this: en: "[All our events](/events) are here"',
    );
    expect(problemOf("slug: broken\ntitle: [a, b\n")).toBe(
      'line 2: the value starts with [, which YAML reads as a list, closed by ]: put quotes around the whole value, like this: title: "[a, b" (YAML syntax)',
    );
    expect(problemOf("note:\n  en: @polito.it only\n")).toContain(
      'like this: en: "@polito.it only"',
    );
    expect(problemOf("note:\n  en: * bold\n")).toContain('like this: en: "* bold"');
    expect(problemOf('title:\n  en: "Student" Tech\n')).toContain(
      `like this: en: '"Student" Tech'`,
    );
  });

  it("names a field written twice, and a second document", () => {
    expect(problemOf("slug: a\nslug: b\n")).toBe(
      'line 2: "slug" is written twice in the same group: keep one of them (YAML syntax)',
    );
    expect(problemOf("slug: a\n---\nslug: b\n")).toBe(
      'line 2: "---" starts a second document, and a content file holds one: remove that line (YAML syntax)',
    );
  });
});

describe("quotedValue", () => {
  it("quotes a value so that YAML reads it back as written", () => {
    expect(quotedValue("a: b")).toBe('"a: b"');
    expect(quotedValue('say "hi": now')).toBe(`'say "hi": now'`);
    expect(quotedValue(`it's "x": y`)).toBe(`"it's \\"x\\": y"`);
    for (const value of ["a: b", 'say "hi": now', `it's "x": y`, "back\\slash: x"]) {
      const result = parseYaml(`v: ${quotedValue(value)}\n`);
      expect(result.ok && result.data).toEqual({ v: value });
    }
  });
});
