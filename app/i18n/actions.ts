import { registrationActions } from "../lib/content-schema";
import type { MessageKey } from "./en";

/**
 * The site's actions by kind, each with its words: one interface text per kind, the same on every
 * page (docs/design-system.md). The apply button's words are the specification's, one of three
 * that an event's file chooses (`registration.action`). `components/action` draws an action from
 * its kind, so a page cannot give it other words; the browser test `every-page/actions.ts` reads
 * every action of every built page against this table.
 */
export const actionLabels = {
  /** To an event's page, from a card that shows the event. The specification's words. */
  event: ["learnMore"],
  /** To an ended event's page, which leads with its recap. */
  recap: ["recapLink"],
  /** To the events page. */
  events: ["seeAllEvents"],
  /** To an event's application form (another site). */
  apply: registrationActions,
  /** One event's calendar file (.ics). */
  calendar: ["addToCalendar"],
  /** A calendar feed, in the device's calendar app (`webcal:`), or the section that offers it. */
  subscribe: ["subscribe"],
  /** A calendar feed, in a named calendar service (Google Calendar, Outlook). */
  subscribeIn: ["subscribeIn"],
  /** An e-mail to a person of the team. */
  write: ["writeAnEmail"],
  /** An e-mail about one way of collaborating, its subject naming it. */
  ask: ["askAboutFormat"],
  /** The chapter's application form (another site): the bar's words. */
  join: ["joinus"],
  /** A company's way to become a partner: the partners page, or on it an e-mail. */
  partner: ["becomePartner"],
  /** To the partners page, to see who the partners are. */
  partners: ["allPartners"],
  /** To the home page. */
  home: ["notFoundHome"],
  /** The partnership deck (a PDF). */
  deck: ["partnershipDeck"],
} as const satisfies Record<string, readonly MessageKey[]>;

export type ActionKind = keyof typeof actionLabels;

/** The words an action of `kind` may have: its one text (the apply button's: one of three). */
export type ActionLabel<Kind extends ActionKind> = (typeof actionLabels)[Kind][number];

/**
 * How much an action weighs where it stands, and so how it looks: `primary` (the main action of
 * a page, a card or a band: a filled pill), `secondary` (beside or under it: an outlined pill),
 * `link` (everything else: bold underlined words and an arrow). What cannot be done (applications
 * closed, or not open yet) is not an action but a line of text (decision 0053).
 */
export const actionWeights = ["primary", "secondary", "link"] as const;
export type ActionWeight = (typeof actionWeights)[number];
