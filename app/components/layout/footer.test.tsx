// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { identity } from "~/lib/identity";
import { pageIds } from "~/config/pages";
import { messagesOf } from "~/i18n/messages";
import { pageTextKeys } from "~/i18n/page-texts";
import { createTranslate } from "~/i18n/translate";
import { identityValues } from "~/lib/identity-values";
import { pagePath } from "~/lib/paths";
import { renderAt } from "../../../tests/support/render-page";
import { Footer } from "./footer";

/** The footer's words in English and Italian, from the messages and the chapter's identity. */
const english = createTranslate(messagesOf("en"), "en-GB", identityValues(identity, "en"));
const italian = createTranslate(messagesOf("it"), "it-IT", identityValues(identity, "it"));

/** The pages of the navigation bar, in its order (config/pages.ts). */
const barPages = pageIds.filter((page) => pageTextKeys[page].navigation !== undefined);

describe("Footer", () => {
  it("says in one line whether the site is a demonstration, as the identity says", () => {
    const { container } = renderAt("/", "en", () => <Footer />);
    const line = container.querySelector("[data-demonstration]");
    expect(line !== null).toBe(identity.demonstration);
    // A link to the board guide's Start your chapter only with the identity's repository.
    expect(line?.querySelector("a")?.getAttribute("href")).toBe(
      identity.repository &&
        `${identity.repository}/blob/HEAD/docs/board-guide.md#start-your-chapter`,
    );
  });

  it("links the site's pages, and has the three columns of the specification with their links", () => {
    renderAt("/", "en", () => <Footer year={2031} />);
    const column = (name: string) =>
      within(screen.getByRole("region", { name }))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(column(english("footerSite"))).toEqual(barPages.map((page) => pagePath(page, "en")));
    // The specification's link to the chapter is this site, never another one.
    expect(column(english("footerAbout"))).toEqual([identity.organisation.url, "/"]);
    expect(column(english("footerFollowUs"))).toEqual([
      identity.social?.instagram,
      identity.social?.linkedin,
      identity.social?.whatsappGroup,
    ]);
    expect(column(english("footerLegal"))).toEqual([identity.links?.privacyPolicy]);
  });

  it("links the Italian pages, and shows the copyright line and three named social icon links", () => {
    renderAt("/it", "it", () => <Footer year={2031} />);
    expect(
      within(screen.getByRole("region", { name: italian("footerSite") }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(
      barPages.map((page) => [italian(pageTextKeys[page].navigation!), pagePath(page, "it")]),
    );
    // The year is the build's (root.tsx), never one written in a file.
    expect(screen.getByText(italian("copyright", { year: 2031 }))).toBeInTheDocument();
    const icons = within(screen.getByRole("list", { name: italian("socialLinks") })).getAllByRole(
      "link",
    );
    expect(icons.map((link) => link.textContent === "" || link.getAttribute("href"))).toEqual([
      identity.social?.instagram,
      identity.social?.linkedin,
      identity.social?.whatsappGroup,
    ]);
    // The icon's name, then the new-tab notice (a space between them or not, as jsdom reads it).
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(icons[2]).toHaveAccessibleName(
      new RegExp(`^${literal(italian("whatsappGroup"))} ?${literal(italian("opensInNewTab"))}$`),
    );
    for (const link of icons) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
