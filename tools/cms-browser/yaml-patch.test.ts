import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isAlias, isMap, isPair, isSeq, parse, parseDocument, visit, type Node } from "yaml";
import { eventSchema } from "../../app/lib/content-schema";
import { namedFiles } from "../../app/lib/content-collections";
import { shapeOf, schemaAt } from "../../app/lib/schema-walk";
import { sameEnds } from "../../tests/support/changed-lines";
import { patchYaml, renderYaml, yamlPatcher, type KeyOrder, type YamlPath } from "./yaml-patch";

const root = join(import.meta.dirname, "..", "..");

/** Every content file of the tests' fixture site (the CMS edits files of these kinds): never the
 * chapter's own, which a board's valid change must not be able to turn red. */
function contentLocations(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".yaml")) found.push(path);
    }
  };
  const fixtureSite = join(root, "tests/fixtures/site");
  walk(join(fixtureSite, "app/content"));
  found.push(join(fixtureSite, "app/config/identity.yaml"));
  return found;
}

/** The schema's order of fields, as the CMS gives it. */
function orderFor(file: string): KeyOrder {
  const named = Object.values(namedFiles).find(({ file: path }) => file.endsWith(path));
  const schema = file.includes("/events/") ? eventSchema : named?.schema;
  return (path) => {
    const shape = schema && shapeOf(schemaAt(schema, path) ?? schema);
    return shape ? Object.keys(shape) : undefined;
  };
}

type Leaf = { path: YamlPath; value: string | number | boolean };

function leaves(value: unknown, path: YamlPath = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? [{ path, value }]
    : [];
}

function changed(value: string | number | boolean): string | number | boolean {
  if (typeof value === "number") return value + 1;
  if (typeof value === "boolean") return !value;
  if (/^\d{4}-/.test(value)) return value.replace(/^\d{4}/, (year) => String(Number(year) + 1));
  return value.includes("\n") ? value.replace("\n", " (changed)\n") : `${value} (changed)`;
}

function setIn(data: unknown, path: YamlPath, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

/** The lines a node spans in the source (0-based, inclusive). */
function linesOf(source: string, node: Node): [number, number] {
  const [start = 0, end = 0] = node.range ?? [];
  let last = end;
  while (last > start && /\s/.test(source[last - 1] ?? "")) last--;
  const lineOf = (position: number) => source.slice(0, position).split("\n").length - 1;
  return [lineOf(start), lineOf(last)];
}

/**
 * `patchYaml(source, next, { order })` for every version of a file's data, the file parsed once
 * (`yamlPatcher`). `agreesWithPatchYaml` writes the last version again with `patchYaml`, which
 * parses afresh: a patcher used for every version writes as a new one does.
 */
function patcherFor(source: string, order: KeyOrder) {
  const patch = yamlPatcher(source, { order });
  let last: { next: unknown; written: string } | undefined;
  return {
    patch: (next: unknown) => {
      const written = patch(next);
      last = { next, written };
      return written;
    },
    agreesWithPatchYaml: () => {
      if (last) expect(last.written).toBe(patchYaml(source, last.next, { order }));
    },
  };
}

const files = contentLocations();

describe("saving a content file changes only what changed", () => {
  it("finds the content files, of every kind", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const kind of ["/events/", "/pages/", "team.yaml", "sponsors.yaml", "identity.yaml"]) {
      expect(
        files.some((file) => file.includes(kind)),
        kind,
      ).toBe(true);
    }
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    "%s: a save without changes writes the file as it was",
    (_, file) => {
      const source = readFileSync(file, "utf8");
      expect(patchYaml(source, parse(source), { order: orderFor(file) })).toBe(source);
    },
  );

  it.each(files.map((file) => [relative(root, file), file]))(
    "%s: changing any one value changes only that value's lines",
    (_, file) => {
      const source = readFileSync(file, "utf8");
      const document = parseDocument(source);
      let aliases = false;
      visit(document, { Alias: () => void (aliases = true) });
      const data = parse(source) as unknown;
      const { patch, agreesWithPatchYaml } = patcherFor(source, orderFor(file));
      for (const { path, value } of leaves(data)) {
        const next = setIn(data, path, changed(value));
        const written = patch(next);
        expect(parse(written), `${path.join(".")}`).toEqual(next);
        if (aliases) continue;
        const node = document.getIn(path, true) as Node;
        const [first, last] = linesOf(source, node);
        const { head, tail } = sameEnds(source, written);
        const lines = source.split("\n").length;
        expect(head, `${path.join(".")}: lines before it`).toBeGreaterThanOrEqual(first);
        expect(tail, `${path.join(".")}: lines after it`).toBeGreaterThanOrEqual(lines - 1 - last);
      }
      agreesWithPatchYaml();
    },
  );

  it.each(files.map((file) => [relative(root, file), file]))(
    "%s: removing a field or a list item removes only its lines",
    (_, file) => {
      const source = readFileSync(file, "utf8");
      const document = parseDocument(source);
      const data = parse(source) as Record<string, unknown>;
      const { patch, agreesWithPatchYaml } = patcherFor(source, orderFor(file));
      visit(document, {
        Pair: (_key, pair, ancestors) => {
          const map = ancestors.at(-1);
          if (!isMap(map) || map.items.length < 2 || isAlias(pair.value)) return;
          const path = pathOf([...ancestors, pair]);
          const parent = path.slice(0, -1);
          const next = structuredClone(data);
          const holder = (parent.length ? getIn(next, parent) : next) as Record<string, unknown>;
          delete holder[path.at(-1) as string];
          const written = patch(next);
          expect(parse(written), path.join(".")).toEqual(next);
          const removedLines = source.split("\n").length - written.split("\n").length;
          const [first, last] = linesOf(source, pair.value as Node);
          const keyLine = source.slice(0, (pair.key as Node).range?.[0]).split("\n").length - 1;
          expect(removedLines, path.join(".")).toBe(last - Math.min(first, keyLine) + 1);
        },
        Seq: (_key, seq, ancestors) => {
          if (seq.flow || seq.items.length < 2) return;
          const path = pathOf([...ancestors, seq]);
          const next = structuredClone(data);
          const list = getIn(next, path) as unknown[];
          list.splice(1, 1);
          const written = patch(next);
          expect(parse(written), path.join(".")).toEqual(next);
          const [first, last] = linesOf(source, seq.items[1] as Node);
          const removedLines = source.split("\n").length - written.split("\n").length;
          expect(removedLines, path.join(".")).toBe(last - first + 1);
        },
      });
      agreesWithPatchYaml();
    },
  );
});

function getIn(data: unknown, path: YamlPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data);
}

/** The path of the last node of a chain of nodes (a visitor's ancestors and the node). */
function pathOf(chain: readonly unknown[]): YamlPath {
  const path: (string | number)[] = [];
  chain.forEach((node, index) => {
    if (isPair(node)) path.push(String((node.key as { value: unknown }).value));
    else if (isSeq(node) && index + 1 < chain.length) {
      path.push(node.items.indexOf(chain[index + 1] as Node));
    }
  });
  return path;
}

describe("what a board member does in the CMS", () => {
  const event = `slug: robotics-night
kind: workshop
title:
  en: Robotics Night
  it: Notte della robotica
start: "2031-03-10T18:00"
end: "2031-03-10T22:00"
image: robotics-night.jpg
summary:
  en: >-
    An evening building small robots with the lab's kits, for anyone who wants to learn by
    doing: no experience needed.
  it: Una serata a costruire piccoli robot.
prizes:
  en:
    - A robot kit
    - A book
  it:
    - Un kit robotico
    - Un libro

examples:
  - title
`;
  const order: KeyOrder = (path) => {
    const shape = shapeOf(schemaAt(eventSchema, path) ?? eventSchema);
    return shape ? Object.keys(shape) : undefined;
  };
  const data = () => parse(event) as Record<string, unknown>;

  it("changes a picture in one line", () => {
    const next = { ...data(), image: "robotics-night-2.jpg" };
    expect(patchYaml(event, next, { order })).toBe(
      event.replace("image: robotics-night.jpg", "image: robotics-night-2.jpg"),
    );
  });

  it("keeps a date quoted and a long text folded", () => {
    const next = data();
    next.start = "2031-03-11T18:00";
    const summary =
      "An evening building small robots with the lab's kits, for anyone who wants to learn by doing: no experience needed, only curiosity.";
    (next.summary as Record<string, string>).en = summary;
    const written = patchYaml(event, next, { order });
    expect(written).toContain('start: "2031-03-11T18:00"\n');
    expect(written).toMatch(/\nsummary:\n {2}en: >-\n {4}An evening .*\n {4}\S.*\n {2}it:/);
    expect(written.split("\n").every((line) => line.length <= 100)).toBe(true);
    expect((parse(written) as { summary: { en: string } }).summary.en).toBe(summary);
  });

  it("adds a field where the schema has it, and leaves blank fields out", () => {
    const next = { ...data(), partner: "Example Systems", series: "", place: { name: { en: "" } } };
    const written = patchYaml(event, next, { order });
    expect(written).toBe(event.replace("prizes:", "partner: Example Systems\nprizes:"));
  });

  it("removes a cleared field", () => {
    const next = { ...data(), prizes: { en: [], it: [] } };
    const written = patchYaml(event, next, { order });
    expect(written).toBe(event.replace(/prizes:\n( {2}.*\n)+/, ""));
  });

  it("adds and removes list items in their place", () => {
    const next = data();
    (next.prizes as Record<string, string[]>).en = ["A robot kit", "A mug", "A book"];
    (next.prizes as Record<string, string[]>).it = ["Un libro"];
    const written = patchYaml(event, next, { order });
    expect(written).toBe(
      event
        .replace("    - A robot kit\n", "    - A robot kit\n    - A mug\n")
        .replace("    - Un kit robotico\n", ""),
    );
  });

  it("writes a text of several paragraphs as a block", () => {
    const next = data();
    (next.title as Record<string, string>).it = "Notte\n\ndella robotica";
    expect(patchYaml(event, next, { order })).toContain(
      "  it: |-\n    Notte\n\n    della robotica\nstart:",
    );
  });

  it("writes a new file in the content files' style, in the schema's order", () => {
    const written = renderYaml(
      {
        title: { en: "Robotics Night", it: "Notte della robotica" },
        slug: "robotics-night",
        start: "2031-03-10T18:00",
        series: "",
        registration: { url: "", action: "" },
      },
      { order },
    );
    expect(written).toBe(
      'slug: robotics-night\ntitle:\n  en: Robotics Night\n  it: Notte della robotica\nstart: "2031-03-10T18:00"\n',
    );
  });
});
