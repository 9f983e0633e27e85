// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventWhen } from "./event-when";

/** The pieces a line may not break inside: the text of each span. */
const unbroken = (container: HTMLElement) =>
  [...container.querySelectorAll("span")].map((span) => span.textContent);

describe("when a repeating event is", () => {
  it("keeps its hours and its next date's pieces whole, as a single date keeps them", () => {
    // Greek, whose rule broke at the hours' dash at 320 px.
    const { container } = render(
      <p>
        <EventWhen
          event={{
            days: "Τρίτη 1 Δεκεμβρίου 2026",
            hours: "18:20–19:30",
            repeats: {
              rule: "Κάθε Τρίτη, 18:20–19:30",
              detail: "επόμενη: Τρίτη 1 Δεκεμβρίου 2026",
              ended: false,
            },
          }}
        />
      </p>,
    );
    expect(container.textContent).toBe(
      "Κάθε Τρίτη, 18:20–19:30 (επόμενη: Τρίτη 1 Δεκεμβρίου 2026)",
    );
    expect(unbroken(container)).toEqual(["18:20–19:30", "1 Δεκεμβρίου 2026"]);
  });

  it("keeps the span of a series that is over in its pieces", () => {
    const { container } = render(
      <p>
        <EventWhen
          event={{
            days: "29 de junio de 2027",
            hours: "18:20–19:30",
            repeats: {
              rule: "Todos los martes, 18:20–19:30",
              detail: "1 de diciembre de 2026 – 29 de junio de 2027",
              ended: true,
            },
          }}
        />
      </p>,
    );
    expect(unbroken(container)).toEqual([
      "18:20–19:30",
      "1 de diciembre",
      "de 2026",
      "29 de junio",
      "de 2027",
    ]);
  });
});
