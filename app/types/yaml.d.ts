// YAML files imported by code (tools/yaml-plugin.ts): their data, checked by the build.
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
