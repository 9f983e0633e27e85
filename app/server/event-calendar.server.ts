/** An event as an iCalendar file (RFC 5545), for "Add to calendar". Built at build time. */
import { createEvent } from "ics";
import type { Identity } from "../config/identity-schema";
import type { Language } from "../config/languages";
import { romeInstant } from "../lib/dates";
import { inlineText } from "../lib/rich-text";
import { absoluteUrl } from "../lib/seo";
import type { EventEntry } from "./content.server";
import { eventEmails } from "./event-placeholders.server";
import { eventSummary } from "./event-views.server";

/**
 * The calendar file of an event in a language. Times are written in UTC, so every calendar
 * shows them right wherever it is; the UID comes from the event's file name and stays the same
 * across builds and languages, so importing the file again updates the event instead of adding
 * a copy. The time stamp (DTSTAMP) is the build's.
 */
export function eventCalendar(entry: EventEntry, language: Language, identity: Identity): string {
  const { event } = entry;
  const host = new URL(identity.url).host;
  const summary = eventSummary(entry, language, identity);
  const page = summary.pagePath ? absoluteUrl(summary.pagePath) : undefined;
  const description = [inlineText(summary.summary), event.registration?.url, page]
    .filter((line): line is string => Boolean(line))
    .join("\n\n");
  const { value, error } = createEvent({
    productId: `-//${identity.chapterName}//${host}//${language.toUpperCase()}`,
    uid: `${entry.id}@${host}`,
    start: romeInstant(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: romeInstant(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title[language],
    description,
    location: [event.place.name[language], event.place.address?.[language]]
      .filter(Boolean)
      .join(", "),
    url: page ?? event.registration?.url ?? identity.url,
    status: "CONFIRMED",
    organizer: { name: identity.chapterName, email: eventEmails(event, identity)[0] },
  });
  if (error || !value) {
    throw new Error(`Could not write the calendar file of ${entry.file}: ${String(error)}`);
  }
  return foldLines(value);
}

/**
 * Folds content lines at 75 octets, as RFC 5545 §3.1 asks. The library folds at 75 characters,
 * which gives longer lines when a text has accented letters or "€"; this unfolds its lines and
 * folds them again by octets, never inside a character.
 */
export function foldLines(calendar: string): string {
  const encoder = new TextEncoder();
  return calendar
    .replace(/\r\n[\t ]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        // The first line holds 75 octets; the next ones 74 after their leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}
