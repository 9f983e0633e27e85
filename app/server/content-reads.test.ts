/**
 * A build reads the content once (`readContentOncePerBuild`, which the build's content check turns
 * on): the route table and the loaders of each of React Router's module graphs take that read.
 * The development server reads it again when a file the board edits has changed
 * (`readContentWhenChanged`, turned on by its content check). Before either, and in the tests,
 * every read reads the files again, so an edit shows.
 */
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyFixtureContent } from "../../tests/support/content-copy";
import { readContent, readContentOncePerBuild, readContentWhenChanged } from "./content.server";

const copy = copyFixtureContent();
const other = copyFixtureContent();
const eventFile = "app/content/events/levels.yaml";

afterAll(() => {
  // The reads are kept in the process: whatever runs in it after this file reads afresh again.
  for (const key of [
    "chapter-website.content-reads-of-this-build",
    "chapter-website.content-reads-when-changed",
  ]) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)];
  }
  if (readContent(copy.root) === readContent(copy.root)) {
    throw new Error("content.server.ts keeps a build's reads under another key: name it here");
  }
  copy.dispose();
  other.dispose();
});

const levelsTitle = (root: string) =>
  readContent(root).events.find((entry) => entry.id === "levels")?.event.title.en;

describe("the content's reads", () => {
  it("read the files again each time, until a build asks for one read", () => {
    const before = levelsTitle(copy.root);
    expect(before).toBeTruthy();
    copy.replace(eventFile, `en: "${before}"`, 'en: "Levels, renamed"');
    expect(levelsTitle(copy.root)).toBe("Levels, renamed");
    expect(readContent(copy.root)).not.toBe(readContent(copy.root));
  });

  it("in the development server, are read again when a file the board edits changed, and only then", () => {
    readContentWhenChanged();
    const first = readContent(copy.root);
    expect(readContent(copy.root)).toBe(first);
    // A text of the same length, at once: told by its bytes, whatever its time of change.
    copy.replace(eventFile, 'en: "Levels, renamed"', 'en: "Levels, Renamed"');
    const edited = readContent(copy.root);
    expect(edited).not.toBe(first);
    expect(levelsTitle(copy.root)).toBe("Levels, Renamed");
    expect(readContent(copy.root)).toBe(edited);
    // A picture added, then one replaced: the content names pictures by their files.
    const events = join(copy.root, "app/assets/events");
    copyFileSync(join(events, "levels.jpg"), join(events, "another.jpg"));
    const added = readContent(copy.root);
    expect(added).not.toBe(edited);
    copyFileSync(join(events, "ecotech-challenge.jpg"), join(events, "levels.jpg"));
    expect(readContent(copy.root)).not.toBe(added);
    copy.replace(eventFile, 'en: "Levels, Renamed"', 'en: "Levels, renamed"');
    delete (globalThis as Record<symbol, unknown>)[
      Symbol.for("chapter-website.content-reads-when-changed")
    ];
  });

  it("are one per project during a build: a file changed after it is not read again", () => {
    readContentOncePerBuild();
    const first = readContent(copy.root);
    copy.replace(eventFile, 'en: "Levels, renamed"', 'en: "Levels, renamed again"');
    expect(readContent(copy.root)).toBe(first);
    expect(levelsTitle(copy.root)).toBe("Levels, renamed");
    // Another project is read for itself.
    expect(readContent(other.root)).not.toBe(first);
    expect(readContent(other.root).events.length).toBe(first.events.length);
  });
});
