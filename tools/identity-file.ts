/**
 * The few identity values the build's tools need before the content check has run (the site's
 * public URL for Vite's base path, the languages and time zone every bundle is given, the city
 * for the map, the brand colours for the stylesheet, the logo for the icons), read from
 * app/config/identity.yaml by the identity's own schema: its fields picked (`identityForTools`),
 * each parsed on its own, so that a mistake in one leaves the others usable. The mistake itself
 * is reported by the content check (react-router.config.ts), which stops the build.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { contentLocations } from "../app/config/content-locations.ts";
import { hasMapPosition, identitySchema, type MapCity } from "../app/lib/identity-schema.ts";
import { parseYaml } from "../app/server/yaml.server.ts";

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

export function readIdentityForTools(root: string = process.cwd()): IdentityForTools {
  let source: string;
  try {
    source = readFileSync(join(root, contentLocations.identity), "utf8");
  } catch {
    return {};
  }
  const parsed = parseYaml(source);
  if (!parsed.ok || typeof parsed.data !== "object" || parsed.data === null) return {};
  const written = parsed.data as Record<string, unknown>;
  const fields: Partial<ToolFields> = {};
  for (const [name, schema] of Object.entries(identityForTools.shape)) {
    const field = schema.safeParse(written[name]);
    if (field.success) Object.assign(fields, { [name]: field.data });
  }
  const { city, ...rest } = fields;
  return city && hasMapPosition(city) ? { ...rest, city } : rest;
}
