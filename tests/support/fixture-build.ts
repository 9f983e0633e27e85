import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where `npm test` builds the site with the fixture content (scripts/build-fixture-site.ts): one
 * folder per checkout, so that two checkouts tested at once on a machine never share it.
 */
const checkout = join(import.meta.dirname, "..", "..");
const project = join(
  tmpdir(),
  `chapter-site-fixture-${createHash("sha256").update(checkout).digest("hex").slice(0, 8)}`,
);

export const fixtureSiteBuild = {
  project,
  /** The build folder: client/ and hosting.json, as scripts/serve.mjs reads with SERVE_BUILD. */
  build: join(project, "build"),
  client: join(project, "build", "client"),
};

/** The day the fixture site is built on (`SITE_TODAY`): the browser tests see it as today. */
export const fixtureSiteToday = "2025-10-20";
