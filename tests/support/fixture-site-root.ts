/**
 * The browser specs read the site's languages, its schema and its words as the fixture site has
 * them (English, Italian, German): app/config/languages.ts reads the identity under SITE_ROOT
 * outside Vite, once, when it is first loaded. playwright.config.ts imports this module first, so
 * that SITE_ROOT is set before any module it imports (tools/identity-file.ts among them) loads
 * the languages.
 */
import { fileURLToPath } from "node:url";

/** The site the specs read: the fixture's, unless SITE_ROOT names another. */
export const siteRoot = (process.env.SITE_ROOT ??= fileURLToPath(
  new URL("../fixtures/site", import.meta.url),
));
