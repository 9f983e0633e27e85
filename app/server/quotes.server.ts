/**
 * The words of students and partners (content/quotes.yaml), as the pages show them in one
 * language: made at build time by the route loaders; texts from content stay plain text.
 */
import type { Language } from "../config/languages";
import type { Quote } from "../lib/content-schema";
import { eventPagePath } from "../lib/paths";
import type { PictureData } from "../types/picture";
import type { SiteContent } from "./content.server";
import { quotePortrait } from "./pictures.server";

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
