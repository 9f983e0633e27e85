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
import { identitySchema } from "../../app/config/identity-schema";
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
    translate = createTranslate(messagesOf(language), identityValues(fixtureIdentity, language));
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
