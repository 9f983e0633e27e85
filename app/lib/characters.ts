/**
 * The characters a text of the site must not hold, named once: the content check refuses them in
 * every text of the board's files (content-rules/content-rules.ts), the links refuse them in what
 * becomes an e-mail header (lib/safe-links.ts).
 *
 * A text is what it looks like. Rather than a list of bad characters, the rule follows Unicode's
 * own classes of what a reader cannot see: controls, format characters (category Cf: zero-width
 * spaces and joiners, direction marks, invisible operators, interlinear annotation, tags) and every
 * Default_Ignorable_Code_Point (what fonts draw as nothing: variation selectors, the combining
 * grapheme joiner, Hangul fillers, ...), plus the braille blank that passes for a space. Also
 * refused: halves of characters (lone surrogates), private-use characters (each font draws them
 * differently) and noncharacters. The one use of invisible characters a visitor can see is
 * allowed: emoji, where a zero-width joiner between two pictographs makes one (👩‍💻) and a
 * variation selector after an emoji asks for its colour or text form (❤️). Spaces (U+00A0 and
 * the other Zs) look like spaces and stay allowed.
 *
 * A letter carries at most `maxStackedMarks` combining marks (accents, vowel signs, cantillation):
 * more stack into a tower that covers the lines above and below ("Zalgo" text). Unicode's
 * security mechanisms (UTS #39 §5.4) suggest the same bound of four; no language needs more on
 * one letter, and a text typed with precomposed letters (`é`) has at most one or two.
 */

/** Control characters (C0, DEL, C1) other than the line break, the carriage return and the tab. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** What ends or breaks a line, and the tab: one-line texts hold none of these. */
export const lineBreakOrTab = /[\n\r\t\u2028\u2029]/u;

/** Marks, overrides and isolates of direction: they can make a text read differently from what
 * it is. */
const directionMark = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Tag characters: invisible copies of ASCII that can carry words no reader sees. */
const tagCharacter = /[\u{e0000}-\u{e007f}]/u;

/** What a reader cannot see: format characters and default-ignorable code points, and the braille
 * blank, which looks like a space and is none. */
const invisibleCharacter = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

const zeroWidthJoiner = "\u200d";
const emojiVariationSelector = /[\ufe0e\ufe0f]/u;
const pictograph = /\p{Extended_Pictographic}/u;
/** What may come right before the joiner inside an emoji: a pictograph, a skin tone, the emoji
 * variation selector. */
const emojiPart = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]/u;
const emoji = /\p{Emoji}/u;

/** The most nonspacing or enclosing marks (Mn, Me) one letter may carry in a row. */
export const maxStackedMarks = 4;

const stackedMarks = new RegExp(`[^\\p{Mn}\\p{Me}]?[\\p{Mn}\\p{Me}]{${maxStackedMarks + 1},}`, "u");

/** Why a character may not stand in a text. */
export type UnwantedKind =
  | "marks"
  | "control"
  | "direction"
  | "replacement"
  | "tag"
  | "surrogate"
  | "private-use"
  | "noncharacter"
  | "invisible";

export interface UnwantedCharacter {
  kind: UnwantedKind;
  /** The character; for "marks", the letter with every mark stacked on it. */
  character: string;
}

/** Whether an invisible character at this place is part of an emoji, the one place where it
 * shows. */
function inEmoji(character: string, before: string | undefined, after: string | undefined) {
  if (character === zeroWidthJoiner) {
    return (
      before !== undefined &&
      after !== undefined &&
      emojiPart.test(before) &&
      pictograph.test(after)
    );
  }
  return emojiVariationSelector.test(character) && before !== undefined && emoji.test(before);
}

/** What a character is, if a text must not hold it. */
function unwantedKind(
  character: string,
  before: string | undefined,
  after: string | undefined,
): UnwantedKind | undefined {
  if (controlCharacter.test(character)) return "control";
  if (directionMark.test(character)) return "direction";
  if (character === "\ufffd") return "replacement";
  if (tagCharacter.test(character)) return "tag";
  if (/\p{Cs}/u.test(character)) return "surrogate";
  if (/\p{Co}/u.test(character)) return "private-use";
  if (/\p{Noncharacter_Code_Point}/u.test(character)) return "noncharacter";
  if (invisibleCharacter.test(character) && !inEmoji(character, before, after)) return "invisible";
  return undefined;
}

/** Every character `unwantedKind` may refuse, to find them in one pass of the text. */
const candidate =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\p{Default_Ignorable_Code_Point}\u2800\ufffd]/gu;

/** The character that ends at `index` of `text`, if any (a pair of surrogates counts as one). */
function characterBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const high = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** The first character of a text that a text must not hold, and why, or the first letter that
 * carries more than `maxStackedMarks` marks; line breaks and tabs are not among them (one-line
 * fields refuse those apart). */
export function firstUnwantedCharacter(text: string): UnwantedCharacter | undefined {
  for (const match of text.matchAll(candidate)) {
    const character = match[0];
    const end = match.index + character.length;
    const after = end < text.length ? String.fromCodePoint(text.codePointAt(end) ?? 0) : undefined;
    const kind = unwantedKind(character, characterBefore(text, match.index), after);
    if (kind) return { kind, character };
  }
  const stacked = stackedMarks.exec(text)?.[0];
  return stacked ? { kind: "marks", character: stacked } : undefined;
}

/** Whether a text holds a control character or a line break (or a tab). */
export function hasControlOrLineBreak(text: string): boolean {
  return controlCharacter.test(text) || lineBreakOrTab.test(text);
}

/** A character's code point as people look it up: `U+202E`. */
export function codePointOf(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The names of the invisible characters people meet most, to say which one it is. */
const characterNames: Record<number, string> = {
  0x00ad: "soft hyphen",
  0x034f: "combining grapheme joiner",
  0x061c: "Arabic letter mark",
  0x115f: "Hangul filler",
  0x1160: "Hangul filler",
  0x180e: "Mongolian vowel separator",
  0x200b: "zero width space",
  0x200c: "zero width non-joiner",
  0x200d: "zero width joiner",
  0x200e: "left-to-right mark",
  0x200f: "right-to-left mark",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "pop directional formatting",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2060: "word joiner",
  0x2061: "function application",
  0x2062: "invisible times",
  0x2063: "invisible separator",
  0x2064: "invisible plus",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "pop directional isolate",
  0x2800: "braille pattern blank",
  0x3164: "Hangul filler",
  0xfeff: "zero width no-break space, or byte order mark",
  0xffa0: "halfwidth Hangul filler",
  0xfff9: "interlinear annotation anchor",
  0xfffa: "interlinear annotation separator",
  0xfffb: "interlinear annotation terminator",
};

/** A character as a message names it: its code, and its name when people may know it
 * (`U+200B, zero width space`). */
export function characterLabel(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const name =
    characterNames[code] ??
    ((code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef)
      ? "variation selector"
      : undefined);
  return name ? `${codePointOf(character)}, ${name}` : codePointOf(character);
}
