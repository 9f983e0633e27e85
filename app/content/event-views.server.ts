/**
 * What the event pages and the events list show of an event, in one language, with dates
 * turned into instants and words. Made at build time by the route loaders.
 */
import {
  endOfRomeDay,
  formatDate,
  formatEventDays,
  formatEventHours,
  romeInstant,
} from "~/lib/dates";
import type { Language } from "~/lib/languages";
import { calendarPath, eventPagePath } from "~/lib/paths";
import { eventPicture, eventSocialImage } from "./pictures.server";
import type { EventContent, EventKind } from "./types";

/** An entry of the events list. */
export interface EventSummary {
  slug: string;
  kind: EventKind;
  title: string;
  /** Instants, for sorting into upcoming and past in the browser. */
  start: number;
  end: number;
  /** "Tuesday, 28 October 2025, 18:20–19:30" for a one-day event, "5–8 December 2025" for
   * longer ones. */
  when: string;
  place: string;
  summary: string;
  /** The event's page in this language, if it has one. */
  pagePath?: string;
  calendarPath: string;
}

export function eventSummary(event: EventContent, language: Language): EventSummary {
  const start = romeInstant(event.start);
  const end = romeInstant(event.end);
  return {
    slug: event.slug,
    kind: event.kind,
    title: event.title[language],
    start,
    end,
    when: [formatEventDays(start, end, language), formatEventHours(start, end, language)]
      .filter(Boolean)
      .join(", "),
    place: event.place.name[language],
    summary: event.listing?.summary[language] ?? event.page?.intro[language] ?? "",
    pagePath: event.page ? eventPagePath(event.slug, language) : undefined,
    calendarPath: calendarPath(event.slug, language),
  };
}

/** A localized list of an event page, in one language. */
export interface ListView {
  heading: string;
  items: string[];
}

/** Everything an event page shows, in one language. */
export interface EventPageView extends EventSummary {
  intro: string;
  image: ReturnType<typeof eventPicture>;
  imageAlt: string;
  /** The path of the 1200 × 630 crop of the picture, for social cards. */
  socialImage: string;
  address?: string;
  online: boolean;
  audience?: string;
  teamSize?: { min: number; max: number };
  price?: string;
  prizes?: string[];
  registration?: {
    url: string;
    action: NonNullable<EventContent["registration"]>["action"];
    /** When applications close (end of the deadline day in Italy), if they do. */
    closesAt?: number;
    deadline?: string;
    note?: string;
  };
  sections: { id: string; heading: string; paragraphs: string[]; list?: string[] }[];
  steps?: ListView;
  benefits?: ListView;
  faq?: { question: string; answer: string }[];
  sectionNavigation: boolean;
  repeatRegistration: boolean;
  contacts: {
    emails: string[];
    people: { name: string; email: string }[];
    links: { label: string; url: string }[];
  };
}

export function eventPageView(event: EventContent, language: Language): EventPageView {
  const page = event.page;
  if (!page) throw new Error(`${event.slug} has no page`);
  const list = (value: {
    heading: Record<Language, string>;
    items: Record<Language, string[]>;
  }) => ({
    heading: value.heading[language],
    items: value.items[language],
  });
  const registration = event.registration;
  return {
    ...eventSummary(event, language),
    intro: page.intro[language],
    image: eventPicture(event.image),
    imageAlt: event.imageAlt[language],
    socialImage: eventSocialImage(event.image),
    address: event.place.address?.[language],
    online: event.place.online ?? false,
    audience: event.audience?.[language],
    teamSize: event.teamSize,
    price: event.price?.[language],
    prizes: event.prizes?.[language],
    registration: registration && {
      url: registration.url,
      action: registration.action,
      closesAt: registration.deadline ? endOfRomeDay(registration.deadline) : undefined,
      deadline: registration.deadline ? formatDate(registration.deadline, language) : undefined,
      note: registration.note?.[language],
    },
    sections: page.sections.map((section) => ({
      id: section.id,
      heading: section.heading[language],
      paragraphs: section.paragraphs[language],
      list: section.list?.[language],
    })),
    steps: page.steps && list(page.steps),
    benefits: page.benefits && list(page.benefits),
    faq: page.faq?.map((item) => ({
      question: item.question[language],
      answer: item.answer[language],
    })),
    sectionNavigation: page.sectionNavigation ?? false,
    repeatRegistration: page.repeatRegistration ?? false,
    contacts: {
      emails: event.contacts.emails,
      people: event.contacts.people ?? [],
      links: (event.contacts.links ?? []).map((link) => ({
        label: link.label[language],
        url: link.url,
      })),
    },
  };
}
