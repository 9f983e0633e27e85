/**
 * What the event pages and the events list show of an event, in one language: texts with their
 * placeholders filled and their Markdown read, dates turned into instants and words. Made at
 * build time by the route loaders; the page receives only this.
 */
import type { Identity } from "../config/identity-schema";
import type { Language } from "../config/languages";
import type { EventContent, EventKind } from "../lib/content-schema";
import {
  dateBadge,
  endOfRomeDay,
  formatDate,
  formatEventDays,
  formatEventHours,
  romeInstant,
} from "../lib/dates";
import { calendarPath, eventPagePath } from "../lib/paths";
import { plainText, type Block, type Inline } from "../lib/rich-text";
import type { FocusPoint } from "../config/schema-fields";
import type { PictureData } from "../types/picture";
import { translatorFor } from "../i18n/i18n";
import type { EventEntry } from "./content.server";
import { textReader, type TextReader } from "./content-text.server";
import { eventEmails, eventTextValues, formatPrice } from "./event-placeholders.server";
import { eventPicture, eventSocialImage } from "./pictures.server";

/** An entry of the events list. */
export interface EventSummary {
  slug: string;
  kind: EventKind;
  title: string;
  /** Instants, for sorting into upcoming and past. */
  start: number;
  end: number;
  /** "Tuesday, 28 October 2025, 18:20–19:30" for a one-day event, "5–8 December 2025" for
   * longer ones. */
  when: string;
  /** The two parts of `when`: the days, and the hours of a one-day event ("18:20–19:30"). */
  days: string;
  hours?: string;
  /** The start for a date badge: "28" "Oct", and its local date "2025-10-28". */
  badge: { day: string; month: string; date: string };
  place: string;
  summary: Inline[];
  /** The event's picture, for the card and the page. */
  image: PictureData;
  imageAlt: string;
  imageFocus?: FocusPoint;
  /** The event's page in this language, if it has one. */
  pagePath?: string;
  calendarPath: string;
  /** It will not take place: the page, the card and calendars say so; nothing to apply for. */
  cancelled: boolean;
}

/** A titled list of an event page, in one language. */
export interface ListView {
  heading: string;
  items: string[];
}

/** Everything an event page shows, in one language. */
export interface EventPageView extends EventSummary {
  intro: Inline[];
  /** The introduction as plain text: the page's description for search engines. */
  description: string;
  /** The path of the 1200 × 630 crop of the picture, for social cards. */
  socialImage: string;
  address?: string;
  /** Where, in one line: the place and its address, the place once when the address names it. */
  where: string;
  online: boolean;
  audience?: string;
  teamSize?: { min: number; max: number };
  price?: string;
  prizes?: string[];
  registration?: {
    url: string;
    action: NonNullable<EventContent["registration"]>["action"];
    /** When applications close: the end of the deadline's day in Italy, or the end of the
     * event, whichever comes first. */
    closesAt: number;
    deadline?: string;
    note?: Inline[];
  };
  sections: { id: string; heading: string; blocks: Block[] }[];
  steps?: ListView;
  benefits?: ListView;
  faq?: { question: string; answer: Block[] }[];
  sectionNavigation: boolean;
  repeatRegistration: boolean;
  contacts: {
    emails: string[];
    people: { name: string; email: string }[];
    links: { label: string; url: string }[];
  };
}

/** The texts of an event in a language, placeholders filled and Markdown read. */
function eventTexts(event: EventContent, language: Language, identity: Identity): TextReader {
  return textReader(eventTextValues({ event, language, identity }), language);
}

/** The anchor of a section, from its English heading: "Who can apply" → `who-can-apply`. */
export function sectionId(heading: string, taken: Set<string>): string {
  const base =
    heading
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** A text for comparison: no accents, no case, no parenthesised part, words single-spaced. */
function comparable(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The place and its address in one line, without saying the place twice: "Sestriere (TO)" at
 * "Sestriere, 10058 (TO)" is the address alone; "Room 2T" at "Corso Duca degli Abruzzi 24" both.
 */
export function placeLine(place: string, address?: string): string {
  if (!address) return place;
  const [placeWords, addressWords] = [comparable(place), comparable(address)];
  if (!placeWords || ` ${addressWords} `.includes(` ${placeWords} `)) return address;
  if (` ${placeWords} `.includes(` ${addressWords} `)) return place;
  return `${place} · ${address}`;
}

/** The ids of the blocks an event page adds after its own sections (components/event-page). */
export const detailBlockIds = ["programme", "benefits", "prizes", "faq", "contacts"];

export function eventSummary(
  { event }: EventEntry,
  language: Language,
  identity: Identity,
): EventSummary {
  const start = romeInstant(event.start);
  const end = romeInstant(event.end);
  const days = formatEventDays(start, end, language);
  const hours = formatEventHours(start, end, language) || undefined;
  return {
    slug: event.slug,
    kind: event.kind,
    title: event.title[language],
    start,
    end,
    when: hours ? `${days}, ${hours}` : days,
    days,
    hours,
    badge: dateBadge(start, language),
    place: event.place.name[language],
    summary: eventTexts(event, language, identity).inline(event.summary[language]),
    image: eventPicture(event.image),
    imageAlt: event.imageAlt[language],
    imageFocus: event.imageFocus,
    pagePath: event.page ? eventPagePath(event.slug, language) : undefined,
    calendarPath: calendarPath(event.slug, language),
    cancelled: event.status === "cancelled",
  };
}

export function eventPageView(
  entry: EventEntry,
  language: Language,
  identity: Identity,
): EventPageView {
  const { event } = entry;
  const page = event.page;
  if (!page) throw new Error(`${entry.file} has no page`);
  const { blocks, inline } = eventTexts(event, language, identity);
  const t = translatorFor(language);
  const list = (value: NonNullable<typeof page.steps>): ListView => ({
    heading: value.heading[language],
    items: value.items[language],
  });
  const registration = event.registration;
  const end = romeInstant(event.end);
  const taken = new Set(detailBlockIds);
  const intro = inline(page.intro[language]);
  return {
    ...eventSummary(entry, language, identity),
    intro,
    description: plainText([{ type: "paragraph", children: intro }]),
    socialImage: eventSocialImage(event.image),
    address: event.place.address?.[language],
    where: placeLine(event.place.name[language], event.place.address?.[language]),
    online: event.place.online ?? false,
    audience: event.audience?.[language],
    teamSize: event.teamSize,
    price: event.price && formatPrice(event.price, language),
    prizes: event.prizes?.[language],
    registration: registration && {
      url: registration.url,
      action: registration.action,
      closesAt: registration.deadline ? Math.min(endOfRomeDay(registration.deadline), end) : end,
      deadline: registration.deadline ? formatDate(registration.deadline, language) : undefined,
      note: registration.note && inline(registration.note[language]),
    },
    sections: page.sections.map((section) => ({
      id: sectionId(section.heading.en, taken),
      heading: section.heading[language],
      blocks: blocks(section.text[language]),
    })),
    steps: page.steps && list(page.steps),
    benefits: page.benefits && list(page.benefits),
    faq: page.faq?.map((item) => ({
      question: item.question[language],
      answer: blocks(item.answer[language]),
    })),
    sectionNavigation: page.sectionNavigation ?? false,
    repeatRegistration: page.repeatRegistration ?? false,
    contacts: {
      emails: eventEmails(event, identity),
      people: event.contacts?.people ?? [],
      links: [
        ...(event.contacts?.community
          ? [
              { label: t("instagram"), url: identity.social.instagram },
              { label: t("whatsappGroup"), url: identity.social.whatsappGroup },
            ]
          : []),
        ...(event.contacts?.links ?? []).map((link) => ({
          label: link.label[language],
          url: link.url,
        })),
      ],
    },
  };
}
