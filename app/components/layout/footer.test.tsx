// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { identity } from "~/config/identity";
import { renderAt } from "../../../tests/support/render-page";
import { Footer } from "./footer";

describe("Footer", () => {
  it("has the three columns of the specification with their links", () => {
    renderAt("/", "en", () => <Footer />);
    const column = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(column("About")).toEqual([identity.organisation.url, identity.chapterProfileUrl]);
    expect(column("Follow us")).toEqual([
      identity.social.instagram,
      identity.social.linkedin,
      identity.social.whatsappGroup,
    ]);
    expect(column("Legal")).toEqual([identity.links.privacyPolicy]);
  });

  it("shows the copyright line for 2025 and three named social icon links", () => {
    renderAt("/it", "it", () => <Footer />);
    expect(screen.getByText("© 2025 EST Torino. Tutti i diritti riservati.")).toBeInTheDocument();
    const icons = within(screen.getByRole("list", { name: "Social" })).getAllByRole("link");
    expect(icons.map((link) => link.textContent === "" || link.getAttribute("href"))).toEqual([
      identity.social.instagram,
      identity.social.linkedin,
      identity.social.whatsappGroup,
    ]);
    expect(icons[2]).toHaveAccessibleName(/^Gruppo WhatsApp ?\(si apre in una nuova scheda\)$/);
    for (const link of icons) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
