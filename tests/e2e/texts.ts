/**
 * The interface texts the browser tests expect, taken from the messages (app/i18n/<code>.ts)
 * and filled in as the site built with the fixture content fills them: the one place that pins
 * the words themselves is app/i18n/messages.test.ts.
 *
 * The identity is the fixture's (tests/fixtures/site), never the chapter's: the specs of the
 * "chapter content" project (site-sweep, headers, admin) check the chapter's own build and so
 * must not expect a text that names the identity (`{{chapter}}`, `{{city}}`, ...).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { identitySchema } from "../../app/lib/identity-schema";
import { knownLanguages } from "../../app/config/known-languages";
import type { MessageKey } from "../../app/i18n/en";
import { messagesOf } from "../../app/i18n/messages";
import { createTranslate, type Translate } from "../../app/i18n/translate";
import { formatFigure } from "../../app/lib/figures";
import { identityValues } from "../../app/lib/identity-values";
import type { TextValues } from "../../app/lib/placeholders";
import { fixtureSite } from "../support/project-copy";
import type { Language } from "./support";

export const fixtureIdentity = identitySchema.parse(
  parse(readFileSync(join(fixtureSite, "app", "config", "identity.yaml"), "utf8")),
);

const translators = new Map<Language, Translate>();

/** The interface text of `key` in `language`, exactly as the fixture site shows it. */
export function text(language: Language, key: MessageKey, values?: TextValues): string {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslate(
      messagesOf(language),
      knownLanguages[language].locale,
      identityValues(fixtureIdentity, language),
    );
    translators.set(language, translate);
  }
  return translate(key, values);
}

/** A text, escaped to be matched literally inside a regular expression. */
export function escaped(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The accessible name of a link that opens in a new tab: its text, then the hidden notice. */
export function newTabName(language: Language, name: string): string {
  return `${name} ${text(language, "opensInNewTab")}`;
}

/** The fixture identity's figures as a page in `language` writes them ("1,500+", "1.500+"). */
export function fixtureFigures(
  language: Language,
): { name: string; value: string; label: string }[] {
  return fixtureIdentity.figures.map((figure) => ({
    name: figure.name,
    value: formatFigure(figure, language),
    label: figure.label[language],
  }));
}

const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const englishDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** An English text's dates and numbers as German writes them: "Thursday, 31 October 2024" →
 * "Donnerstag, 31. Oktober 2024", "5–8 December" → "5.–8. Dezember", "1,000+" → "1.000+",
 * "18:20–19:30" → "18:20–19:30 Uhr" (the names from `Intl`, not copied). */
export function germanDates(english: string): string {
  const month = (index: number) =>
    new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(
      Date.UTC(2025, index, 15),
    );
  // 2024-01-01 was a Monday.
  const day = (index: number) =>
    new Intl.DateTimeFormat("de-DE", { weekday: "long", timeZone: "UTC" }).format(
      Date.UTC(2024, 0, 1 + index),
    );
  // Thousands as German groups them: "1,000+" → "1.000+"; hours end in "Uhr".
  let german = english
    .replace(/(\d),(\d{3})/g, "$1.$2")
    .replace(/\b(\d\d:\d\d–\d\d:\d\d)\b(?! Uhr)/g, "$1 Uhr");
  englishMonths.forEach((name, index) => {
    german = german.replace(
      new RegExp(`\\b(\\d{1,2})–(\\d{1,2}) ${name}\\b`, "g"),
      `$1.–$2. ${month(index)}`,
    );
    german = german.replace(new RegExp(`\\b(\\d{1,2}) ${name}\\b`, "g"), `$1. ${month(index)}`);
  });
  englishDays.forEach((name, index) => {
    german = german.replace(new RegExp(`\\b${name}\\b`, "g"), day(index));
  });
  return german;
}

function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, change)) as T;
  if (value && typeof value === "object" && !(value instanceof RegExp)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    ) as T;
  }
  return value;
}

/**
 * A spec's table of the fixture's content texts, in `language`. The fixture's German content texts
 * are its English ones copied (decision 0033): German gets the English table with its dates
 * written in German, unless the table has German of its own.
 */
export function fixtureTexts<Table extends { en: unknown }>(
  table: Table,
  language: Language,
): Table["en"] {
  const own = (table as Partial<Record<Language, Table["en"]>>)[language];
  if (own !== undefined) return own;
  if (language !== "de") throw new Error(`the spec has no fixture texts in ${language}`);
  return mapStrings(table.en, germanDates);
}
