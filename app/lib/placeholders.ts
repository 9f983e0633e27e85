/**
 * `{{name}}` placeholders, filled in texts of the interface and of the content: values written
 * once (a date, a price, an address) and shown in many sentences.
 */

/** Around a value that must not break across lines ("5–8 December 2025", "09:00–18:00"): characters
 * of Unicode's private use area, which no text contains and Markdown leaves alone; reading the
 * Markdown (lib/markdown.ts) turns what they enclose into an unbreakable piece. */
export const unbreakableStart = "\uE000";
export const unbreakableEnd = "\uE001";

/** A value kept on one line where a text shows it. */
export function unbreakable(value: string): string {
  return value === "" ? value : `${unbreakableStart}${value}${unbreakableEnd}`;
}

/** Values for the `{{name}}` placeholders of a text. */
export type TextValues = Record<string, string | number>;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one without a value is left as it is, so it shows in review. */
export function interpolate(template: string, values: TextValues): string {
  return template.replace(placeholder, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** The placeholder names a text uses. */
export function placeholdersOf(template: string): string[] {
  return Array.from(template.matchAll(placeholder), (match) => match[1] ?? "");
}
