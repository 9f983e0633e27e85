import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations, languages, localized, withoutJavaScript } from "./support";

const text = {
  en: {
    upcoming: "Upcoming events",
    past: "Past events",
    empty: "No events scheduled yet",
    learnMore: "Learn More",
    meeting: "Weekly meeting",
    clash: "Student Tech Clash",
    cup: "Robotics Cup 2025",
    cancelled: "This event is cancelled.",
    snow: "Snow Week 2025",
    crisis: "Crisis Management Workshop",
    ecotech: "EcoTech Challenge",
    levels: "Document Intelligence: Extract Data with GenAI",
    meetingWhen: "Tuesday, 28 October 2025, 18:20–19:30",
    snowWhen: "5–8 December 2025",
    crisisWhen: "Friday, 11 April 2025",
  },
  it: {
    upcoming: "Prossimi eventi",
    past: "Eventi passati",
    empty: "Nessun evento in programma al momento",
    learnMore: "Scopri di più",
    meeting: "Riunione settimanale",
    clash: "Student Tech Clash",
    cup: "Coppa di robotica 2025",
    cancelled: "Questo evento è stato annullato.",
    snow: "Snow Week 2025",
    crisis: "Workshop di gestione delle crisi",
    ecotech: "EcoTech Challenge",
    levels: "Document Intelligence: estrarre dati con la GenAI",
    meetingWhen: "martedì 28 ottobre 2025, 18:20–19:30",
    snowWhen: "5–8 dicembre 2025",
    crisisWhen: "venerdì 11 aprile 2025",
  },
} as const;

/** The titles of the events listed under a heading. */
function titlesUnder(page: Page, heading: string) {
  return page.getByRole("region", { name: heading }).getByRole("heading", { level: 3 });
}

for (const language of languages) {
  const t = text[language];
  const path = localized("/events", language);

  test.describe(`events page (${language})`, () => {
    test("built on 20 October 2025, lists every event: four ahead (one cancelled), three past", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await expect(titlesUnder(page, t.upcoming)).toHaveText([t.meeting, t.cup, t.clash, t.snow]);
      await expect(titlesUnder(page, t.past)).toHaveText([t.crisis, t.ecotech, t.levels]);

      const upcoming = page.getByRole("region", { name: t.upcoming });
      await expect(upcoming.getByText(t.meetingWhen)).toBeVisible();
      await expect(upcoming.getByText(t.snowWhen)).toBeVisible();
      await expect(upcoming.getByText(/SNOWEST25/)).toBeVisible();
      await expect(
        page.getByRole("region", { name: t.past }).getByText(t.crisisWhen, { exact: false }),
      ).toBeVisible();

      // The cancelled event says so, and has nothing to add to a calendar.
      const cup = upcoming.getByRole("article", { name: t.cup });
      await expect(cup.getByText(t.cancelled)).toBeVisible();
      await expect(cup.getByRole("link", { name: /calendar|calendario/ })).toHaveCount(0);
      await expect(upcoming.getByText(t.cancelled)).toHaveCount(1);

      // Learn More goes to the event pages of the same language; the meeting has no page.
      const learnMore = page.getByRole("link", { name: t.learnMore });
      await expect(learnMore).toHaveCount(6);
      // Each link says where it leads: "Learn More (Snow Week 2025)".
      await expect(
        upcoming.getByRole("link", { name: `${t.learnMore} (${t.snow})`, exact: true }),
      ).toHaveAttribute("href", localized("/snowweek", language));
      await expect(
        upcoming.getByRole("link", { name: `${t.learnMore} (${t.clash})`, exact: true }),
      ).toHaveAttribute("href", localized("/student-tech-clash", language));
      const past = page.getByRole("region", { name: t.past });
      for (const [title, path] of [
        [t.crisis, "/ey-competition"],
        [t.ecotech, "/EcoTech-Challenge"],
        [t.levels, "/levels"],
      ] as const) {
        await expect(
          past.getByRole("link", { name: `${t.learnMore} (${title})`, exact: true }),
        ).toHaveAttribute("href", localized(path, language));
      }
      // Past events offer nothing to book: no calendar file, no promotion.
      await expect(past.getByRole("link", { name: /calendar|calendario/ })).toHaveCount(0);
      // The lists are the build's: the page loads no script to sort them again.
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("Learn More opens the event's page, in the same language", async ({ page }) => {
      await page.goto(path);
      await page
        .getByRole("region", { name: t.upcoming })
        .getByRole("link", { name: `${t.learnMore} (${t.snow})`, exact: true })
        .click();
      await expect(page).toHaveURL(localized("/snowweek", language));
      await expect(page.getByRole("heading", { level: 1, name: "Snow Week 2025" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });

    test("every upcoming entry that takes place has a calendar file to download", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(titlesUnder(page, t.upcoming)).toHaveCount(4);
      const links = page
        .getByRole("region", { name: t.upcoming })
        .getByRole("link", { name: /Add to calendar|Aggiungi al calendario/ });
      // Every upcoming event but the cancelled one.
      await expect(links).toHaveCount(3);
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

    test("is readable without JavaScript and has no serious accessibility violation", async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page);
      await withoutJavaScript(browser, path, async (staticPage) => {
        await expect(staticPage.getByRole("heading", { name: t.upcoming })).toBeVisible();
        await expect(staticPage.getByRole("heading", { name: t.past })).toBeVisible();
        await expect(staticPage.getByRole("heading", { level: 3, name: t.snow })).toBeVisible();
      });
    });
  });
}
