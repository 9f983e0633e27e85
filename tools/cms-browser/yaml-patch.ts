/**
 * Saving a content file as it was written. The CMS hands over a file's data as a whole; written
 * out afresh, every text would be folded, quoted and ordered its way, and a changed picture
 * would show as a rewrite of the whole file. `patchYaml` writes into the file's own text only
 * what differs: a changed value replaces that value's lines, a field or list item added or
 * removed adds or removes its lines, and every other byte (keys, order, quoting, folding,
 * comments, blank lines) stays as it was. A new file is written in the content files' style.
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  YAMLMap,
  YAMLSeq,
  type Node,
  type Pair,
} from "yaml";

/** Where a value is in a file: keys and list positions, from the top. */
export type YamlPath = readonly (string | number)[];

/** The order of the fields of the object at a path (the schema's order), for fields a save adds. */
export type KeyOrder = (path: YamlPath) => readonly string[] | undefined;

export interface PatchOptions {
  /** Where a field that was not in the file goes among the others; else after them. */
  order?: KeyOrder;
  /** The longest line a new or changed text is folded to (indentation included). */
  width?: number;
}

/** The content files' line width: long texts are folded (`>-`) below it. */
export const contentLineWidth = 100;

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value the content counts as left out: the CMS writes a cleared field as an empty text. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isBlank);
  return false;
}

/** Whether two values hold the same data; a field left out and a blank one are the same. */
export function sameData(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameData(item, b[index]))
    );
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameData(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** The value without its blank fields, its objects' fields in the schema's order. */
function normalize(value: unknown, path: YamlPath, order: KeyOrder): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => normalize(item, [...path, index], order));
  }
  if (!isPlainObject(value)) return value;
  const known = order(path) ?? [];
  const rank = (key: string) => {
    const index = known.indexOf(key);
    return index < 0 ? known.length : index;
  };
  const keys = Object.keys(value)
    .filter((key) => !isBlank(value[key]))
    .sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, normalize(value[key], [...path, key], order)]));
}

const dateLike = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/**
 * The style of a text as the content files write it, or as it was (`before`): a text of several
 * lines as a literal block (`|-`), one too long for its line folded (`>-`), a date in quotes,
 * anything else plain (quoted by the writer where YAML needs it).
 */
function textStyle(text: string, room: number, before?: Scalar.Type): Scalar.Type {
  const multiline = text.includes("\n");
  const long = text.length > room;
  if (before === Scalar.BLOCK_LITERAL) return before;
  if (before === Scalar.BLOCK_FOLDED) return multiline ? Scalar.BLOCK_LITERAL : before;
  if (multiline) return Scalar.BLOCK_LITERAL;
  if (before === Scalar.QUOTE_DOUBLE || before === Scalar.QUOTE_SINGLE) return before;
  if (long) return Scalar.BLOCK_FOLDED;
  if (before === Scalar.PLAIN) return before;
  return dateLike.test(text) ? Scalar.QUOTE_DOUBLE : Scalar.PLAIN;
}

/** Text that starts after `key:` or `- ` on a line indented by `column`: later lines indented. */
function indentAfter(text: string, column: number): string {
  const pad = " ".repeat(column);
  return text
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : pad + line))
    .join("\n");
}

class Patcher {
  readonly edits: Edit[] = [];

  constructor(
    private readonly source: string,
    private readonly order: KeyOrder,
    private readonly width: number,
  ) {}

  private lineStart(position: number): number {
    return this.source.lastIndexOf("\n", position - 1) + 1;
  }

  private column(position: number): number {
    return position - this.lineStart(position);
  }

  /** The end of the line a position is on (before its line break). */
  private lineEnd(position: number): number {
    const end = this.source.indexOf("\n", position);
    return end < 0 ? this.source.length : end;
  }

  /** Where a value's text ends, before the line break (and blank lines) after it. */
  private valueEnd(node: Node): number {
    const [start, end] = node.range ?? [0, 0];
    let position = end;
    while (position > start && /\s/.test(this.source[position - 1] ?? "")) position--;
    return position;
  }

  /** Just after the `:` of a pair. */
  private afterColon(pair: Pair): number {
    const key = pair.key as Node;
    return this.source.indexOf(":", key.range?.[1] ?? 0) + 1;
  }

  /** The `-` that starts a list item. */
  private dash(item: Node): number {
    let position = (item.range?.[0] ?? 0) - 1;
    while (position > 0 && this.source[position] !== "-") position--;
    return position;
  }

  private keyStart(pair: Pair): number {
    return (pair.key as Node).range?.[0] ?? 0;
  }

  /** A value as YAML text, to be placed after `prefix` (`key:` or `-`) on a line indented by
   * `column`. */
  private render(value: unknown, path: YamlPath, column: number, prefix: string, before?: Node) {
    const document = new Document();
    const node = document.createNode(normalize(value, path, this.order)) as Node;
    const room = this.width - column - prefix.length - 1;
    if (isScalar(node) && typeof node.value === "string") {
      node.type = textStyle(
        node.value,
        room,
        isScalar(before) && typeof before.value === "string" ? before.type : undefined,
      );
    } else {
      visit(node, {
        Scalar: (key, scalar, ancestors) => {
          if (key === "key" || typeof scalar.value !== "string") return;
          const depth = ancestors.filter((ancestor) => isMap(ancestor) || isSeq(ancestor)).length;
          scalar.type = textStyle(scalar.value, room - 2 * depth - 10);
        },
      });
    }
    const holder = prefix === "-" ? new YAMLSeq() : new YAMLMap();
    if (holder instanceof YAMLSeq) holder.items.push(node);
    else holder.items.push(document.createPair("k", node));
    document.contents = holder;
    const text = document
      .toString({
        lineWidth: Math.max(40, this.width - column),
        minContentWidth: 0,
        doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER,
      })
      .replace(/\n$/, "");
    const after = holder instanceof YAMLSeq ? text.slice(1) : text.slice(2);
    return indentAfter(after, column);
  }

  /** Replaces a pair's value, from after its `:` to the value's end. */
  private replacePairValue(pair: Pair, value: unknown, path: YamlPath) {
    const start = this.afterColon(pair);
    const node = pair.value as Node | null;
    const end = node?.range ? Math.max(start, this.valueEnd(node)) : start;
    const column = this.column(this.keyStart(pair));
    const text = this.render(value, path, column, `${String(path.at(-1))}:`, node ?? undefined);
    this.edits.push({ start, end, text });
  }

  /** Replaces a list item's value, after its `- `. */
  private replaceItem(item: Node, value: unknown, path: YamlPath) {
    const start = item.range?.[0] ?? 0;
    const column = this.column(this.dash(item));
    const text = this.render(value, path, column, "-", item).replace(/^ /, "");
    this.edits.push({ start, end: this.valueEnd(item), text });
  }

  private patchValue(
    node: Node | null,
    before: unknown,
    after: unknown,
    path: YamlPath,
    replace: () => void,
  ) {
    if (sameData(before, after)) return;
    if (isMap(node) && !node.flow && isPlainObject(before) && isPlainObject(after)) {
      if (this.patchMap(node, before, after, path)) return;
    } else if (isSeq(node) && !node.flow && Array.isArray(before) && Array.isArray(after)) {
      if (this.patchSeq(node, before, after, path)) return;
    }
    replace();
  }

  /** Patches a map in place; false when it must be written anew (none of its fields stays). */
  patchMap(node: YAMLMap, before: Plain, after: Plain, path: YamlPath): boolean {
    const pairs = node.items as Pair[];
    const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
    const keys = pairs.map(keyOf);
    const removed = keys.map((key) => isBlank(after[key]) && !isBlank(before[key]));
    if (removed.every(Boolean)) return false;
    pairs.forEach((pair, index) => {
      const key = keys[index] ?? "";
      if (removed[index]) return;
      this.patchValue(pair.value as Node | null, before[key], after[key], [...path, key], () =>
        this.replacePairValue(pair, after[key], [...path, key]),
      );
    });
    this.removeRuns(removed, (index) => {
      const pair = pairs[index] as Pair;
      return {
        start: this.keyStart(pair),
        end: this.valueEnd((pair.value as Node | null) ?? (pair.key as Node)),
      };
    });
    // Fields the file did not have, each before the next one (in the schema's order) it has.
    const order = this.order(path) ?? Object.keys(after);
    const added = Object.keys(after).filter((key) => !keys.includes(key) && !isBlank(after[key]));
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const kept = pairs.filter((_, index) => !removed[index]);
    const anchors = new Map<Pair | undefined, string[]>();
    for (const key of added.sort((a, b) => rank(a) - rank(b))) {
      const next = kept.find((pair) => rank(keyOf(pair)) > rank(key) && rank(key) < order.length);
      anchors.set(next, [...(anchors.get(next) ?? []), key]);
    }
    const column = this.column(this.keyStart(kept[0] as Pair));
    const pad = " ".repeat(column);
    for (const [next, keysHere] of anchors) {
      const lines = keysHere.map(
        (key) => `${key}:${this.render(after[key], [...path, key], column, `${key}:`)}`,
      );
      if (next) {
        const start = this.keyStart(next);
        this.edits.push({
          start,
          end: start,
          text: lines.map((line) => `${line}\n${pad}`).join(""),
        });
      } else {
        const last = kept.at(-1) as Pair;
        const start = this.lineEnd(
          this.valueEnd((last.value as Node | null) ?? (last.key as Node)),
        );
        this.edits.push({
          start,
          end: start,
          text: lines.map((line) => `\n${pad}${line}`).join(""),
        });
      }
    }
    return true;
  }

  /**
   * Removes runs of removed entries (pairs of a map, items of a list) with their lines. An entry
   * that shares its line with the `- ` of its list item (the first field of an item) is removed
   * up to the next entry, which takes its place after the `- `.
   */
  private removeRuns(removed: boolean[], span: (index: number) => { start: number; end: number }) {
    for (let first = 0; first < removed.length; first++) {
      if (!removed[first]) continue;
      let last = first;
      while (removed[last + 1]) last++;
      const start = span(first).start;
      const lineStart = this.lineStart(start);
      if (/^\s*$/.test(this.source.slice(lineStart, start)) || last + 1 >= removed.length) {
        const end = Math.min(this.lineEnd(span(last).end) + 1, this.source.length);
        this.edits.push({ start: lineStart, end, text: "" });
      } else {
        this.edits.push({ start, end: span(last + 1).start, text: "" });
      }
      first = last;
    }
  }

  /**
   * Patches a list in place, item by item: the items that stay (the longest common run) keep
   * their lines, changed ones are patched, removed ones lose their lines and new ones are added
   * where they are in the list. False when none of its items stays.
   */
  patchSeq(node: YAMLSeq, before: unknown[], after: unknown[], path: YamlPath): boolean {
    const items = node.items as Node[];
    if (items.length !== before.length) return false;
    // The longest common subsequence of equal items.
    const rows = before.length;
    const columns = after.length;
    const table = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0));
    for (let i = rows - 1; i >= 0; i--) {
      for (let j = columns - 1; j >= 0; j--) {
        table[i]![j] = sameData(before[i], after[j])
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
      }
    }
    // The items that stay: a longest common subsequence, as pairs of (old, new) positions.
    const matches: [number, number][] = [];
    for (let i = 0, j = 0; i < rows && j < columns;) {
      if (sameData(before[i], after[j])) matches.push([i++, j++]);
      else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
      else j++;
    }
    matches.push([rows, columns]);
    const removed = new Array<boolean>(rows).fill(false);
    /** New items by the position of the old item they go before (`rows`: at the end). */
    const inserted = new Map<number, number[]>();
    let i = 0;
    let j = 0;
    for (const [toI, toJ] of matches) {
      // Between two items that stay, old and new items differ: patched pairwise, the rest
      // removed or added.
      for (; i < toI && j < toJ; i++, j++) {
        const item = items[i] as Node;
        const index = j;
        this.patchValue(item, before[i], after[j], [...path, j], () =>
          this.replaceItem(item, after[index], [...path, index]),
        );
      }
      for (; i < toI; i++) removed[i] = true;
      for (; j < toJ; j++) inserted.set(i, [...(inserted.get(i) ?? []), j]);
      i++;
      j++;
    }
    this.removeRuns(removed, (index) => ({
      start: this.dash(items[index] as Node),
      end: this.valueEnd(items[index] as Node),
    }));
    const column = this.column(this.dash(items[0] as Node));
    const pad = " ".repeat(column);
    for (const [position, newItems] of inserted) {
      const texts = newItems.map(
        (index) =>
          `- ${this.render(after[index], [...path, index], column, "-").replace(/^ /, "")}`,
      );
      // Before the next item that stays, else after the last one that stays.
      const next = items.findIndex((_, index) => index >= position && !removed[index]);
      if (next >= 0) {
        const start = this.dash(items[next] as Node);
        this.edits.push({
          start,
          end: start,
          text: texts.map((text) => `${text}\n${pad}`).join(""),
        });
      } else {
        const last = items.findLastIndex((_, index) => !removed[index]);
        const start = this.lineEnd(this.valueEnd(items[last] as Node));
        this.edits.push({
          start,
          end: start,
          text: texts.map((text) => `\n${pad}${text}`).join(""),
        });
      }
    }
    return true;
  }
}

/** A whole file in the content files' style: fields in the schema's order, blank ones left out. */
export function renderYaml(data: unknown, options: PatchOptions = {}): string {
  const order = options.order ?? (() => undefined);
  const width = options.width ?? contentLineWidth;
  const document = new Document(normalize(data, [], order));
  visit(document, {
    Scalar: (key, scalar, ancestors) => {
      if (key === "key" || typeof scalar.value !== "string") return;
      const depth = ancestors.filter((ancestor) => isMap(ancestor) || isSeq(ancestor)).length;
      scalar.type = textStyle(scalar.value, width - 2 * depth - 12);
    },
  });
  return document.toString({
    lineWidth: width,
    minContentWidth: 0,
    doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER,
  });
}

/**
 * The file `source` with `data` written into it, changing only what differs (see above); a new
 * file (`source` undefined), or one that is not a YAML map, is written whole.
 */
export function patchYaml(source: string | undefined, data: unknown, options: PatchOptions = {}) {
  return yamlPatcher(source, options)(data);
}

/** A file's top map and its data, or null when it is not a YAML map (or does not parse). */
function parsedMap(source: string): { contents: YAMLMap; before: Plain } | null {
  const document = parseDocument(source);
  const contents = document.contents;
  if (document.errors.length > 0 || !isMap(contents) || contents.flow) return null;
  const before = document.toJS() as unknown;
  return isPlainObject(before) ? { contents, before } : null;
}

/**
 * `patchYaml` for one file and many versions of its data: the file is parsed once, at the first
 * version, and after only read (parsing is most of a patch's work; a patch changes neither the
 * parsed file nor its data).
 */
export function yamlPatcher(
  source: string | undefined,
  options: PatchOptions = {},
): (data: unknown) => string {
  const order = options.order ?? (() => undefined);
  const width = options.width ?? contentLineWidth;
  let parsed: ReturnType<typeof parsedMap> | undefined;
  return (data) => {
    if (source === undefined || !isPlainObject(data)) return renderYaml(data, options);
    if (parsed === undefined) parsed = parsedMap(source);
    if (parsed === null) return renderYaml(data, options);
    const patcher = new Patcher(source, order, width);
    if (!patcher.patchMap(parsed.contents, parsed.before, data, [])) {
      return renderYaml(data, options);
    }
    let text = source;
    const edits = [...patcher.edits].sort((a, b) => b.start - a.start || b.end - a.end);
    for (const { start, end, text: replacement } of edits) {
      text = text.slice(0, start) + replacement + text.slice(end);
    }
    return text;
  };
}

/**
 * The file `source` with fields renamed where they are, every other byte kept: each `from` and
 * `to` is a path of keys (`recap.collaborations` to `recap.partnerOutcomes`, the two differing
 * in their last key). A field that is not there, or whose new name is already taken, is left.
 */
export function renameKeys(
  source: string,
  renames: readonly { from: string; to: string }[],
): string {
  const document = parseDocument(source);
  if (document.errors.length > 0) return source;
  const edits: Edit[] = [];
  for (const { from, to } of renames) {
    const parentPath = from.split(".");
    const oldKey = parentPath.pop();
    const newKey = to.split(".").at(-1);
    const parent = parentPath.length === 0 ? document.contents : document.getIn(parentPath, true);
    if (!oldKey || !newKey || !isMap(parent) || parent.has(newKey)) continue;
    const key = parent.items.find((pair) => isScalar(pair.key) && pair.key.value === oldKey)?.key;
    const range = isScalar(key) ? key.range : undefined;
    if (range) edits.push({ start: range[0], end: range[1], text: newKey });
  }
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}
