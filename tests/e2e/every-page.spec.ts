/**
 * Every page of the fixture build, in every language, and the not-found pages, visited once: each
 * page is loaded under reduced motion and shown at four widths in turn (a page in another
 * language than the first at the two where its words are read: `wordsVisit`), and each width's
 * checks read the page as it stands there. What is checked, and why, is said beside each check:
 * - every-page/legible.ts: at 390 px no text under 12 px and every logo at least 24 px high; at
 *   390, 1366 and 1440 px no grid that ends on a lonely tile;
 * - every-page/motion.ts: under reduced motion nothing moves over time, at 390, 800 and 1440 px,
 *   menus and questions open;
 * - every-page/actions.ts: one name and one look per action, at 390 px in the light scheme and
 *   at 1366 px in the dark, and each page's demonstration line at 1366 px.
 *
 * The widths: 390 × 844 in the light scheme (text, logos, tiles, motion, actions), 800 × 844
 * (motion), 1440 × 900 (tiles, motion), 1366 × 768 in the dark scheme (tiles, actions, the
 * demonstration line); a page is loaded where the one before ended, and takes them from there, so
 * that it switches its scheme once. A resize lays the page out as a load at that width does: its
 * grids and what moves are CSS alone (no script reads the width when the page opens), and every
 * picture has its width and height, so a lazy one takes its size before it loads. A scheme
 * switched on the loaded page is the style's too (the about page's map takes its dark file then).
 *
 * Why all of it under reduced motion: what reduced motion changes is one rule of
 * styles/global.css, which ends every transition and timed animation at once, and the carousel,
 * which stands still; none of the text, logos, tiles or actions' looks measured here is a
 * transition's or the carousel's turn. And with it a scheme switched on the page shows its
 * colours at once, not half way through a transition.
 */
import { actionLabels, actionWeights } from "~/i18n/actions";
import { fixtureSiteBuild } from "../support/fixture-build";
import { scaled } from "../support/time-scale";
import {
  actionProblems,
  expectDemonstrationLine,
  lookProblems,
  newActionPass,
  type ActionPass,
} from "./every-page/actions";
import { illegible, lonelyTiles } from "./every-page/legible";
import { longestMs, motions } from "./every-page/motion";
import { expect, test } from "./fixtures";
import {
  backToTop,
  builtPages,
  defaultLanguage,
  languageOf,
  languages,
  localized,
} from "./support";

const pages = [
  ...builtPages(fixtureSiteBuild.client),
  ...languages.map((language) => localized("/no-such-page", language)),
];

/** The home page of the default language, whose actions are of every weight: each part reads it,
 * so that the looks of its pages are compared with those of every other part's. */
const anchor = "/";

type Scheme = "light" | "dark";
type View = { viewport: { width: number; height: number }; colorScheme: Scheme };

/** The views of a visit, in the order of a page loaded at 390 px in the light scheme; a page
 * loaded where the last one ended, at 1366 px in the dark scheme, takes them backwards: each
 * page is loaded once and switches its scheme once. */
const views = {
  phone: { viewport: { width: 390, height: 844 }, colorScheme: "light" },
  tablet: { viewport: { width: 800, height: 844 }, colorScheme: "light" },
  wideLaptop: { viewport: { width: 1440, height: 900 }, colorScheme: "light" },
  darkLaptop: { viewport: { width: 1366, height: 768 }, colorScheme: "dark" },
} satisfies Record<string, View>;
const visit = [views.phone, views.tablet, views.wideLaptop, views.darkLaptop];

/** The views of a visit in another language than the first: the two where its words are read
 * (each action's name and look, the demonstration line), with the text, logos, tiles and motion
 * read there too. The other two read nothing that depends on the words: nothing moves under
 * reduced motion, by one rule of the styles, and a grid has as many tiles in every language (the
 * same pages, from the same content files; every grid's columns are set by widths, not words). */
const wordsVisit = [views.phone, views.darkLaptop];

/** One part per language, so that both workers share the sweep, and each part meets every kind
 * of action (every language has every page); a failure names its page and check. */
const parts = languages.map((language) => ({
  language,
  paths: pages.filter((path) => languageOf(path) === language),
}));

test("the sweep covers every page in every language, the not-found pages too", () => {
  expect(parts.flatMap((part) => part.paths).sort()).toEqual([...pages].sort());
  expect(pages.length).toBeGreaterThan(languages.length * 4);
  expect(pages).toContain("/it");
  expect(pages).toContain(anchor);
});

// Over 20 s: each language's every page, a third of the site, each page seen at four widths (two
// in the other languages) and in both schemes (one load per page); split further, each part
// would pay a browser context and the site's files again.
for (const { language, paths } of parts) {
  const widths = language === defaultLanguage ? "390, 800, 1366 and 1440" : "390 and 1366";
  test(`every page at ${widths} px: legible, no lonely tile, nothing moving under reduced motion, one name and one look per action, the demonstration line (${language}: ${paths.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(scaled((paths.length + 1) * 10_000));
    const light: ActionPass = newActionPass();
    const dark: ActionPass = newActionPass();
    let logos = 0;
    let shown: View = views.phone;
    /** The page at `view`, at its top as it opens, two frames on: the phone's bar is compact
     * once scrolled, and a transition (0.01 ms under reduced motion) has ended. */
    const show = async (view: View) => {
      if (view.viewport !== shown.viewport) await page.setViewportSize(view.viewport);
      if (view.colorScheme !== shown.colorScheme)
        await page.emulateMedia({ reducedMotion: "reduce", colorScheme: view.colorScheme });
      shown = view;
      await backToTop(page);
    };
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: shown.colorScheme });
    await page.setViewportSize(shown.viewport);

    if (language !== defaultLanguage) {
      await test.step(`${anchor}: its actions' looks, to compare this part's with`, async () => {
        await page.goto(anchor);
        // Its looks only: the kinds met are this part's pages' own.
        await actionProblems(page, anchor, { looks: light.looks, kindsSeen: new Set() });
        await show(views.darkLaptop);
        await actionProblems(page, anchor, { looks: dark.looks, kindsSeen: new Set() });
      });
    }

    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        const legible: string[] = [];
        const lonely: string[] = [];
        const actions: string[] = [];
        // Each motion once, with the widths it was found at.
        const moving = new Map<string, number[]>();
        const readMotions = async () => {
          for (const motion of await motions(page, longestMs))
            moving.set(motion, [...(moving.get(motion) ?? []), shown.viewport.width]);
        };
        const readTiles = async () => {
          for (const problem of await lonelyTiles(page))
            lonely.push(`at ${shown.viewport.width} px: ${problem}`);
        };
        const readActions = async (pass: ActionPass) => {
          for (const problem of await actionProblems(page, path, pass))
            actions.push(`at ${shown.viewport.width} px, ${shown.colorScheme}: ${problem}`);
        };

        const seen = language === defaultLanguage ? visit : wordsVisit;
        for (const view of shown === seen[0] ? seen : [...seen].reverse()) {
          await show(view);
          if (view === views.phone) {
            const measured = await illegible(page);
            legible.push(...measured.problems);
            logos += measured.logos;
            // Back to the top, where the logos' scroll took it from.
            await backToTop(page);
            await readActions(light);
            await readTiles();
            await readMotions();
          } else if (view === views.tablet) {
            await readMotions();
          } else if (view === views.wideLaptop) {
            await readTiles();
            await readMotions();
          } else {
            await readTiles();
            await readActions(dark);
            await expectDemonstrationLine(page, path);
          }
        }

        const moved = [...moving].map(([motion, at]) => `${motion}, at ${at.join(", ")} px`);
        expect.soft(legible, `${path} at 390 px:\n${legible.join("\n")}`).toEqual([]);
        expect.soft(lonely, `${path}, lonely tiles:\n${lonely.join("\n")}`).toEqual([]);
        expect.soft(moved, `${path} under reduced motion:\n${moved.join("\n")}`).toEqual([]);
        expect.soft(actions, `${path}, actions:\n${actions.join("\n")}`).toEqual([]);
      });
    }

    for (const [scheme, pass] of [
      ["at 390 px in the light scheme", light],
      ["at 1366 px in the dark scheme", dark],
    ] as const) {
      const looks = lookProblems(pass);
      expect.soft(looks, `${scheme}:\n${looks.join("\n")}`).toEqual([]);
      // The walk reads what it should: every kind and weight of the system is on some page.
      expect
        .soft([...pass.kindsSeen].sort(), `kinds of action ${scheme}`)
        .toEqual(Object.keys(actionLabels).sort());
      expect
        .soft([...pass.looks.keys()].sort(), `weights of action ${scheme}`)
        .toEqual([...actionWeights].sort());
    }
    // The chapter's logo on every page, the partners' on the home, partners and recap pages.
    expect(logos, "logos measured").toBeGreaterThan(paths.length);
  });
}
