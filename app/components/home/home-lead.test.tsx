// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Language } from "~/config/languages";
import { en } from "~/i18n/en";
import { it as italian } from "~/i18n/it";
import { classifyEvents } from "~/lib/events";
import { homeLead } from "~/lib/home-lead";
import type { EventListing } from "~/server/event-views.server";
import { eventListing } from "../../../tests/support/event-listing";
import { renderAt } from "../../../tests/support/render-page";
import type { Highlight } from "../events/highlights";
import { HomeLeadSection } from "./home-lead";

const image = { sources: { jpeg: "/a.jpg 800w" }, img: { src: "/a.jpg", w: 800, h: 450 } };

/** An entry whose days the lead section does not show. */
const listing = (overrides: Partial<EventListing>) =>
  eventListing({
    when: "",
    days: "",
    badge: { day: "", month: "", date: "" },
    image,
    ...overrides,
  });

const meeting = listing({
  slug: "weekly-meeting",
  kind: "meeting",
  title: "Weekly meeting",
  start: Date.parse("2026-12-08T17:20:00Z"),
  end: Date.parse("2026-12-08T18:30:00Z"),
  days: "Tuesday, 8 December 2026",
  hours: "18:20–19:30",
  repeats: {
    rule: "Every Tuesday, 18:20–19:30",
    detail: "next: Tuesday, 8 December 2026",
    ended: false,
  },
  place: "Room 7",
  summary: [{ type: "text", text: "Meet the team and find out how to get involved." }],
});

const hackathon = listing({
  slug: "hackathon",
  kind: "hackathon",
  title: "Spring Hackathon",
  start: Date.parse("2027-03-10T08:00:00Z"),
  end: Date.parse("2027-03-10T17:00:00Z"),
  days: "Wednesday, 10 March 2027",
  pagePath: "/hackathon",
});

const clash: Highlight = {
  ...listing({
    slug: "tech-clash",
    title: "Tech Clash",
    start: Date.parse("2025-11-22T08:00:00Z"),
    end: Date.parse("2025-11-22T17:00:00Z"),
    days: "Saturday, 22 November 2025",
    pagePath: "/tech-clash",
  }),
  outcome: [{ type: "text", text: "Twelve teams pitched." }],
};

/** The section as built on `day` from these events, as a visitor of the page in `language`. */
async function visit(day: string, events: EventListing[], language: Language = "en") {
  const now = Date.parse(`${day}T00:00:00Z`);
  const lead = homeLead(classifyEvents(events, now).upcoming, [clash], now);
  renderAt("/", language, () => (
    <HomeLeadSection
      lead={lead}
      meetingWhere="Room 7 · Corso Duca degli Abruzzi 24"
      clock={{ now }}
      eventsPath="/events"
      join={{ href: "https://example.org/join", external: true }}
    />
  ));
  return (await screen.findAllByRole("heading"))[0]!.closest("section")!;
}

describe("the home page's first section", () => {
  for (const [language, t] of [
    ["en", en],
    ["it", italian],
  ] as const) {
    it(`invites to the meeting beside Join us when nothing else is ahead (${language})`, async () => {
      const section = await visit("2026-12-02", [meeting], language);
      const inside = within(section);
      expect(inside.getAllByRole("heading")[0]).toHaveTextContent(t.meetingInvitation);
      expect(inside.getByRole("heading", { level: 3, name: "Weekly meeting" })).toBeVisible();
      // Day and time, place with its address, what happens there, and the way in.
      expect(section).toHaveTextContent("Every Tuesday, 18:20–19:30");
      expect(section).toHaveTextContent("Room 7 · Corso Duca degli Abruzzi 24");
      expect(section).toHaveTextContent("Meet the team and find out how to get involved.");
      expect(inside.getByRole("link", { name: new RegExp(`^${t.joinus}`) })).toHaveAttribute(
        "href",
        "https://example.org/join",
      );
      // Last year's recap follows as the archive, with its year; nothing is "being planned".
      expect(inside.getByRole("heading", { name: t.archiveHighlights })).toBeVisible();
      expect(inside.getByText(/22 November 2025/)).toBeVisible();
      expect(screen.queryByText(t.recentHighlights)).toBeNull();
      expect(screen.queryByText(t.noNextEvent)).toBeNull();
      expect(screen.queryByText(t.alsoComingUp)).toBeNull();
    });
  }

  it("leads with the event ahead, the meeting in a line", async () => {
    const section = await visit("2025-10-20", [meeting, hackathon]);
    expect(within(section).getAllByRole("heading")[0]).toHaveTextContent(en.nextEvent);
    expect(within(section).getByRole("heading", { name: "Spring Hackathon" })).toBeVisible();
    expect(section).toHaveTextContent(en.alsoComingUp);
    expect(screen.queryByText(en.meetingInvitation)).toBeNull();
  });

  it("leads with a recap of the last twelve months when nothing is ahead", async () => {
    const section = await visit("2026-03-01", []);
    expect(within(section).getAllByRole("heading")[0]).toHaveTextContent(en.recentHighlights);
    expect(section).toHaveTextContent(en.noNextEvent);
  });

  it("says the next event is being planned before an older recap, said to be the archive", async () => {
    const section = await visit("2026-12-02", []);
    expect(within(section).getAllByRole("heading")[0]).toHaveTextContent(en.nextEvent);
    expect(section).toHaveTextContent(en.noNextEvent);
    expect(section).not.toHaveTextContent(en.alsoComingUp);
    expect(within(section).getByRole("heading", { name: en.archiveHighlights })).toBeVisible();
  });
});
