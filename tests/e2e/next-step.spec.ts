/**
 * The visitor's next step (issue 32): on a phone, the Apply of an event open for applications
 * stays in view while the page is read, without hiding any link; an ended event leads to the
 * next one, and says once that it has ended (no "Applications closed" after it); the events page shows each event once; Join us is the
 * bar's accent action. On the fixture build, as on 20 October 2025.
 */
import type { Locator, Page } from "@playwright/test";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { languages, localized } from "./support";
import { escaped, newTabName, text } from "./texts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** Whether the element at the centre of `link`'s first box is the link or inside it. */
function hitsItself(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getClientRects()[0];
    if (!box) return true;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/**
 * The links matched by `selector` whose middle is covered by something else, with their position
 * among those links and their address: one look at the page, not a round trip per link (as
 * `hitsItself` does for one). With `bar`, only the links in the viewport now, outside the bar
 * and shown (a closed question of the FAQ hides its own).
 */
async function coveredLinks(
  page: Page,
  selector: string,
  bar?: Locator,
): Promise<{ index: number; href: string | null }[]> {
  const barElement = bar ? await bar.elementHandle() : null;
  return page.evaluate(
    ([selector, barElement]) =>
      Array.from(document.querySelectorAll(selector)).flatMap((element, index) => {
        const box = element.getClientRects()[0];
        if (box === undefined) return [];
        if (barElement) {
          if (barElement.contains(element)) return [];
          if (!element.checkVisibility({ visibilityProperty: true })) return [];
          if (box.bottom <= 0 || box.top >= window.innerHeight) return [];
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit !== null && (element === hit || element.contains(hit))) return [];
        return [{ index, href: element.getAttribute("href") }];
      }),
    [selector, barElement] as const,
  );
}

type Scheme = "light" | "dark";

/**
 * Shows the loaded page in a colour scheme, once what the switch set moving (a colour's
 * transition) has ended: as a page loaded in that scheme shows.
 */
async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

for (const language of languages) {
  const at = (path: string) => localized(path, language);
  const applyName = newTabName(language, text(language, "applyNow"));

  test.describe(`the next step (${language})`, () => {
    test("on a phone, Apply and its deadline stay in view over three screens of reading, and hide no link; on a wide screen there is no bar", async ({
      page,
    }) => {
      // It tries every covered link of four screens by the keyboard, one by one.
      test.setTimeout(scaled(90_000));
      await page.setViewportSize(phone);
      await page.goto(at("/student-tech-clash"));
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
        "content",
        /viewport-fit=cover/,
      );
      const header = page.getByRole("main").locator("header").first();
      // One Apply in the page's top part: the bar is that link, not a copy of it.
      const apply = header.getByRole("link", { name: applyName });
      await expect(apply).toHaveCount(1);
      const bar = apply.locator("..");
      await expect(bar.getByText(text(language, "openUntilEvent"), { exact: true })).toBeVisible();
      for (let screen = 0; screen <= 3; screen++) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), screen * 844);
        const box = await bar.boundingBox();
        expect(box, `the bar after ${screen} screens`).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height + 0.5);
        expect(box!.y).toBeGreaterThan(phone.height - 120);
        expect(await hitsItself(apply), `Apply after ${screen} screens`).toBe(true);
        // Every link in view: clear of the bar, or clear of it once it is scrolled to (as the
        // keyboard scrolls to a focused link).
        const scrolled = await page.evaluate(() => window.scrollY);
        for (const { index } of await coveredLinks(page, "a[href]", bar)) {
          const link = page.locator("a[href]").nth(index);
          // As the keyboard reaches it: the bar steps aside for a focused link.
          await link.focus();
          await link.scrollIntoViewIfNeeded();
          const name = await link.evaluate((element) => element.textContent?.trim());
          expect(await hitsItself(link), `"${name}" is under the bar once focused`).toBe(true);
          await link.blur();
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrolled);
        }
      }
      // At the page's end, the footer's last links are above the bar.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      expect(await page.locator("footer a[href]").count()).toBeGreaterThan(3);
      expect(
        (await coveredLinks(page, "footer a[href]")).map((link) => link.href),
        "the footer's links covered at the page's end",
      ).toEqual([]);
      // The same page made wide rather than loaded again: its layout is its style's.
      await test.step("on a wide screen there is no bar: Apply is in the side panel", async () => {
        await page.setViewportSize(desktop);
        const main = page.getByRole("main");
        await expect(
          main.locator("header").first().getByRole("link", { name: applyName }),
        ).toBeHidden();
        await expect(
          main.getByRole("complementary").getByRole("link", { name: applyName }),
        ).toBeVisible();
      });
    });

    /** The title of the test of an ended page at a width, in a scheme (or both). */
    const endedTitle = (width: number, scheme: string) =>
      `an ended page's one next step, its next edition or all events, leads; it says once that it has ended; its calendar and the partner invitation close the page (${width} px, ${scheme})`;

    /**
     * "This event has ended" is said once, as text, and nothing says again that applications
     * closed: no line of text, no control (enabled or not) where Apply was.
     */
    async function endedSaidOnce(page: Page) {
      const main = page.getByRole("main");
      await expect(
        main.getByText(text(language, "eventEnded"), { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      const closedWords = new RegExp(escaped(text(language, "applicationsClosed")), "i");
      await expect(main.getByText(closedWords)).toHaveCount(0);
      await expect(main.getByRole("button", { name: closedWords })).toHaveCount(0);
      await expect(page.locator("main button:disabled")).toHaveCount(0);
    }

    /** An edition with a next one (its page loaded). */
    async function nextEditionFirst(page: Page) {
      const main = page.getByRole("main");
      await expect(
        main.getByText(text(language, "nextEdition"), { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      const next = main
        .getByRole("link", {
          name: new RegExp(`^${escaped(text(language, "learnMore"))} \\(Student Tech Clash`),
        })
        .filter({ visible: true });
      await expect(next).toHaveCount(1);
      await expect(next).toHaveAttribute("href", at("/student-tech-clash"));
      await endedSaidOnce(page);
    }

    /**
     * An event without a next edition (its page loaded): the events page is its next step; its
     * kind's calendar and the invitation to partner are the page's last section.
     */
    async function allEventsFirst(page: Page) {
      const main = page.getByRole("main");
      await expect(
        main
          .getByText(text(language, "hearNextEdition"), { exact: true })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      const subscribe = main
        .getByRole("link", {
          name: `${text(language, "subscribe")} (${text(language, "kindWorkshopPlural")})`,
          exact: true,
        })
        .filter({ visible: true })
        .first();
      await expect(subscribe).toHaveAttribute(
        "href",
        `webcal://chapter.example.org${at("/events/workshops.ics")}`,
      );
      const partner = main
        .getByRole("link", { name: text(language, "becomePartner") })
        .filter({ visible: true })
        .first();
      await expect(partner).toHaveAttribute("href", at("/partners"));
      const allEvents = main
        .getByRole("link", { name: text(language, "seeAllEvents") })
        .filter({ visible: true })
        .first();
      await expect(allEvents).toHaveAttribute("href", at("/events"));
      const [allEventsBox, subscribeBox, partnerBox] = [
        await allEvents.boundingBox(),
        await subscribe.boundingBox(),
        await partner.boundingBox(),
      ];
      expect(subscribeBox!.y).toBeGreaterThan(allEventsBox!.y);
      expect(partnerBox!.y).toBeGreaterThan(allEventsBox!.y);
      await endedSaidOnce(page);
    }

    test(endedTitle(desktop.width, `light and dark, then ${phone.width} px`), async ({ page }) => {
      // Each page is loaded once, at 1440 px, and looked at in both colour schemes, then made
      // 390 px wide and looked at in both again: the scheme is switched and the width changed on
      // the loaded page (its colours and its layout are its style's; they were found the same as
      // a page loaded in that scheme, or at that width).
      test.setTimeout(scaled(45_000));
      await page.emulateMedia({ colorScheme: "light" });
      for (const [path, kind, expectFirst] of [
        ["/student-tech-clash-2024", "an edition with a next one", nextEditionFirst],
        ["/ey-competition", "an event without a next edition", allEventsFirst],
      ] as const) {
        await page.setViewportSize(desktop);
        await page.goto(at(path));
        for (const [viewport, schemes] of [
          [desktop, ["light", "dark"]],
          [phone, ["dark", "light"]],
        ] as const) {
          await page.setViewportSize(viewport);
          for (const scheme of schemes) {
            await useScheme(page, scheme);
            await test.step(`${endedTitle(viewport.width, scheme)}: ${kind}`, () =>
              expectFirst(page));
          }
        }
      }
    });

    test("the events page shows every event once; Join us is the bar's accent action, unlike Courses, at 1440 px, then at 390 px", async ({
      page,
    }) => {
      // One load: the page's layout is its style's at each width (made 390 px wide rather than
      // loaded again). The phone's step, which opens the menu, comes last. The events page: on
      // the home page, whose own content holds the first screen's one yellow action, the bar's
      // Join us is outlined (one-yellow.spec.ts).
      await page.setViewportSize(desktop);
      await page.goto(at("/events"));
      await test.step("the events page shows every event once: upcoming first, then the past, highlights leading, then the others by year", async () => {
        const headings = await page.locator("main h2").allTextContents();
        expect(headings.slice(0, 2)).toEqual([
          text(language, "upcomingevents"),
          text(language, "pastevents"),
        ]);
        await expect(page.locator("#past h3").first()).toHaveText(
          text(language, "recentHighlights"),
        );
        // Each card is an article named by its title.
        const titles = await page
          .getByRole("main")
          .locator("article[aria-labelledby]")
          .evaluateAll((cards) =>
            cards.map(
              (card) =>
                document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent,
            ),
          );
        expect(titles.length).toBe(11);
        expect(new Set(titles).size).toBe(titles.length);
      });
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await test.step(`Join us is the bar's accent action, unlike Courses, at ${viewport.width} px`, async () => {
          const nav = page.getByRole("navigation", { name: text(language, "mainNavigation") });
          if (viewport === phone)
            await nav.getByRole("button", { name: text(language, "menu") }).click();
          const join = nav.getByRole("link", {
            name: newTabName(language, text(language, "joinus")),
          });
          const courses = nav.getByRole("link", {
            name: newTabName(language, text(language, "courses")),
          });
          await expect(join).toBeVisible();
          await expect(join).toHaveAttribute("href", "https://forms.example.org/join-us");
          await expect(join).toHaveAttribute("target", "_blank");
          const fill = (link: Locator) =>
            link.evaluate((element) => getComputedStyle(element).backgroundColor);
          expect(await fill(join)).not.toBe(await fill(courses));
          expect(await fill(join)).not.toBe("rgba(0, 0, 0, 0)");
        });
      }
    });
  });
}
