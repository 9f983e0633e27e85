// Builds the site with the test fixtures (tests/fixtures/site) in place of the chapter's
// content, in a copy of the project: the browser tests of behaviour run against it, so that no
// change of events, people or sponsors can make them fail. Run by `npm test` (with tsx).
import { buildCopy, copyProject } from "../tests/support/project-copy.ts";
import { fixtureSiteBuild } from "../tests/support/fixture-build.ts";

const { dir } = copyProject({ dir: fixtureSiteBuild.project });
// The browser tests set the visitor's clock themselves: the build must not pin the day.
buildCopy(dir, { SITE_TODAY: "" });
console.log(`Fixture site built in ${fixtureSiteBuild.client}`);
