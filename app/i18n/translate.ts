import type { MessageKey, Messages } from "./en";

/** Values for the `{{name}}` placeholders of a text. */
export type TextValues = Record<string, string | number>;

/** Gives the text of a key in one language, with its placeholders filled in. */
export type Translate = (key: MessageKey, values?: TextValues) => string;

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

/** A `Translate` over one language's texts; `defaults` fill placeholders no caller gives. */
export function createTranslate(messages: Messages, defaults: TextValues = {}): Translate {
  return (key, values) =>
    interpolate(messages[key], values ? { ...defaults, ...values } : defaults);
}
