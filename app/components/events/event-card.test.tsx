// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import type { EventListing } from "~/server/event-views.server";
import { renderAt } from "../../../tests/support/render-page";
import { EventCard } from "./event-card";
import { Highlights, type Highlight } from "./highlights";

const picture = (src: string) => ({
  sources: { jpeg: `${src} 800w` },
  img: { src, w: 800, h: 450 },
});

function listing(overrides: Partial<EventListing>): EventListing {
  return {
    slug: "robotics-night",
    kind: "workshop",
    title: "Robotics Night",
    start: 0,
    end: 1,
    firstDay: 0,
    when: "",
    days: "Tuesday, 10 March 2026",
    badge: { day: "10", month: "Mar", date: "2026-03-10" },
    place: "Lab",
    placeKnown: true,
    summary: [{ type: "text", text: "Robots." }],
    image: picture("/event.jpg"),
    imageAlt: "A robot",
    pagePath: "/robotics-night",
    calendarPath: "/robotics-night.ics",
    cancelled: false,
    happening: false,
    flagship: false,
    applicationsOpen: false,
    ...overrides,
  };
}

const recapped: Highlight = {
  ...listing({ slug: "clash", title: "Tech Clash", pagePath: "/clash" }),
  outcome: [{ type: "text", text: "Twelve teams pitched." }],
  photo: { picture: picture("/recap.jpg"), alt: "The winners" },
};

/** What a card shows: its link's words and its picture. */
function shown(name: string) {
  const card = screen.getByRole("article", { name });
  return {
    link: card.querySelector("a[data-action]")!,
    picture: card.querySelector("img")!,
    classes: card.className,
  };
}

describe("a past event's card", () => {
  it("is one card wherever it is listed: a highlight is the archive's card, with its recap", async () => {
    renderAt("/events", "en", () => (
      <>
        <Highlights highlights={[recapped]} />
        <EventCard event={listing({})} past />
      </>
    ));
    await screen.findByRole("article", { name: "Tech Clash" });
    const highlight = shown("Tech Clash");
    const archived = shown("Robotics Night");
    expect(highlight.classes).toBe(archived.classes);
    // With a recap: its photo, its outcome and "See the recap"; without: its picture and page.
    expect(highlight.picture).toHaveAttribute("alt", "The winners");
    expect(screen.getByText("Twelve teams pitched.")).toBeVisible();
    expect(highlight.link).toHaveTextContent(new RegExp(`^${en.recapLink}`));
    expect(highlight.link).toHaveAttribute("data-action", "recap");
    expect(archived.picture).toHaveAttribute("alt", "A robot");
    expect(archived.link).toHaveTextContent(new RegExp(`^${en.learnMore}`));
    expect(archived.link).toHaveAttribute(
      "data-weight",
      highlight.link.getAttribute("data-weight"),
    );
  });
});
