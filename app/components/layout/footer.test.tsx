import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { renderAt } from "../../../tests/support/render-page";
import { Footer } from "./footer";

describe("Footer", () => {
  it("has the three columns of the specification with their links", () => {
    renderAt("/", "en", () => <Footer />);
    const column = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(column("About")).toEqual([site.organisation.url, site.chapterProfileUrl]);
    expect(column("Follow us")).toEqual([
      site.social.instagram,
      site.social.linkedin,
      site.social.whatsappGroup,
    ]);
    expect(column("Legal")).toEqual([site.links.privacyPolicy]);
  });

  it("shows the copyright line for 2025 and three named social icon links", () => {
    renderAt("/it", "it", () => <Footer />);
    expect(screen.getByText("© 2025 EST Torino. Tutti i diritti riservati.")).toBeInTheDocument();
    const icons = within(screen.getByRole("list", { name: "Social" })).getAllByRole("link");
    expect(icons.map((link) => link.textContent === "" || link.getAttribute("href"))).toEqual([
      site.social.instagram,
      site.social.linkedin,
      site.social.whatsappGroup,
    ]);
    expect(icons[2]).toHaveAccessibleName(/^Gruppo WhatsApp ?\(si apre in una nuova scheda\)$/);
    for (const link of icons) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
