/**
 * The chapter's identity (app/config/identity.yaml), for code that runs in the browser too: the
 * navigation bar, the footer, the texts' `{{chapter}}`. Its one reader is its schema
 * (identity-schema.ts): the build parses the file with it before anything else
 * (server/content.server.ts, run first by react-router.config.ts) and stops on any mistake, so
 * the pages' bundles take the file's data as the schema's type without shipping the schema (zod
 * and the brand's colour maths) to the browser (decision 0054).
 */
import type { Identity } from "./identity-schema";
import data from "../config/identity.yaml";

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
