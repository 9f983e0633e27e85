// Builds the site with the test fixtures (tests/fixtures/site) in place of the chapter's
// content, in a copy of the project: the browser tests of behaviour run against it, so that no
// change of events, people or sponsors can make them fail. Run by `npm test` (with tsx).
import { buildCopy, copyProject } from "../tests/support/project-copy.ts";
import { fixtureSiteBuild, fixtureSiteToday } from "../tests/support/fixture-build.ts";

const { dir } = copyProject({ dir: fixtureSiteBuild.project });
// Built as on 20 October 2025, the day the specification describes: three of the fixture's events
// are ahead and three past. Other days are checked on other builds (tests/project-copies/sub-path.test.ts).
buildCopy(dir, { SITE_TODAY: fixtureSiteToday });
console.log(`Fixture site built in ${fixtureSiteBuild.client}`);
