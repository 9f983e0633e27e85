/**
 * What is wrong with one language's file of interface words (app/i18n/<code>.ts) as the board or
 * a developer writes it: the first text missing, a text in the wrong shape (a sentence where
 * English counts, or the reverse), the forms of a count that the language has and the file lacks,
 * a placeholder that nothing fills, and a key English does not have. The build's content check
 * reports each (server/content.server.ts, `messageProblems`).
 */
import { knownLanguages, isKnownLanguage } from "../config/known-languages";
import { identityPlaceholderNames } from "../lib/identity-values";
import { pluralRules } from "../lib/intl-formats";
import { placeholdersOf } from "../lib/placeholders";
import { en, type Message, type MessageKey } from "./en";

export interface MessageProblem {
  /** The key, or `key.category` for one form of a count. */
  field: string;
  message: string;
}

/** The plural categories a language counts with, in the order people read them. */
export function pluralCategories(language: string): Intl.LDMLPluralRule[] {
  const locale = isKnownLanguage(language) ? knownLanguages[language].locale : language;
  const order: Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];
  const categories = pluralRules(locale).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
}

/** A language's name in English, for messages: "Polish". */
function englishName(language: string): string {
  return isKnownLanguage(language) ? knownLanguages[language].englishName : language;
}

/** English's text of a key as a message quotes it: "When", or one: "…", other: "…". */
function englishText(key: MessageKey): string {
  const text: Message = en[key];
  if (typeof text === "string") return `"${text}"`;
  return Object.entries(text)
    .map(([category, form]) => `${category}: "${form}"`)
    .join(", ");
}

function isFilled(text: unknown): text is string {
  return typeof text === "string" && text.trim() !== "";
}

/** The sentences of a text: itself, or each form of a count. */
function sentences(text: unknown): [string, string][] {
  if (typeof text === "string") return [["", text]];
  if (typeof text !== "object" || text === null) return [];
  return Object.entries(text).flatMap(([category, form]) =>
    typeof form === "string" ? [[`.${category}`, form]] : [],
  );
}

/** The first problem of a key's text, if any. */
function textProblem(language: string, key: MessageKey, text: unknown): MessageProblem | undefined {
  const english: Message = en[key];
  if (typeof english === "string") {
    if (!isFilled(text))
      return { field: key, message: `is missing (English: ${englishText(key)})` };
    return undefined;
  }
  const categories = pluralCategories(language);
  const counted = `a count: one form per plural category of ${englishName(language)} (${categories.join(", ")}); English writes ${englishText(key)}`;
  if (typeof text !== "object" || text === null) {
    return { field: key, message: `is missing or a single sentence: it is ${counted}` };
  }
  const forms = text as Record<string, unknown>;
  const lacking = categories.filter((category) => !isFilled(forms[category]));
  if (lacking.length > 0) {
    return {
      field: key,
      message: `lacks the form${lacking.length > 1 ? "s" : ""} ${lacking.join(", ")}: it is ${counted}`,
    };
  }
  const extra = Object.keys(forms).find(
    (category) => !categories.includes(category as Intl.LDMLPluralRule),
  );
  if (extra) {
    return {
      field: `${key}.${extra}`,
      message: `is not a plural category of ${englishName(language)}, which has ${categories.join(", ")}`,
    };
  }
  return undefined;
}

/** The placeholders a key's text may use: English's for that key (what its caller gives), the
 * identity's, and the count of a text that counts. */
function knownPlaceholders(key: MessageKey): Set<string> {
  const english: Message = en[key];
  return new Set([
    ...identityPlaceholderNames,
    ...sentences(english).flatMap(([, sentence]) => placeholdersOf(sentence)),
    ...(typeof english === "string" ? [] : ["count"]),
  ]);
}

/** The problems of a language's file: its first text missing or misshapen (a file copied from
 * en.ts and left half done is one line, not a hundred), each placeholder nothing fills, and its
 * first key English does not have. */
export function messageFileProblems(
  language: string,
  texts: Record<string, unknown>,
): MessageProblem[] {
  const keys = Object.keys(en) as MessageKey[];
  const misshapen = keys.flatMap((key) => textProblem(language, key, texts[key]) ?? []);
  const unfilled = keys.flatMap((key) => {
    const known = knownPlaceholders(key);
    return sentences(texts[key]).flatMap(([form, sentence]) =>
      placeholdersOf(sentence)
        .filter((name) => !known.has(name))
        .slice(0, 1)
        .map((name) => ({
          field: `${key}${form}`,
          message: `uses {{${name}}}, which nothing fills here: it may use ${[...known].map((known) => `{{${known}}}`).join(", ")}`,
        })),
    );
  });
  const extra = Object.keys(texts).find((key) => !Object.hasOwn(en, key));
  return [
    ...misshapen.slice(0, 1),
    ...unfilled,
    ...(extra ? [{ field: extra, message: "is not a key of app/i18n/en.ts" }] : []),
  ];
}
