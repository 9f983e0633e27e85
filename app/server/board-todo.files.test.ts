/**
 * The board's to-do list read from the files themselves (decision 0046): a copy of the fixture
 * content in a temporary folder, changed as a new chapter's site would be, checked as
 * `npm run check` checks it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { siteTimeZone } from "../config/time-zone";
import { localInstant } from "../lib/dates";
import { formatTodo, type TodoGroup } from "./board-todo.server";
import { checkContent } from "./check-content.server";

const fixture = fileURLToPath(new URL("../../tests/fixtures/site", import.meta.url));
const now = localInstant("2026-12-02T12:00", siteTimeZone);
let root = "";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "board-todo-"));
  cpSync(fixture, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Changes a YAML file of the copy. */
function change(file: string, edit: (data: Record<string, unknown>) => void): void {
  const path = join(root, file);
  const data = parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  edit(data);
  writeFileSync(path, stringify(data));
}

const identityFile = "app/config/identity.yaml";

async function groups(): Promise<TodoGroup[]> {
  const check = await checkContent(root, now);
  expect(check.mistakes, check.lines.join("\n")).toBe(0);
  return check.todo;
}

async function group(title: RegExp): Promise<TodoGroup | undefined> {
  return (await groups()).find((found) => title.test(found.title));
}

describe("the to-do list, from the files", () => {
  it("finds the site's address and repository new-chapter guessed from the chapter's name", async () => {
    expect(await group(/guessed/)).toBeUndefined();
    change(identityFile, (identity) => {
      identity.url = "https://est-torino.github.io";
    });
    const cms = join(root, "app/config/cms.yaml");
    writeFileSync(
      cms,
      readFileSync(cms, "utf8").replace(/^repository:.*$/m, "repository: est-torino/website"),
    );
    const guessed = await group(/guessed/);
    expect(guessed?.title).toBe("2 guessed addresses");
    expect(guessed?.items.map((item) => `${item.file}: ${item.fields.join(", ")}`)).toEqual([
      "app/config/identity.yaml: url",
      "app/config/cms.yaml: repository",
    ]);
    // The board writes the real address: the item is gone.
    change(identityFile, (identity) => {
      identity.url = "https://est-torino.org";
    });
    expect((await group(/guessed/))?.title).toBe("1 guessed address");
  });

  it("finds texts under another language left as the first language's, not names or short ones", async () => {
    // The fixture's German texts are English: make them German, then leave some English.
    const home = "app/content/pages/home.yaml";
    change(home, (data) => {
      const translate = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(translate);
        if (typeof value !== "object" || value === null) return value;
        const object = value as Record<string, unknown>;
        if ("en" in object && "de" in object) {
          const de = object.de;
          return {
            ...object,
            de: Array.isArray(de)
              ? de.map((item) => `Deutsch: ${String(item)}`)
              : `Deutsch: ${String(de)}`,
          };
        }
        return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, translate(v)]));
      };
      Object.assign(data, translate(data));
      const heading = data.heading as Record<string, string>;
      // Left in English: four words and more.
      heading.de = heading.en as string;
      // Legitimately the same: a short name, an address, a placeholder and a number.
      const reasons = data.reasons as { title: Record<string, string> }[];
      (reasons[0] as { title: Record<string, string> }).title = {
        en: "Hackathon 2027",
        it: "Hackathon 2027",
        de: "Hackathon 2027",
      };
    });
    const untranslated = await group(/the same as in the first language/);
    const homeItem = untranslated?.items.find((item) => item.file === home);
    expect(homeItem?.fields).toEqual(["heading.de"]);
    expect(untranslated?.title).toMatch(/the same as in the first language \(en\): translate/);
    expect(formatTodo(await groups()).join("\n")).toContain(
      "app/content/pages/home.yaml: heading.de",
    );
  });

  it("finds the links and details left out, and the lists with nothing yet", async () => {
    expect(await group(/left out/)).toBeUndefined();
    expect(await group(/not added yet/)).toBeUndefined();
    change(identityFile, (identity) => {
      delete (identity.links as Record<string, unknown>).joinUs;
      delete (identity.social as Record<string, unknown>).whatsappGroup;
      const city = identity.city as Record<string, unknown>;
      delete city.latitude;
      delete city.longitude;
    });
    change("app/content/team.yaml", (team) => {
      team.members = [];
    });
    const leftOut = await group(/left out/);
    expect(leftOut?.title).toBe(
      "4 links and details left out: the pages leave out what needs them",
    );
    expect(leftOut?.items).toEqual([
      {
        file: identityFile,
        fields: ["links.joinUs", "social.whatsappGroup", "city.latitude", "city.longitude"],
      },
    ]);
    expect((await group(/not added yet/))?.items).toEqual([
      { file: "app/content/team.yaml", fields: ["members"] },
    ]);
  });

  it("says the chapter has no figure of its own while it has only the starter's", async () => {
    mkdirSync(join(root, "scripts"));
    const figures = (
      parse(readFileSync(join(root, identityFile), "utf8")) as {
        figures: { name: string }[];
      }
    ).figures.map(({ name }) => ({ name }));
    writeFileSync(
      join(root, "scripts/new-chapter-texts.yaml"),
      stringify({ organisation: { figures: figures.slice(0, -1) } }),
    );
    expect(await group(/not added yet/)).toBeUndefined();
    writeFileSync(
      join(root, "scripts/new-chapter-texts.yaml"),
      stringify({ organisation: { figures } }),
    );
    expect((await group(/not added yet/))?.items).toEqual([
      expect.objectContaining({ file: identityFile, fields: ["figures"] }),
    ]);
  });
});
