// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messagesOf } from "~/i18n/messages";
import { renderAt } from "../../../tests/support/render-page";
import { LanguageMenu } from "./language-menu";

// The menu is a closed popover until opened; the browser tests open it for real.
const hidden = true;

describe("LanguageMenu", () => {
  it("is a button and a list of links, the current language marked", () => {
    renderAt("/it/events?x=1#past", "it", () => <LanguageMenu />);
    const button = screen.getByRole("button", {
      name: `${messagesOf("it").languageButtonLabel} (IT)`,
    });
    // The language is named in the words a visitor sees beside the flag, and in the name.
    expect(button).toHaveTextContent(/IT/);
    expect(button).not.toHaveAttribute("aria-haspopup");
    expect(button).toHaveAttribute("popovertarget", "language-menu");
    const list = document.getElementById("language-menu");
    expect(list?.tagName).toBe("UL");
    expect(list).toHaveAttribute("aria-label", messagesOf("it").languageMenuLabel);
    expect(list).not.toHaveAttribute("role");
    const english = screen.getByRole("link", { name: "English", hidden });
    expect(english).toHaveAttribute("href", "/events?x=1#past");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("data-language", "en");
    expect(english).not.toHaveAttribute("aria-current");
    const italian = screen.getByRole("link", { name: "Italiano", hidden });
    expect(italian).toHaveAttribute("href", "/it/events?x=1#past");
    expect(italian).toHaveAttribute("aria-current", "true");
    expect(screen.queryByRole("menu", { hidden })).toBeNull();
  });
});
