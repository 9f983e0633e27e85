// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { identity } from "~/lib/identity";
import { en } from "~/i18n/en";
import { it as italian } from "~/i18n/it";
import { renderAt } from "../../../tests/support/render-page";
import { NavBar } from "./nav-bar";

// The page links sit in a popover that CSS shows on wide screens; jsdom applies no media queries,
// so the queries include elements it considers hidden.
const hidden = true;

/** A link's name that begins with an interface text. */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

/** A text, to be matched literally inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("NavBar", () => {
  it("links the logo and Home to the home page of the page's language", () => {
    renderAt("/it", "it", () => <NavBar />);
    expect(screen.getByRole("link", { name: /EST Torino/ })).toHaveAttribute("href", "/it");
    const nav = screen.getByRole("navigation", { name: italian.mainNavigation });
    expect(within(nav).getByRole("link", { name: italian.home, hidden })).toHaveAttribute(
      "href",
      "/it",
    );
  });

  it("marks the current page's link", () => {
    renderAt("/", "en", () => <NavBar />);
    const nav = screen.getByRole("navigation", { name: en.mainNavigation });
    expect(within(nav).getByRole("link", { name: en.home, hidden })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("opens the courses and join-us pages in a new tab, saying so", () => {
    renderAt("/", "en", () => <NavBar />);
    const courses = screen.getByRole("link", { name: startingWith(en.courses), hidden });
    expect(courses).toHaveAttribute("href", identity.links?.courses);
    expect(courses).toHaveAttribute("target", "_blank");
    expect(courses).toHaveAttribute("rel", "noopener noreferrer");
    expect(courses).toHaveAccessibleName(
      new RegExp(`^${escaped(en.courses)} ?${escaped(en.opensInNewTab)}$`),
    );
    expect(screen.getByRole("link", { name: startingWith(en.joinus), hidden })).toHaveAttribute(
      "href",
      identity.links?.joinUs,
    );
  });
});
