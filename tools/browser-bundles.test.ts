import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { cmsBrowserAppFolders, cmsBrowserFolder } from "../eslint.config.js";
import { fixtureContent } from "../tests/support/fixture-content";
import { buildTimeModules, refuseBuildTimeModules } from "./browser-bundles";
import { adminSetupBundle, adminSetupScript } from "./cms-admin";

describe("buildTimeModules", () => {
  it("finds server/'s modules and .server modules, wherever they sit", () => {
    expect(
      buildTimeModules([
        "app/server/yaml.server.ts",
        "app/server/helpers.ts",
        "app/components/event-page/event-facts.tsx",
        "app/lib/clock.server.ts",
        "app/content-rules/content-rules.ts",
        "app/content-texts/event-placeholders.ts",
        "tools/cms-browser/setup.ts",
        "node_modules/zod/v4/core/core.js",
      ]),
    ).toEqual(["app/server/yaml.server.ts", "app/server/helpers.ts", "app/lib/clock.server.ts"]);
  });

  it("stops the build naming the bundle and the modules", () => {
    expect(() =>
      refuseBuildTimeModules("island team-carousel", ["app/server/clock.server.ts"]),
    ).toThrow(
      /island team-carousel runs in a browser and holds build-time code: app\/server\/clock\.server\.ts/,
    );
    expect(() =>
      refuseBuildTimeModules("island team-carousel", ["app/lib/dates.ts"]),
    ).not.toThrow();
  });
});

describe("setup.js, the CMS's script", () => {
  let root = "";
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = "";
  });

  it("is bundled from exactly the files of the folder the lint rule treats as the browser's, and app/'s layers below server/", async () => {
    const { modules } = await adminSetupBundle(fixtureContent.identity, []);
    const folder = join(fileURLToPath(new URL("..", import.meta.url)), cmsBrowserFolder);
    const folderFiles = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .map((name) => `${cmsBrowserFolder}/${name.replaceAll("\\", "/")}`)
      .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"));
    expect(modules.filter((path) => path.startsWith("tools/")).sort()).toEqual(folderFiles.sort());
    const inside = (path: string, folders: readonly string[]) =>
      folders.some((name) => path.startsWith(`${name}/`));
    expect(
      modules.filter(
        (path) =>
          !path.startsWith("node_modules/") &&
          !path.includes(":") &&
          !inside(path, [cmsBrowserFolder, ...cmsBrowserAppFolders]),
      ),
    ).toEqual([]);
    expect(buildTimeModules(modules)).toEqual([]);
    for (const folder of ["app/content-rules/", "app/content-texts/"]) {
      expect(modules.filter((path) => path.startsWith(folder)).length, folder).toBeGreaterThan(0);
    }
  });

  it("is refused when anything it imports reaches server/", async () => {
    root = mkdtempSync(join(tmpdir(), "setup-bundle-"));
    mkdirSync(join(root, cmsBrowserFolder), { recursive: true });
    mkdirSync(join(root, "app/server"), { recursive: true });
    writeFileSync(join(root, "app/server/clock.server.ts"), "export const today = 1;\n");
    writeFileSync(
      join(root, cmsBrowserFolder, "setup.ts"),
      'import { today } from "../../app/server/clock.server";\nconsole.log(today);\n',
    );
    await expect(adminSetupScript(fixtureContent.identity, [], root)).rejects.toThrow(
      /admin\/setup\.js runs in a browser and holds build-time code: app\/server\/clock\.server\.ts/,
    );
  });
});
