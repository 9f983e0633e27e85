import { isLocalDate, startOfRomeDay } from "../lib/dates";
import type { SiteClock } from "../lib/events";

/**
 * The build's "now". `SITE_TODAY=YYYY-MM-DD` pins today for the whole site (previews, tests):
 * it then stands for the start of that day in Italy.
 */
export function siteClock(env: NodeJS.ProcessEnv = process.env): SiteClock {
  const today = env.SITE_TODAY?.trim();
  if (!today) return { now: Date.now() };
  if (!isLocalDate(today)) {
    throw new Error(`SITE_TODAY must be a date like 2025-10-20, not "${today}"`);
  }
  return { now: startOfRomeDay(today) };
}
