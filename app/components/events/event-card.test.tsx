// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { en } from "~/i18n/en";
import { it as italian } from "~/i18n/it";
import type { EventListing, EventPageView } from "~/server/event-views.server";
import { eventListing } from "../../../tests/support/event-listing";
import { renderAt } from "../../../tests/support/render-page";
import { EventFacts } from "../event-page/event-facts";
import { EventCard } from "./event-card";
import { Highlights, type Highlight } from "./highlights";

const picture = (src: string) => ({
  sources: { jpeg: `${src} 800w` },
  img: { src, w: 800, h: 450 },
});

/** A free workshop with a page of its own. */
const listing = (overrides: Partial<EventListing>) =>
  eventListing({ pagePath: "/robotics-night", free: true, ...overrides });

describe("a free event", () => {
  it("says Free beside its kind on its card, in the page's language, while it is ahead", () => {
    renderAt("/", "en", () => <EventCard event={listing({})} />);
    expect(screen.getByText(en.free)).toBeInTheDocument();
  });

  it("says it in each language", () => {
    renderAt("/it", "it", () => <EventCard event={listing({})} />);
    expect(screen.getByText(italian.free)).toBeInTheDocument();
  });

  it("says nothing of a price on a card of an event that costs, has ended or is cancelled", () => {
    for (const event of [listing({ free: false }), listing({ cancelled: true })]) {
      const { unmount } = renderAt("/", "en", () => <EventCard event={event} />);
      expect(screen.queryByText(en.free)).not.toBeInTheDocument();
      unmount();
    }
    renderAt("/", "en", () => <EventCard event={listing({})} past />);
    expect(screen.queryByText(en.free)).not.toBeInTheDocument();
  });

  it("has Free as its price among the facts of its page, and a price when it costs", () => {
    const page = (overrides: Partial<EventPageView>) =>
      ({ ...listing({}), where: "Lab", online: false, ...overrides }) as EventPageView;
    const { unmount } = renderAt("/de", "de", () => <EventFacts event={page({})} />);
    expect(screen.getByText(de.price).nextElementSibling).toHaveTextContent(de.free);
    unmount();
    renderAt("/", "en", () => <EventFacts event={page({ free: false, price: "from €199" })} />);
    expect(screen.getByText(en.price).nextElementSibling).toHaveTextContent("from €199");
    expect(screen.queryByText(en.free)).not.toBeInTheDocument();
  });
});

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
