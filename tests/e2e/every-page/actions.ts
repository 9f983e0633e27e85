/**
 * One name and one look per action (docs/design-system.md). Every link and button in the content
 * of every page of the fixture build, in every language (the not-found pages too), is read as a
 * visitor meets it, on a phone in the light scheme and on a laptop in the dark: an action of the system (`data-action`, components/action) must say its
 * kind's words (app/i18n/actions.ts, through the messages), and every action of one weight must
 * look the same (background, border, radius, type, capitals) on every page; any other link or
 * button must neither say an action's words nor look like one of its buttons. A page or an
 * action added later is read the same way, with nothing to list here; every kind and weight is
 * met on the pages of each language. The bar and the footer are navigation, with their own look
 * (layout.spec.ts).
 *
 * On the laptop each page's footer is read for the demonstration line too (demonstration.spec.ts):
 * the page says it is a demonstration, in its language, with the link to the guide. The walk
 * (every-page.spec.ts) loads every page anyway; a page without the line fails a step named after
 * it.
 */
import type { Page } from "@playwright/test";
import { actionLabels, actionWeights, type ActionKind } from "~/i18n/actions";
import { splitLocalizedPath } from "~/lib/paths";
import { expect, test } from "../fixtures";
import { defaultLanguage, languages, type Language } from "../support";
import { escaped, fixtureIdentity, newTabName, text } from "../texts";

/** The demonstration line of the page's footer (demonstration.spec.ts), in the page's language. */
export async function expectDemonstrationLine(page: Page, path: string) {
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

/** What one pass over the pages (one width, one scheme) has read: the look of each weight, with
 * the first action found in it, and the kinds met. */
export interface ActionPass {
  looks: Map<string, Map<string, string>>;
  kindsSeen: Set<string>;
}

export const newActionPass = (): ActionPass => ({ looks: new Map(), kindsSeen: new Set() });

/** Reads the actions of the page as it stands into `pass`, and says what disagrees with the
 * system on it. */
export async function actionProblems(page: Page, path: string, pass: ActionPass) {
  const problems: string[] = [];
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
    pass.kindsSeen.add(kind);
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
    const seen = pass.looks.get(weight) ?? new Map<string, string>();
    if (!seen.has(found.look)) seen.set(found.look, where);
    pass.looks.set(weight, seen);
  }
  return problems;
}

/** The weights that have more than one look in the pass, each look with where it was first met. */
export function lookProblems(pass: ActionPass): string[] {
  return [...pass.looks]
    .filter(([, seen]) => seen.size > 1)
    .map(
      ([weight, seen]) =>
        `${seen.size} looks of the weight "${weight}":\n${[...seen]
          .map(([look, where]) => `    ${where}\n      ${look}`)
          .join("\n")}`,
    );
}
