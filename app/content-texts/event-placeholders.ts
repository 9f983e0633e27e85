/**
 * The placeholders an event's texts may use, such as `{{date}}` or `{{deadline}}`: values the
 * event file gives once, written into every sentence in the page's language at build time. The
 * content check reports a placeholder that does not exist, or one whose value the event lacks.
 */
import type { Identity } from "../lib/identity-schema";
import { languageInfo, type Language } from "../config/languages";
import { messages } from "../i18n/messages";
import type { EventContent } from "../lib/content-schema";
import {
  formatDate,
  formatEventDays,
  formatEventHours,
  formatTime,
  localInstant,
} from "../lib/dates";
import { identityValues } from "../lib/identity-values";
import { escapeMarkdown } from "../lib/markdown";
import { dayPieces } from "../lib/date-pieces";
import { interpolate, type TextValues, unbreakable } from "../lib/placeholders";
import { listFormat, numberFormat } from "../lib/intl-formats";

interface Context {
  event: EventContent;
  language: Language;
  identity: Identity;
}

interface EventPlaceholder {
  /** What it stands for, with an example, for the board guide and the CMS's hints. */
  description: string;
  /** Why an event cannot use it, when it lacks what it needs. */
  unavailable?: (event: EventContent) => string | undefined;
  /** Its Markdown in a language, for an event that has what it needs. */
  value: (context: Context) => string;
}

const plain = (text: string) => escapeMarkdown(text);
/** A date, a time, a price: one piece that a line never breaks inside ("5–8 December 2025"). */
const whole = (text: string) => unbreakable(escapeMarkdown(text));
/** An event's days, in the pieces its cards break them into (lib/date-pieces.ts): "terça-feira,
 * 9 de fevereiro de 2027" whole is wider than a phone's card. */
const days = (text: string) =>
  dayPieces(text)
    .map(({ weekday, date, year }) =>
      [weekday && plain(weekday), whole(date), year && whole(year)].filter(Boolean).join(" "),
    )
    .join(" – ");
const mailLink = (label: string, address: string) =>
  `[${escapeMarkdown(label)}](mailto:${address})`;
/** The event's (first) start and end as instants, and the chapter's time zone they are told in. */
function times({ event, identity }: Context) {
  const zone = identity.timeZone;
  return { start: localInstant(event.start, zone), end: localInstant(event.end, zone), zone };
}

/** The e-mail addresses an event's questions go to: its own, or the identity's events address. */
export function eventEmails(event: EventContent, identity: Identity): string[] {
  return event.contacts?.emails ?? [identity.emails.events];
}

/** "from €199" / "da 199 €", "€15", "£5,000"; thousands grouped as figures are ("7.500 €" in
 * Italian, whose locale data would leave "7500 €"). */
export function formatPrice(price: NonNullable<EventContent["price"]>, language: Language): string {
  const amount = numberFormat(languageInfo[language].locale, {
    style: "currency",
    currency: price.currency,
    maximumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    useGrouping: "always",
  }).format(price.amount);
  return price.from ? interpolate(messages[language].priceFrom, { price: amount }) : amount;
}

/** The place's name, or "Location to be announced" while the event's file gives none. */
export function placeName(event: EventContent, language: Language): string {
  return event.place?.name?.[language] ?? messages[language].placeToBeAnnounced;
}

/** "2–3" or "4": the placeholder `{{teamSize}}`, and the number of the page's fact. */
export function formatTeamSize(size: NonNullable<EventContent["teamSize"]>): string {
  return size.min === size.max ? String(size.min) : `${size.min}–${size.max}`;
}

export const eventPlaceholders: Record<string, EventPlaceholder> = {
  date: {
    description:
      'the day or days of the event: "Saturday, 22 November 2025" or "5–8 December 2025"',
    // A text is written once, but a repeating event's date moves on: its page and cards say the
    // rule and the next date themselves.
    unavailable: (event) =>
      event.repeat ? "the event repeats, and its pages show its next date themselves" : undefined,
    value: (context) => {
      const { start, end, zone } = times(context);
      return days(formatEventDays(start, end, context.language, zone));
    },
  },
  time: {
    description: 'its hours, for an event of one day: "09:00–18:00"',
    // Its days as its file writes them, in the chapter's time zone. An end before the start is a
    // mistake of its own: not told again here.
    unavailable: (event) =>
      event.start.slice(0, 10) === event.end.slice(0, 10) || event.end <= event.start
        ? undefined
        : "the event lasts more than one day",
    value: (context) => {
      const { start, end, zone } = times(context);
      return whole(formatEventHours(start, end, context.language, zone) ?? "");
    },
  },
  startTime: {
    description: 'the time it starts: "09:00"',
    value: (context) => {
      const { start, zone } = times(context);
      return whole(formatTime(start, context.language, zone));
    },
  },
  endTime: {
    description: 'the time it ends: "18:00"',
    value: (context) => {
      const { end, zone } = times(context);
      return whole(formatTime(end, context.language, zone));
    },
  },
  deadline: {
    description: 'the last day to apply: "4 November 2024"',
    unavailable: (event) =>
      event.registration?.deadline ? undefined : "registration.deadline is not set",
    value: ({ event, language }) => whole(formatDate(event.registration?.deadline ?? "", language)),
  },
  place: {
    description: 'the place\'s name ("Location to be announced" while it is not known)',
    value: ({ event, language }) => plain(placeName(event, language)),
  },
  price: {
    description: 'the price: "from €199"',
    unavailable: (event) => (event.price ? undefined : "price is not set"),
    value: ({ event, language }) => (event.price ? whole(formatPrice(event.price, language)) : ""),
  },
  teamSize: {
    description: 'the size of a team: "2–3" or "4"',
    unavailable: (event) => (event.teamSize ? undefined : "teamSize is not set"),
    value: ({ event }) => (event.teamSize ? whole(formatTeamSize(event.teamSize)) : ""),
  },
  promoCode: {
    description: "the promo code",
    unavailable: (event) => (event.promoCode ? undefined : "promoCode is not set"),
    value: ({ event }) => whole(event.promoCode ?? ""),
  },
  button: {
    description: 'the words on the application button: "Apply now"',
    unavailable: (event) => (event.registration ? undefined : "registration is not set"),
    value: ({ event, language }) =>
      event.registration ? plain(messages[language][event.registration.action]) : "",
  },
  contact: {
    description: "the event's e-mail address, as a link",
    value: ({ event, identity }) => {
      const [address = identity.emails.events] = eventEmails(event, identity);
      return mailLink(address, address);
    },
  },
  organisers: {
    description: 'the organisers\' names as e-mail links: "Anna Rossi or Luca Bianchi"',
    unavailable: (event) =>
      event.contacts?.people?.length ? undefined : "contacts.people is not set",
    value: ({ event, language }) =>
      listFormat(languageInfo[language].locale, { type: "disjunction" }).format(
        (event.contacts?.people ?? []).map((person) => mailLink(person.name, person.email)),
      ),
  },
};

/** The event's fields that are its placeholders' values (besides its dates, numbers and choices):
 * a placeholder in one of them would reach every text that uses the value unfilled, so the
 * content check refuses it there. */
export const eventValueFields: Readonly<Record<string, string>> = {
  "place.name": "place",
  promoCode: "promoCode",
  "contacts.people.name": "organisers",
};

/** The placeholders an event's texts may not use, with the reason (what the event lacks). */
export function unavailablePlaceholders(event: EventContent): Record<string, string> {
  const unavailable: Record<string, string> = {};
  for (const [name, placeholder] of Object.entries(eventPlaceholders)) {
    const reason = placeholder.unavailable?.(event);
    if (reason) unavailable[name] = reason;
  }
  return unavailable;
}

/** The identity's placeholder values as Markdown (a name with an asterisk stays a name): what
 * every content text may use. */
export function identityTextValues(identity: Identity, language: Language): TextValues {
  return Object.fromEntries(
    Object.entries(identityValues(identity, language)).map(([name, value]) => [
      name,
      escapeMarkdown(String(value)),
    ]),
  );
}

/** The values of every placeholder an event's texts may use, in Markdown, in a language. */
export function eventTextValues(context: Context): TextValues {
  const values = identityTextValues(context.identity, context.language);
  const unavailable = unavailablePlaceholders(context.event);
  for (const [name, placeholder] of Object.entries(eventPlaceholders)) {
    if (!Object.hasOwn(unavailable, name)) values[name] = placeholder.value(context);
  }
  return values;
}
