/**
 * The chapter's identity (identity.yaml), for code that runs in the browser too: the navigation
 * bar, the footer, the texts' `{{chapter}}`. The build checks the file against its schema before
 * anything else (server/content.server.ts), so it is used here as it is.
 */
import type { Identity } from "./identity-schema";
import data from "./identity.yaml";

export const identity = data as Identity;

/** The social profiles an identity may give, in the order the pages list them. */
export const socialProfileNames = ["instagram", "linkedin", "whatsappGroup"] as const;
export type SocialProfileName = (typeof socialProfileNames)[number];

/**
 * The chapter's social profiles that the identity gives, among `which`, in that order: a profile
 * left out (a new chapter has none yet) is linked nowhere.
 */
export function socialProfiles(
  which: readonly SocialProfileName[] = socialProfileNames,
  from: Identity = identity,
): { name: SocialProfileName; url: string }[] {
  return which.flatMap((name) => {
    const url = from.social?.[name];
    return url ? [{ name, url }] : [];
  });
}

/** Whether the identity places the chapter on the map: its city's coordinates, country and
 * country code, all given (tools/europe-map-plugin.ts draws the map only then). */
export function hasMapPosition(from: Identity = identity): boolean {
  const { latitude, longitude, countryCode, country } = from.city;
  return (
    latitude !== undefined &&
    longitude !== undefined &&
    countryCode !== undefined &&
    country !== undefined
  );
}
