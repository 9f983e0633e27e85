import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

/**
 * Imports run one way, from the pages down to the configuration (docs/architecture.md, "Layers").
 * Each layer of app/ may import its own files and those of the layers below it, judged by the
 * file an import resolves to (relative, `~/`, or any other way of writing it), not by how it is
 * written. content/ holds data files, never imported as code; styles/ is for the interface's
 * layers. tools/ and scripts/ (the build's code and the commands) may import app's lower layers
 * (server/ and below); app/ never imports them.
 */
const projectFolder = fileURLToPath(new URL(".", import.meta.url));
const layers = [
  ["pages", ["app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/routes", "app/islands"]],
  ["components", ["app/components", "app/hooks"]],
  ["server", ["app/server"]],
  ["content-rules", ["app/content-rules"]],
  ["content-texts", ["app/content-texts"]],
  ["i18n", ["app/i18n"]],
  ["lib", ["app/lib"]],
  ["config", ["app/config", "app/types"]],
];

/**
 * What runs in a browser: the islands' entries (and, through the layers, what they import) and
 * the CMS's own script, setup.js: its folder, tools/cms-browser/, holds its entry (setup.ts),
 * every file of tools/ it bundles and their tests, nothing else (tools/browser-bundles.test.ts
 * holds the folder to what esbuild bundles). None of them may import server/ code (nor its
 * types: an island's props are data) or Node's modules.
 */
export const cmsBrowserFolder = "tools/cms-browser";
const browserEntries = ["app/islands", cmsBrowserFolder];

/**
 * The folders of app/ whose code setup.js may bundle: the layers below server/ (tools/ imports
 * none above server/, and what runs in a browser not server/ itself).
 * @type {readonly string[]}
 */
export const cmsBrowserAppFolders = layers
  .slice(layers.findIndex(([layer]) => layer === "server") + 1)
  .flatMap(([, paths]) => paths);

const belowMessage = (layer, above) =>
  `${layer}/ sits below ${above}/: imports run from the pages down to the configuration (docs/architecture.md, "Layers").`;

/** The zones of `import-x/no-restricted-paths`: who may not import what. */
const layerZones = [
  ...layers.flatMap(([layer, paths], index) =>
    layers
      .slice(0, index)
      // components/ may import the types of server/: the next rule allows exactly that.
      .filter(([above]) => !(layer === "components" && above === "server"))
      .map(([above, abovePaths]) => ({
        target: paths,
        from: abovePaths,
        message: belowMessage(layer, above),
      })),
  ),
  {
    target: browserEntries,
    from: ["app/server"],
    message:
      "This runs in a browser: server/ is build time only (move what both need to content-rules/ or content-texts/).",
  },
  {
    target: browserEntries,
    from: ["**/*.server.{ts,tsx}"],
    message: "This runs in a browser: a .server module is build time only.",
  },
  {
    target: ["app", "tools", "scripts"],
    from: ["app/content"],
    message: "content/ holds the board's data files, read by server/, never imported as code.",
  },
  {
    target: layers.slice(2).flatMap(([, paths]) => paths),
    from: ["app/styles"],
    message: "styles/ is for the pages and components: the lower layers draw nothing.",
  },
  {
    target: ["app"],
    from: ["tools", "scripts"],
    message: "app/ never imports tools/ or scripts/: they build and serve it.",
  },
  {
    target: ["tools", "scripts"],
    from: layers[0][1].concat(layers[1][1]),
    message:
      "tools/ and scripts/ may import app's lower layers (server/ and below), not its pages or components.",
  },
];

/** The same rule for components/ and hooks/, which may import the types of server/ (its views
 * are the props of the components that draw them), never its code. */
const typeOnlyZones = [
  {
    target: layers[1][1],
    from: layers[2][1],
    message: `${belowMessage("components", "server")} Import its types only.`,
  },
];

const isTypeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every(
      (specifier) => (specifier.importKind ?? specifier.exportKind) === "type",
    ));

/** import-x's rule, blind to imports of types only (they are gone from the built code). */
const restrictedCodePaths = {
  ...importX.rules["no-restricted-paths"],
  create(context) {
    const listeners = importX.rules["no-restricted-paths"].create(context);
    const unlessTypes = (listener) => (node) => (isTypeOnly(node) ? undefined : listener?.(node));
    return {
      ...listeners,
      ImportDeclaration: unlessTypes(listeners.ImportDeclaration),
      ExportNamedDeclaration: unlessTypes(listeners.ExportNamedDeclaration),
      ExportAllDeclaration: unlessTypes(listeners.ExportAllDeclaration),
    };
  },
};

const layerRules = {
  files: ["app/**/*.{ts,tsx}", "tools/**/*.ts", "scripts/**/*.{ts,mjs}"],
  plugins: {
    "import-x": importX,
    layers: { rules: { "no-restricted-code-paths": restrictedCodePaths } },
  },
  settings: {
    "import-x/resolver-next": [
      createTypeScriptImportResolver({ project: `${projectFolder}tsconfig.json` }),
    ],
  },
  rules: {
    "import-x/no-restricted-paths": ["error", { basePath: projectFolder, zones: layerZones }],
    // An import the resolver cannot follow would escape the zones: it is a mistake of its own.
    // Vite's virtual modules are the build's (tools/content-pictures-plugin.ts).
    "import-x/no-unresolved": ["error", { ignore: ["^virtual:"] }],
    "layers/no-restricted-code-paths": ["error", { basePath: projectFolder, zones: typeOnlyZones }],
  },
};

/** The layers the build's own tools load (React Router's and Vite's config loaders), which know
 * no `~` alias. */
const relativeOnly = {
  files: ["app/{server,content-rules,content-texts,i18n,lib,config}/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^~/",
            message: "The build's tools load this layer too: use a relative import.",
          },
        ],
      },
    ],
  },
};

/** What runs in a browser, and content-rules/ and content-texts/ which setup.js bundles, use
 * nothing of Node. */
const noNode = {
  files: [
    ...browserEntries.map((path) => `${path}/**`),
    "app/content-rules/**",
    "app/content-texts/**",
  ],
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { "import-x": importX },
  rules: { "import-x/no-nodejs-modules": "error" },
};

/** File names are kebab-case (`event-header.tsx`, `content.server.ts`), one style everywhere. */
const fileNames = {
  rules: {
    "kebab-case": {
      meta: { type: "suggestion", schema: [] },
      create(context) {
        const name = context.filename.split(/[\\/]/).at(-1) ?? "";
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
          context.report({
            loc: { line: 1, column: 0 },
            message: `File names are kebab-case, like event-header.tsx: rename ${name}.`,
          });
        }
        return {};
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "app/assets/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { "file-names": fileNames },
    rules: { "file-names/kebab-case": "error" },
  },
  {
    // Where React code is: components (.tsx) and hooks. The rules compile each file with React's
    // compiler, half of ESLint's time when they also read the 200 plain modules of app/, which
    // import no React.
    files: ["app/**/*.tsx", "app/hooks/**/*.ts", "tests/support/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: globals.browser,
    },
  },
  layerRules,
  relativeOnly,
  noNode,
  {
    files: ["scripts/**/*.mjs", "tools/**/*.ts", "*.config.{js,ts}", "tests/**/*.ts"],
    // Node, plus the browser for the functions these scripts run inside pages.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
