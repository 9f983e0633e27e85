/**
 * The shape of the chapter's content. Content files (team.ts, sponsors.ts, events/*.ts) are typed
 * by these interfaces, so an editor shows what each field means while you type; the build checks
 * the values as well (content/validation.server.ts) and stops with a message naming the file and
 * the field when one is wrong.
 */
import type { Language } from "~/lib/languages";

/** A text in every language of the site: `{ en: "...", it: "..." }`. */
export type Localized<T = string> = Record<Language, T>;

/** The roles a team member can have; each is also the key of its label in app/i18n. */
export const teamRoles = ["president", "secretary", "treasurer", "hr", "cr"] as const;

export type TeamRole = (typeof teamRoles)[number];

export interface TeamMember {
  /** Full name, shown as the card's title. */
  name: string;
  /** Role in the board; the card shows its label in the page's language. */
  role: TeamRole;
  /** Portrait: a file in app/assets/team/ (JPEG, PNG or WebP, square, at least 720 px wide). */
  photo: string;
  /** Where the card's e-mail link writes to. */
  email: string;
}

export interface Sponsor {
  /** The company's name: the logo's text alternative. Leave it out and the logo is called
   * "Sponsor N" by its place in the list. */
  name?: string;
  /** Logo: a file in app/assets/sponsors/ (SVG preferred; PNG, JPEG or WebP also work). */
  logo: string;
  /** The sponsor's site, opened in a new tab. */
  url: string;
}

/** The kinds of event, shown above an event's title (labels in app/i18n, `kind-<kind>`). */
export const eventKinds = [
  "meeting",
  "workshop",
  "hackathon",
  "ideas-day",
  "trip",
  "competition",
] as const;

export type EventKind = (typeof eventKinds)[number];

/** A block of an event page: a heading, paragraphs, and an optional bulleted list. */
export interface EventSection {
  /** Anchor of the section in the page's address (`#programme`): lower case, digits, hyphens. */
  id: string;
  heading: Localized;
  /** Paragraphs. A link is written `[text](https://...)` or `[text](mailto:someone@...)`. */
  paragraphs: Localized<string[]>;
  /** Bullet points after the paragraphs. */
  list?: Localized<string[]>;
}

/** A titled list of an event page (programme steps, what participants get). */
export interface EventList {
  heading: Localized;
  items: Localized<string[]>;
}

export interface EventContent {
  /**
   * The page's address without the slash, as printed on posters: "EcoTech-Challenge" gives
   * /EcoTech-Challenge and /it/EcoTech-Challenge. Letters, digits and hyphens.
   */
  slug: string;
  /** What kind of event it is. */
  kind: EventKind;
  /** The event's name. */
  title: Localized;
  /** When it starts and ends, local time in Italy, written "2025-12-05T09:00". */
  start: string;
  end: string;
  /** Where it happens. Leave `address` out while it is not known. */
  place: {
    /** The place as people know it: "Room 1B, main campus", or "Online". */
    name: Localized;
    /** Street address, city included, for maps and calendars. */
    address?: Localized;
    /** True for an event that happens online only. */
    online?: boolean;
  };
  /** The event's picture (banner, social cards, search results): a file in app/assets/events/,
   * landscape, at least 1200 × 630 px. */
  image: string;
  /** What the picture shows. */
  imageAlt: Localized;
  /** Its entry on the events page. Leave it out to keep the event off the list. */
  listing?: {
    /** One or two sentences under the title. */
    summary: Localized;
  };
  /** Who can take part. */
  audience?: Localized;
  /** Team size, for events where people take part in teams. */
  teamSize?: { min: number; max: number };
  /** What taking part costs, e.g. { en: "from €199", it: "da 199 €" }. Leave it out if free. */
  price?: Localized;
  /** Prizes, best first. */
  prizes?: Localized<string[]>;
  /** How to take part. Leave it out when there is nothing to sign up for. */
  registration?: {
    /** The external form or page, opened in a new tab. */
    url: string;
    /** The button's words: "apply" (APPLY), "applyNow" (APPLY NOW) or "signUp" (SIGN UP!). */
    action: "apply" | "applyNow" | "signUp";
    /** Last day to apply, "2024-10-24": the button closes at the end of that day in Italy.
     * Without a deadline it stays open. */
    deadline?: string;
    /** A note next to the button, e.g. which e-mail account the form needs. */
    note?: Localized;
  };
  /** The event's own page. Leave it out for an event that only appears in the list. */
  page?: {
    /** One or two sentences that open the page; also its description for search engines. */
    intro: Localized;
    /** The blocks of the page, in order. */
    sections: EventSection[];
    /** Numbered steps of the programme. */
    steps?: EventList;
    /** What participants take home. */
    benefits?: EventList;
    /** Questions and answers, shown as an accordion (one open at a time). */
    faq?: { question: Localized; answer: Localized }[];
    /** Navigation for a long page: an arrow that scrolls to the first block, a dot per block
     * that marks where you are, and blocks that fade in as they come into view. */
    sectionNavigation?: boolean;
    /** Repeat the application button at the end of the page. */
    repeatRegistration?: boolean;
  };
  /** Whom to write to with questions. */
  contacts: {
    /** E-mail addresses, shown as links. */
    emails: string[];
    /** Organisers people may write to by name. */
    people?: { name: string; email: string }[];
    /** Community links: social profiles, chat groups. */
    links?: { label: Localized; url: string }[];
  };
}
