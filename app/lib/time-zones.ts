/**
 * What a time zone the site can use is: a name of the IANA time zone database for a place, such
 * as Europe/Lisbon, that this JavaScript engine knows (docs/decisions/0039-the-chapters-time-zone.md).
 * The identity's check, `npm run new-chapter` and the tests ask it; the site's own zone is
 * app/config/time-zone.ts.
 */

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

/** The zones hints and messages give as examples: the chapter's own first (the editor of a
 * chapter in Berlin says "like Europe/Berlin", never the example chapter's zone), then others,
 * three in all: "Europe/Berlin, Europe/Lisbon or Europe/Athens". */
export function exampleTimeZones(ownZone?: string): string {
  const own = ownZone !== undefined && placeZone.test(ownZone) ? ownZone : undefined;
  const zones = [...new Set([own, "Europe/Lisbon", "Europe/Athens", "Europe/Berlin"])]
    .filter((zone): zone is string => zone !== undefined)
    .slice(0, 3);
  return `${zones.slice(0, -1).join(", ")} or ${zones.at(-1) ?? ""}`;
}

/** The zone a message names as an example: the chapter's own, or Lisbon's while it has none. */
export function exampleTimeZone(ownZone?: string): string {
  return ownZone !== undefined && placeZone.test(ownZone) ? ownZone : "Europe/Lisbon";
}

/** Why a text is not a time zone the site can use (words for the board), or undefined. Its
 * examples start with `ownZone`, the chapter's zone, where there is one. */
export function timeZoneProblem(name: string, ownZone?: string): string | undefined {
  const known = knownAs(name);
  if (known === undefined) {
    return `"${name}" is not a time zone: write its name in the IANA time zone database, a region and a city, like ${exampleTimeZones(ownZone)}`;
  }
  if (placeZone.test(name)) return undefined;
  if (placeZone.test(known) && known.toLowerCase() === name.toLowerCase()) {
    return `write it ${known}, with its capitals`;
  }
  return `"${name}" is no place's time zone: write the chapter's region and city, like ${exampleTimeZone(ownZone)} (the IANA time zone database's names), whose clocks change when the place's do`;
}

/** Whether a value is a time zone the site can use. */
export function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && timeZoneProblem(value) === undefined;
}
