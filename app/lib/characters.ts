/**
 * The characters a text of the site must not hold, named once: the content check refuses them in
 * the board's texts (server/content-rules.ts), the links refuse them in what becomes an e-mail
 * header (lib/safe-links.ts).
 */

/** Control characters (C0, DEL, C1) other than the line break, the carriage return and the tab. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** What ends or breaks a line, and the tab: one-line texts hold none of these. */
export const lineBreakOrTab = /[\n\r\t\u2028\u2029]/u;

/** Bidirectional overrides and isolates: they can make a text read differently from what it is. */
export const directionMark = /[\u202a-\u202e\u2066-\u2069]/u;

/** U+FFFD, the mark of a character lost when a text was saved in another encoding than UTF-8. */
export const replacementCharacter = /\ufffd/u;

/** Whether a text holds a control character or a line break (or a tab). */
export function hasControlOrLineBreak(text: string): boolean {
  return controlCharacter.test(text) || lineBreakOrTab.test(text);
}

/** A character's code point as people look it up: `U+202E`. */
export function codePointOf(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
