// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventSections } from "./event-sections";

describe("EventSections", () => {
  it("gives each block a section titled by its heading", () => {
    render(
      <EventSections
        blocks={[
          { id: "the-day", heading: "The day", content: <p>Teams pitch.</p> },
          { id: "rewards", heading: "Rewards", content: <p>A prize.</p> },
        ]}
      />,
    );
    expect(screen.getAllByRole("region").map((region) => region.id)).toEqual([
      "the-day",
      "rewards",
    ]);
    expect(screen.getByRole("region", { name: "Rewards" })).toHaveTextContent("A prize.");
  });

  it("renders nothing without blocks, so that the page keeps one gap between what is there", () => {
    const { container } = render(<EventSections blocks={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
