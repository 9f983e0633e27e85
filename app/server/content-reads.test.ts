/**
 * A build reads the content once (`readContentOncePerBuild`, which the build's content check turns
 * on): the route table and the loaders of each of React Router's module graphs take that read.
 * Before it, and in the development server and the tests, every read reads the files again, so an
 * edit shows.
 */
import { afterAll, describe, expect, it } from "vitest";
import { copyFixtureContent } from "../../tests/support/content-copy";
import { readContent, readContentOncePerBuild } from "./content.server";

const copy = copyFixtureContent();
const other = copyFixtureContent();
const eventFile = "app/content/events/levels.yaml";

afterAll(() => {
  // The reads are kept in the process: whatever runs in it after this file reads afresh again.
  delete (globalThis as Record<symbol, unknown>)[
    Symbol.for("chapter-website.content-reads-of-this-build")
  ];
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
