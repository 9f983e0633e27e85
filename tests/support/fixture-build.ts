import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where `npm test` builds the site with the fixture content (scripts/build-fixture-site.ts). */
const project = join(tmpdir(), "chapter-site-fixture");

export const fixtureSiteBuild = {
  project,
  /** The build folder: client/ and hosting.json, as scripts/serve.mjs reads with SERVE_BUILD. */
  build: join(project, "build"),
  client: join(project, "build", "client"),
};
