/**
 * What search engines read of an event's page, on each day of its life: its introduction while
 * it is ahead; once it has ended, what happened (the recap's outcome and the first paragraph of
 * its summary) or, until the recap is written, the event's summary. The page takes its
 * description from here (server/event-views.server.ts), and the content check measures all
 * three, whatever the day, so that an event ending never leaves a page with too short a
 * description or another page's (content-rules/content-rules.ts, server/content.server.ts).
 *
 * No file system, nothing of Node: the CMS runs the content rules in the browser.
 */
import type { Identity } from "../lib/identity-schema";
import type { Language } from "../config/languages";
import type { EventContent } from "../lib/content-schema";
import { inlineText, plainText } from "../lib/rich-text";
import { textReader } from "./content-text";
import { eventTextValues } from "./event-placeholders";

/** The description of an event's page in each phase, in one language, as plain text. */
export interface EventDescriptions {
  /** While the event is ahead: its page's introduction. */
  ahead: string;
  /** Once it has ended, without a recap: its summary. */
  ended: string;
  /** Once it has ended, with its recap: the outcome and the summary's first paragraph. */
  recap?: string;
}

export function eventDescriptions(
  event: EventContent & { page: NonNullable<EventContent["page"]> },
  language: Language,
  identity: Identity,
): EventDescriptions {
  const { blocks, inline } = textReader(eventTextValues({ event, language, identity }), language);
  const recap = event.recap;
  return {
    ahead: plainText([{ type: "paragraph", children: inline(event.page.intro[language]) }]),
    ended: inlineText(inline(event.summary[language])),
    recap:
      recap &&
      plainText([
        { type: "paragraph", children: inline(recap.outcome[language]) },
        ...blocks(recap.summary[language]).slice(0, 1),
      ]),
  };
}
