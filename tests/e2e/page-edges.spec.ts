/**
 * The rough edges a designer found on event pages and the about page (issue 52): the header's
 * dark band ends with its picture and holds its arrow; the section dots say their names; the
 * note about applying sits with Apply; a phone meets no lone box or lone figure, and an ended
 * page's next step in its first screen; a sponsor is named once; a page that ends on a coloured
 * band meets the footer; the about page is titled as what it is.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectInFirstScreen, languages, localized } from "./support";
import { escaped, text } from "./texts";

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The bottom edge of what a locator's first element draws, in page coordinates. */
async function bottomOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
}

/** The rows a list of boxes makes (their tops, rounded) and how many boxes each holds. */
async function rowsOf(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((all) =>
    all.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

for (const language of languages) {
  test.describe(`event pages' edges (${language})`, () => {
    // One load per page and screen: the steps that only look come first, the one that hovers and
    // tabs last.
    test("at 1440×900 the header's picture is as tall as its dark band, which holds its arrow; the note about the university e-mail sits with Apply; a sponsor is named once; the section dots show their names on hover and on focus", async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      const pictureFillsBand = async (path: string) => {
        const header = page.getByRole("main").locator("header").first();
        const picture = header.locator("picture img").first();
        // However tall the header's text makes the band: on a laptop the picture is a crop made
        // for it (decision 0055), so no band shows under it.
        const band = (await header.boundingBox())!;
        const drawn = (await picture.boundingBox())!;
        expect(Math.abs(drawn.y - band.y), path).toBeLessThanOrEqual(1);
        expect(Math.abs(drawn.height - band.height), path).toBeLessThanOrEqual(1);
      };
      await page.goto(localized("/student-tech-clash-2024", language));
      await test.step("/student-tech-clash-2024: the header's picture is as tall as its dark band", () =>
        pictureFillsBand("/student-tech-clash-2024"));
      await page.goto(localized("/student-tech-clash", language));
      await test.step("/student-tech-clash: the header's picture is as tall as its dark band, and the band holds its arrow", async () => {
        await pictureFillsBand("/student-tech-clash");
        const header = page.getByRole("main").locator("header").first();
        // The arrow to the first section.
        const arrow = header.locator('a[href^="#"]');
        await expect(arrow).toHaveCount(1);
        expect(await bottomOf(arrow)).toBeLessThanOrEqual(await bottomOf(header));
      });

      await test.step("the note about the university e-mail sits with Apply, before Add to calendar", async () => {
        const panel = page.getByRole("complementary", { name: text(language, "keyFacts") });
        const apply = panel.getByRole("link", {
          name: new RegExp(`^${escaped(text(language, "applyNow"))}`),
        });
        const calendar = panel.getByRole("link", { name: text(language, "addToCalendar") });
        const note = panel.getByText("@studenti.example.org");
        const [applyBox, noteBox, calendarBox] = [
          await apply.boundingBox(),
          await note.boundingBox(),
          await calendar.boundingBox(),
        ];
        expect(noteBox!.y).toBeGreaterThan(applyBox!.y);
        expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(calendarBox!.y);
      });

      await test.step("a sponsor is named once: by its logo, not again beside it", async () => {
        const header = page.getByRole("main").locator("header").first();
        const sponsor = text(language, "sponsorAlt", { number: 1 });
        await expect(header.getByRole("img", { name: sponsor, exact: true })).toBeVisible();
        await expect(header).not.toContainText(sponsor);
      });

      await test.step("the section dots show their names on hover and on focus", async () => {
        await page
          .locator("section[id]")
          .nth(1)
          .evaluate((section) => section.scrollIntoView());
        const dots = page.getByRole("navigation", { name: text(language, "sections") });
        await expect(dots).toBeVisible();
        const buttons = dots.getByRole("button");
        await expect(buttons).toHaveCount(3);
        const names = await buttons.allTextContents();
        const shown = (index: number) =>
          buttons.nth(index).evaluate((button) => {
            const name = button.querySelector("span");
            if (!name) return false;
            const box = name.getBoundingClientRect();
            return Number(getComputedStyle(name).opacity) === 1 && box.width > 20;
          });
        expect(await shown(0)).toBe(false);
        await buttons.nth(0).hover();
        await expect.poll(() => shown(0)).toBe(true);
        // The name is the heading of the section the dot leads to.
        await expect(
          page.getByRole("heading", { level: 2, name: names[0], exact: true }),
        ).toBeVisible();
        await page.mouse.move(10, 450);
        await buttons.nth(1).focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        await expect.poll(() => shown(1)).toBe(true);
      });
    });

    test("on a 390×844 phone no lone box of facts under the header, an ended page's next step is whole in the first screen, and three figures are one a row", async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await page.goto(localized("/student-tech-clash", language));
      await test.step("/student-tech-clash: no lone box of facts under the header, the team size is in it", async () => {
        const header = page.getByRole("main").locator("header").first();
        await expect(
          header.getByText(text(language, "teamSize", { size: 4, count: 4 }), { exact: true }),
        ).toBeVisible();
        await expect(
          page.getByRole("complementary", { name: text(language, "keyFacts") }),
        ).toBeHidden();
      });
      for (const [path, action] of [
        ["/ey-competition", "seeAllEvents"],
        ["/student-tech-clash-2024", "learnMore"],
      ] as const) {
        await page.goto(localized(path, language));
        await test.step(`${path}: the ended page's next step is whole in the first screen`, async () => {
          const header = page.getByRole("main").locator("header").first();
          const next = header
            .getByRole("link", { name: new RegExp(`^${escaped(text(language, action))}`) })
            .first();
          await expectInFirstScreen(page, next, `${path}'s next step`);
        });
      }
      // On the page loaded last.
      await test.step("/student-tech-clash-2024: three figures are one a row, never a third alone on a row of two", async () => {
        const figures = page
          .getByRole("region", { name: text(language, "recapHeading") })
          .locator("dl > div");
        await expect(figures).toHaveCount(3);
        const rows = await rowsOf(figures);
        expect(new Set(rows).size, `rows of ${rows.join(", ")}`).toBe(1);
      });
    });
  });

  test.describe(`the about page and the page's end (${language})`, () => {
    for (const path of ["/", "/about"]) {
      test(`${path}: the last coloured band meets the footer, no white strip between${path === "/about" ? "; the about page has its heading, and says more than a sentence beside its map" : ""}`, async ({
        page,
      }: {
        page: Page;
      }) => {
        await page.setViewportSize(desktop);
        await page.goto(localized(path, language));
        if (path === "/about") {
          await test.step("the about page is titled About us, and says more than a sentence beside its map", async () => {
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(
              text(language, "aboutus"),
            );
            // Said once, as the title: no small label over the story.
            await expect(page.getByRole("main").getByText(text(language, "aboutus"))).toHaveCount(
              1,
            );
            const where = page.getByRole("region", { name: text(language, "whereWeAre") });
            await expect(where.getByRole("img", { name: text(language, "mapAlt") })).toBeVisible();
            // The network the map shows, in figures beside it.
            await expect(where.locator("dl > div")).toHaveCount(3);
          });
        }
        await test.step("the last coloured band meets the footer, no white strip between", async () => {
          const last = page.locator("main > :last-child");
          await expect(last).toHaveAttribute("data-band");
          const footer = page.getByRole("contentinfo");
          const footerTop = await footer.evaluate(
            (element) => element.getBoundingClientRect().top + window.scrollY,
          );
          expect(Math.abs(footerTop - (await bottomOf(last)))).toBeLessThanOrEqual(1);
        });
      });
    }
  });
}
