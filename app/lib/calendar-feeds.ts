/**
 * The calendar feeds people subscribe to: one with every event, and one per kind of event, in
 * each language. Their addresses, and the links that add a feed to a calendar by its address.
 *
 * A feed is a file under the events page's path: `/events.ics` (every event) and
 * `/events/workshops.ics` (the workshops), `/it/events.ics` and `/it/events/workshops.ics` in
 * Italian. An event's own calendar file is `/<slug>.ics`, and a slug has no slash and may not be
 * `events` (server/content.server.ts reserves the first segment of every feed's path), so the
 * two can never name the same file.
 */
import type { Language } from "../config/languages";
import type { EventKind } from "./content-schema";
import { localizePath, routeId } from "./paths";

// The list of kinds is a parameter rather than an import: the page's code uses this module, and
// lib/content-schema.ts would bring the schema library into the browser's bundle with it.

/** A feed: every event, or the events of one kind. */
export type FeedKind = EventKind | "all";

/** The feeds there are, for the kinds of event there are: "all" first. */
export function feedKinds(kinds: readonly EventKind[]): FeedKind[] {
  return ["all", ...kinds];
}

/** The first-language path of a feed: `/events.ics`, `/events/workshops.ics`. */
function englishFeedPath(kind: FeedKind): string {
  return kind === "all" ? "/events.ics" : `/events/${kind}s.ics`;
}

/** The path of a feed in a language: `/it/events/ideas-days.ics`. */
export function feedPath(language: Language, kind: FeedKind = "all"): string {
  return localizePath(englishFeedPath(kind), language);
}

/** The feed a first-language path names (`/events/trips.ics` → "trip"), if any. */
export function feedKindOfPath(path: string, kinds: readonly EventKind[]): FeedKind | undefined {
  return feedKinds(kinds).find((kind) => englishFeedPath(kind) === path);
}

/** The first segment of every feed's path (`events`): no event may take it as its slug. */
export function feedSlugs(kinds: readonly EventKind[]): string[] {
  return [
    ...new Set(
      feedKinds(kinds).map((kind) => englishFeedPath(kind).slice(1).split(/[/.]/)[0] ?? ""),
    ),
  ];
}

/** Every feed in every language, as the route table registers them. */
export function allFeeds(languages: readonly Language[], kinds: readonly EventKind[]) {
  return languages.flatMap((language) =>
    feedKinds(kinds).map((kind) => ({
      id: routeId(`feed-${kind}`, language),
      path: feedPath(language, kind),
      kind,
      language,
    })),
  );
}

/** The ways to add a feed to a calendar, from its https address. */
export interface SubscribeLinks {
  /** The same address with the `webcal:` scheme: opens the device's calendar, which subscribes. */
  webcal: string;
  /** Google Calendar's page that subscribes to a calendar by its address. */
  google: string;
  /** Outlook on the web's page that subscribes to a calendar by its address, with its name. */
  outlook: string;
}

/** The `webcal:` twin of an http(s) address, which calendar apps open to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

export function subscribeLinks(url: string, name: string): SubscribeLinks {
  const webcal = webcalUrl(url);
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`,
  };
}
