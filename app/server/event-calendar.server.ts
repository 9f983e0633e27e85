/**
 * Events as iCalendar (RFC 5545): one event's file, for "Add to calendar", and the feeds people
 * subscribe to (every event, or those of one kind). Built at build time.
 *
 * An event is written the same way in both: its UID comes from its file's name and stays the
 * same across builds and languages, so a calendar that imports the file again, or reads the feed
 * again, updates the event instead of adding a copy; its SEQUENCE and LAST-MODIFIED come from
 * its file's history (server/event-revisions.server.ts), so a calendar knows a version is newer.
 * Times are written in UTC, so every calendar shows them right wherever it is, but for an event
 * that repeats, written at its local hours in the chapter's time zone with the zone's rules; the
 * time stamp (DTSTAMP) is the build's.
 */
import { createEvent, createEvents, type EventAttributes } from "ics";
import type { Identity } from "../config/identity-schema";
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { FeedKind } from "../lib/calendar-feeds";
import type { EventContent } from "../lib/content-schema";
import { calendarTimeZone } from "../lib/calendar-time-zone";
import { endOfLocalDay, localDateTimeOf, localInstant, localYear } from "../lib/dates";
import { finalEnd, icalDays, lastDayOf, weekdays } from "../lib/event-recurrence";
import { inlineText } from "../lib/rich-text";
import { absoluteUrl } from "../lib/seo";
import type { EventEntry } from "./content.server";
import type { EventRevision } from "./event-revisions.server";
import { eventEmails } from "../content-texts/event-placeholders";
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
    uid: uidOf({ entry, revision }, identity),
    sequence: revision.sequence,
    lastModified: revision.lastModified,
    start: localInstant(event.start, identity.timeZone),
    startInputType: "utc",
    startOutputType: "utc",
    end: localInstant(event.end, identity.timeZone),
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
    // An event that repeats is one event with its rule; its times are made local (`localTimes`).
    recurrenceRule: event.repeat && recurrenceRule(event, identity.timeZone),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: identity.chapterName, email: eventEmails(event, identity)[0] },
    // A reminder the day before (each date of an event that repeats); none for an event that
    // will not take place.
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
  return finish(localTimes(value, [event], identity));
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
  const startOf = ({ entry }: CalendarEvent) => localInstant(entry.event.start, identity.timeZone);
  const chosen = events
    .filter(({ entry }) => kind === "all" || entry.event.kind === kind)
    .sort((a, b) => startOf(a) - startOf(b));
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
  return finish(localTimes(refresh, chosen, identity));
}

/** An event's UID in calendars: its file's name at the site's host. */
function uidOf({ entry }: CalendarEvent, identity: Identity): string {
  return `${entry.id}@${new URL(identity.url).host}`;
}

/** A local time in a zone as iCalendar writes it: "20251028T182000". */
function icalLocal(instant: number, zone: string): string {
  return `${localDateTimeOf(instant, zone).replace(/[-:]/g, "")}00`;
}

/** An instant in UTC as iCalendar writes it: "20260630T215959Z". */
function icalUtc(instant: number): string {
  return `${new Date(instant).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * The rule of an event that repeats (RFC 5545 §3.3.10): weekly, every N weeks, on its days, until
 * the end of its last day in the chapter's time zone (in UTC, as the RFC wants with a local
 * start). One without a last day goes on in calendars, as its file says (no `UNTIL`): the horizon
 * bounds what the build draws for its pages, not what a calendar app expands (decision 0031).
 */
export function recurrenceRule(event: EventContent, zone: string): string | undefined {
  const repeat = event.repeat;
  if (!repeat) return undefined;
  const every = repeat.every ?? 1;
  return [
    "FREQ=WEEKLY",
    ...(every > 1 ? [`INTERVAL=${every}`] : []),
    `BYDAY=${weekdays
      .filter((day) => repeat.days.includes(day))
      .map((day) => icalDays[day])
      .join(",")}`,
    "WKST=MO",
    ...(repeat.until === undefined
      ? []
      : [
          `UNTIL=${icalUtc(endOfLocalDay(lastDayOf(event.start.slice(0, 10), repeat), zone) - 1000)}`,
        ]),
  ].join(";");
}

/**
 * The times of the events that repeat, made local to the chapter's time zone: the library writes
 * every time in UTC, which a calendar repeats at the same UTC hour, an hour off after the clocks
 * change. Their start and end are written with the zone's name (`TZID=Europe/Lisbon`) and its
 * rules over the years of their dates (once per calendar, as RFC 5545 §3.6.5 asks:
 * lib/calendar-time-zone.ts), and their skipped dates (EXDATE) the same way.
 */
function localTimes(
  calendar: string,
  events: readonly CalendarEvent[],
  identity: Identity,
): string {
  const zone = identity.timeZone;
  const repeating = events.filter(({ entry }) => entry.event.repeat);
  if (repeating.length === 0) return calendar;
  let text = calendar.replace(/\r\n[\t ]/g, "");
  for (const event of repeating) {
    const { event: content } = event.entry;
    const start = localInstant(content.start, zone);
    const end = localInstant(content.end, zone);
    const time = content.start.slice(11);
    const skipped = (content.repeat?.skip ?? []).map((date) =>
      icalLocal(localInstant(`${date}T${time}`, zone), zone),
    );
    const uid = `UID:${uidOf(event, identity)}\r\n`;
    const from = text.indexOf(uid);
    const to = text.indexOf("END:VEVENT", from);
    if (from < 0 || to < 0) throw new Error(`No event ${uid.trim()} in the calendar`);
    const block = text
      .slice(from, to)
      .replace(`DTSTART:${icalUtc(start)}`, `DTSTART;TZID=${zone}:${icalLocal(start, zone)}`)
      .replace(`DTEND:${icalUtc(end)}`, `DTEND;TZID=${zone}:${icalLocal(end, zone)}`)
      .replace(
        /^(RRULE:.*\r\n)/m,
        skipped.length > 0 ? `$1EXDATE;TZID=${zone}:${skipped.join(",")}\r\n` : "$1",
      );
    text = text.slice(0, from) + block + text.slice(to);
  }
  // From the year before the first date (the rule in force on its day began then) to the year
  // after the last.
  const years = repeating.flatMap(({ entry }) => [
    localYear(localInstant(entry.event.start, zone), zone) - 1,
    localYear(finalEnd(entry.event, zone), zone) + 1,
  ]);
  const rules = calendarTimeZone(zone, Math.min(...years), Math.max(...years));
  return text.replace(/^BEGIN:VEVENT\r\n/m, `${[...rules, ""].join("\r\n")}BEGIN:VEVENT\r\n`);
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
