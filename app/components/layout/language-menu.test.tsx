// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../tests/support/render-page";
import { LanguageMenu } from "./language-menu";

// The menu is a closed popover until opened; the browser tests open it for real.
const hidden = true;

describe("LanguageMenu", () => {
  it("names the button after the language choice, in the page's language", () => {
    renderAt("/", "en", () => <LanguageMenu />);
    expect(screen.getByRole("button", { name: "Language: English" })).toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
  });

  it("offers the same page in each language, each item in its own language", () => {
    renderAt("/it/about?x=1#team", "it", () => <LanguageMenu />);
    expect(screen.getByRole("button", { name: "Lingua: italiano" })).toBeInTheDocument();
    const english = screen.getByRole("menuitemradio", { name: "English", hidden });
    expect(english).toHaveAttribute("href", "/about?x=1#team");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("aria-checked", "false");
    const italian = screen.getByRole("menuitemradio", { name: "Italiano", hidden });
    expect(italian).toHaveAttribute("href", "/it/about?x=1#team");
    expect(italian).toHaveAttribute("lang", "it");
    expect(italian).toHaveAttribute("aria-checked", "true");
  });
});
