// `npm run check`: the content check alone, in seconds, without building anything. It reads every
// file the board edits as the build does (app/server/check-content.server.ts) and prints the same
// lines: one per mistake (`file: field: what is expected`), then the warnings, then one line that
// sums up. Exits with 1 when there is a mistake, as the build would stop there. SITE_TODAY pins
// the day, as for the build (the reminders about recaps depend on it).
import { checkContent } from "../app/server/check-content.server.ts";

const { lines, summary, mistakes } = await checkContent(process.cwd());
for (const line of lines) console.error(line);
if (summary) console.log(summary);
process.exit(mistakes > 0 ? 1 : 0);
