import type { Page } from "@playwright/test";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations, languages, localized, withoutJavaScript } from "./support";
import { escaped, fixtureTexts, text } from "./texts";

/** The fixture events as each language shows them. */
const fixture = {
  en: {
    meeting: "Weekly meeting",
    clash: "Student Tech Clash",
    cup: "Robotics Cup 2025",
    snow: "Snow Week 2025",
    crisis: "Crisis Management Workshop",
    ecotech: "EcoTech Challenge",
    levels: "Document Intelligence: Extract Data with GenAI",
    careerDays: "Autumn Career Days",
    sprint: "Design Sprint",
    hackathon: "Open Data Hackathon",
    clash2024: "Student Tech Clash 2024",
    meetingDay: "Tuesday",
    meetingTime: "18:20–19:30",
    meetingNext: "Tuesday, 28 October 2025",
    snowWhen: "5–8 December 2025",
    crisisWhen: "Friday, 11 April 2025",
  },
  it: {
    meeting: "Riunione settimanale",
    clash: "Student Tech Clash",
    cup: "Coppa di robotica 2025",
    snow: "Snow Week 2025",
    crisis: "Workshop di gestione delle crisi",
    ecotech: "EcoTech Challenge",
    levels: "Document Intelligence: estrarre dati con la GenAI",
    careerDays: "Career Days d'autunno",
    sprint: "Design sprint",
    hackathon: "Hackathon sugli open data",
    clash2024: "Student Tech Clash 2024",
    meetingDay: "martedì",
    meetingTime: "18:20–19:30",
    meetingNext: "martedì 28 ottobre 2025",
    snowWhen: "5–8 dicembre 2025",
    crisisWhen: "venerdì 11 aprile 2025",
  },
} as const;

/** The titles of the events listed under a heading (past ones are under their year's). */
function titlesUnder(page: Page, heading: string, level: 3 | 4 = 3) {
  return page.getByRole("region", { name: heading }).getByRole("heading", { level });
}

for (const language of languages) {
  const t = fixtureTexts(fixture, language);
  const path = localized("/events", language);

  test.describe(`events page (${language})`, () => {
    test("lists every event once, in its sections, with its links and calendar files, readable and accessible", async ({
      page,
      browser,
    }) => {
      // One page, loaded once: each step looks at it as loaded; the last follows a link.
      test.setTimeout(scaled(60_000));
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await test.step("built on 20 October 2025, lists every event once: seven ahead (one cancelled, one under way), three highlights, one other past", async () => {
        await expect(titlesUnder(page, text(language, "upcomingevents"))).toHaveText([
          t.careerDays,
          t.meeting,
          t.sprint,
          t.cup,
          t.clash,
          t.snow,
          t.hackathon,
        ]);
        // Each event once: the latest recaps lead the past events, then the others by year.
        await expect(titlesUnder(page, text(language, "recentHighlights"), 4)).toHaveText([
          t.crisis,
          t.clash2024,
          t.ecotech,
        ]);
        await expect(titlesUnder(page, text(language, "pastevents"), 4)).toHaveText([
          t.crisis,
          t.clash2024,
          t.ecotech,
          t.levels,
        ]);

        const upcoming = page.getByRole("region", { name: text(language, "upcomingevents") });
        // The weekly meeting repeats: its rule, and its next date (the 21st is skipped).
        const meeting = upcoming.getByRole("article", { name: t.meeting });
        await expect(meeting).toContainText(
          `${text(language, "repeatsWeekly", { days: t.meetingDay, time: t.meetingTime })} (${text(language, "nextDate", { date: t.meetingNext })})`,
        );
        await expect(meeting.locator("time[datetime]")).toHaveAttribute("datetime", "2025-10-28");
        await expect(upcoming.getByText(t.snowWhen)).toBeVisible();
        await expect(upcoming.getByText(/SNOWEST25/)).toBeVisible();
        await expect(
          page
            .getByRole("region", { name: text(language, "recentHighlights") })
            .getByText(t.crisisWhen, { exact: false }),
        ).toBeVisible();

        // The cancelled event says so, and has nothing to add to a calendar.
        const cup = upcoming.getByRole("article", { name: t.cup });
        await expect(cup.getByText(text(language, "eventCancelled"))).toBeVisible();
        await expect(cup.getByRole("link", { name: /calendar|calendario/ })).toHaveCount(0);
        await expect(upcoming.getByText(text(language, "eventCancelled"))).toHaveCount(1);

        // Learn More goes to the event pages of the same language; the meeting has no page.
        const learnMore = page.getByRole("link", { name: text(language, "learnMore") });
        await expect(learnMore).toHaveCount(7);
        // Each link says where it leads: "Learn More (Snow Week 2025)".
        const past = page.getByRole("region", { name: text(language, "pastevents") });
        for (const [section, title, path] of [
          [upcoming, t.snow, "/snowweek"],
          [upcoming, t.clash, "/student-tech-clash"],
          [past, t.levels, "/levels"],
        ] as const) {
          await expect(
            section.getByRole("link", {
              name: `${text(language, "learnMore")} (${title})`,
              exact: true,
            }),
          ).toHaveAttribute("href", localized(path, language));
        }
        const highlights = page.getByRole("region", { name: text(language, "recentHighlights") });
        for (const [title, path] of [
          [t.crisis, "/ey-competition"],
          [t.ecotech, "/EcoTech-Challenge"],
        ] as const) {
          await expect(
            highlights
              .getByRole("article", { name: title })
              .getByRole("link", { name: new RegExp(`^${text(language, "recapLink")}`) }),
          ).toHaveAttribute("href", localized(path, language));
        }
        // Past events offer nothing to book: no calendar file, no promotion.
        await expect(past.getByRole("link", { name: /calendar|calendario/ })).toHaveCount(0);
        await expect(past).not.toContainText(/book|apply|iscriv|prenot|candid|promo|SNOWEST25/i);
        // The lists are the build's: the page loads no script to sort them again.
        await expect(page.locator('script[type="module"]')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
      await test.step("has the specification's two sections, upcoming and past events, the highlights leading the past", async () => {
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
          text(language, "upcomingevents"),
          text(language, "pastevents"),
          text(language, "subscribeHeading"),
        ]);
        const past = page.getByRole("region", { name: text(language, "pastevents") });
        await expect(past.getByRole("heading", { level: 3 }).first()).toHaveText(
          text(language, "recentHighlights"),
        );
      });
      await test.step("every upcoming entry that takes place has a calendar file to download", async () => {
        await expect(titlesUnder(page, text(language, "upcomingevents"))).toHaveCount(7);
        const links = page
          .getByRole("region", { name: text(language, "upcomingevents") })
          .getByRole("link", { name: new RegExp(escaped(text(language, "addToCalendar"))) });
        // Every upcoming event but the cancelled one.
        await expect(links).toHaveCount(6);
        for (const link of await links.all()) {
          const href = await link.getAttribute("href");
          expect(href).toMatch(
            new RegExp(`^${localized("/", language).replace(/\/$/, "")}/[\\w-]+\\.ics$`),
          );
          const response = await page.request.get(href ?? "");
          expect(response.status()).toBe(200);
          expect(await response.text()).toContain("BEGIN:VEVENT");
        }
      });
      await test.step("is readable without JavaScript and has no serious accessibility violation", async () => {
        await expectNoSeriousViolations(page);
        await withoutJavaScript(browser, path, async (staticPage) => {
          await expect(
            staticPage.getByRole("heading", { name: text(language, "upcomingevents") }),
          ).toBeVisible();
          await expect(
            staticPage.getByRole("heading", { name: text(language, "pastevents") }),
          ).toBeVisible();
          await expect(staticPage.getByRole("heading", { level: 3, name: t.snow })).toBeVisible();
        });
      });
      await test.step("Learn More opens the event's page, in the same language", async () => {
        await page
          .getByRole("region", { name: text(language, "upcomingevents") })
          .getByRole("link", { name: `${text(language, "learnMore")} (${t.snow})`, exact: true })
          .click();
        await expect(page).toHaveURL(localized("/snowweek", language));
        await expect(page.getByRole("heading", { level: 1, name: "Snow Week 2025" })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language);
      });
    });

    test("at 1440 px, the cards: one design for every event, pictures, dates, places and actions lined up", async ({
      page,
    }) => {
      // One page, loaded once: the first step measures it as loaded, the second scrolls.
      test.setTimeout(scaled(45_000));
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await test.step("every card, ahead or past, highlight or archive, is one design", async () => {
        const looks = await page
          .locator("#upcoming article, #past article")
          .evaluateAll((articles) =>
            articles.map((article) => {
              const title = article.querySelector("h3, h4")!;
              const image = article.querySelector("img")!;
              const badge = article.querySelector("time");
              return JSON.stringify({
                radius: getComputedStyle(article).borderRadius,
                topEdge: getComputedStyle(article).borderTopWidth,
                title: getComputedStyle(title).fontSize,
                badge: badge !== null,
                // The archive is the chapter's record: in colour.
                filter: getComputedStyle(image).filter,
              });
            }),
          );
        expect(looks.length).toBeGreaterThan(4);
        expect(new Set(looks)).toEqual(new Set([looks[0]]));
      });
      await test.step("every card shows its picture, a date badge, the place, and its actions at the bottom", async () => {
        const cards = page.getByRole("article");
        // The eleven fixture events, once each (three of them as highlights), the cancelled one
        // included.
        await expect(cards).toHaveCount(11);
        for (const card of await page
          .locator("#upcoming article, #past article:not(#highlights *)")
          .all()) {
          const picture = card.getByRole("img");
          await picture.scrollIntoViewIfNeeded();
          await expect(picture).toBeVisible();
          expect(
            await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
          ).toBeGreaterThan(0);
          await expect(card.locator("time[datetime]")).toHaveText(/^\d{1,2}\s*\S+$/);
          await expect(card.getByText(text(language, "where"), { exact: true })).toBeVisible();
          await expect(card.locator("dt + dd").last()).not.toBeEmpty();
        }
        // Cards of a row are as tall as each other, and their main actions line up at the bottom.
        const boxes = await page
          .locator("#upcoming article, #past article:not(#highlights *)")
          .evaluateAll((articles) =>
            articles.map((article) => {
              const box = article.getBoundingClientRect();
              const links = article.querySelectorAll("a");
              const action = links[links.length - 1]?.getBoundingClientRect();
              return {
                top: Math.round(box.top),
                height: Math.round(box.height),
                action: Math.round(action?.bottom ?? 0),
              };
            }),
          );
        const rows = new Map<number, typeof boxes>();
        for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
        expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
        for (const row of rows.values()) {
          expect(new Set(row.map((box) => box.height)).size, JSON.stringify(row)).toBe(1);
          expect(new Set(row.map((box) => box.action)).size, JSON.stringify(row)).toBe(1);
        }
      });
    });

    test("on a phone, the first picture loads first; at 320 px, labels stay with their values", async ({
      page,
    }) => {
      // One load: the page has no script, its layout is its style's at each size (made 320 px
      // wide rather than loaded again; the layout after the resize was found identical).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await test.step("the first card's picture, the largest paint on a phone, loads first; the others lazily", async () => {
        const pictures = page.getByRole("article").getByRole("img");
        await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
        await expect(pictures.first()).not.toHaveAttribute("loading", "lazy");
        const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
        await expect(preload).toHaveCount(1);
        expect(await preload.getAttribute("imagesrcset")).toBe(
          await pictures.first().locator("xpath=../source[1]").getAttribute("srcset"),
        );
        for (const other of (await pictures.all()).slice(1)) {
          await expect(other).toHaveAttribute("loading", "lazy");
        }
        expect(
          await pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);
      });
      await page.setViewportSize({ width: 320, height: 800 });
      await test.step("keeps labels with their values and time ranges on one line, even on a narrow phone", async () => {
        const lines = await page
          .locator("#upcoming article, #past article:not(#highlights *)")
          .evaluateAll((articles) =>
            articles.flatMap((article) =>
              Array.from(article.querySelectorAll("dt")).map((label) => {
                const value = label.nextElementSibling;
                const range = document.createRange();
                range.selectNodeContents(value ?? label);
                const first = range.getClientRects()[0];
                const times = Array.from(value?.querySelectorAll("span") ?? []).map(
                  (span) => span.getClientRects().length,
                );
                return {
                  label: label.textContent,
                  sameLine: Math.abs((first?.top ?? 0) - label.getBoundingClientRect().top) < 4,
                  times,
                };
              }),
            ),
          );
        // "When" and "Where" on each of the eleven cards.
        expect(lines.length).toBe(16);
        for (const line of lines) {
          expect(line.sameLine, JSON.stringify(line)).toBe(true);
          for (const boxes of line.times) expect(boxes, JSON.stringify(line)).toBe(1);
        }
      });
    });
  });
}
