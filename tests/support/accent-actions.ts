import type { Page } from "@playwright/test";

/**
 * The links and buttons of a page's first screen (its bar included) filled in the chapter's
 * accent colour, the look of a main action (docs/design-system.md: yellow marks the one main
 * action of a screen): their words. Shown ones only (a folded menu's are not), at least partly
 * inside the viewport as the page is scrolled now.
 */
export function accentActionsInFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.background = "var(--color-accent)";
    document.body.append(probe);
    const accent = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...document.querySelectorAll<HTMLElement>("a, button")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.top < innerHeight &&
          box.bottom > 0 &&
          box.left < innerWidth &&
          box.right > 0
        );
      })
      .filter((element) => getComputedStyle(element).backgroundColor === accent)
      .map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
  });
}
