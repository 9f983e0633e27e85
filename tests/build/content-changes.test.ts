/**
 * The promise to the board: any content change that passes the content check passes `npm test`.
 * On a copy of the project with the chapter's own content, this adds an event, removes one,
 * replaces a team member and a sponsor, as a board member would, then runs every step of the
 * suite that reads the chapter's content: types, unit tests, the build, the checks over the
 * built site and the browser checks of the pages that changed. (The other steps use the fixture
 * content, which no content change touches.)
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { contentFiles, imageFolders } from "../../app/config/content-files";
import { copyProject, fixtureSite } from "../support/project-copy";

const copy = copyProject({ content: "chapter" });
const at = (path: string) => join(copy.dir, path);

afterAll(() => copy.remove());

function editYaml<T>(file: string, edit: (data: T) => void) {
  const data = parse(readFileSync(at(file), "utf8")) as T;
  edit(data);
  writeFileSync(at(file), stringify(data));
}

/** Removes a picture no entry names any more, as a tidy board member would. */
function removeIfUnused(folder: string, name: string, file: string) {
  if (!readFileSync(at(file), "utf8").includes(name)) rmSync(at(`${folder}/${name}`));
}

const newEvent = `slug: proof-robotics-night
kind: workshop
title:
  en: Robotics Night
  it: Notte della robotica
start: "2031-03-10T18:00"
end: "2031-03-10T22:00"
place:
  name:
    en: Robotics lab
    it: Laboratorio di robotica
image: proof-robotics-night.jpg
imageAlt:
  en: Papers and data on a desk
  it: Fogli e dati su una scrivania
summary:
  en: An evening building small robots, on {{date}}.
  it: Una serata a costruire piccoli robot, {{date}}.
page:
  intro:
    en: Build and program a small robot with your team, in one evening at the lab.
    it: Costruisci e programma un piccolo robot con la tua squadra, in una serata in laboratorio.
  sections:
    - heading:
        en: The evening
        it: La serata
      text:
        en: We provide the kits; you bring the ideas.
        it: Noi forniamo i kit, voi portate le idee.
`;

describe("a content change by the board", () => {
  it("keeps every step of the suite that reads the chapter's content green", () => {
    // Add an event, with its picture.
    writeFileSync(at(`${contentFiles.events}/proof-robotics-night.yaml`), newEvent);
    copyFileSync(
      join(fixtureSite, imageFolders.events, "levels.jpg"),
      at(`${imageFolders.events}/proof-robotics-night.jpg`),
    );
    // Remove one.
    const removed = readdirSync(at(contentFiles.events)).find(
      (name) => name.endsWith(".yaml") && name !== "proof-robotics-night.yaml",
    );
    if (removed) rmSync(at(`${contentFiles.events}/${removed}`));
    // Replace a team member, with a new portrait.
    copyFileSync(
      join(fixtureSite, imageFolders.team, "giulia-romano.jpg"),
      at(`${imageFolders.team}/proof-ada-lovelace.jpg`),
    );
    let oldPhoto = "";
    editYaml<{ members: { photo: string }[] }>(contentFiles.team, (team) => {
      oldPhoto = team.members[0]?.photo ?? "";
      team.members[0] = {
        name: "Ada Lovelace",
        role: "president",
        photo: "proof-ada-lovelace.jpg",
        email: "ada.lovelace@example.org",
      } as { photo: string };
    });
    if (oldPhoto) removeIfUnused(imageFolders.team, oldPhoto, contentFiles.team);
    // Replace a sponsor, with a new logo.
    writeFileSync(
      at(`${imageFolders.sponsors}/proof-acme.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><text x="10" y="50" font-size="40">Acme</text></svg>',
    );
    let oldLogo = "";
    editYaml<{ sponsors: { logo: string }[] }>(contentFiles.sponsors, (file) => {
      oldLogo = file.sponsors[0]?.logo ?? "";
      file.sponsors[0] = { name: "Acme", logo: "proof-acme.svg", url: "https://www.acme.example.com" } as {
        logo: string;
      };
    });
    if (oldLogo) removeIfUnused(imageFolders.sponsors, oldLogo, contentFiles.sponsors);

    const changedPages = ["/proof-robotics-night", "/events", "/about", "/partners"].flatMap(
      (path) => [path, `/it${path}`],
    );
    const run = spawnSync("node", ["scripts/test.mjs", "--only=types,unit,build,built,browser"], {
      cwd: copy.dir,
      env: {
        ...process.env,
        NODE_ENV: "",
        SWEEP_PAGES: changedPages.join(","),
        E2E_SITE_PORT: "4183",
      },
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(existsSync(at("build/client/proof-robotics-night/index.html")), output).toBe(true);
    expect(run.stdout.trim().split("\n").at(-1), output.slice(-6000)).toMatch(
      /^\d+ passed, 0 failed$/,
    );
    expect(run.status).toBe(0);
  }, 600_000);
});
