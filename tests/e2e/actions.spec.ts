/**
 * One name and one look per action (docs/design-system.md). Every link and button in the content
 * of every page of the fixture build, in both languages (the not-found pages too), is read as a
 * visitor meets it: an action of the system (`data-action`, components/action) must say its
 * kind's words (app/i18n/actions.ts, through the messages), and every action of one weight must
 * look the same (background, border, radius, type, capitals) on every page; any other link or
 * button must neither say an action's words nor look like one of its buttons. A page or an
 * action added later is read the same way, with nothing to list here. The bar and the footer are
 * navigation, with their own look (layout.spec.ts).
 *
 * The laptop's walk also reads each page's footer for the demonstration line
 * (demonstration.spec.ts): the page says it is a demonstration, in its language, with the link to
 * the guide. The walk loads every page anyway; a page without the line fails a step named after it.
 */
import type { Page } from "@playwright/test";
import { actionLabels, actionWeights, type ActionKind } from "~/i18n/actions";
import { splitLocalizedPath } from "~/lib/paths";
import { fixtureSiteBuild } from "../support/fixture-build";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { builtPages, defaultLanguage, languages, type Language } from "./support";
import { escaped, fixtureIdentity, newTabName, text } from "./texts";

const pages = [...builtPages(fixtureSiteBuild.client), "/no-such-page", "/it/no-such-page"];

test("the pages are the fixture build's, both languages and the not-found page", () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages).toContain("/it");
});

/** The demonstration line of the page's footer (demonstration.spec.ts), in the page's language. */
async function expectDemonstrationLine(page: Page, path: string) {
  await test.step(`${path} says it is a demonstration, in its language, in the footer`, async () => {
    const language: Language = splitLocalizedPath(path).language;
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(text(language, "demonstrationNotice")), path).toHaveCount(1);
    const link = footer.getByRole("link", {
      name: newTabName(language, text(language, "demonstrationLink")),
    });
    await expect(link, path).toHaveAttribute(
      "href",
      `${fixtureIdentity.repository}/blob/HEAD/docs/board-guide.md#start-your-chapter`,
    );
  });
}

/** A text with placeholders as a pattern: "Subscribe in {{app}}" matches "Subscribe in Outlook". */
function labelPattern(language: Language, key: (typeof actionLabels)[ActionKind][number]) {
  const marker = "\u{F0000}";
  const filled = text(language, key, { app: marker, size: marker, date: marker });
  return new RegExp(`^${filled.split(marker).map(escaped).join(".+")}$`);
}

const labels = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(actionLabels).map(([kind, keys]) => [
        kind,
        keys.map((key) => labelPattern(language, key)),
      ]),
    ) as Record<ActionKind, RegExp[]>,
  ]),
) as Record<Language, Record<ActionKind, RegExp[]>>;

interface Found {
  /** The language of the words around it, as its nearest `lang` attribute says. */
  lang: string;
  kind: string | null;
  weight: string | null;
  /** The words a visitor sees: without what only assistive technology reads, or the arrow. */
  words: string;
  /** Its look, in the properties that make one weight's look. */
  look: string;
  /** Filled or outlined, rounded and no taller than a button: it looks like one. */
  buttonLike: boolean;
}

/** Every link and button the page's content shows, as a visitor meets it. */
function readActions(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
    const words = (element: Element) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.closest(".visually-hidden, [aria-hidden='true']")) continue;
        parts.push(node.textContent ?? "");
      }
      return parts.join("").replace(/\s+/g, " ").trim();
    };
    const transparent = (colour: string) =>
      colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
    // A widget's own controls (a carousel's pause, a gallery's or a menu's buttons) work the
    // widget: they are not actions.
    const control = (element: Element) =>
      element.closest("[aria-roledescription]") !== null ||
      ["popovertarget", "aria-controls", "aria-expanded", "aria-pressed"].some((name) =>
        element.hasAttribute(name),
      );
    return Array.from(document.querySelectorAll("main a[href], main button"))
      .filter((element) => shown(element) && !control(element))
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const weight = element.getAttribute("data-weight");
        const borders = ["Top", "Right", "Bottom", "Left"].map((side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        );
        const common = {
          radius: style.borderTopLeftRadius,
          fontFamily: style.fontFamily,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
          borderWidths: borders.join(" "),
          borderStyle: style.borderTopStyle,
          underlined: style.textDecorationLine,
        };
        // Colours: the filled look is the same everywhere; an outline takes the colour of its
        // words, which follow the surface (white on a dark band); a link has neither.
        const colours =
          weight === "primary"
            ? {
                background: style.backgroundColor,
                color: style.color,
                border: style.borderTopColor,
              }
            : {
                background: transparent(style.backgroundColor) ? "none" : style.backgroundColor,
                borderInWordsColour: style.borderTopColor === style.color,
              };
        return {
          lang: element.closest("[lang]")?.getAttribute("lang") ?? "",
          kind: element.getAttribute("data-action"),
          weight,
          words: words(element),
          look: JSON.stringify({ ...common, ...colours }),
          buttonLike:
            (!transparent(style.backgroundColor) || borders.every((width) => width > 0)) &&
            parseFloat(style.borderTopLeftRadius) >= 8 &&
            box.height <= 64,
        };
      });
  });
}

/** Reads every page in one view, and says what disagrees with the system, page by page; and,
 * with `demonstrationLine`, checks each page's demonstration line on the way. */
async function checkEveryPage(page: Page, { demonstrationLine = false } = {}) {
  const problems: string[] = [];
  const looks = new Map<string, Map<string, string>>();
  const kindsSeen = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    if (demonstrationLine) await expectDemonstrationLine(page, path);
    for (const found of await readActions(page)) {
      const language = languages.find((listed) => listed === found.lang) ?? defaultLanguage;
      const allLabels = Object.values(labels[language]).flat();
      const where = `${path}: "${found.words}"`;
      if (found.kind === null) {
        if (!/[\p{L}\p{N}]/u.test(found.words)) continue;
        if (allLabels.some((label) => label.test(found.words)))
          problems.push(`${where} says an action's words but is not an action (components/action)`);
        if (found.buttonLike)
          problems.push(`${where} looks like a button but is not an action (components/action)`);
        continue;
      }
      const kind = found.kind as ActionKind;
      kindsSeen.add(kind);
      if (!(kind in actionLabels)) {
        problems.push(`${where} is of an unknown kind "${kind}"`);
        continue;
      }
      if (!labels[language][kind].some((label) => label.test(found.words)))
        problems.push(`${where} is a "${kind}" action: its words are not the kind's`);
      if (!actionWeights.includes(found.weight as (typeof actionWeights)[number])) {
        problems.push(`${where} has no weight`);
        continue;
      }
      const weight = found.weight ?? "";
      const seen = looks.get(weight) ?? new Map<string, string>();
      if (!seen.has(found.look)) seen.set(found.look, where);
      looks.set(weight, seen);
    }
  }
  for (const [weight, seen] of looks) {
    if (seen.size > 1) {
      problems.push(
        `${seen.size} looks of the weight "${weight}":\n${[...seen]
          .map(([look, where]) => `    ${where}\n      ${look}`)
          .join("\n")}`,
      );
    }
  }
  return { problems, kindsSeen, weightsSeen: new Set(looks.keys()) };
}

test.describe("one name and one look per action", () => {
  // Every page of the site, one after the other: the time is what the pages take to load.
  test.setTimeout(scaled(pages.length * 4_000));

  test("on a phone in the light scheme", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "light" });
    const { problems, kindsSeen, weightsSeen } = await checkEveryPage(page);
    expect(problems, problems.join("\n")).toEqual([]);
    // The test reads what it should: every kind and weight of the system is on some page.
    expect([...kindsSeen].sort()).toEqual(Object.keys(actionLabels).sort());
    expect([...weightsSeen].sort()).toEqual([...actionWeights].sort());
  });

  test("on a laptop in the dark scheme", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: "dark" });
    // Wide, as the demonstration line was read when each page had a test of its own (1280 × 720).
    const { problems } = await checkEveryPage(page, { demonstrationLine: true });
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
