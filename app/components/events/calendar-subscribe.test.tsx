// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { translatorFor } from "~/i18n/i18n";
import { it as italian } from "~/i18n/it";
import { renderAt } from "../../../tests/support/render-page";
import { CalendarSubscribe } from "./calendar-subscribe";

const events = [{ kind: "workshop" }, { kind: "trip" }, { kind: "workshop" }] as const;

/** A link's name that begins with the Italian words for subscribing in a calendar app. */
const subscribeIn = (app: string) => (name: string) =>
  name.startsWith(translatorFor("it")("subscribeIn", { app }));

describe("CalendarSubscribe", () => {
  it("offers the feed of the page's language three ways, and its address to copy", () => {
    renderAt("/it/events", "it", () => <CalendarSubscribe events={events} />);
    const section = screen.getByRole("region", { name: italian.subscribeHeading });
    const address = "https://chapter.example.org/it/events.ics";
    expect(within(section).getByRole("link", { name: italian.subscribe })).toHaveAttribute(
      "href",
      "webcal://chapter.example.org/it/events.ics",
    );
    const google = within(section).getByRole("link", { name: subscribeIn("Google Calendar") });
    expect(new URL(google.getAttribute("href") ?? "").searchParams.get("cid")).toBe(
      "webcal://chapter.example.org/it/events.ics",
    );
    expect(google).toHaveAttribute("target", "_blank");
    expect(google).toHaveAttribute("rel", "noopener noreferrer");
    const outlook = within(section).getByRole("link", { name: subscribeIn("Outlook") });
    const outlookUrl = new URL(outlook.getAttribute("href") ?? "");
    expect(outlookUrl.searchParams.get("url")).toBe(address);
    expect(outlookUrl.searchParams.get("name")).toBe(translatorFor("it")("calendarName"));
    const field = within(section).getByRole("textbox", { name: italian.subscribeAddress });
    expect(field).toHaveValue(address);
    expect(field).toHaveAttribute("readonly");
  });

  it("lists a feed for each kind of event there is, by name", () => {
    renderAt("/events", "en", () => <CalendarSubscribe events={events} />);
    const kinds = screen.getByRole("list", { name: en.subscribeKinds });
    const links = within(kinds).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [en.kindTripPlural, "webcal://chapter.example.org/events/trips.ics"],
      [en.kindWorkshopPlural, "webcal://chapter.example.org/events/workshops.ics"],
    ]);
  });
});
