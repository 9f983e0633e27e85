import { describe, expect, it } from "vitest";
import { languages } from "../config/languages";
import {
  allFeeds,
  feedKindOfPath,
  feedKinds,
  feedPath,
  feedSlugs,
  subscribeLinks,
  webcalUrl,
} from "./calendar-feeds";
import { eventKinds } from "./content-schema";
import { calendarPath } from "./paths";

describe("feed addresses", () => {
  it("are the events page's path with .ics, and one file per kind under it", () => {
    expect(feedPath("en")).toBe("/events.ics");
    expect(feedPath("it")).toBe("/it/events.ics");
    expect(feedPath("en", "workshop")).toBe("/events/workshops.ics");
    expect(feedPath("it", "ideas-day")).toBe("/it/events/ideas-days.ics");
  });

  it("are read back from their first-language path, and nothing else is a feed", () => {
    for (const kind of feedKinds(eventKinds)) {
      expect(feedKindOfPath(feedPath("en", kind), eventKinds)).toBe(kind);
    }
    expect(feedKindOfPath("/events/parties.ics", eventKinds)).toBeUndefined();
    expect(feedKindOfPath("/levels.ics", eventKinds)).toBeUndefined();
  });

  it("are one route each, in every language, with ids and paths of their own", () => {
    const feeds = allFeeds(languages, eventKinds);
    expect(feeds).toHaveLength(languages.length * (eventKinds.length + 1));
    expect(new Set(feeds.map((feed) => feed.id)).size).toBe(feeds.length);
    expect(new Set(feeds.map((feed) => feed.path)).size).toBe(feeds.length);
    expect(feeds).toContainEqual({
      id: "feed-trip-it",
      path: "/it/events/trips.ics",
      kind: "trip",
      language: "it",
    });
  });

  it("can only be an event's calendar file if its slug is reserved", () => {
    expect(feedSlugs(eventKinds)).toEqual(["events"]);
    const feeds = new Set(allFeeds(languages, eventKinds).map((feed) => feed.path));
    // Slugs are letters, digits and hyphens: only "events" gives a feed's address.
    for (const slug of ["events", "workshops", "events-workshops", "it"]) {
      for (const language of languages) {
        const clashes = feeds.has(calendarPath(slug, language));
        expect(clashes, slug).toBe(feedSlugs(eventKinds).includes(slug));
      }
    }
  });
});

describe("subscribeLinks", () => {
  const url = "https://someone.github.io/chapter-site/it/events.ics";
  const name = "Turin chapter: all events & trips";
  const links = subscribeLinks(url, name);

  it("turn the address into webcal: for calendar apps, keeping its path", () => {
    expect(links.webcal).toBe("webcal://someone.github.io/chapter-site/it/events.ics");
    expect(webcalUrl("http://localhost:4173/events.ics")).toBe(
      "webcal://localhost:4173/events.ics",
    );
  });

  it("give Google Calendar the webcal address and Outlook the https one, encoded", () => {
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(links.webcal);
    expect(links.google).toContain("cid=webcal%3A%2F%2Fsomeone.github.io%2Fchapter-site%2F");
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe(
      "https://outlook.live.com/calendar/0/addfromweb",
    );
    expect(outlook.searchParams.get("url")).toBe(url);
    expect(outlook.searchParams.get("name")).toBe(name);
    expect(links.outlook).toContain("url=https%3A%2F%2Fsomeone.github.io%2F");
  });
});
