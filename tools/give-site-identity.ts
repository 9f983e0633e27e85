/**
 * Gives app/config/languages.ts and app/config/time-zone.ts the site's languages and time zone
 * (and lib/identity-schema.ts the country of that zone, for its hints) where no bundler does
 * (docs/decisions/0057): in the configurations (React Router's, Vite's, Vitest's, Playwright's)
 * and the scripts Node runs. Each imports this module before anything
 * else, so that it runs before those two modules are loaded; they stop with a message saying so
 * otherwise. The values are read by the identity's own schemas (lib/identity-base-fields.ts,
 * those of lib/identity-schema.ts), from the site under SITE_ROOT or the working folder: a project
 * copy's process reads the copy's. In bundles Vite's `define` gives the same values
 * (vite.config.ts).
 */
import { countries, countryName } from "../app/lib/countries.ts";
import { identityBaseFields } from "../app/lib/identity-base-fields.ts";
import { readIdentityFields } from "./identity-fields.ts";

const { languages, timeZone } = readIdentityFields(
  identityBaseFields.shape,
  process.env.SITE_ROOT ?? process.cwd(),
);

/** The country of the zone, for the examples of the CMS's hints (lib/identity-schema.ts). */
const country = countries.find((known) => known.timeZone === timeZone && known.numeric);

Object.assign(globalThis, {
  __SITE_LANGUAGES__: languages ?? null,
  __SITE_TIME_ZONE__: timeZone ?? null,
  __SITE_COUNTRY__: country
    ? { code: country.numeric, en: countryName(country, "en"), it: countryName(country, "it") }
    : null,
});
