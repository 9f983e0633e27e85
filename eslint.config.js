import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports run one way, from the pages down to the configuration (docs/architecture.md):
 * routes, islands → components, hooks → server (build time only) → i18n → lib → config. A module may
 * import its own layer and those below it; content/ holds data files, never imported as code.
 * The lower layers are also loaded by the build's tools, which do not know the `~` alias. An
 * island's entry (islands/) runs in the browser only: it may not import server/ code at all.
 */
const layers = ["routes", "components", "server", "i18n", "lib", "config"];
const layerImport = (name) => `^(~/|(\\.\\./)+)${name}(/|\\.|$)`;

function importsOnlyDown(files, layer, { relativeOnly = false, typesOnlyFrom = [] } = {}) {
  const above = layers
    .slice(0, layers.indexOf(layer))
    .flatMap((name) =>
      name === "components"
        ? ["components", "hooks"]
        : name === "routes"
          ? ["routes", "root", "islands"]
          : [name],
    );
  const patterns = [
    ...above.map((name) => ({
      regex: layerImport(name),
      message: `${layer}/ sits below ${name}/: imports run from the pages down to the configuration.`,
    })),
    ...typesOnlyFrom.map((name) => ({
      regex: layerImport(name),
      allowTypeImports: true,
      message: `${name}/ runs at build time only: import its types, not its code.`,
    })),
    { regex: layerImport("content"), message: "content/ holds data files, read by server/." },
    ...(relativeOnly
      ? [{ regex: "^~/", message: "The build's tools load this layer too: use a relative import." }]
      : []),
  ];
  return { files, rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] } };
}

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
    files: ["app/**/*.{ts,tsx}", "tests/support/**/*.tsx"],
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
  importsOnlyDown(["app/routes/**"], "routes"),
  importsOnlyDown(["app/islands/**"], "routes", { typesOnlyFrom: ["server"] }),
  importsOnlyDown(["app/components/**", "app/hooks/**"], "components", {
    typesOnlyFrom: ["server"],
  }),
  importsOnlyDown(["app/server/**"], "server", { relativeOnly: true }),
  importsOnlyDown(["app/i18n/**"], "i18n", { relativeOnly: true }),
  importsOnlyDown(["app/lib/**"], "lib", { relativeOnly: true }),
  importsOnlyDown(["app/config/**"], "config", { relativeOnly: true }),
  {
    files: ["scripts/**/*.mjs", "tools/**/*.ts", "*.config.{js,ts}", "tests/**/*.ts"],
    // Node, plus the browser for the functions these scripts run inside pages.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
