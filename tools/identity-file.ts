/**
 * The few identity values the build's tools need before the content check has run (the site's
 * public URL for Vite's base path, the languages and time zone every bundle is given, the city
 * for the map, the brand colours for the stylesheet, the logo for the icons), read from
 * app/config/identity.yaml by the identity's own schema: its fields picked (`identityForTools`),
 * each parsed on its own (tools/identity-fields.ts), so that a mistake in one leaves the others
 * usable. The mistake itself is reported by the content check (react-router.config.ts), which
 * stops the build.
 */
import type { z } from "zod";
import { hasMapPosition, identitySchema, type MapCity } from "../app/lib/identity-schema.ts";
import { readIdentityFields } from "./identity-fields.ts";

/** The identity's fields the tools read, as its schema says them. */
export const identityForTools = identitySchema.pick({
  url: true,
  languages: true,
  timeZone: true,
  city: true,
  brand: true,
  chapterName: true,
  logo: true,
});

type ToolFields = z.output<typeof identityForTools>;

/** Each field the schema accepts; the city only when it places the chapter on the map. */
export type IdentityForTools = Partial<Omit<ToolFields, "city"> & { city: MapCity }>;

/** The site's languages and time zone under `root` as a bundle's `define` gives them to
 * app/config/languages.ts and time-zone.ts (Vitest's configurations). */
export function identityDefines(root: string) {
  const { languages, timeZone } = readIdentityForTools(root);
  return {
    __SITE_LANGUAGES__: JSON.stringify(languages ?? null),
    __SITE_TIME_ZONE__: JSON.stringify(timeZone ?? null),
  };
}

export function readIdentityForTools(root: string = process.cwd()): IdentityForTools {
  const { city, ...rest } = readIdentityFields(identityForTools.shape, root);
  return city && hasMapPosition(city) ? { ...rest, city } : rest;
}
