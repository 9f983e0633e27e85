import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commitAll, git } from "../../tests/support/git-repository";
import {
  fileRevision,
  fileRevisions,
  noHistoryWarning,
  shallowWarning,
} from "./event-revisions.server";

const file = "app/content/events/robotics-night.yaml";
const folders: string[] = [];

/** An empty folder of its own, outside any repository. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "chapter-revisions-"));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(dir: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

function commit(dir: string, text: string, date: string) {
  write(dir, text);
  commitAll(dir, date);
}

/** A repository where the event file was committed, then changed in a second commit. */
function repositoryWithTwoVersions(): string {
  const dir = folder();
  git(dir, ["init", "-q", "-b", "main"]);
  commit(dir, 'start: "2027-03-10T18:00"\n', "2026-01-10T12:00:00Z");
  commit(dir, 'start: "2027-03-11T18:00"\n', "2026-02-20T09:30:00Z");
  return dir;
}

describe("fileRevision", () => {
  it("counts the commits that changed the file, and dates it by the last", () => {
    const dir = repositoryWithTwoVersions();
    const warn = vi.fn();
    expect(fileRevision(file, dir, warn)).toEqual({
      sequence: 1,
      lastModified: Date.parse("2026-02-20T09:30:00Z"),
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("gives a file's first version SEQUENCE 0, committed or not yet", () => {
    const dir = folder();
    git(dir, ["init", "-q", "-b", "main"]);
    write(dir, 'start: "2027-03-10T18:00"\n');
    const warn = vi.fn();
    expect(fileRevision(file, dir, warn).sequence).toBe(0);
    commitAll(dir);
    expect(fileRevision(file, dir, warn).sequence).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("counts an edit not yet committed, with the file's time, as its commit will", () => {
    const dir = repositoryWithTwoVersions();
    write(dir, 'start: "2027-03-12T18:00"\n');
    const edited = new Date("2026-03-01T08:00:00Z");
    utimesSync(join(dir, file), edited, edited);
    expect(fileRevision(file, dir, vi.fn())).toEqual({
      sequence: 2,
      lastModified: edited.getTime(),
    });
    git(dir, ["commit", "-q", "-am", "event"], "2026-03-01T08:05:00Z");
    expect(fileRevision(file, dir, vi.fn()).sequence).toBe(2);
  });

  it("only goes up when a merge takes the other side's version of the file", () => {
    const dir = repositoryWithTwoVersions();
    git(dir, ["checkout", "-q", "-b", "old", "HEAD~1"]);
    commit(dir, 'start: "2027-03-10T18:00"\nplace: Room 2\n', "2026-02-21T10:00:00Z");
    git(dir, ["checkout", "-q", "main"]);
    const before = fileRevision(file, dir, vi.fn()).sequence;
    // The conflict is resolved with the old branch's file: main's change is undone by a merge.
    git(dir, ["merge", "-q", "-X", "theirs", "old", "-m", "merge"], "2026-02-22T10:00:00Z");
    expect(fileRevision(file, dir, vi.fn()).sequence).toBeGreaterThan(before);
  });

  it("without git history: SEQUENCE 0, the file's time, and a warning", () => {
    const dir = folder();
    write(dir, 'start: "2027-03-10T18:00"\n');
    const edited = new Date("2026-03-01T08:00:00Z");
    utimesSync(join(dir, file), edited, edited);
    const warn = vi.fn();
    expect(fileRevision(file, dir, warn)).toEqual({
      sequence: 0,
      lastModified: edited.getTime(),
    });
    expect(warn).toHaveBeenCalledWith(noHistoryWarning);
  });

  it("warns, without failing, in a shallow clone, whose count is too low", () => {
    const source = repositoryWithTwoVersions();
    const clone = join(folder(), "clone");
    git(dirname(clone), ["clone", "-q", "--depth", "1", `file://${source}`, clone]);
    const warn = vi.fn();
    expect(fileRevision(file, clone, warn).sequence).toBe(0);
    expect(warn).toHaveBeenCalledWith(shallowWarning);
  });
});

describe("fileRevision and recaps", () => {
  const event = 'start: "2027-03-10T18:00"\ntitle: Robotics Night\n';
  const recap = "recap:\n  outcome: Twelve teams came.\n";

  it("does not count a commit that only adds or edits the recap, or a comment", () => {
    const dir = folder();
    git(dir, ["init", "-q", "-b", "main"]);
    commit(dir, event, "2026-01-10T12:00:00Z");
    commit(dir, `${event}${recap}`, "2026-03-12T09:00:00Z");
    commit(
      dir,
      `# after the night\n${event}${recap.replace("Twelve", "Thirteen")}`,
      "2026-03-13T09:00:00Z",
    );
    expect(fileRevision(file, dir, vi.fn())).toEqual({
      sequence: 0,
      lastModified: Date.parse("2026-01-10T12:00:00Z"),
    });
    // Nor an edit of the recap that is not committed yet.
    write(dir, `${event}${recap.replace("Twelve", "Fourteen")}`);
    expect(fileRevision(file, dir, vi.fn()).sequence).toBe(0);
  });

  it("still counts a change of what calendars show, made with the recap", () => {
    const dir = folder();
    git(dir, ["init", "-q", "-b", "main"]);
    commit(dir, event, "2026-01-10T12:00:00Z");
    commit(dir, `${event.replace("Night", "Evening")}${recap}`, "2026-03-12T09:00:00Z");
    expect(fileRevision(file, dir, vi.fn())).toEqual({
      sequence: 1,
      lastModified: Date.parse("2026-03-12T09:00:00Z"),
    });
  });
});

describe("fileRevisions", () => {
  it("reads many events' histories at once as each alone, in a project that is a folder of its repository", () => {
    const repository = folder();
    const project = join(repository, "chapter site");
    mkdirSync(project);
    git(repository, ["init", "-q", "-b", "main"]);
    const other = "app/content/events/game-jam.yaml";
    const untouched = "app/content/events/quiz.yaml";
    const writeIn = (name: string, text: string) => {
      mkdirSync(dirname(join(project, name)), { recursive: true });
      writeFileSync(join(project, name), text);
    };
    writeIn(file, 'start: "2027-03-10T18:00"\n');
    writeIn(other, 'start: "2027-04-10T18:00"\n');
    writeIn(untouched, 'start: "2027-05-10T18:00"\n');
    commitAll(repository, "2026-01-10T12:00:00Z");
    writeIn(file, 'start: "2027-03-11T18:00"\n');
    commitAll(repository, "2026-02-20T09:30:00Z");
    writeIn(file, 'start: "2027-03-12T18:00"\n');
    commitAll(repository, "2026-02-21T09:30:00Z");
    // An edit not committed yet, of another event.
    writeIn(other, 'start: "2027-04-11T18:00"\n');
    utimesSync(
      join(project, other),
      new Date("2026-03-01T08:00:00Z"),
      new Date("2026-03-01T08:00:00Z"),
    );

    const warn = vi.fn();
    const together = fileRevisions([file, other, untouched], project, warn);
    expect(Object.fromEntries(together)).toEqual({
      [file]: { sequence: 2, lastModified: Date.parse("2026-02-21T09:30:00Z") },
      [other]: { sequence: 1, lastModified: Date.parse("2026-03-01T08:00:00Z") },
      [untouched]: { sequence: 0, lastModified: Date.parse("2026-01-10T12:00:00Z") },
    });
    for (const each of [file, other, untouched])
      expect(fileRevision(each, project, warn)).toEqual(together.get(each));
    expect(warn).not.toHaveBeenCalled();
  });
});
