/**
 * The partners page's past collaborations: the events that have ended and name their partners,
 * with what came of it for each (written once, in the event's recap), each linked to its page.
 */
import type { Language } from "../config/languages";
import { classifyEvents } from "../lib/events";
import type { Inline } from "../lib/rich-text";
import type { SiteContent } from "./content.server";
import { eventListing } from "./event-views.server";
import { partnerOutcomes, type PartnerOutcome } from "./event-partners.server";

/** A past event run with partners, as the partners page lists it. */
export interface PastCollaboration {
  /** The anchor of its entry: `collaboration-<slug>`. */
  anchor: string;
  title: string;
  /** Its page, which leads with the recap. */
  pagePath?: string;
  days: string;
  /** Its local date, "2025-04-11". */
  date: string;
  partners: PartnerOutcome[];
  /** For an event that names its partner but not what came of it: the recap's one line. */
  outcome?: Inline[];
}

/** The past collaborations, newest first: the events that have ended and name their partners
 * (with what came of it, in the recap) or a partner company. */
export function pastCollaborations(
  content: Pick<SiteContent, "events" | "sponsors" | "identity">,
  language: Language,
  now: number,
): PastCollaboration[] {
  const withPartners = content.events.filter(
    (entry) => entry.event.partner || entry.event.recap?.partnerOutcomes,
  );
  const listed = withPartners.map((entry) => ({
    ...eventListing(entry, language, content.identity, now),
    entry,
  }));
  return classifyEvents(listed, now).past.map((event) => {
    const partners = partnerOutcomes(event.entry, content.sponsors, language);
    const named = event.entry.event.partner;
    return {
      anchor: `collaboration-${event.slug.toLowerCase()}`,
      title: event.title,
      pagePath: event.pagePath,
      days: event.days,
      date: event.badge.date,
      partners: partners.length > 0 ? partners : named ? [{ name: named, outcomes: [] }] : [],
      outcome: partners.length > 0 ? undefined : event.outcome,
    };
  });
}
