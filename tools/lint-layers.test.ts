/**
 * The layers' lint rule (eslint.config.js), proven on planted imports: each is linted as if it
 * were a file of the project, by the project's own configuration, and must fail for the reason
 * the layers give, however the import is written.
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const layerRules = [
  "import-x/no-restricted-paths",
  "layers/no-restricted-code-paths",
  "import-x/no-nodejs-modules",
  "import-x/no-unresolved",
  "@typescript-eslint/no-restricted-imports",
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layers' messages for `code` linted as the file `filePath`. */
async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => layerRules.includes(message.ruleId ?? ""))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the layers' lint rule", () => {
  it("refuses server/ in an island, written relative, with the alias, or by a detour", async () => {
    for (const source of [
      "../server/content.server",
      "~/server/site-content.server",
      "~/components/../server/clock.server",
    ]) {
      const problems = await layerProblems(
        "app/islands/planted.tsx",
        `import { planted } from "${source}";\nconsole.log(planted);\n`,
      );
      expect(problems.join("\n"), source).toMatch(/runs in a browser: server\/ is build time only/);
    }
    // Not even its types: an island's props are data.
    expect(
      await layerProblems(
        "app/islands/planted.tsx",
        'import type { EventPageView } from "~/server/event-views.server";\nexport type Planted = EventPageView;\n',
      ),
    ).not.toEqual([]);
  });

  it("refuses an import it cannot follow to a file, which would escape the layers", async () => {
    expect(
      (
        await layerProblems(
          "app/islands/planted.tsx",
          'import { planted } from "~/server/no-such-module";\nconsole.log(planted);\n',
        )
      ).join("\n"),
    ).toMatch(/import-x\/no-unresolved/);
  });

  it("refuses server/ in the CMS's setup.js and every file of its folder", async () => {
    for (const file of [
      "tools/cms-browser/setup.ts",
      "tools/cms-browser/saving.ts",
      "tools/cms-browser/planted.ts",
    ]) {
      const problems = await layerProblems(
        file,
        'import { readContent } from "../../app/server/content.server";\nconsole.log(readContent);\n',
      );
      expect(problems.join("\n"), file).toMatch(/runs in a browser: server\/ is build time only/);
    }
    const nodeImport = 'import { readFileSync } from "node:fs";\nconsole.log(readFileSync);\n';
    for (const file of ["tools/cms-browser/setup.ts", "tools/cms-browser/planted.ts"]) {
      expect((await layerProblems(file, nodeImport)).join("\n"), file).toMatch(
        /import-x\/no-nodejs-modules/,
      );
    }
    // The build's code beside the folder runs in Node.
    expect(await layerProblems("tools/planted.ts", nodeImport)).toEqual([]);
  });

  it("lets the CMS's script use the rules it shares with the build", async () => {
    expect(
      await layerProblems(
        "tools/cms-browser/setup.ts",
        'import { checkEditedFile } from "../../app/content-rules/content-rules";\nconsole.log(checkEditedFile);\n',
      ),
    ).toEqual([]);
  });

  it("refuses an upward import written with the alias", async () => {
    const problems = await layerProblems(
      "app/components/planted.tsx",
      'import { loader } from "~/routes/home";\nconsole.log(loader);\n',
    );
    expect(problems.join("\n")).toMatch(/components\/ sits below pages\//);
    expect(
      (
        await layerProblems(
          "app/lib/planted.ts",
          'import { messages } from "../i18n/messages";\nconsole.log(messages);\n',
        )
      ).join("\n"),
    ).toMatch(/lib\/ sits below i18n\//);
    for (const folder of ["content-rules", "content-texts"]) {
      expect(
        (
          await layerProblems(
            `app/${folder}/planted.ts`,
            'import { siteContent } from "../server/site-content.server";\nconsole.log(siteContent);\n',
          )
        ).join("\n"),
        folder,
      ).toMatch(new RegExp(`${folder}/ sits below server/`));
    }
    // The checks use the texts, never the other way round.
    expect(
      (
        await layerProblems(
          "app/content-texts/planted.ts",
          'import { checkEditedFile } from "../content-rules/content-rules";\nconsole.log(checkEditedFile);\n',
        )
      ).join("\n"),
    ).toMatch(/content-texts\/ sits below content-rules\//);
  });

  it("lets components import the types of server/, never its code", async () => {
    const view = "~/server/event-views.server";
    expect(
      await layerProblems(
        "app/components/planted.tsx",
        `import type { EventPageView } from "${view}";\nexport type Planted = EventPageView;\n`,
      ),
    ).toEqual([]);
    expect(
      (
        await layerProblems(
          "app/components/planted.tsx",
          `import { eventPageView } from "${view}";\nconsole.log(eventPageView);\n`,
        )
      ).join("\n"),
    ).toMatch(/components\/ sits below server\/.*types only/);
  });

  it("keeps tools/ and scripts/ in their place", async () => {
    expect(
      (
        await layerProblems(
          "app/lib/planted.ts",
          'import { hostingManifest } from "../../tools/hosting";\nconsole.log(hostingManifest);\n',
        )
      ).join("\n"),
    ).toMatch(/app\/ never imports tools\/ or scripts\//);
    expect(
      (
        await layerProblems(
          "tools/planted.ts",
          'import { Picture } from "../app/components/picture/picture";\nconsole.log(Picture);\n',
        )
      ).join("\n"),
    ).toMatch(/may import app's lower layers/);
    expect(
      await layerProblems(
        "tools/planted.ts",
        'import { readContent } from "../app/server/content.server";\nconsole.log(readContent);\n',
      ),
    ).toEqual([]);
  });

  it("keeps Node out of content-rules/ and content-texts/, which the CMS runs in a browser", async () => {
    for (const folder of ["content-rules", "content-texts"]) {
      expect(
        await layerProblems(
          `app/${folder}/planted.ts`,
          'import { readFileSync } from "node:fs";\nconsole.log(readFileSync);\n',
        ),
        folder,
      ).not.toEqual([]);
    }
  });
});
