/** What an event and its recap share: the kinds and states of an event, the application's
 * words, currencies, and parts of a page shown before or after the event. */
import { z } from "zod";
import { localized, localizedList } from "../schema-fields";
import type { CmsText, FieldMeta } from "../schema-walk";
import { oneOf } from "./fields";

/** The kinds of event, shown above an event's title (labels in app/i18n: `kindIdeasDay`, by
 * i18n/event-kinds.ts). */
export const eventKinds = [
  "meeting",
  "workshop",
  "hackathon",
  "ideas-day",
  "trip",
  "competition",
] as const;
export type EventKind = (typeof eventKinds)[number];

/** Whether an event takes place. A cancelled one stays listed and in calendars, marked so. */
export const eventStatuses = ["scheduled", "cancelled"] as const;

/** The words of the application button: Apply, Apply now, Sign up! (the specification's, in sentence case). */
export const registrationActions = ["apply", "applyNow", "signUp"] as const;

export const currencies = ["EUR", "GBP", "CHF", "USD"] as const;

/** The currencies' names as the CMS offers them, in its languages of the schemas. */
export const currencyLabels = {
  en: {
    EUR: "Euro (€)",
    GBP: "Pound sterling (£)",
    CHF: "Swiss franc (CHF)",
    USD: "US dollar ($)",
  },
  it: {
    EUR: "Euro (€)",
    GBP: "Sterlina (£)",
    CHF: "Franco svizzero (CHF)",
    USD: "Dollaro statunitense ($)",
  },
} satisfies Record<"en" | "it", Record<(typeof currencies)[number], string>>;

/**
 * When a part of an event's page is shown: `before` the event has ended (the default: how to
 * apply, what to bring, the programme to come), `after` it (what happened), or `always`. An ended
 * page never speaks of what is still to come (lib/events.ts).
 */
export const shownWhen = ["before", "after", "always"] as const;
export type ShownWhen = (typeof shownWhen)[number];

/** Whether a part of a page is shown before or after the event: `what` says which parts are
 * usually shown before it, in each language of the CMS. */
export function shown(what: CmsText) {
  return oneOf(shownWhen)
    .optional()
    .meta({
      optionLabels: {
        before: "Until the event has ended (the default)",
        after: "Once it has ended",
        always: "Always",
      },
      title: "Shown",
      description: `before (the default): until the event has ended, for ${what.en}; after: once it has ended; always: both, for a text that stays true afterwards.`,
      it: {
        title: "Visibile",
        description: `Prima (predefinito): finché l'evento non è finito, per ${what.it}; dopo: una volta finito; sempre: in entrambi i casi, per un testo che resta vero anche dopo.`,
        optionLabels: {
          before: "Finché l'evento non è finito (predefinito)",
          after: "Quando è finito",
          always: "Sempre",
        },
      },
    });
}

/** A heading and its list: `items` names what the list holds (its title in the CMS), `nouns`
 * its items. */
export const titledList = (items: CmsText, nouns: NonNullable<FieldMeta["nouns"]>) =>
  z.strictObject({
    heading: localized.meta({ title: "Heading", it: { title: "Titolo" } }),
    items: localizedList.meta({
      title: items.en,
      description: "As many in each language.",
      it: { title: items.it, description: "Lo stesso numero in ogni lingua." },
      nouns,
    }),
    shown: shown({
      en: "a list of what is to come",
      it: "un elenco di ciò che deve ancora avvenire",
    }),
  });

/** The most photos a recap's gallery shows. */
export const maximumRecapPhotos = 24;
