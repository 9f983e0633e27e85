/**
 * The home page's view (routes/home.tsx): its texts in the page's language, Markdown read, its
 * pictures as the build made them, and what it leads with on the day of the build.
 */
import type { Language } from "../config/languages";
import { classifyEvents, leadEvents, type SiteClock } from "../lib/events";
import { namedFigures } from "../lib/figures";
import { inLanguage } from "../lib/in-language";
import { pageTexts } from "../content-texts/content-text";
import type { SiteContent } from "./content.server";
import { eventListing, recentHighlights } from "./event-views.server";
import { photoView, sponsorLogo } from "./pictures.server";
import { homeQuotes } from "./quotes.server";
import { homeSocialImage } from "./site-content.server";

/** The home page in `language`, as on the day of `clock` (the site is rebuilt every night). */
export function homeView(content: SiteContent, language: Language, clock: SiteClock) {
  const { identity, events, sponsors } = content;
  const home = inLanguage(content.pages.home, language);
  const texts = pageTexts(identity, language);
  // What the page leads with: the flagship or the event open for applications, the next meeting
  // beside it; without one, the latest recaps.
  const { now } = clock;
  const { lead: nextEvent, meeting } = leadEvents(
    classifyEvents(
      events.map((entry) => eventListing(entry, language, identity, now)),
      now,
    ).upcoming,
  );
  return {
    socialImage: homeSocialImage(language),
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
    nextEvent,
    meeting,
    highlights: nextEvent ? [] : recentHighlights(events, language, identity, now, 3),
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
