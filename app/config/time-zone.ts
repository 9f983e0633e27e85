/**
 * The chapter's time zone: the identity's `timeZone` (app/config/identity.yaml), a name of the
 * IANA time zone database such as Europe/Lisbon. Every date and time the content gives (an
 * event's start and end, a deadline, the agenda's hours) is local time there; the pages, the
 * calendar files, the structured data and the build's "today" read and write them in it
 * (docs/decisions/0039-the-chapters-time-zone.md). The views take it from the identity they are
 * given; what has no identity at hand (the content rules, the build's clock) reads it here.
 */
import { identityAsWritten } from "./identity-source.ts";

// Vite and esbuild write it in at build time (vite.config.ts, vitest.config.ts,
// tools/cms-admin.ts: `define`); elsewhere it is read from the file (identity-source.ts).
declare const __SITE_TIME_ZONE__: unknown;

/** The chapter's zone once read (below), for the examples hints and messages give. */
let ownZone: string | undefined = undefined;

/** The zones hints and messages give as examples: the chapter's own first (the editor of a
 * chapter in Berlin says "like Europe/Berlin", never the example chapter's zone), then others,
 * three in all: "Europe/Berlin, Europe/Lisbon or Europe/Athens". */
export function exampleTimeZones(): string {
  const zones = [...new Set([ownZone, "Europe/Lisbon", "Europe/Athens", "Europe/Berlin"])]
    .filter((zone): zone is string => zone !== undefined)
    .slice(0, 3);
  return `${zones.slice(0, -1).join(", ")} or ${zones.at(-1) ?? ""}`;
}

/** The zone a message names as an example: the chapter's own, or Lisbon's while it has none. */
export function exampleTimeZone(): string {
  return ownZone ?? "Europe/Lisbon";
}

/** A place's zone as the database names it: a region, then a city (and at most one part between,
 * as in America/Argentina/Buenos_Aires). Not an abbreviation (CET), UTC or an offset, whose
 * clocks never change as a place's do. */
const placeZone =
  /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)(\/[A-Z][A-Za-z0-9_+-]*){1,2}$/;

/** The name this JavaScript engine's time zone data knows a zone by, or undefined if it knows no
 * such zone. */
function knownAs(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Why a text is not a time zone the site can use (words for the board), or undefined. */
export function timeZoneProblem(name: string): string | undefined {
  const known = knownAs(name);
  if (known === undefined) {
    return `"${name}" is not a time zone: write its name in the IANA time zone database, a region and a city, like ${exampleTimeZones()}`;
  }
  if (placeZone.test(name)) return undefined;
  if (placeZone.test(known) && known.toLowerCase() === name.toLowerCase()) {
    return `write it ${known}, with its capitals`;
  }
  return `"${name}" is no place's time zone: write the chapter's region and city, like ${exampleTimeZone()} (the IANA time zone database's names), whose clocks change when the place's do`;
}

/** Whether a value is a time zone the site can use. */
export function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && timeZoneProblem(value) === undefined;
}

/** The zone written in the identity, if it is one; UTC otherwise, until the identity's check
 * (which refuses it) stops the build. */
export function usableTimeZone(written: unknown): string {
  return isTimeZone(written) ? written : "UTC";
}

/** The site's time zone. */
export const siteTimeZone: string = usableTimeZone(
  typeof __SITE_TIME_ZONE__ !== "undefined" ? __SITE_TIME_ZONE__ : identityAsWritten()?.timeZone,
);
ownZone = siteTimeZone === "UTC" ? undefined : siteTimeZone;
