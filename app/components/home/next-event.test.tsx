// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../tests/support/render-page";
import type { EventListing } from "~/server/event-views.server";
import { NextEvent } from "./next-event";

const props = { eventsPath: "/events", social: [], subscribePath: "/events#subscribe" };

/** An entry as the build makes it (server/event-views.server.ts), for a component's test. */
function listing(overrides: Partial<EventListing>): EventListing {
  return {
    slug: "robotics-night",
    kind: "workshop",
    title: "Robotics Night",
    start: 0,
    end: 1,
    firstDay: 0,
    when: "Tuesday, 10 March 2027, 18:00–22:00",
    days: "Tuesday, 10 March 2027",
    hours: "18:00–22:00",
    badge: { day: "10", month: "Mar", date: "2027-03-10" },
    place: "Lab",
    placeKnown: true,
    summary: [{ type: "text", text: "Robots." }],
    image: { sources: { jpeg: "/a.jpg 800w" }, img: { src: "/a.jpg", w: 800, h: 450 } },
    imageAlt: "A robot",
    calendarPath: "/robotics-night.ics",
    cancelled: false,
    happening: false,
    ...overrides,
  };
}

describe("NextEvent", () => {
  it("leads to the events list for an event without a page of its own", () => {
    renderAt("/", "en", () => <NextEvent event={listing({})} {...props} />);
    expect(screen.getByRole("link", { name: /^About the event/ })).toHaveAttribute(
      "href",
      "/events",
    );
    expect(screen.queryByText("Today")).not.toBeInTheDocument();
  });

  it("says Today on the day of a one-day event, and leads to its page", () => {
    renderAt("/it", "it", () => (
      <NextEvent event={listing({ happening: true, pagePath: "/it/robotics-night" })} {...props} />
    ));
    expect(screen.getByText("Oggi")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Scopri l'evento/ })).toHaveAttribute(
      "href",
      "/it/robotics-night",
    );
  });

  it("says Happening now on a day of an event over several days", () => {
    renderAt("/", "en", () => (
      <NextEvent event={listing({ happening: true, hours: undefined })} {...props} />
    ));
    expect(screen.getByText("Happening now")).toBeInTheDocument();
  });
});
