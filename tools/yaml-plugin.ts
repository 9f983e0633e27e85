import type { Plugin } from "vite";
import { parseYaml } from "../app/server/yaml.server.ts";

/**
 * Lets code import a YAML file as its data (`import data from "./identity.yaml"`), read by the
 * same parser and rules as the build's content check, so both see the same values.
 */
export function yamlPlugin(): Plugin {
  return {
    name: "chapter-yaml",
    transform(source, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".yaml")) return null;
      const result = parseYaml(source);
      if (!result.ok) throw new Error(`${file}: ${result.problem}`);
      return {
        code: `export default ${JSON.stringify(result.data)};`,
        map: null,
        moduleType: "js",
      };
    },
  };
}
