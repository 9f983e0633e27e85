/**
 * The addresses `npm run new-chapter` guesses when it is not told them, written once so that the
 * board's to-do list (server/board-todo.server.ts) recognises a guess still in the files: the
 * site's address and its repository, made from the chapter's name. An address the board wrote,
 * or GitHub Pages' address of the repository the project came from, is no guess.
 */

/** The chapter's name as a web address writes it: "EST München" → "est-munchen". */
export function chapterSlug(chapterName: string): string {
  return chapterName
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The site's address guessed from the chapter's name: GitHub Pages' address of an account
 * named after it. */
export function guessedSiteAddress(chapterName: string): string {
  return `https://${chapterSlug(chapterName)}.github.io`;
}

/** The site's repository (owner/name) guessed from the chapter's name. */
export function guessedRepository(chapterName: string): string {
  return `${chapterSlug(chapterName)}/website`;
}

/** GitHub Pages' address of a repository on GitHub. */
export function githubPagesAddress(owner: string, name: string): string {
  return `https://${owner.toLowerCase()}.github.io/${name}`;
}
