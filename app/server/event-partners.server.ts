/**
 * The partners of an event, as its page and the partners page show them in one language: those
 * the event names (`partners`), and those its recap names with what each got from it (the
 * recap's `partnerOutcomes`, written once there; server/past-collaborations.server.ts lists them).
 */
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { Sponsor } from "../lib/content-schema";
import type { SponsorLogo } from "../types/picture";
import type { EventEntry } from "./content.server";
import { sponsorLogo } from "./pictures.server";

/** A partner as a page shows it: the name it is known by, and its short name in the sponsors'
 * file, its logo and its web site when it is one of the sponsors. */
export interface PartnerView {
  id?: string;
  name: string;
  logo?: SponsorLogo;
  url?: string;
}

/** A partner of an event, and what came of it for the partner. */
export interface PartnerOutcome extends PartnerView {
  outcomes: string[];
}

/** The name a sponsor is known by: its own, or "Sponsor N" as the partners page's logos. */
function sponsorName(sponsors: readonly Sponsor[], sponsor: Sponsor, language: Language): string {
  return (
    sponsor.name ?? translatorFor(language)("sponsorAlt", { number: sponsors.indexOf(sponsor) + 1 })
  );
}

/** A sponsor as a page shows it in a language. */
function partnerView(
  sponsors: readonly Sponsor[],
  sponsor: Sponsor,
  language: Language,
): PartnerView {
  return {
    id: sponsor.id,
    name: sponsorName(sponsors, sponsor, language),
    logo: sponsorLogo(sponsor.logo),
    url: sponsor.url,
  };
}

/** The partners an event names, in its order (checked to be sponsors by the content check). */
export function eventPartners(
  entry: EventEntry,
  sponsors: readonly Sponsor[],
  language: Language,
): (PartnerView & { id: string })[] {
  return (entry.event.partners ?? []).flatMap((id) => {
    const sponsor = sponsors.find((candidate) => candidate.id === id);
    if (!sponsor) return [];
    return [{ ...partnerView(sponsors, sponsor, language), id }];
  });
}

/** The partners a recap names, with what came of it for each (checked to be sponsors). */
export function partnerOutcomes(
  entry: EventEntry,
  sponsors: readonly Sponsor[],
  language: Language,
): PartnerOutcome[] {
  return (entry.event.recap?.partnerOutcomes ?? []).flatMap((outcome) => {
    const sponsor = sponsors.find((candidate) => candidate.id === outcome.partner);
    if (!sponsor) return [];
    return [{ ...partnerView(sponsors, sponsor, language), outcomes: outcome.outcomes[language] }];
  });
}
