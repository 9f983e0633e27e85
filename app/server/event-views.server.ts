/**
 * What the event pages and the events list show of an event, in one language: texts with their
 * placeholders filled and their Markdown read, dates turned into instants and words. Made at
 * build time by the route loaders; the page receives only this.
 */
import type { Identity } from "../lib/identity-schema";
import { socialProfiles } from "../lib/identity";
import type { Language } from "../config/languages";
import type { EventContent, EventKind, Recap } from "../lib/content-schema";
import {
  dateBadge,
  endOfLocalDay,
  formatDate,
  formatDayMonth,
  formatEventDays,
  formatEventHours,
  localDateTimeOf,
  localInstant,
  localYear,
  startOfLocalDay,
} from "../lib/dates";
import { finalEnd, occurrenceAt, weekdayList } from "../lib/event-recurrence";
import { applicationsOpen, eventPhase, type EventPhase } from "../lib/events";
import { inLanguage, type InLanguage } from "../lib/in-language";
import { formatNumber } from "../lib/numbers";
import { calendarPath, eventPagePath } from "../lib/paths";
import type { Block, Inline } from "../lib/rich-text";
import type { FocusPoint } from "../lib/schema-fields";
import type { PictureData } from "../types/picture";
import { translatorFor } from "../i18n/i18n";
import type { EventEntry, SiteContent } from "./content.server";
import { textReader, type TextReader } from "../content-texts/content-text";
import { eventDescriptions } from "../content-texts/event-descriptions";
import {
  eventEmails,
  eventTextValues,
  formatPrice,
  formatTeamSize,
  placeName,
} from "../content-texts/event-placeholders";
import {
  eventHeaderCrops,
  eventPicture,
  eventSocialImage,
  recapPhoto,
  sponsorLogo,
} from "./pictures.server";
import {
  eventPartners,
  partnerOutcomes,
  type PartnerView,
  type PartnerOutcome,
} from "./event-partners.server";
import { quoteViews, type QuoteView } from "./quotes.server";

/** An entry of the events list. */
export interface EventSummary {
  slug: string;
  kind: EventKind;
  title: string;
  /** Instants, for sorting into upcoming and past. */
  start: number;
  end: number;
  /** The start of its first day in the chapter's time zone: from then on it is "today"
   * (lib/events.ts). */
  firstDay: number;
  /** "Tuesday, 28 October 2025, 18:20–19:30" for a one-day event, "5–8 December 2025" for
   * longer ones. */
  when: string;
  /** The two parts of `when`: the days, and the hours of a one-day event ("18:20–19:30"). */
  days: string;
  hours?: string;
  /** The start for a date badge: "28" "Oct", and its local date "2025-10-28". */
  badge: { day: string; month: string; date: string };
  /** The place's name, or "Location to be announced". */
  place: string;
  placeKnown: boolean;
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
  /** Taking part costs nothing: its file gives no price (board guide: Events). */
  free: boolean;
  /**
   * An event that repeats (lib/event-recurrence.ts): `rule` is "Every Tuesday, 18:20–19:30", `detail`
   * its next date ("next: Tuesday, 1 December 2026") or, once the series is over, its span. Its
   * start, end, days, hours and badge are then those of that next date (or of its last one).
   */
  repeats?: { rule: string; detail: string; ended: boolean };
}

/** An entry of the lists as on the day of the build: an event that has ended and has a recap
 * brings its one-line outcome and its first photo (its highlight). */
export interface EventListing extends EventSummary {
  /** Its first day has come and it has not ended: "Today", "Happening now". */
  happening: boolean;
  outcome?: Inline[];
  photo?: PhotoView;
  /** The board marked it as the flagship: the home page leads with it until it ends. */
  flagship: boolean;
  /** Applications are open on the day of the build (and it is not cancelled). */
  applicationsOpen: boolean;
  /** The form and its deadline, while applications are open: the home page's Apply. */
  registration?: RegistrationView;
}

/** The way to apply to an event, in one language. */
export interface RegistrationView {
  url: string;
  action: NonNullable<EventContent["registration"]>["action"];
  /** When applications open (the start of that day in the chapter's time zone), if not at once. */
  opensAt?: number;
  opens?: string;
  /** When applications close: the end of the deadline's day in the chapter's time zone, or the
   * end of the event, whichever comes first. */
  closesAt: number;
  deadline?: string;
  note?: Inline[];
}

export interface PhotoView {
  picture: PictureData;
  alt: string;
  focus?: FocusPoint;
}

/** An event page's part of the event's file (`page`). */
type EventPage = NonNullable<EventContent["page"]>;

/** A titled list of an event page (its steps, its benefits), in one language: the file's list as
 * it is, its texts in the page's language. */
export type ListView = InLanguage<NonNullable<EventPage["steps"]>>;

/** What happened at an event that has ended, in one language. */
export interface RecapView {
  outcome: Inline[];
  summary: Block[];
  photos: PhotoView[];
  results?: InLanguage<Recap["results"]>;
  /** The figures, each value written for the language ("1,200", "1.200"). */
  figures?: (Omit<InLanguage<NonNullable<Recap["figures"]>[number]>, "value"> & {
    value: string;
  })[];
  /** The partner the recap thanks, by name (a sponsor of the sponsors' file, or not). */
  partner?: Omit<PartnerView, "id">;
  /** The partners the recap names, with what came of it for each. */
  partnerOutcomes: PartnerOutcome[];
  /** The words of people about the event (content/quotes.yaml). */
  quotes: QuoteView[];
}

/** Another edition of the same series: its name (with its year when the title has none), when,
 * and its page. */
export interface EditionLink {
  name: string;
  /** "21 November" */
  dayMonth: string;
  days: string;
  path: string;
  hasRecap: boolean;
}

/** An event's contacts, as its file gives them. */
type EventContacts = NonNullable<EventContent["contacts"]>;

/** Everything an event page shows, in one language. */
export interface EventPageView extends EventSummary {
  intro: Inline[];
  /** The introduction as plain text: the page's description for search engines. */
  description: string;
  /** The path of the 1200 × 630 crop of the picture, for social cards. */
  socialImage: string;
  /** The picture's art-directed crops for the header on wide screens, by shape ("32:45"). */
  imageCrops: Record<string, PictureData>;
  address?: InLanguage<NonNullable<EventContent["place"]>["address"]>;
  /** Where, in one line: the place and its address, the place once when the address names it. */
  where: string;
  online: boolean;
  audience?: InLanguage<EventContent["audience"]>;
  /** The size of a team, as the placeholder `{{teamSize}}` writes it ("2–3" or "4"), and its
   * largest number, whose plural the words take ("2–3 people", "1 person"). */
  teamSize?: { size: string; count: number };
  price?: string;
  /** The prizes, best first: the figure formatted for the language, and what it is for. */
  prizes?: (Pick<InLanguage<NonNullable<EventContent["prizes"]>[number]>, "for"> & {
    amount?: string;
  })[];
  /** The companies behind the event, by the sponsors' file: logo and name, before and after. */
  partners: (PartnerView & { id: string })[];
  /** A map of the address (a link to another site), when the event has an address. */
  mapUrl?: string;
  /** The day hour by hour, while the event is ahead. */
  agenda?: InLanguage<EventPage["agenda"]>;
  registration?: RegistrationView;
  /** The phase on the day of the build (lib/events.ts): no page decides it again. */
  phase: EventPhase;
  /** Each section with its anchor, its text read into blocks. */
  sections: (Omit<InLanguage<EventPage["sections"][number]>, "text"> & {
    id: string;
    blocks: Block[];
  })[];
  steps?: ListView;
  benefits?: ListView;
  faq?: (Omit<InLanguage<NonNullable<EventPage["faq"]>[number]>, "answer"> & {
    answer: Block[];
  })[];
  sectionNavigation: boolean;
  repeatRegistration: boolean;
  contacts: {
    emails: string[];
    people: NonNullable<EventContacts["people"]>;
    /** The chapter's community profiles when the file asks for them, then its own links. */
    links: InLanguage<NonNullable<EventContacts["links"]>>;
  };
  /** Only once the event has ended on the day of the build: until then it stays hidden. */
  recap?: RecapView;
  /** The other editions of its series: the last one that has ended before it, and the next. */
  editions: { previous?: EditionLink; next?: EditionLink };
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

/** The ids of the blocks an event page adds after its own sections (components/event-page, whose
 * blocks are typed by this list): its sections' own anchors never take one of them. */
export const detailBlockIds = [
  "agenda",
  "programme",
  "benefits",
  "prizes",
  "faq",
  "contacts",
  "recap",
  "photos",
  "results",
  "thanks",
  "next-steps",
] as const;

export type DetailBlockId = (typeof detailBlockIds)[number];

/** How an event repeats, in words, with the date a page shows on the day of the build. */
function repetitionWords(
  event: EventContent,
  language: Language,
  shown: ReturnType<typeof occurrenceAt>,
  zone: string,
): EventSummary["repeats"] {
  const repeat = event.repeat;
  if (!repeat) return undefined;
  const t = translatorFor(language);
  const every = repeat.every ?? 1;
  const values = {
    days: weekdayList(repeat.days, language),
    weeks: formatNumber(every, language),
    count: every,
    time: formatEventHours(shown.start, shown.end, language, zone) ?? "",
  };
  const rule = t(every === 1 ? "repeatsWeekly" : "repeatsEveryWeeks", values);
  const detail = shown.ended
    ? formatEventDays(shown.first.start, shown.last.end, language, zone)
    : t("nextDate", { date: formatEventDays(shown.start, shown.end, language, zone) });
  return { rule, detail, ended: shown.ended };
}

/**
 * An event as the lists and pages show it, its days and hours in the identity's time zone. An
 * event that repeats shows its date at `now` (the build's day): the next one, or the last once the
 * series is over; without `now`, its first.
 */
export function eventSummary(
  { event }: EventEntry,
  language: Language,
  identity: Identity,
  now = Number.NEGATIVE_INFINITY,
): EventSummary {
  const zone = identity.timeZone;
  const shown = occurrenceAt(event, now, zone);
  const { start, end } = shown;
  const days = formatEventDays(start, end, language, zone);
  const hours = formatEventHours(start, end, language, zone) || undefined;
  const repeats = repetitionWords(event, language, shown, zone);
  return {
    slug: event.slug,
    kind: event.kind,
    title: event.title[language],
    start,
    end,
    firstDay: startOfLocalDay(localDateTimeOf(start, zone).slice(0, 10), zone),
    when: repeats ? `${repeats.rule} (${repeats.detail})` : hours ? `${days}, ${hours}` : days,
    days,
    hours,
    repeats,
    badge: dateBadge(start, language, zone),
    place: placeName(event, language),
    placeKnown: event.place?.name !== undefined,
    summary: eventTexts(event, language, identity).inline(event.summary[language]),
    image: eventPicture(event.image),
    imageAlt: event.imageAlt[language],
    imageFocus: event.imageFocus,
    pagePath: event.page ? eventPagePath(event.slug, language) : undefined,
    calendarPath: calendarPath(event.slug, language),
    cancelled: event.status === "cancelled",
    free: event.price === undefined,
  };
}

/** The way to apply to an event, if it has a form. */
function registrationView(
  event: EventContent,
  language: Language,
  identity: Identity,
): RegistrationView | undefined {
  const registration = event.registration;
  if (!registration) return undefined;
  const zone = identity.timeZone;
  const end = finalEnd(event, zone);
  return {
    url: registration.url,
    action: registration.action,
    opensAt: registration.opens ? startOfLocalDay(registration.opens, zone) : undefined,
    opens: registration.opens ? formatDate(registration.opens, language) : undefined,
    closesAt: registration.deadline
      ? Math.min(endOfLocalDay(registration.deadline, zone), end)
      : end,
    deadline: registration.deadline ? formatDate(registration.deadline, language) : undefined,
    note:
      registration.note &&
      eventTexts(event, language, identity).inline(registration.note[language]),
  };
}

/** Whether an event has ended at an instant (its recap shows from then on). */
function hasEnded(event: EventContent, now: number, zone: string): boolean {
  return now >= finalEnd(event, zone);
}

/** The photo of a recap as a page shows it. */
function photoView(
  photo: NonNullable<NonNullable<EventContent["recap"]>["photos"]>[number],
  language: Language,
): PhotoView {
  return { picture: recapPhoto(photo.image), alt: photo.alt[language], focus: photo.focus };
}

/**
 * An entry of the events list, the home page or the partners page on the day of the build: an
 * event that has ended with a recap brings its outcome and its first photo.
 */
export function eventListing(
  entry: EventEntry,
  language: Language,
  identity: Identity,
  now: number,
): EventListing {
  const summary = eventSummary(entry, language, identity, now);
  const registration = registrationView(entry.event, language, identity);
  const open =
    !summary.cancelled &&
    registration !== undefined &&
    applicationsOpen(registration.closesAt, now, registration.opensAt);
  const listing: EventListing = {
    ...summary,
    happening: now >= summary.firstDay && now < summary.end,
    flagship: entry.event.flagship ?? false,
    applicationsOpen: open,
    registration: open ? registration : undefined,
  };
  const recap = entry.event.recap;
  if (!recap || !hasEnded(entry.event, now, identity.timeZone)) return listing;
  const [photo] = recap.photos ?? [];
  return {
    ...listing,
    outcome: eventTexts(entry.event, language, identity).inline(recap.outcome[language]),
    photo: photo && photoView(photo, language),
  };
}

/**
 * The highlights of the lists: the events that have ended with a recap, most recent first (at
 * most `count`).
 */
export function recentHighlights(
  events: readonly EventEntry[],
  language: Language,
  identity: Identity,
  now: number,
  count: number,
): (EventListing & { outcome: Inline[] })[] {
  return events
    .filter(
      (entry) =>
        entry.event.recap && hasEnded(entry.event, now, identity.timeZone) && entry.event.page,
    )
    .map((entry) => eventListing(entry, language, identity, now))
    .filter((listing): listing is EventListing & { outcome: Inline[] } => !!listing.outcome)
    .sort((a, b) => b.start - a.start)
    .slice(0, count);
}

/** The name of an edition: its title, with its year (in `zone`) when the title does not say it. */
export function editionName(title: string, start: number, zone: string): string {
  const year = String(localYear(start, zone));
  return title.includes(year) ? title : `${title} ${year}`;
}

/** The editions around an event in its series: the last that has ended before it started, and
 * the next one after it. */
function editionsOf(
  entry: EventEntry,
  events: readonly EventEntry[],
  language: Language,
  now: number,
  zone: string,
): EventPageView["editions"] {
  const series = entry.event.series;
  if (!series) return {};
  const start = localInstant(entry.event.start, zone);
  const others = events
    .filter((other) => other !== entry && other.event.series === series && other.event.page)
    .map((other) => ({ other, start: localInstant(other.event.start, zone) }));
  const link = ({ other, start: otherStart }: (typeof others)[number]): EditionLink => {
    const end = localInstant(other.event.end, zone);
    return {
      name: editionName(other.event.title[language], otherStart, zone),
      dayMonth: formatDayMonth(otherStart, language, zone),
      days: formatEventDays(otherStart, end, language, zone),
      path: eventPagePath(other.event.slug, language),
      hasRecap: Boolean(other.event.recap) && now >= end,
    };
  };
  const previous = others
    .filter((other) => other.start < start && hasEnded(other.other.event, now, zone))
    .sort((a, b) => b.start - a.start)[0];
  const next = others.filter((other) => other.start > start).sort((a, b) => a.start - b.start)[0];
  return { previous: previous && link(previous), next: next && link(next) };
}

/** The recap of an event as its page shows it; the partner thanked defaults to the event's
 * partner, with the logo and site of the sponsor of that name. */
function recapView(
  entry: EventEntry,
  language: Language,
  content: Pick<SiteContent, "identity" | "sponsors" | "quotes" | "events">,
): RecapView | undefined {
  const { event } = entry;
  const recap = event.recap;
  if (!recap) return undefined;
  const { blocks, inline } = eventTexts(event, language, content.identity);
  const partnerName = recap.partner?.name ?? event.partner;
  const sponsor =
    partnerName &&
    content.sponsors.find(
      (candidate) => candidate.name?.trim().toLowerCase() === partnerName.trim().toLowerCase(),
    );
  const logo = recap.partner?.logo ?? (sponsor ? sponsor.logo : undefined);
  return {
    outcome: inline(recap.outcome[language]),
    summary: blocks(recap.summary[language]),
    photos: (recap.photos ?? []).map((photo) => photoView(photo, language)),
    results: recap.results && inLanguage(recap.results, language),
    figures: recap.figures?.map((figure) => ({
      value: formatNumber(figure.value, language),
      label: figure.label[language],
    })),
    partner: partnerName
      ? {
          name: partnerName,
          logo: logo ? sponsorLogo(logo) : undefined,
          url: recap.partner?.url ?? (sponsor ? sponsor.url : undefined),
        }
      : undefined,
    partnerOutcomes: partnerOutcomes(entry, content.sponsors, language),
    quotes: quoteViews(content, language, { about: event.slug }),
  };
}

export function eventPageView(
  entry: EventEntry,
  language: Language,
  content: Pick<SiteContent, "identity" | "sponsors" | "events" | "quotes">,
  now: number,
): EventPageView {
  const { event } = entry;
  const { identity } = content;
  const page = event.page;
  if (!page) throw new Error(`${entry.file} has no page`);
  const { blocks, inline } = eventTexts(event, language, identity);
  const t = translatorFor(language);
  const summary = eventSummary(entry, language, identity, now);
  const taken = new Set<string>(detailBlockIds);
  const intro = inline(page.intro[language]);
  const ended = hasEnded(event, now, identity.timeZone);
  const recap = ended ? recapView(entry, language, content) : undefined;
  const descriptions = eventDescriptions({ ...event, page }, language, content.identity);
  const registration = registrationView(event, language, identity);
  return {
    ...summary,
    intro,
    // What search engines show: the invitation while the event is ahead, what happened after it.
    description:
      (recap ? descriptions.recap : ended ? descriptions.ended : descriptions.ahead) ?? "",
    socialImage: eventSocialImage(event.image),
    imageCrops: eventHeaderCrops(event.image, event.imageFocus),
    address: event.place?.address?.[language],
    where: placeLine(summary.place, event.place?.address?.[language]),
    online: event.place?.online ?? false,
    audience: event.audience?.[language],
    teamSize: event.teamSize && {
      size: formatTeamSize(event.teamSize),
      count: event.teamSize.max,
    },
    price: event.price && formatPrice(event.price, language),
    prizes: event.prizes?.map((prize) => ({
      amount:
        prize.amount !== undefined && prize.currency
          ? formatPrice({ amount: prize.amount, currency: prize.currency }, language)
          : undefined,
      for: prize.for[language],
    })),
    partners: eventPartners(entry, content.sponsors, language),
    mapUrl:
      event.place?.address && !event.place.online
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.place.address[language])}`
        : undefined,
    agenda: page.agenda && inLanguage(page.agenda, language),
    registration,
    phase: eventPhase({ ...summary, registration }, now),
    sections: page.sections.map((section) => ({
      id: sectionId(section.heading.en, taken),
      heading: section.heading[language],
      blocks: blocks(section.text[language]),
      shown: section.shown,
    })),
    steps: page.steps && inLanguage(page.steps, language),
    benefits: page.benefits && inLanguage(page.benefits, language),
    faq: page.faq?.map((item) => ({
      question: item.question[language],
      answer: blocks(item.answer[language]),
      shown: item.shown,
    })),
    sectionNavigation: page.sectionNavigation ?? false,
    repeatRegistration: page.repeatRegistration ?? false,
    contacts: {
      emails: eventEmails(event, identity),
      people: event.contacts?.people ?? [],
      links: [
        ...(event.contacts?.community
          ? [
              ...socialProfiles(["instagram", "whatsappGroup"], identity).map(({ name, url }) => ({
                label: t(name),
                url,
              })),
            ]
          : []),
        ...inLanguage(event.contacts?.links ?? [], language),
      ],
    },
    recap,
    editions: editionsOf(entry, content.events, language, now, identity.timeZone),
  };
}
