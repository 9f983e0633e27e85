// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { translatorFor } from "~/i18n/i18n";
import { it as italian } from "~/i18n/it";
import { eventListing } from "../../../tests/support/event-listing";
import { renderAt } from "../../../tests/support/render-page";
import { MeetingLine, NextEvent } from "./next-event";

const props = {
  eventsPath: "/events",
  social: [],
  subscribePath: "/events#subscribe",
  clock: { now: 0 },
};

/** A link's name that begins with an interface text (the event's title follows it). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const listing = eventListing;

describe("NextEvent", () => {
  it("leads to the events list for an event without a page of its own", () => {
    renderAt("/", "en", () => <NextEvent event={listing({})} {...props} />);
    expect(screen.getByRole("link", { name: startingWith(en.learnMore) })).toHaveAttribute(
      "href",
      "/events",
    );
    expect(screen.queryByText(en.happeningToday)).not.toBeInTheDocument();
  });

  it("says Today on the day of a one-day event, and leads to its page", () => {
    renderAt("/it", "it", () => (
      <NextEvent event={listing({ happening: true, pagePath: "/it/robotics-night" })} {...props} />
    ));
    expect(screen.getByText(italian.happeningToday)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: startingWith(italian.learnMore) })).toHaveAttribute(
      "href",
      "/it/robotics-night",
    );
  });

  it("says Today beside the section's heading, where a phone leaves out the kind", () => {
    const { container } = renderAt("/", "en", () => (
      <NextEvent
        event={listing({ happening: true })}
        heading={{ id: "next-event-heading", text: en.nextEvent }}
        {...props}
      />
    ));
    const today = screen.getByText(en.happeningToday);
    expect(today.closest("p")).toBeNull();
    expect(container.querySelector("#next-event-heading")?.parentElement).toContainElement(today);
  });

  it("says Happening now on a day of an event over several days", () => {
    renderAt("/", "en", () => (
      <NextEvent event={listing({ happening: true, hours: undefined })} {...props} />
    ));
    expect(screen.getByText(en.happeningNow)).toBeInTheDocument();
  });

  it("offers the form while applications are open, with the deadline beside it", () => {
    const registration = {
      url: "https://forms.example.org/robotics",
      action: "applyNow" as const,
      closesAt: 10,
      deadline: "4 March 2027",
    };
    renderAt("/", "en", () => (
      <NextEvent event={listing({ applicationsOpen: true, registration })} {...props} />
    ));
    const apply = screen.getByRole("link", { name: startingWith(en.applyNow) });
    expect(apply).toHaveAttribute("href", "https://forms.example.org/robotics");
    expect(apply).toHaveAttribute("target", "_blank");
    // A paragraph of its own, the date in pieces that keep it whole (its text is the message's).
    const deadline = translatorFor("en")("applyByDate", { date: "4 March 2027" });
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === deadline,
      ),
    ).toBeInTheDocument();
  });

  it("says applications stay open until the event when there is no deadline", () => {
    const registration = {
      url: "https://forms.example.org/r",
      action: "apply" as const,
      closesAt: 10,
    };
    renderAt("/it", "it", () => (
      <NextEvent event={listing({ applicationsOpen: true, registration })} {...props} />
    ));
    expect(screen.getByText(italian.openUntilEvent)).toBeInTheDocument();
  });

  it("has no Apply without an open form", () => {
    renderAt("/", "en", () => <NextEvent event={listing({})} {...props} />);
    const apply = (name: string) => [en.apply, en.applyNow].some((text) => name.includes(text));
    expect(screen.queryByRole("link", { name: apply })).not.toBeInTheDocument();
  });

  it("writes a title from content as words, never as markup", () => {
    const { container } = renderAt("/", "en", () => (
      <NextEvent event={listing({ title: "<b>Robots</b> & <script>x()</script>" })} {...props} />
    ));
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(
      "<b>Robots</b> & <script>x()</script>",
    );
    expect(container.querySelector("b, script")).toBeNull();
  });
});

describe("MeetingLine", () => {
  it("is one line that names the meeting, when and where, and leads to the events", () => {
    const { container } = renderAt("/", "en", () => (
      <MeetingLine
        meeting={listing({ kind: "meeting", title: "Weekly meeting" })}
        eventsPath="/events"
      />
    ));
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Weekly meeting" })).toHaveAttribute("href", "/events");
    expect(container).toHaveTextContent(
      `${en.alsoComingUp} Weekly meeting · Tuesday, 10 March 2027, 18:00–22:00 · Lab`,
    );
  });
});
