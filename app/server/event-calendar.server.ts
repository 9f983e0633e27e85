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
import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
  type ICalCalendar,
  type ICalEventData,
  type ICalRepeatingOptions,
} from "ical-generator";
import type { Identity } from "../lib/identity-schema";
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { FeedKind } from "../lib/calendar-feeds";
import type { EventContent } from "../lib/content-schema";
import { calendarTimeZone } from "../lib/calendar-time-zone";
import { endOfLocalDay, localInstant, localYear } from "../lib/dates";
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
const refreshSeconds = 3600;

const dayInSeconds = 86_400;

/** The calendar's product id, as the library writes it after its "-": "//EST Torino//host//EN". */
function productId(identity: Identity, language: Language): string {
  return `//${identity.chapterName}//${new URL(identity.url).host}//${language.toUpperCase()}`;
}

function eventData(
  { entry, revision }: CalendarEvent,
  language: Language,
  identity: Identity,
): ICalEventData {
  const { event } = entry;
  const zone = identity.timeZone;
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
  // A place to be announced is left out: a calendar would show the words as an address.
  const location = [event.place?.name?.[language], event.place?.address?.[language]]
    .filter(Boolean)
    .join(", ");
  // An event that repeats is written at its local hours in the chapter's time zone, with the
  // zone's name: a calendar repeats it at those hours across the change of the clocks (a time in
  // UTC would come an hour off after it). Any other is written in UTC, which every calendar
  // shows right wherever it is.
  const repeats = Boolean(event.repeat);
  const at = (instant: number) => (repeats ? new TZDate(instant, zone) : new Date(instant));
  return {
    id: uidOf({ entry, revision }, identity),
    sequence: revision.sequence,
    lastModified: new Date(revision.lastModified),
    timezone: repeats ? zone : null,
    start: at(localInstant(event.start, zone)),
    end: at(localInstant(event.end, zone)),
    repeating: repeating(event, zone),
    // Some calendars show a cancelled event as any other: its title says it too.
    summary: cancelled ? t("calendarCancelledTitle", { event: title }) : title,
    description,
    location: location || null,
    url: page ?? event.registration?.url ?? identity.url,
    categories: [{ name: t(kindKey(event.kind)) }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: identity.chapterName, email: eventEmails(event, identity)[0] ?? "" },
    // A reminder the day before (each date of an event that repeats); none for an event that
    // will not take place.
    alarms: cancelled
      ? []
      : [
          {
            type: ICalAlarmType.display,
            description: t("calendarReminder", { event: title }),
            trigger: dayInSeconds,
          },
        ],
  };
}

/**
 * A calendar of events: the library writes it, folded by octets (RFC 5545 §3.1). The zone's
 * rules (VTIMEZONE) are written once, when an event that repeats names the zone, over the years
 * of those events' dates (lib/calendar-time-zone.ts).
 */
function calendarOf(
  events: readonly CalendarEvent[],
  language: Language,
  identity: Identity,
  feed?: { name: string },
): ICalCalendar {
  const years = yearsOfRepeats(events, identity.timeZone);
  return ical({
    prodId: productId(identity, language),
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
    // No name: the times are in UTC unless an event names the zone, and the calendar itself has
    // no zone of its own (with one, the library writes its time stamps in local time).
    timezone: {
      name: null,
      generator: (zone) => calendarTimeZone(zone, years.from, years.to).join("\r\n"),
    },
    ...(feed && { name: feed.name, ttl: refreshSeconds }),
    events: events.map((event) => eventData(event, language, identity)),
  });
}

/**
 * The calendar as text. The library ends it without a line break; RFC 5545 §3.1 ends every line,
 * the last one too, with CRLF, and some readers drop a last line without it.
 */
function written(calendar: ICalCalendar): string {
  return `${calendar.toString()}\r\n`;
}

/** The calendar file of an event in a language. */
export function eventCalendar(
  event: CalendarEvent,
  language: Language,
  identity: Identity,
): string {
  return written(calendarOf([event], language, identity));
}

/**
 * A feed in a language: every event of `kind` ("all": every event), past and cancelled ones
 * included, soonest first, under the calendar's name, read again by a subscribed calendar every
 * `refreshInterval` (REFRESH-INTERVAL of RFC 7986, and X-PUBLISHED-TTL for Outlook).
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
  return written(calendarOf(chosen, language, identity, { name: feedName(kind, language) }));
}

/** An event's UID in calendars: its file's name at the site's host. */
function uidOf({ entry }: CalendarEvent, identity: Identity): string {
  return `${entry.id}@${new URL(identity.url).host}`;
}

/**
 * The years the zone's rules must cover for the events that repeat: from the year before the
 * first date (the rule in force on its day began then) to the year after the last.
 */
function yearsOfRepeats(events: readonly CalendarEvent[], zone: string) {
  const years = events
    .filter(({ entry }) => entry.event.repeat)
    .flatMap(({ entry }) => [
      localYear(localInstant(entry.event.start, zone), zone) - 1,
      localYear(finalEnd(entry.event, zone), zone) + 1,
    ]);
  return { from: Math.min(...years), to: Math.max(...years) };
}

/**
 * The rule of an event that repeats (RFC 5545 §3.3.10): weekly, every N weeks, on its days, until
 * the end of its last day in the chapter's time zone (in UTC, as the RFC wants with a local
 * start), its skipped dates at its local time. One without a last day goes on in calendars, as
 * its file says (no `UNTIL`): the horizon bounds what the build draws for its pages, not what a
 * calendar app expands (decision 0031).
 */
function repeating(event: EventContent, zone: string): ICalRepeatingOptions | null {
  const repeat = event.repeat;
  if (!repeat) return null;
  const every = repeat.every ?? 1;
  const time = event.start.slice(11);
  return {
    freq: ICalEventRepeatingFreq.WEEKLY,
    ...(every > 1 && { interval: every }),
    byDay: weekdays
      .filter((day) => repeat.days.includes(day))
      .map((day) => icalDays[day] as ICalWeekday),
    startOfWeek: ICalWeekday.MO,
    ...(repeat.until !== undefined && {
      until: new Date(endOfLocalDay(lastDayOf(event.start.slice(0, 10), repeat), zone) - 1000),
    }),
    ...((repeat.skip?.length ?? 0) > 0 && {
      exclude: (repeat.skip ?? []).map(
        (date) => new TZDate(localInstant(`${date}T${time}`, zone), zone),
      ),
    }),
  };
}

/** A feed's name in calendars: "EST Torino events", "EST Torino: workshops". */
export function feedName(kind: FeedKind, language: Language): string {
  const t = translatorFor(language);
  return kind === "all"
    ? t("calendarName")
    : t("calendarKindName", { kind: t(kindPluralKey(kind)) });
}
