import { pluralRules } from "../lib/intl-formats";
import { interpolate, type TextValues } from "../lib/placeholders";
import type { Message, MessageKey, Messages } from "./en";

/** Gives the text of a key in one language, with its placeholders filled in; a text that counts
 * something takes its number as `count`. */
export type Translate = (key: MessageKey, values?: TextValues) => string;

/** The sentence of a text: itself, or the form of the count's plural category in the language
 * (`other` where a file lacks the category; the build's check names the gap). */
function sentenceOf(key: MessageKey, message: Message, locale: string, count: unknown): string {
  if (typeof message === "string") return message;
  if (typeof count !== "number")
    throw new Error(`The interface text "${key}" counts something: give its number as count`);
  return message[pluralRules(locale).select(count)] ?? message.other;
}

/**
 * A `Translate` over one language's texts; `defaults` fill placeholders no caller gives, and
 * `locale` chooses the forms of a count (`Intl.PluralRules`). A key without a text (a language
 * file that lacks it) is named, never a crash in the middle of a page.
 */
export function createTranslate(
  messages: Messages,
  locale: string,
  defaults: TextValues = {},
): Translate {
  return (key, values) => {
    const message: Message | undefined = messages[key];
    const isText =
      typeof message === "string" ||
      (typeof message === "object" && message !== null && typeof message.other === "string");
    if (!isText) throw new Error(`No interface text "${key}" in this language`);
    const template = sentenceOf(key, message, locale, values?.count);
    return interpolate(template, values ? { ...defaults, ...values } : defaults);
  };
}
