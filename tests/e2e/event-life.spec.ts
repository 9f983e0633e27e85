/**
 * The life of an event, on the fixture site built on 20 October 2025, where an event is in each
 * phase: announced (applications open later), open, closed (deadline passed, event ahead),
 * happening, and ended with a recap or without one. Editions of a series link to each other.
 */
import { scaled } from "../support/time-scale";
import { expect, test, waitForHydration } from "./fixtures";
import {
  expectNoSeriousViolations,
  languages,
  localized,
  withoutJavaScript,
  type Language,
} from "./support";
import { escaped, fixtureTexts, text } from "./texts";

/** The fixture content, as each language shows it. */
const fixture = {
  en: {
    opensOn: "1 November 2025",
    deadline: "15 October 2025",
    lastEdition: "Student Tech Clash 2024",
    nextEdition: "Student Tech Clash 2025 – 22 November",
    outcome: "Twelve teams pitched their ideas; CityPulse won with a live map of free study rooms.",
    winner: "Winner: CityPulse, a live map of free study rooms",
    figure: "participants",
    always: "Smart cities: how data and software can make a city easier to live in.",
    before: "How to take part",
    faqAlways: "What is a smart city?",
    faqBefore: "How do I register?",
    levelsSummary:
      "A hands-on workshop on extracting structured data from documents with generative AI, open to anyone.",
    levelsSteps: "What we will do",
    levelsDeadline: "24 October 2024",
    eyAfter: "Slides of the final presentations",
    eyAlways: "About the workshop",
    eyBefore: "The challenge",
    quote: "The updates kept coming, just like in a real crisis.",
    quoteAuthor: "Marta Ferri",
    eyOutcome: "Wrote the crisis scenario and its updates",
    clashOutcome: "Hired two interns from the finalists",
    careerDays: "Autumn Career Days",
  },
  it: {
    opensOn: "1º novembre 2025",
    deadline: "15 ottobre 2025",
    lastEdition: "Student Tech Clash 2024",
    nextEdition: "Student Tech Clash 2025 – 22 novembre",
    outcome:
      "Dodici squadre hanno presentato le loro idee; ha vinto CityPulse con una mappa delle aule studio libere.",
    winner: "Vincitore: CityPulse, una mappa in tempo reale delle aule studio libere",
    figure: "partecipanti",
    always: "Smart city: come dati e software possono rendere una città più vivibile.",
    before: "Come partecipare",
    faqAlways: "Che cos'è una smart city?",
    faqBefore: "Come mi iscrivo?",
    levelsSummary:
      "Un workshop pratico su come estrarre dati strutturati dai documenti con l'AI generativa, aperto a tutti.",
    levelsSteps: "Cosa faremo",
    levelsDeadline: "24 ottobre 2024",
    eyAfter: "Le slide delle presentazioni finali",
    eyAlways: "Il workshop",
    eyBefore: "La sfida",
    quote: "Gli aggiornamenti continuavano ad arrivare, proprio come in una vera crisi.",
    quoteAuthor: "Marta Ferri",
    eyOutcome: "Ha scritto lo scenario di crisi e i suoi aggiornamenti",
    clashOutcome: "Ha assunto due stagisti tra i finalisti",
    careerDays: "Career Days d'autunno",
  },
} satisfies Partial<Record<Language, Record<string, string>>> & { en: Record<string, string> };

for (const language of languages) {
  const t = fixtureTexts(fixture, language);
  const at = (path: string) => localized(path, language);
  /** The gallery's second photo of four: its thumbnail's button, and the photo opened. */
  const enlarge = new RegExp(escaped(text(language, "galleryOpen", { index: 2, total: 4 })));
  const photoDialog = text(language, "galleryPhoto", { index: 2, total: 4 });

  test.describe(`an event's life (${language})`, () => {
    test("announced: a line says when applications open, and nothing links to a form", async ({
      page,
    }) => {
      await page.goto(at("/open-data-hackathon"));
      const main = page.getByRole("main");
      const notYetWords = text(language, "applicationsOpenOn", { date: t.opensOn });
      // Text where Apply will be, not a control: no button (enabled or not) says it.
      await expect(
        main.getByText(notYetWords, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: notYetWords })).toHaveCount(0);
      await expect(page.locator("main button:disabled")).toHaveCount(0);
      await expect(page.locator('a[href*="forms.example.org/open-data-hackathon"]')).toHaveCount(0);
      await expect(
        main.getByRole("link", { name: text(language, "addToCalendar") }).first(),
      ).toBeVisible();
      await expect(main.getByText(text(language, "eventEnded"))).toHaveCount(0);
    });

    test("closed: applications closed while the event is still ahead, its calendar offered", async ({
      page,
    }) => {
      await page.goto(at("/design-sprint"));
      const main = page.getByRole("main");
      // "Applications closed on <its deadline>": a line of text where Apply was, not a control.
      const closedWords = text(language, "applicationsClosedOn", { date: t.deadline });
      await expect(
        main.getByText(closedWords, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(
        page.getByRole("button", { name: text(language, "applicationsClosed") }),
      ).toHaveCount(0);
      await expect(page.locator("main button:disabled")).toHaveCount(0);
      await expect(page.locator('a[href*="forms.example.org/design-sprint"]')).toHaveCount(0);
      await expect(
        main.getByRole("link", { name: text(language, "addToCalendar") }).first(),
      ).toBeVisible();
      await expect(main.getByText(text(language, "eventEnded"))).toHaveCount(0);
    });

    test("happening: the page and its card say so", async ({ page }) => {
      await page.goto(at("/career-days"));
      await expect(
        page.getByRole("main").getByText(text(language, "happeningNow"), { exact: true }),
      ).toBeVisible();
      await page.goto(at("/events"));
      const card = page.getByRole("article", {
        name: t.careerDays,
      });
      await expect(card.getByText(text(language, "happeningNow"), { exact: true })).toBeVisible();
    });

    test("open: the form, a place to be announced, and a link to the last edition's recap; ended with a recap: what happened first, what comes next, and its photos opened by keyboard", async ({
      page,
    }) => {
      // The recap is reached from the open edition's link to it, a load of its own (the built
      // pages have no client-side routing): the first step after it looks at the recap as loaded,
      // the gallery's (the keyboard, a photo opened and closed) comes last.
      test.setTimeout(scaled(50_000));
      await test.step("open: the form, a place to be announced, and a link to the last edition's recap", async () => {
        await page.goto(at("/student-tech-clash"));
        const main = page.getByRole("main");
        await expect(
          main.getByRole("link", { name: new RegExp(`^${escaped(text(language, "applyNow"))}`) }),
        ).toHaveCount(2);
        await expect(main.getByText(text(language, "placeToBeAnnounced")).first()).toBeVisible();
        // "Last edition: Student Tech Clash 2024 – See the recap".
        const last = main.getByRole("link", {
          name: `${text(language, "recapLink")} (${t.lastEdition})`,
          exact: true,
        });
        await expect(last.locator("..")).toContainText(t.lastEdition);
        await expect(last).toHaveAttribute("href", at("/student-tech-clash-2024"));
        await last.click();
        await expect(page).toHaveURL(at("/student-tech-clash-2024"));
        await expect(
          page.getByRole("heading", { level: 2, name: text(language, "recapHeading") }),
        ).toBeVisible();
        // Loaded, its scripts with it, and hydrated: as `page.goto` leaves a page.
        await page.waitForLoadState("load");
        await waitForHydration(page);
      });
      await test.step("ended with a recap: it leads with what happened, and offers what comes next", async () => {
        const main = page.getByRole("main");
        const header = main.locator("header").first();
        await expect(header.getByText(text(language, "eventEnded"))).toBeVisible();
        // Its one next step is its next edition (below), not the events page.
        await expect(
          header.getByRole("link", { name: text(language, "seeAllEvents") }),
        ).toHaveCount(0);
        // The outcome is the page's lead, and its description for search engines.
        await expect(header.getByText(t.outcome)).toBeVisible();
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          new RegExp(`^${escaped(t.outcome)}`),
        );
        // The recap comes first in the content, then what is marked to stay: three blocks, the
        // results part of what happened (a page with section dots has as many ended as ahead).
        const headings = await main.locator("h2").allTextContents();
        expect(headings.slice(0, 3)).toEqual([
          text(language, "recapHeading"),
          text(language, "recapPhotos"),
          text(language, "recapThanks"),
        ]);
        await expect(
          main
            .getByRole("region", { name: text(language, "recapHeading") })
            .getByRole("heading", { level: 3, name: text(language, "recapResults") }),
        ).toBeVisible();
        // The summary's paragraphs are spaced as any text's, by their own margin only.
        const summary = main
          .getByRole("region", { name: text(language, "recapHeading") })
          .locator("p");
        const [first, second] = [
          await summary.nth(0).boundingBox(),
          await summary.nth(1).boundingBox(),
        ];
        const margin = await summary
          .nth(0)
          .evaluate((paragraph) => parseFloat(getComputedStyle(paragraph).marginBottom));
        expect(margin).toBeGreaterThan(0);
        expect((second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0))).toBeCloseTo(margin, 0);
        await expect(main.getByText(t.winner)).toBeVisible();
        await expect(main.getByText(t.figure, { exact: true })).toBeVisible();
        await expect(main.getByText("48", { exact: true })).toBeVisible();
        await expect(
          main.getByRole("heading", { name: text(language, "recapThanks") }),
        ).toBeVisible();
        // The partner the recap names, with what came of it.
        const thanks = main.getByRole("region", { name: text(language, "recapThanks") });
        await expect(
          thanks.getByRole("link", {
            name: new RegExp(`^${text(language, "sponsorAlt", { number: 1 })}`),
          }),
        ).toHaveAttribute("href", "https://www.example.com/sponsor-1");
        await expect(thanks.getByText(t.clashOutcome)).toBeVisible();
        await expect(main.getByText(t.always)).toBeVisible();
        // What only made sense before the day is gone: how to take part, registration questions,
        // whom to ask, the calendar file, the form.
        await expect(main.getByRole("heading", { name: t.before })).toHaveCount(0);
        await expect(main.locator("summary").filter({ hasText: t.faqAlways })).toHaveCount(1);
        await expect(main.locator("summary").filter({ hasText: t.faqBefore })).toHaveCount(0);
        await expect(main.getByRole("heading", { name: text(language, "questions") })).toHaveCount(
          0,
        );
        await expect(main.getByRole("link", { name: text(language, "addToCalendar") })).toHaveCount(
          0,
        );
        await expect(
          page.locator('a[href*="forms.example.org/student-tech-clash-2024"]'),
        ).toHaveCount(0);
        await expect(main).not.toContainText(/laptop|portatile/);

        // What comes next: the next edition (where the main action was), partnering, hearing of
        // the next one.
        const nextEdition = main
          .getByText(text(language, "nextEdition"), { exact: true })
          .filter({ visible: true })
          .locator("..");
        await expect(nextEdition).toContainText(t.nextEdition);
        await expect(
          nextEdition.getByRole("link", {
            name: new RegExp(`^${escaped(text(language, "learnMore"))}`),
          }),
        ).toHaveAttribute("href", at("/student-tech-clash"));
        const next = main.getByRole("region", { name: text(language, "nextSteps") });
        await expect(
          next.getByRole("heading", { name: text(language, "partnerNextOne") }),
        ).toBeVisible();
        await expect(
          next.getByRole("link", { name: text(language, "becomePartner") }),
        ).toHaveAttribute("href", at("/partners"));
        await expect(
          next.getByRole("heading", { name: text(language, "hearNextEdition") }),
        ).toBeVisible();
        await expect(
          next.getByRole("link", {
            name: `${text(language, "subscribe")} (${text(language, "kindIdeasDayPlural")})`,
          }),
        ).toHaveAttribute("href", `webcal://chapter.example.org${at("/events/ideas-days.ics")}`);
        await expect(
          next.getByRole("link", { name: new RegExp(`^${escaped(text(language, "instagram"))}`) }),
        ).toHaveAttribute("target", "_blank");

        // The recap's photos join the event's picture in its schema.org data.
        const data = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
        );
        expect(data.image).toHaveLength(5);
        expect(data.startDate).toMatch(/^2024-11-23T09:00:00\+01:00$/);
        await expectNoSeriousViolations(page);
      });
      await test.step("the gallery's photos are reached and opened by keyboard", async () => {
        const gallery = page.getByRole("region", { name: text(language, "recapPhotos") });
        const second = gallery.getByRole("button", { name: enlarge });
        await second.focus();
        await page.keyboard.press("Enter");
        const view = page.getByRole("dialog", { name: photoDialog });
        await expect(view).toBeVisible();
        // Tab moves into the open photo, to its Close button.
        await page.keyboard.press("Tab");
        await expect(
          view.getByRole("button", { name: text(language, "galleryClose") }),
        ).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(view).toBeHidden();
      });
    });

    test("ended without a recap: what it was, nothing of what was to come", async ({ page }) => {
      await page.goto(at("/levels"));
      const main = page.getByRole("main");
      await expect(
        main.locator("header").first().getByText(text(language, "eventEnded")),
      ).toBeVisible();
      await expect(main.locator("header").first().getByText(t.levelsSummary)).toBeVisible();
      // No next edition: its one next step is the events page, where whatever comes next is.
      await expect(
        main
          .locator("header")
          .first()
          .getByRole("link", { name: text(language, "seeAllEvents") }),
      ).toHaveAttribute("href", at("/events"));
      await expect(main.getByRole("heading", { name: text(language, "recapHeading") })).toHaveCount(
        0,
      );
      await expect(main.getByRole("heading", { name: t.levelsSteps })).toHaveCount(0);
      await expect(main.getByText(t.levelsDeadline)).toHaveCount(0);
      await expect(main.getByRole("region", { name: text(language, "nextSteps") })).toBeVisible();
    });

    test("ended: sections marked to stay or to come after are shown, the others not; the quotes and what the partner got", async ({
      page,
    }) => {
      await page.goto(at("/ey-competition"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: t.eyAlways })).toBeVisible();
      await expect(main.getByRole("heading", { name: t.eyAfter })).toBeVisible();
      await expect(main.getByRole("heading", { name: t.eyBefore, exact: true })).toHaveCount(0);
      // The words about the event, from the quotes' file: a participant's, then the partner's.
      const quote = main.locator("figure").filter({ hasText: t.quoteAuthor });
      await expect(quote.locator("blockquote")).toContainText(t.quote);
      await expect(main.locator("figure:has(blockquote)")).toHaveCount(2);
      // The partner the recap names (its sponsor's logo and site), with what came of it.
      const thanks = main.getByRole("region", { name: text(language, "recapThanks") });
      const partner = thanks.getByRole("link", {
        name: new RegExp(`^${text(language, "sponsorAlt", { number: 3 })}`),
      });
      await expect(partner).toHaveAttribute("href", "https://www.example.com/sponsor-3");
      await expect(partner).toHaveAttribute("target", "_blank");
      await expect(partner.locator("img")).toBeVisible();
      await expect(thanks.getByText(t.eyOutcome)).toBeVisible();
    });

    test("the gallery opens a photo in full without JavaScript, and closes it", async ({
      browser,
    }) => {
      await withoutJavaScript(browser, at("/student-tech-clash-2024"), async (page) => {
        await expect(page.locator('script[type="module"]')).toHaveCount(0);
        const gallery = page.getByRole("region", { name: text(language, "recapPhotos") });
        const thumbnails = gallery.getByRole("button", { name: /./ });
        await expect(thumbnails).toHaveCount(4);
        await gallery.getByRole("button", { name: enlarge }).click();
        const view = page.getByRole("dialog", { name: photoDialog });
        await expect(view).toBeVisible();
        const image = view.getByRole("img");
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // Whole, within the screen.
        const box = await image.boundingBox();
        const viewport = page.viewportSize();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
        await page.keyboard.press("Escape");
        await expect(view).toBeHidden();
        await gallery.getByRole("button", { name: enlarge }).click();
        await view.getByRole("button", { name: text(language, "galleryClose") }).click();
        await expect(view).toBeHidden();
      });
    });
  });
}

test.describe("the events page on 20 October 2025", () => {
  test("shows the specification's two sections: upcoming events, then past events, led by the latest recaps, then the others by year", async ({
    page,
  }) => {
    await page.goto("/events");
    const sections = await page.locator("main h2").allTextContents();
    expect(sections.slice(0, 2)).toEqual([text("en", "upcomingevents"), text("en", "pastevents")]);
    const highlights = page.getByRole("region", { name: text("en", "recentHighlights") });
    await expect(highlights.getByRole("article")).toHaveCount(3);
    await expect(highlights.getByRole("heading", { level: 4 })).toHaveText([
      "Crisis Management Workshop",
      "Student Tech Clash 2024",
      "EcoTech Challenge",
    ]);
    await expect(
      highlights
        .getByRole("link", { name: new RegExp(`^${escaped(text("en", "recapLink"))}`) })
        .first(),
    ).toHaveAttribute("href", "/ey-competition");
    // The highlighted events are not listed again: the archive holds the others, by year.
    const past = page.getByRole("region", { name: text("en", "pastevents") });
    await expect(past.getByRole("heading", { level: 3 })).toHaveText([
      text("en", "recentHighlights"),
      "2024",
    ]);
    await expect(past.getByRole("heading", { level: 4 })).toHaveText([
      "Crisis Management Workshop",
      "Student Tech Clash 2024",
      "EcoTech Challenge",
      "Document Intelligence: Extract Data with GenAI",
    ]);
    // A highlight says what came of it; a past card without a recap only what and when.
    await expect(
      highlights.getByRole("article", { name: "EcoTech Challenge" }).getByText(/Team Leaf won/),
    ).toBeVisible();
  });

  test("in Italian too", async ({ page }) => {
    await page.goto("/it/events");
    const sections = await page.locator("main h2").allTextContents();
    expect(sections.slice(0, 2)).toEqual([text("it", "upcomingevents"), text("it", "pastevents")]);
    await expect(
      page
        .getByRole("region", { name: text("it", "recentHighlights") })
        .getByRole("link", { name: new RegExp(`^${escaped(text("it", "recapLink"))}`) }),
    ).toHaveCount(3);
  });
});
