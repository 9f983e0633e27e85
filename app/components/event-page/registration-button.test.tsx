// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { siteTimeZone } from "~/config/time-zone";
import { localInstant } from "~/lib/dates";
import { en } from "~/i18n/en";
import { renderAt } from "../../../tests/support/render-page";
import { RegistrationButton } from "./registration-button";

const registration = {
  url: "https://forms.example.org/robotics-night",
  action: "applyNow" as const,
  closesAt: localInstant("2025-11-16T00:00", siteTimeZone),
};

/** The button on a day, built at noon in the chapter's time zone. */
function renderOn(today: string, cancelled?: boolean) {
  const clock = { now: localInstant(`${today}T12:00`, siteTimeZone) };
  renderAt("/robotics-night", "en", () => (
    <RegistrationButton registration={registration} clock={clock} cancelled={cancelled} />
  ));
}

describe("RegistrationButton", () => {
  it("links to the form in a new tab while applications are open", () => {
    renderOn("2025-11-15");
    const link = screen.getByRole("link", { name: new RegExp(`^${en.applyNow}`) });
    expect(link).toHaveAttribute("href", registration.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("once applications have closed, is a disabled button that does nothing", async () => {
    renderOn("2025-11-16");
    const button = screen.getByRole("button", { name: en.applicationsClosed });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("for a cancelled event, is closed while applications would be open, with no form link", () => {
    renderOn("2025-11-15", true);
    expect(screen.getByRole("button", { name: en.applicationsClosed })).toBeDisabled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
