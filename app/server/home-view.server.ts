/**
 * The home page's view (routes/home.tsx): its texts in the page's language, Markdown read, its
 * pictures as the build made them, and what it leads with on the day of the build.
 */
import type { Language } from "../config/languages";
import { classifyEvents, type SiteClock } from "../lib/events";
import { homeLead } from "../lib/home-lead";
import { namedFigures } from "../lib/figures";
import { inLanguage } from "../lib/in-language";
import { pageTexts } from "../content-texts/content-text";
import type { SiteContent } from "./content.server";
import { eventListing, placeLine, recentHighlights } from "./event-views.server";
import { photoView, sponsorLogo } from "./pictures.server";
import { homeQuotes } from "./quotes.server";
import { homeSocialImage } from "./site-content.server";

/** The home page in `language`, as on the day of `clock` (the site is rebuilt every night). */
export function homeView(content: SiteContent, language: Language, clock: SiteClock) {
  const { identity, events, sponsors } = content;
  const home = inLanguage(content.pages.home, language);
  const texts = pageTexts(identity, language);
  // What the page leads with (lib/home-lead.ts): the flagship or the event open for
  // applications, the next meeting beside it; with nothing but the meeting ahead, an invitation
  // to it; else the latest recaps of the last twelve months.
  const { now } = clock;
  const lead = homeLead(
    classifyEvents(
      events.map((entry) => eventListing(entry, language, identity, now)),
      now,
    ).upcoming,
    recentHighlights(events, language, identity, now, 3),
    now,
  );
  const meetingEntry =
    lead.opens === "meeting" && events.find(({ event }) => event.slug === lead.meeting.slug);
  return {
    socialImage: homeSocialImage(language, content),
    // Proof near the top: a student's words and a partner's.
    voices: homeQuotes(content, language),
    heading: home.heading,
    intro: texts.inline(home.intro),
    reasons: home.reasons.map((reason) => ({ ...reason, text: texts.inline(reason.text) })),
    joining: {
      cost: texts.inline(home.joining.cost),
      time: texts.inline(home.joining.time),
      who: texts.inline(home.joining.who),
      afterApplying: texts.blocks(home.joining.afterApplying),
    },
    partnerPitch: texts.inline(home.partnerPitch),
    clock,
    lead,
    // Where the meeting is, in one line with its address: part of the invitation.
    meetingWhere: meetingEntry
      ? placeLine(lead.meeting.place, meetingEntry.event.place?.address?.[language])
      : undefined,
    sponsors: sponsors.map((sponsor, index) => ({
      name: sponsor.name,
      number: index + 1,
      logo: sponsorLogo(sponsor.logo),
    })),
    banner: photoView(home.banner),
    figures: namedFigures(identity.figures, home.figures, language),
    photos: home.photos.map(photoView),
  };
}
