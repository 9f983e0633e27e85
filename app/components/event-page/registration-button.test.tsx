import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { eventPageView } from "~/content/event-views.server";
import { loadEvents } from "~/content/load.server";
import { romeInstant } from "~/lib/dates";
import { renderAt } from "../../../tests/support/render-page";
import { RegistrationButton } from "./registration-button";

const techClash = loadEvents().find((event) => event.slug === "student-tech-clash");
if (!techClash?.registration) throw new Error("student-tech-clash has no registration");

/** The tech clash page's button, as it would be with the given deadline, on the given day. */
function renderTechClash(deadline: string | undefined, today: string) {
  const view = eventPageView(
    { ...techClash!, registration: { ...techClash!.registration!, deadline } },
    "en",
  );
  const clock = { now: romeInstant(`${today}T12:00`), pinned: true };
  renderAt("/student-tech-clash", "en", () => (
    <RegistrationButton registration={view.registration!} clock={clock} />
  ));
}

describe("RegistrationButton", () => {
  it("links to the form in a new tab while applications are open", () => {
    renderTechClash(undefined, "2025-10-20");
    const link = screen.getByRole("link", { name: /^APPLY NOW/ });
    expect(link).toHaveAttribute("href", techClash.registration?.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("stays open on the deadline day itself", () => {
    renderTechClash("2025-11-15", "2025-11-15");
    expect(screen.getByRole("link", { name: /^APPLY NOW/ })).toBeInTheDocument();
  });

  it("closes the tech clash once a deadline is given and has passed, and does nothing", async () => {
    renderTechClash("2025-11-15", "2025-11-16");
    const button = screen.getByRole("button", { name: "APPLICATIONS CLOSED" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
