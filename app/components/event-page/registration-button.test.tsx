// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { romeInstant } from "~/lib/dates";
import { renderAt } from "../../../tests/support/render-page";
import { RegistrationButton } from "./registration-button";

const registration = {
  url: "https://forms.example.org/robotics-night",
  action: "applyNow" as const,
  closesAt: romeInstant("2025-11-16T00:00"),
};

/** The button on a day, with the clock pinned at noon in Italy. */
function renderOn(today: string, cancelled?: boolean) {
  const clock = { now: romeInstant(`${today}T12:00`), pinned: true };
  renderAt("/robotics-night", "en", () => (
    <RegistrationButton registration={registration} clock={clock} cancelled={cancelled} />
  ));
}

describe("RegistrationButton", () => {
  it("links to the form in a new tab while applications are open", () => {
    renderOn("2025-11-15");
    const link = screen.getByRole("link", { name: /^APPLY NOW/ });
    expect(link).toHaveAttribute("href", registration.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("once applications have closed, is a disabled button that does nothing", async () => {
    renderOn("2025-11-16");
    const button = screen.getByRole("button", { name: "APPLICATIONS CLOSED" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("for a cancelled event, is closed while applications would be open, with no form link", () => {
    renderOn("2025-11-15", true);
    expect(screen.getByRole("button", { name: "APPLICATIONS CLOSED" })).toBeDisabled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("RegistrationButton on a page that runs React", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("decides again with the visitor's clock when the build's day is not pinned", () => {
    // Built while applications were open; the visitor comes after they closed.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(romeInstant("2025-11-20T09:00"));
    const clock = { now: romeInstant("2025-11-10T12:00"), pinned: false };
    renderAt("/robotics-night", "en", () => (
      <RegistrationButton registration={registration} clock={clock} />
    ));
    expect(screen.getByRole("button", { name: "APPLICATIONS CLOSED" })).toBeDisabled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
