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

/** A partner of an event, and what came of it. */
export interface PartnerOutcome {
  /** Its short name in the sponsors' file, when the recap names it so. */
  id?: string;
  name: string;
  logo?: SponsorLogo;
  /** Its web site, when the sponsors' file gives it. */
  url?: string;
  outcomes: string[];
}

/** The name a sponsor is known by: its own, or "Sponsor N" as the partners page's logos. */
function sponsorName(sponsors: readonly Sponsor[], sponsor: Sponsor, language: Language): string {
  return (
    sponsor.name ?? translatorFor(language)("sponsorAlt", { number: sponsors.indexOf(sponsor) + 1 })
  );
}

/** A partner an event names (`partners`), as its page shows it: logo and name. */
export interface EventPartner {
  id: string;
  name: string;
  logo?: SponsorLogo;
  url?: string;
}

/** The partners an event names, in its order (checked to be sponsors by the content check). */
export function eventPartners(
  entry: EventEntry,
  sponsors: readonly Sponsor[],
  language: Language,
): EventPartner[] {
  return (entry.event.partners ?? []).flatMap((id) => {
    const sponsor = sponsors.find((candidate) => candidate.id === id);
    if (!sponsor) return [];
    return [
      {
        id,
        name: sponsorName(sponsors, sponsor, language),
        logo: sponsorLogo(sponsor.logo),
        url: sponsor.url,
      },
    ];
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
    return [
      {
        id: outcome.partner,
        name: sponsorName(sponsors, sponsor, language),
        logo: sponsorLogo(sponsor.logo),
        url: sponsor.url,
        outcomes: outcome.outcomes[language],
      },
    ];
  });
}
