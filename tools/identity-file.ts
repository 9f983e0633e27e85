/**
 * The few identity values the build's tools need before the content check has run (the site's
 * public URL for Vite's base path, the languages and time zone every bundle is given, the city
 * for the map, the brand colours for the stylesheet, the logo for the icons),
 * read loosely from app/config/identity.yaml: a mistake there is reported by the content check
 * (react-router.config.ts), which stops the build.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentFiles } from "../app/config/content-files.ts";
import type { Identity } from "../app/config/identity-schema.ts";
import { parseYaml } from "../app/server/yaml.server.ts";

/** Its shape is the identity schema's (app/config/identity-schema.ts), each part there or not. */
export type IdentityForTools = Partial<{
  url: Identity["url"];
  /** As written; app/config/languages.ts keeps the known codes. */
  languages: unknown;
  /** As written; app/config/time-zone.ts keeps a zone it knows. */
  timeZone: unknown;
  /** Only when it places the chapter on the map (coordinates and country code given). */
  city: Pick<Identity["city"], "name"> & {
    latitude: number;
    longitude: number;
    countryCode: string;
  };
  brand: Identity["brand"];
  chapterName: string;
  /** The logo's file name in app/assets/identity/, as written (the content check checks it). */
  logo: string;
}>;

const isColour = (value: unknown) => typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);

export function readIdentityForTools(root: string = process.cwd()): IdentityForTools {
  let source: string;
  try {
    source = readFileSync(join(root, contentFiles.identity), "utf8");
  } catch {
    return {};
  }
  const parsed = parseYaml(source);
  if (!parsed.ok || typeof parsed.data !== "object" || parsed.data === null) return {};
  const { url, city, brand, languages, timeZone, logo, chapterName } =
    parsed.data as IdentityForTools;
  const cityIsComplete =
    typeof city?.latitude === "number" &&
    typeof city.longitude === "number" &&
    typeof city.countryCode === "string" &&
    typeof city.name === "object";
  return {
    url: typeof url === "string" && URL.canParse(url) ? url : undefined,
    languages,
    timeZone,
    city: cityIsComplete ? (city as IdentityForTools["city"]) : undefined,
    brand: isColour(brand?.primary) && isColour(brand?.accent) ? brand : undefined,
    logo: typeof logo === "string" && logo.trim() !== "" ? logo.trim() : undefined,
    chapterName:
      typeof chapterName === "string" && chapterName.trim() !== "" ? chapterName.trim() : undefined,
  };
}
