/**
 * The build's first step (react-router.config.ts): reads and checks everything the board edits
 * and, when something is wrong, prints one line per mistake and a last line that counts them,
 * then stops the build. Warnings are printed and the build goes on.
 */
import { readContent, formatProblem, type SiteContent } from "./content.server";
import { checkPictures } from "./picture-check.server";

export interface ContentCheck {
  content?: SiteContent;
  /** Every line to print: mistakes first, then warnings. */
  lines: string[];
  mistakes: number;
}

/** Checks the content of the project at `root`, pictures included. */
export async function checkContent(root: string = process.cwd()): Promise<ContentCheck> {
  const report = readContent(root);
  const pictures = await checkPictures(report.pictures, root);
  const problems = [...report.problems, ...pictures.problems];
  const warnings = [...report.warnings, ...pictures.warnings];
  const mistakes = problems.length;
  const lines = [
    ...problems.map(formatProblem),
    ...warnings.map((warning) => `warning: ${formatProblem(warning)}`),
  ];
  if (mistakes > 0) {
    lines.push(
      `Content check: ${mistakes} ${mistakes === 1 ? "mistake" : "mistakes"} (listed above, one per line: file: field: what is expected). Nothing was built.`,
    );
  }
  return { content: mistakes === 0 ? report.content : undefined, lines, mistakes };
}

/**
 * For a build: the checked content, or the mistakes printed and the process ended. In the
 * development server (`exit: false`) mistakes are printed and the server keeps running; the
 * pages they concern show the error instead.
 */
export async function contentOrExit({ exit }: { exit: boolean }): Promise<SiteContent | undefined> {
  const { content, lines, mistakes } = await checkContent();
  for (const line of lines) console.error(line);
  if (mistakes > 0 && exit) process.exit(1);
  return content;
}
