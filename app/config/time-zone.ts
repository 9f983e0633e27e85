/**
 * The chapter's time zone: the identity's `timeZone` (app/config/identity.yaml), a name of the
 * IANA time zone database such as Europe/Lisbon. Every date and time the content gives (an
 * event's start and end, a deadline, the agenda's hours) is local time there; the pages, the
 * calendar files, the structured data and the build's "today" read and write them in it
 * (docs/decisions/0039-the-chapters-time-zone.md). The views take it from the identity they are
 * given; what has no identity at hand (the content rules, the build's clock) reads it here.
 * What a time zone is: lib/time-zones.ts.
 */

/**
 * The zone as the identity's schema read it, given from outside (docs/decisions/0057): in a
 * bundle by Vite or esbuild (`define`: vite.config.ts, vitest.config.ts, tools/cms-admin.ts), in
 * code Node runs by tools/give-site-identity.ts, imported before anything else. `null` when the
 * identity has no usable zone, which its check reports.
 */
declare const __SITE_TIME_ZONE__: string | null | undefined;

if (typeof __SITE_TIME_ZONE__ === "undefined") {
  throw new Error(
    "app/config/time-zone.ts: the site's time zone was not given. A bundle gets it from Vite's define (vite.config.ts); code Node runs must import tools/give-site-identity.ts before anything else.",
  );
}

/** The site's time zone; UTC while the identity has none, until its check stops the build. */
export const siteTimeZone: string = __SITE_TIME_ZONE__ ?? "UTC";
