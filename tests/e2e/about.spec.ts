import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import type { MessageKey } from "../../app/i18n/en";
import type { teamRoles } from "../../app/lib/content-schema";
import { roleKey } from "../../app/i18n/team-roles";
import { fixtureSite } from "../support/project-copy";
import { scaled } from "../support/time-scale";
import { expect, test, waitForHydration } from "./fixtures";
import { backToTop, expectImagesLoaded, languages, localized, type Language } from "./support";
import { openAboutWithTeamOf, teamNames } from "./team-of";
import { escaped, text as interfaceText } from "./texts";

/** The fixture's team (tests/fixtures/site/app/content/team.yaml), in the carousel's order. */
const team = (
  parse(readFileSync(join(fixtureSite, "app/content/team.yaml"), "utf8")) as {
    members: {
      name: string;
      role: (typeof teamRoles)[number];
      roleForm: "feminine" | "masculine";
    }[];
  }
).members;

/** What the about page says in `language`, from the messages and the fixture's team. */
function aboutTexts(language: Language) {
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    interfaceText(language, key, values);
  const write = say("writeAnEmail");
  return {
    title: new RegExp(`^${escaped(say("aboutTitle"))}`),
    pageHeading: say("aboutus"),
    write,
    heading: say("ourteam"),
    carousel: say("teamMembers"),
    caption: say("clickcards"),
    pause: say("carouselPause"),
    play: say("carouselPlay"),
    next: say("carouselNext"),
    previous: say("carouselPrevious"),
    // A card's name: the person, the role in the form chosen for them, and what the link does.
    cards: team.map(
      (member) => `${member.name} ${say(roleKey(member.role, member.roleForm))} ${write}`,
    ),
    slide: (index: number) => say("carouselSlide", { index, total: team.length }),
  };
}

/**
 * The cards wholly inside the carousel's window, as "N of 4". A copy made for the endless loop
 * counts as the card it copies: it is what the visitor sees.
 */
function visibleSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const carousel = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
    const window = carousel?.querySelector("[aria-live]")?.getBoundingClientRect();
    if (!carousel || !window) return [];
    const slides = Array.from(carousel.querySelectorAll<HTMLElement>("[data-slide]"));
    return slides
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= window.left - 1 && box.right <= window.right + 1;
      })
      .map((slide) => `${slide.dataset.slide} of ${carousel.dataset.count}`);
  });
}

/**
 * The names on the cards a visitor sees, whole or in part, in the carousel's window and on the
 * screen: a copy made for the loop shows its card's name as the card does.
 */
function namesInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const carousel = document.querySelector('[aria-roledescription="carousel"]');
    const window = carousel?.querySelector("[aria-live]")?.getBoundingClientRect();
    if (!carousel || !window) return [];
    return Array.from(carousel.querySelectorAll<HTMLElement>("[data-slide] a"))
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const left = Math.max(box.left, window.left, 0);
        const right = Math.min(box.right, window.right, innerWidth);
        return right - left > 1;
      })
      .map((card) => card.innerText.split("\n")[0]?.trim() ?? "");
  });
}

/** The visible slides, once the carousel has stopped moving. */
async function settledSlides(page: Page): Promise<string[]> {
  let previous: string[] = [];
  await expect
    .poll(
      async () => {
        const slides = await visibleSlides(page);
        const stable = slides.join() === previous.join();
        previous = slides;
        return stable && slides.length > 0;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return previous;
}

/** The first visible slide, once the carousel has stopped moving. */
async function settledFirstSlide(page: Page): Promise<string> {
  return (await settledSlides(page))[0] ?? "";
}

/**
 * The carousel's timers run on the page's clock (`page.clock.install()` before the page loads),
 * which the tests move on themselves: page time passes at once, so a test of what happens over
 * seconds waits for no real second. Page time is never stretched by TEST_TIME_SCALE (it is the
 * carousel's own time: a card stays 3 s); the waits for the page to show something are (the
 * config's expect timeout, and the time allowed for the round trip in `stopClock`).
 */
const cardStays = 3_000;

/**
 * Stops the page's clock where it is, once the page has loaded (with time running, so that
 * nothing it loads waits on a stopped clock): from then on its timers fire only when the test
 * moves time on. `pauseAt` takes a time ahead of the page's clock, which runs while this asks for
 * it; the jump fires what was due by then, at most once.
 */
async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + scaled(2_000));
}

/** The card after one ("4 of 4" → "1 of 4"). */
const nextCard = (card: string) => `${(Number(card.split(" ")[0]) % 4) + 1} of 4`;

/** The `count` cards after one, in order. */
function cardsAfter(card: string, count: number): string[] {
  const cards = [nextCard(card)];
  while (cards.length < count) cards.push(nextCard(cards.at(-1) ?? card));
  return cards;
}

/**
 * With the page's clock stopped: moves it on by the time a card stays at a time, until the
 * carousel has turned `turns` times; the first visible card after each turn. Each turn is to the
 * next card and comes within two such steps of the last: a card stays 3 s once the move to it is
 * over, so in jumps of 3 s the carousel turns at one jump or the next.
 */
async function watchTurns(page: Page, turns: number): Promise<string[]> {
  let current = await settledFirstSlide(page);
  const seen: string[] = [];
  let still = 0;
  while (seen.length < turns) {
    await page.clock.runFor(cardStays);
    const first = await settledFirstSlide(page);
    if (first === current) {
      still++;
      expect(still, `still on ${current} after ${still * cardStays} ms of page time`).toBeLessThan(
        2,
      );
      continue;
    }
    expect(first, `the turn after ${current}`).toBe(nextCard(current));
    seen.push(first);
    current = first;
    still = 0;
  }
  return seen;
}

/** The English page's words, for the tests that open /about alone. */
const english = aboutTexts("en");

const names = team.map((member) => member.name);

/** The English name of the card of one of the fixture's team. */
const cardOf = (name: string) => english.cards[names.indexOf(name)] ?? name;

/** A width where three cards fit, fewer than the team's four: the carousel moves. */
const threeInView = { width: 600, height: 900 };

for (const language of languages) {
  const t = aboutTexts(language);
  const path = localized("/about", language);

  test.describe(`about page (${language})`, () => {
    test("shows the team's four cards as e-mail links, with the caption; on a phone, the general and partners addresses before the carousel", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await expect(page).toHaveTitle(t.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pageHeading);
      await expect(page.getByRole("heading", { level: 2, name: t.heading })).toBeVisible();
      await expect(page.getByText(t.caption)).toBeVisible();
      const carousel = page.getByRole("region", { name: t.carousel });
      for (const [index, name] of t.cards.entries()) {
        const card = carousel.getByRole("link", { name, exact: true });
        await expect(card).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
        await expect(carousel.getByRole("group", { name: t.slide(index + 1) })).toContainText(
          names[index] ?? "",
        );
      }
      // Each card says, in words people see, that it writes an e-mail.
      for (const name of names) {
        await expect(
          carousel
            .getByRole("link", { name: new RegExp(name) })
            .getByText(t.write, { exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByRole("link", { name: new RegExp(`${t.write}$`) })).toHaveCount(4);
      await expectImagesLoaded(page);
      await expect(
        page
          .getByRole("navigation")
          .getByRole("link", { name: interfaceText(language, "contactus") }),
      ).toHaveAttribute("aria-current", "page");
      // The same page made as narrow as a phone rather than loaded again (its layout is its
      // style's), from its top, where a load opens it.
      await test.step("on a phone, shows the general and partners addresses before the carousel", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await backToTop(page);
        const carousel = await page.getByRole("region", { name: t.carousel }).boundingBox();
        if (!carousel) throw new Error("no carousel");
        for (const address of ["info@example.org", "partners@example.org"]) {
          const link = page.getByRole("link", { name: address, exact: true });
          await expect(link).toHaveAttribute("href", `mailto:${address}`);
          await expect(link).toBeInViewport();
          const box = await link.boundingBox();
          expect(box && box.y + box.height, address).toBeLessThanOrEqual(carousel.y);
        }
      });
    });
  });
}

test.describe("team carousel", () => {
  test("shows 4, 4, 3 and 2 cards at 1440, 900, 600 and 400 px, in the prerendered page as well, and moves only where they do not all fit", async ({
    page,
    browser,
  }) => {
    // One load of the page with scripts and one without, each made narrower rather than loaded
    // again: how many cards show is the style's at each width (the layout after a resize was
    // found identical to a fresh load at that width, with scripts and without).
    test.setTimeout(scaled(45_000));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/about");
    for (const [width, count] of [
      [1440, 4],
      [900, 4],
      [600, 3],
      [400, 2],
    ] as const) {
      await test.step(`shows ${count} cards at ${width} px, in the prerendered page as well`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => visibleSlides(page)).toHaveLength(count);
        // The team's four move where fewer fit, with the pause button; never the arrows, which
        // are for desktop widths, where all four fit.
        await expect(page.getByRole("button", { name: english.next })).toHaveCount(0);
        await expect(page.getByRole("button", { name: english.play })).toHaveCount(
          count < team.length ? 1 : 0,
        );

        await staticPage.setViewportSize({ width, height: 900 });
        expect(await visibleSlides(staticPage)).toHaveLength(count);
      });
    }
    await noScript.close();
  });

  test("turns by itself every few seconds and loops", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(threeInView);
    await page.goto("/about");
    await page.mouse.move(0, 0);
    await stopClock(page);
    const start = await settledFirstSlide(page);
    // Four turns, one card each, past the fourth card to the first.
    expect(await watchTurns(page, 4)).toEqual(cardsAfter(start, 4));
  });

  test("stops while hovered and while focus is inside", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(threeInView);
    await page.goto("/about");
    const carousel = page.getByRole("region", { name: english.carousel });
    await carousel.hover();
    const first = await settledFirstSlide(page);
    // Longer than a card stays: a carousel still turning would have turned once or twice.
    await page.clock.runFor(4_000);
    expect(await settledFirstSlide(page)).toBe(first);

    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: cardOf("Marco Esposito") }).focus();
    const focused = await settledFirstSlide(page);
    await page.clock.runFor(4_000);
    expect(await settledFirstSlide(page)).toBe(focused);
  });

  test("the pause button stops it and play starts it again", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(threeInView);
    await page.goto("/about");
    await page.getByRole("button", { name: english.pause }).click();
    await expect(page.getByRole("button", { name: english.play })).toBeVisible();
    await page.mouse.move(0, 0);
    const first = await settledFirstSlide(page);
    await page.clock.runFor(4_000);
    expect(await settledFirstSlide(page)).toBe(first);
    await stopClock(page);
    await page.getByRole("button", { name: english.play }).click();
    await expect(page.getByRole("button", { name: english.pause })).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await watchTurns(page, 1)).toEqual(cardsAfter(first, 1));
  });

  test("does not move under reduced motion until asked to", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.setViewportSize(threeInView);
    await page.goto("/about");
    await expect(page.getByRole("button", { name: english.play })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_000);
    expect(await settledFirstSlide(page)).toBe("1 of 4");
  });

  test("moves with the arrow keys, past the last card and back; brings a card into view when the keyboard reaches it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/about");
    await page.getByRole("link", { name: cardOf("Giulia Romano") }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => visibleSlides(page)).toEqual(["2 of 4", "3 of 4"]);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => visibleSlides(page)).toEqual(["4 of 4", "1 of 4"]);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => visibleSlides(page)).toEqual(["1 of 4", "2 of 4"]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => visibleSlides(page)).toEqual(["4 of 4", "1 of 4"]);
    // The third card is out of view now: reached by the keyboard, it is brought into it.
    await test.step("brings a card into view when the keyboard reaches it", async () => {
      await page.getByRole("link", { name: cardOf("Sara Colombo") }).focus();
      await expect.poll(() => visibleSlides(page)).toContain("3 of 4");
    });
  });

  test("keeps the prerendered cards when it starts, the copies around them hidden and never focused", async ({
    page,
  }) => {
    // The first card's picture as the HTML brought it, before the carousel's script runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { prerendered?: Element | null }).prerendered =
          document.querySelector('[aria-roledescription="carousel"] [data-slide="1"] img');
      });
    });
    await page.setViewportSize(threeInView);
    await page.goto("/about");
    await test.step("keeps the prerendered cards when it starts: the copies come around them", async () => {
      await expect(page.locator('[aria-roledescription="carousel"] [inert]')).not.toHaveCount(0);
      const kept = await page.evaluate(() => {
        const prerendered = (window as unknown as { prerendered?: Element | null }).prerendered;
        return Boolean(prerendered?.isConnected && !prerendered.closest("[inert]"));
      });
      expect(kept).toBe(true);
    });
    await test.step("copies made for the loop are hidden and cannot be focused", async () => {
      const copies = page.locator('[aria-roledescription="carousel"] [aria-hidden="true"][inert]');
      await expect(copies).not.toHaveCount(0);
      await expect(
        page.getByRole("link", { name: new RegExp(`${escaped(english.write)}$`) }),
      ).toHaveCount(4);
    });
  });

  test("swipes on a touch screen but does not drag with the mouse", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 400, height: 800 },
      reducedMotion: "reduce",
    });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto("/about");
    await waitForHydration(page);
    // The team is below the story: the swipe starts where the finger is, on the screen.
    const slides = page.locator('[aria-roledescription="carousel"] [aria-live]');
    await slides.scrollIntoViewIfNeeded();
    const box = await slides.boundingBox();
    if (!box) throw new Error("no carousel");
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await page.evaluate(
        ({ fromX, toX, y }) => {
          const target = document.elementFromPoint(fromX, y) ?? document.body;
          const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
          target.dispatchEvent(
            new TouchEvent("touchstart", {
              bubbles: true,
              touches: [touch(fromX)],
              changedTouches: [touch(fromX)],
            }),
          );
          target.dispatchEvent(
            new TouchEvent("touchend", {
              bubbles: true,
              touches: [],
              changedTouches: [touch(toX)],
            }),
          );
        },
        { fromX, toX, y },
      );
    };
    await swipe(box.x + box.width - 20, box.x + 20);
    await expect.poll(() => visibleSlides(page)).toEqual(["2 of 4", "3 of 4"]);
    await swipe(box.x + 20, box.x + box.width - 20);
    await expect.poll(() => visibleSlides(page)).toEqual(["1 of 4", "2 of 4"]);

    // A mouse drag does nothing.
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 5 });
    await page.mouse.up();
    // Whatever the drag set off in the page (timers, animation frames) has had its time.
    await page.clock.runFor(700);
    expect(await settledSlides(page)).toEqual(["1 of 4", "2 of 4"]);
    await context.close();
  });
});

test.describe("team carousel for a team of any size", () => {
  /** Nothing in the row moves, and no button or room for one is there: the still row. */
  async function expectStillRow(page: Page, size: number) {
    const carousel = page.getByRole("region", { name: english.carousel });
    await expect(carousel.getByRole("button")).toHaveCount(0);
    await expect(carousel.locator("[inert]")).toHaveCount(0);
    expect(await visibleSlides(page)).toHaveLength(size);
    // No room kept above the cards for a pause button that never comes, and the cards in the
    // middle of the row.
    const { above, left, right } = await carousel.evaluate((element) => {
      const window = element.querySelector("[aria-live]")!.getBoundingClientRect();
      const cards = Array.from(element.querySelectorAll("[data-slide]")).map((slide) =>
        slide.getBoundingClientRect(),
      );
      return {
        above: window.top - element.getBoundingClientRect().top,
        left: Math.min(...cards.map((card) => card.left)) - window.left,
        right: window.right - Math.max(...cards.map((card) => card.right)),
      };
    });
    expect(above, "room above the cards").toBe(0);
    expect(Math.abs(left - right), `left ${left} px, right ${right} px`).toBeLessThanOrEqual(1);
  }

  test("a team of two at 1440 and 390 px: each member once, standing still, no buttons", async ({
    page,
  }) => {
    const two = teamNames(names, 2);
    await page.clock.install();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAboutWithTeamOf(page, 2);
    for (const width of [1440, 390]) {
      await test.step(`at ${width} px: each member once, and still after 10 s`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole("region", { name: english.carousel }).scrollIntoViewIfNeeded();
        await expect.poll(() => namesInView(page)).toEqual(two);
        await expectStillRow(page, 2);
        await page.clock.runFor(10_000);
        expect(await namesInView(page)).toEqual(two);
      });
    }
  });

  test("a team of three moves at 390 px, never showing anyone twice, and stands still at 1440 px", async ({
    page,
  }) => {
    const three = teamNames(names, 3);
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAboutWithTeamOf(page, 3);
    await page.mouse.move(0, 0);
    await test.step("at 390 px it turns, two in view, never one twice", async () => {
      await page.getByRole("region", { name: english.carousel }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("button", { name: english.pause })).toBeVisible();
      await stopClock(page);
      for (let turn = 0; turn < 4; turn++) {
        // Half way through a move, and once it is over.
        for (const step of [cardStays, 250, 250]) {
          await page.clock.runFor(step);
          const shown = await namesInView(page);
          expect(new Set(shown).size, shown.join(", ")).toBe(shown.length);
          expect(shown.every((name) => three.includes(name))).toBe(true);
        }
      }
    });
    await test.step("at 1440 px all three stand still, each once", async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.getByRole("button", { name: english.pause })).toHaveCount(0);
      expect(await namesInView(page)).toEqual(three);
      await expectStillRow(page, 3);
    });
  });

  test("a team of six at 1440 px: four in view, the arrows move it past the last card and back", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAboutWithTeamOf(page, 6);
    const six = (...slides: number[]) => slides.map((slide) => `${slide} of 6`);
    await expect.poll(() => visibleSlides(page)).toEqual(six(1, 2, 3, 4));
    const next = page.getByRole("button", { name: english.next });
    for (const first of [2, 3, 4, 5, 6, 1]) {
      await next.click();
      await expect
        .poll(() => visibleSlides(page))
        .toEqual(six(...[0, 1, 2, 3].map((i) => ((first - 1 + i) % 6) + 1)));
    }
    await page.getByRole("button", { name: english.previous }).click();
    await expect.poll(() => visibleSlides(page)).toEqual(six(6, 1, 2, 3));
    expect(new Set(await namesInView(page)).size).toBe(4);
  });
});
