// `npm run check`: the content check alone, in seconds, without building anything. It reads every
// file the board edits as the build does (app/server/check-content.server.ts) and prints the same
// lines: one per mistake (`file: field: what is expected`), then the warnings, then one line that
// sums up; then the board's to-do list (app/server/board-todo.server.ts). Exits with 1 when there
// is a mistake, as the build would stop there. SITE_TODAY pins the day, as for the build (the
// reminders about recaps depend on it). In GitHub Actions it writes the to-do list into the run's
// summary too ($GITHUB_STEP_SUMMARY).
import "../tools/give-site-identity.ts";
import { appendFileSync } from "node:fs";
import { checkContent } from "../app/server/check-content.server.ts";
import { formatTodo, todoMarkdown } from "../app/server/board-todo.server.ts";

const { lines, summary, mistakes, todo } = await checkContent(process.cwd());
for (const line of lines) console.error(line);
if (summary) console.log(summary);
for (const line of formatTodo(todo)) console.log(line);
const stepSummary = process.env.GITHUB_STEP_SUMMARY;
if (stepSummary) {
  const told =
    mistakes > 0
      ? `**${mistakes} ${mistakes === 1 ? "mistake" : "mistakes"} in the content**: the build stops; \`npm run check\` lists them.\n\n`
      : "";
  appendFileSync(stepSummary, `${told}${todoMarkdown(todo)}\n`);
}
process.exit(mistakes > 0 ? 1 : 0);
