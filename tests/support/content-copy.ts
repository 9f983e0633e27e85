/**
 * A temporary copy of the fixture content (tests/fixtures/site) for tests that change it and
 * read it back with the content check: what a board member's edit would give.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureSite } from "./project-copy";

export interface ContentCopy {
  root: string;
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  /** Replaces a text that must be in the file. */
  replace: (file: string, from: string, to: string) => void;
  remove: (file: string) => void;
  dispose: () => void;
}

export function copyFixtureContent(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), "chapter-content-"));
  cpSync(fixtureSite, root, { recursive: true });
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  const write = (file: string, text: string) => writeFileSync(join(root, file), text);
  return {
    root,
    read,
    write,
    replace: (file, from, to) => {
      const text = read(file);
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      write(file, text.replace(from, to));
    },
    remove: (file) => rmSync(join(root, file), { recursive: true, force: true }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
