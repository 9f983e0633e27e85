// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteTimeZone } from "~/config/time-zone";
import { localInstant } from "~/lib/dates";
import { en } from "~/i18n/en";
import { translatorFor } from "~/i18n/i18n";
import { renderAt } from "../../../tests/support/render-page";
import { RegistrationButton } from "./registration-button";

const t = translatorFor("en");

const registration = {
  url: "https://forms.example.org/robotics-night",
  action: "applyNow" as const,
  closesAt: localInstant("2025-11-16T00:00", siteTimeZone),
  deadline: "15 November 2025",
};

/** The button on a day, built at noon in the chapter's time zone. */
function renderOn(
  today: string,
  cancelled?: boolean,
  changes: Partial<typeof registration> & { opensAt?: number; opens?: string } = {},
) {
  const clock = { now: localInstant(`${today}T12:00`, siteTimeZone) };
  renderAt("/robotics-night", "en", () => (
    <RegistrationButton
      registration={{ ...registration, ...changes }}
      clock={clock}
      cancelled={cancelled}
    />
  ));
}

/** The paragraph whose whole text is `text` (a date in it is drawn in pieces that keep it whole). */
function paragraph(text: string) {
  return screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text);
}

/** No control at all: no link (to the form or anywhere) and no button, enabled or not. */
function expectNoControl() {
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
}

describe("RegistrationButton", () => {
  it("links to the form in a new tab while applications are open", () => {
    renderOn("2025-11-15");
    const link = screen.getByRole("link", { name: new RegExp(`^${en.applyNow}`) });
    expect(link).toHaveAttribute("href", registration.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("once the deadline has passed, says so with its day, in a line of text and no control", () => {
    renderOn("2025-11-16");
    expect(paragraph(t("applicationsClosedOn", { date: "15 November 2025" }))).toBeVisible();
    expectNoControl();
  });

  it("once applications have closed with the event's start, says so without a day", () => {
    renderOn("2025-11-16", false, { deadline: undefined });
    expect(screen.getByText(en.applicationsClosed, { exact: true })).toBeVisible();
    expectNoControl();
  });

  it("before applications open, says the day they open, in a line of text and no control", () => {
    renderOn("2025-10-01", false, {
      opensAt: localInstant("2025-10-20T00:00", siteTimeZone),
      opens: "20 October 2025",
    });
    expect(paragraph(t("applicationsOpenOn", { date: "20 October 2025" }))).toBeVisible();
    expectNoControl();
  });

  it("for a cancelled event, is closed while applications would be open, with no form link", () => {
    renderOn("2025-11-15", true);
    expect(screen.getByText(en.applicationsClosed, { exact: true })).toBeVisible();
    expectNoControl();
  });
});
