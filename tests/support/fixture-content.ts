/** The fixture content (tests/fixtures/site), checked, for unit tests that need content. */
import { readContent, type EventEntry, type SiteContent } from "../../app/server/content.server";
import { fixtureSite } from "./project-copy";

function load(): SiteContent {
  const report = readContent(fixtureSite);
  if (!report.content)
    throw new Error(`the fixture content has mistakes: ${JSON.stringify(report.problems)}`);
  return report.content;
}

export const fixtureContent = load();

/** A fixture event by its address. */
export function fixtureEvent(slug: string): EventEntry {
  const entry = fixtureContent.events.find((candidate) => candidate.event.slug === slug);
  if (!entry) throw new Error(`no fixture event ${slug}`);
  return entry;
}
