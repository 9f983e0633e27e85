/**
 * Proof, as the pages show it in one language: the words of students and partners
 * (content/quotes.yaml), what partners got from an event (its recap's `collaborations`, written
 * once there; server/collaborations.server.ts lists them), and the person a company talks to (the
 * team's corporate-relations member). Made
 * at build time by the route loaders; texts from content stay plain text.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { documentFolder } from "../config/content-files";
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { Quote, Sponsor, TeamMember } from "../lib/content-schema";
import { formatFileSize } from "../lib/numbers";
import { eventPagePath } from "../lib/paths";
import type { PictureData, SponsorLogo } from "../types/picture";
import type { EventEntry, SiteContent } from "./content.server";
import { documentUrl, quotePortrait, sponsorLogo, teamPicture } from "./pictures.server";

/** Someone's words, in one language. */
export interface QuoteView {
  from: Quote["from"];
  text: string;
  name: string;
  /** What they study, or their role. */
  role: string;
  company?: string;
  portrait?: PictureData;
  portraitFocus?: Quote["portraitFocus"];
  /** The event the words are about, and its page when it has one. */
  event?: { title: string; path?: string };
}

/** The quotes in one language, in the file's order; `about` keeps those about one event (its
 * recap: the event is then not named again). */
export function quoteViews(
  content: Pick<SiteContent, "quotes" | "events">,
  language: Language,
  options: { about?: string } = {},
): QuoteView[] {
  return content.quotes
    .filter((quote) => options.about === undefined || quote.event === options.about)
    .map((quote) => {
      const event =
        options.about === undefined && quote.event
          ? content.events.find((entry) => entry.event.slug === quote.event)?.event
          : undefined;
      return {
        from: quote.from,
        text: quote.text[language],
        name: quote.name,
        role: quote.role[language],
        company: quote.company,
        portrait: quote.portrait ? quotePortrait(quote.portrait) : undefined,
        portraitFocus: quote.portraitFocus,
        event: event && {
          title: event.title[language],
          path: event.page ? eventPagePath(event.slug, language) : undefined,
        },
      };
    });
}

/** The home page's voices: a student's words and a partner's, the first of each. */
export function homeQuotes(
  content: Pick<SiteContent, "quotes" | "events">,
  language: Language,
): QuoteView[] {
  const quotes = quoteViews(content, language);
  return (["student", "partner"] as const).flatMap((from) => {
    const first = quotes.find((quote) => quote.from === from);
    return first ? [first] : [];
  });
}

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
  return (entry.event.recap?.collaborations ?? []).flatMap((collaboration) => {
    const sponsor = sponsors.find((candidate) => candidate.id === collaboration.partner);
    if (!sponsor) return [];
    return [
      {
        id: collaboration.partner,
        name: sponsorName(sponsors, sponsor, language),
        logo: sponsorLogo(sponsor.logo),
        url: sponsor.url,
        outcomes: collaboration.outcomes[language],
      },
    ];
  });
}

/** The person a company talks to: the team's corporate-relations member, if there is one. */
export interface PartnerContact {
  name: string;
  role: string;
  email: string;
  picture: PictureData;
  focus?: TeamMember["photoFocus"];
}

export function partnerContact(
  team: readonly TeamMember[],
  language: Language,
): PartnerContact | undefined {
  const member = team.find((candidate) => candidate.role === "cr");
  if (!member) return undefined;
  return {
    name: member.name,
    role: member.roleLabel?.[language] ?? translatorFor(language)("cr"),
    email: member.email,
    picture: teamPicture(member.photo),
    focus: member.photoFocus,
  };
}

/** The partnership deck: its address and its size in the page's language ("1.2 MB"). */
export function deckView(
  name: string | undefined,
  language: Language,
  root: string = process.cwd(),
): { url: string; size: string } | undefined {
  if (!name) return undefined;
  const bytes = statSync(join(root, documentFolder, name)).size;
  return { url: documentUrl(name), size: formatFileSize(bytes, language) };
}
