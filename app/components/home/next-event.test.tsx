// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureContent, fixtureEvent } from "../../../tests/support/fixture-content";
import { renderAt } from "../../../tests/support/render-page";
import { romeInstant } from "~/lib/dates";
import { eventListing } from "~/server/event-views.server";
import { NextEvent } from "./next-event";

const props = { eventsPath: "/events", social: [], subscribePath: "/events#subscribe" };
/** The pipeline's pictures are made by the build; a component test needs only their shape. */
const image = { sources: { jpeg: "/a.jpg 800w" }, img: { src: "/a.jpg", w: 800, h: 450 } };

describe("NextEvent", () => {
  it("leads to the events list for an event without a page of its own", () => {
    const meeting = eventListing(
      fixtureEvent("weekly-meeting"),
      "en",
      fixtureContent.identity,
      romeInstant("2025-10-27T12:00"),
    );
    renderAt("/", "en", () => <NextEvent event={{ ...meeting, image }} {...props} />);
    expect(screen.getByRole("link", { name: /^About the event/ })).toHaveAttribute(
      "href",
      "/events",
    );
    expect(screen.queryByText("Today")).not.toBeInTheDocument();
  });

  it("says Today on the day of a one-day event, and leads to its page", () => {
    const clash = eventListing(
      fixtureEvent("student-tech-clash"),
      "it",
      fixtureContent.identity,
      romeInstant("2025-11-22T00:00"),
    );
    renderAt("/it", "it", () => <NextEvent event={{ ...clash, image }} {...props} />);
    expect(screen.getByText("Oggi")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Scopri l'evento/ })).toHaveAttribute(
      "href",
      "/it/student-tech-clash",
    );
  });
});
