/**
 * Events as iCalendar (RFC 5545): one event's file, for "Add to calendar", and the feeds people
 * subscribe to (every event, or those of one kind). Built at build time.
 *
 * An event is written the same way in both: its UID comes from its file's name and stays the
 * same across builds and languages, so a calendar that imports the file again, or reads the feed
 * again, updates the event instead of adding a copy; its SEQUENCE and LAST-MODIFIED come from
 * its file's history (server/event-revisions.server.ts), so a calendar knows a version is newer.
 * Times are written in UTC, so every calendar shows them right wherever it is; the time stamp
 * (DTSTAMP) is the build's.
 */
import { createEvent, createEvents, type EventAttributes } from "ics";
import type { Identity } from "../config/identity-schema";
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { FeedKind } from "../lib/calendar-feeds";
import { romeInstant } from "../lib/dates";
import { inlineText } from "../lib/rich-text";
import { absoluteUrl } from "../lib/seo";
import type { EventEntry } from "./content.server";
import type { EventRevision } from "./event-revisions.server";
import { eventEmails } from "../rules/event-placeholders";
import { eventSummary } from "./event-views.server";
import { kindKey, kindPluralKey } from "../i18n/event-kinds";

/** An event and its revision, as a calendar writes it. */
export interface CalendarEvent {
  entry: EventEntry;
  revision: EventRevision;
}

/** How often a subscribed calendar should read a feed again (RFC 7986). */
export const refreshInterval = "PT1H";

function productId(identity: Identity, language: Language): string {
  return `-//${identity.chapterName}//${new URL(identity.url).host}//${language.toUpperCase()}`;
}

function eventAttributes(
  { entry, revision }: CalendarEvent,
  language: Language,
  identity: Identity,
): EventAttributes {
  const { event } = entry;
  const t = translatorFor(language);
  const cancelled = event.status === "cancelled";
  const summary = eventSummary(entry, language, identity);
  const page = summary.pagePath ? absoluteUrl(summary.pagePath) : undefined;
  const description = [
    cancelled ? t("eventCancelled") : undefined,
    inlineText(summary.summary),
    cancelled ? undefined : event.registration?.url,
    page,
  ]
    .filter((line): line is string => Boolean(line))
    .join("\n\n");
  const title = event.title[language];
  return {
    uid: `${entry.id}@${new URL(identity.url).host}`,
    sequence: revision.sequence,
    lastModified: revision.lastModified,
    start: romeInstant(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: romeInstant(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    // Some calendars show a cancelled event as any other: its title says it too.
    title: cancelled ? t("calendarCancelledTitle", { event: title }) : title,
    description,
    // A place to be announced is left out: a calendar would show the words as an address.
    location: [event.place?.name?.[language], event.place?.address?.[language]]
      .filter(Boolean)
      .join(", "),
    url: page ?? event.registration?.url ?? identity.url,
    categories: [t(kindKey(event.kind))],
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: identity.chapterName, email: eventEmails(event, identity)[0] },
    // A reminder the day before; none for an event that will not take place.
    alarms: cancelled
      ? undefined
      : [
          {
            action: "display",
            description: t("calendarReminder", { event: title }),
            trigger: { days: 1, before: true },
          },
        ],
  };
}

/** The calendar file of an event in a language. */
export function eventCalendar(
  event: CalendarEvent,
  language: Language,
  identity: Identity,
): string {
  const { value, error } = createEvent({
    productId: productId(identity, language),
    ...eventAttributes(event, language, identity),
  });
  if (error || !value) {
    throw new Error(`Could not write the calendar file of ${event.entry.file}: ${String(error)}`);
  }
  return finish(value);
}

/**
 * A feed in a language: every event of `kind` ("all": every event), past and cancelled ones
 * included, soonest first, under the calendar's name.
 */
export function calendarFeed(
  events: readonly CalendarEvent[],
  kind: FeedKind,
  language: Language,
  identity: Identity,
): string {
  const chosen = events
    .filter(({ entry }) => kind === "all" || entry.event.kind === kind)
    .sort((a, b) => romeInstant(a.entry.event.start) - romeInstant(b.entry.event.start));
  const { value, error } = createEvents(
    chosen.map((event) => eventAttributes(event, language, identity)),
    {
      productId: productId(identity, language),
      method: "PUBLISH",
      calName: feedName(kind, language),
    },
  );
  if (error || !value) {
    throw new Error(`Could not write the ${kind} calendar feed (${language}): ${String(error)}`);
  }
  // The interval of RFC 7986, next to the one the library writes for Outlook.
  const refresh = value.replace(
    /^(X-PUBLISHED-TTL:.*\r\n)/m,
    `$1REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}\r\n`,
  );
  return finish(refresh);
}

/** A feed's name in calendars: "EST Torino events", "EST Torino: workshops". */
export function feedName(kind: FeedKind, language: Language): string {
  const t = translatorFor(language);
  return kind === "all"
    ? t("calendarName")
    : t("calendarKindName", { kind: t(kindPluralKey(kind)) });
}

/**
 * What the library writes, made right: a reminder a whole number of days before is `-P1D`
 * (it writes `-P1DT`, which RFC 5545 §3.3.6 does not allow), and lines are folded by octets.
 */
function finish(calendar: string): string {
  return foldLines(calendar.replace(/^(TRIGGER:-?P(?:\d+W)?(?:\d+D)?)T\r\n/gm, "$1\r\n"));
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
