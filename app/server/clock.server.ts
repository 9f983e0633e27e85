import { siteTimeZone } from "../config/time-zone";
import { isLocalDate, startOfLocalDay } from "../lib/dates";
import type { SiteClock } from "../lib/events";

/**
 * The build's "now". `SITE_TODAY=YYYY-MM-DD` pins today for the whole site (previews, tests):
 * it then stands for the start of that day in the chapter's time zone.
 */
export function siteClock(
  env: NodeJS.ProcessEnv = process.env,
  zone: string = siteTimeZone,
): SiteClock {
  const today = env.SITE_TODAY?.trim();
  if (!today) return { now: Date.now() };
  if (!isLocalDate(today)) {
    throw new Error(`SITE_TODAY must be a date like 2025-10-20, not "${today}"`);
  }
  return { now: startOfLocalDay(today, zone) };
}
