import { interpolate, type TextValues } from "../lib/placeholders";
import type { MessageKey, Messages } from "./en";

/** Gives the text of a key in one language, with its placeholders filled in. */
export type Translate = (key: MessageKey, values?: TextValues) => string;

/**
 * A `Translate` over one language's texts; `defaults` fill placeholders no caller gives. A key
 * without a text (a language file that lacks it) is named, never a crash in the middle of a page.
 */
export function createTranslate(messages: Messages, defaults: TextValues = {}): Translate {
  return (key, values) => {
    const template = messages[key];
    if (typeof template !== "string")
      throw new Error(`No interface text "${key}" in this language`);
    return interpolate(template, values ? { ...defaults, ...values } : defaults);
  };
}
