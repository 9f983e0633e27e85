// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { identity } from "~/config/identity";
import { renderAt } from "../../../tests/support/render-page";
import { Footer } from "./footer";

describe("Footer", () => {
  it("says in one line whether the site is a demonstration, as the identity says", () => {
    const { container } = renderAt("/", "en", () => <Footer />);
    const line = container.querySelector("[data-demonstration]");
    expect(line !== null).toBe(identity.demonstration);
    // A link to the README's Start your chapter only with the identity's repository.
    expect(line?.querySelector("a")?.getAttribute("href")).toBe(
      identity.repository && `${identity.repository}#start-your-chapter`,
    );
  });

  it("links the site's pages, and has the three columns of the specification with their links", () => {
    renderAt("/", "en", () => <Footer year={2031} />);
    const column = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(column("EST Torino")).toEqual(["/", "/events", "/partners", "/about"]);
    // The specification's link to the chapter is this site, never another one.
    expect(column("About")).toEqual([identity.organisation.url, "/"]);
    expect(column("Follow us")).toEqual([
      identity.social?.instagram,
      identity.social?.linkedin,
      identity.social?.whatsappGroup,
    ]);
    expect(column("Legal")).toEqual([identity.links?.privacyPolicy]);
  });

  it("links the Italian pages, and shows the copyright line and three named social icon links", () => {
    renderAt("/it", "it", () => <Footer year={2031} />);
    expect(
      within(screen.getByRole("region", { name: "EST Torino" }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/it"],
      ["Eventi", "/it/events"],
      ["Partner", "/it/partners"],
      ["Contattaci", "/it/about"],
    ]);
    // The year is the build's (root.tsx), never one written in a file.
    expect(screen.getByText("© 2031 EST Torino. Tutti i diritti riservati.")).toBeInTheDocument();
    const icons = within(screen.getByRole("list", { name: "Social" })).getAllByRole("link");
    expect(icons.map((link) => link.textContent === "" || link.getAttribute("href"))).toEqual([
      identity.social?.instagram,
      identity.social?.linkedin,
      identity.social?.whatsappGroup,
    ]);
    expect(icons[2]).toHaveAccessibleName(/^Gruppo WhatsApp ?\(si apre in una nuova scheda\)$/);
    for (const link of icons) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
