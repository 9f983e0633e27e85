import { formatFileSize } from "../../app/lib/numbers";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import {
  expectImagesLoaded,
  expectNothingCovers,
  languages,
  localized,
  withoutJavaScript,
} from "./support";
import { escaped, fixtureTexts, newTabName, text } from "./texts";

/** The fixture content as each language shows it. */
const fixture = {
  en: {
    figure: "students reached each year",
    figureValue: "1,500+",
    universitiesInCity: "universities in Turin",
    eventsPerYear: "events a year",
    format: "Hackathon challenge",
    ey: "Crisis Management Workshop",
    ecotech: "EcoTech Challenge",
    clash: "Student Tech Clash",
    clash2024: "Student Tech Clash 2024",
    eyDate: "Friday, 11 April 2025",
    eyGot: "Sat three managers on the board",
    ecotechOutcome: "Eighteen teams from six universities took part",
    gets: "A seat on the jury",
    field: "Management engineering",
    university: "University of Turin",
    partnerQuote: "Our managers came back with three names they wanted to interview.",
    partnerRole: "Risk Advisory Partner, EY",
    hostile:
      "Words stay words: <b>bold</b> and [a link](javascript:alert(1)) are written as typed.",
  },
  it: {
    figure: "studenti raggiunti ogni anno",
    figureValue: "1.500+",
    universitiesInCity: "università a Torino",
    eventsPerYear: "eventi all'anno",
    format: "Sfida di un hackathon",
    ey: "Workshop di gestione delle crisi",
    ecotech: "EcoTech Challenge",
    clash: "Student Tech Clash",
    clash2024: "Student Tech Clash 2024",
    eyDate: "venerdì 11 aprile 2025",
    eyGot: "Ha messo tre manager nel consiglio",
    ecotechOutcome: "Hanno partecipato diciotto squadre di sei università",
    gets: "Un posto in giuria",
    field: "Ingegneria gestionale",
    university: "Università di Torino",
    partnerQuote: "I nostri manager sono tornati con tre nomi da chiamare a colloquio.",
    partnerRole: "Partner, Risk Advisory, EY",
    hostile:
      "Le parole restano parole: <b>grassetto</b> e [un link](javascript:alert(1)) sono scritti come digitati.",
  },
} as const;

for (const language of languages) {
  const t = fixtureTexts(fixture, language);
  const path = localized("/partners", language);
  /** Any sponsor's logo: "Sponsor 1", "Sponsor 2", ... */
  const sponsorLogo = new RegExp(
    `^${escaped(text(language, "sponsorAlt", { number: "#" })).replace("#", "\\d+")}$`,
  );

  test.describe(`partners page (${language})`, () => {
    test("tells companies why and how to partner and whom to write, and links the sponsors' logos", async ({
      page,
      context,
      request,
      browser,
    }) => {
      // One page, loaded once: each step looks at it as loaded (the layout step puts the
      // screen's size back), then its twin without scripts; the last two click, a logo (a new
      // tab) and a card's link.
      test.setTimeout(scaled(60_000));
      await page.goto(path);
      await test.step("introduces collaborations and links ten sponsor logos in new tabs", async () => {
        // The page is headed with the bar's word for it; the specification's "Collaborations"
        // heads its first section.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          text(language, "partners"),
        );
        await expect(
          page.getByRole("heading", {
            level: 2,
            name: text(language, "partnershipPitch"),
            exact: true,
          }),
        ).toBeVisible();
        const grid = page.getByRole("region", { name: text(language, "ourpartners"), exact: true });
        // Each logo a link to the sponsor's site; beside two, what they did with the chapter.
        const logos = grid.getByRole("link", {
          name: new RegExp(`${escaped(text(language, "opensInNewTab"))}$`),
        });
        await expect(logos).toHaveCount(10);
        for (let number = 1; number <= 10; number++) {
          const link = grid.getByRole("link", {
            name: newTabName(language, text(language, "sponsorAlt", { number })),
            exact: true,
          });
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link).toHaveAttribute("href", /^https:\/\//);
          await expect(
            link.getByRole("img", { name: text(language, "sponsorAlt", { number }) }),
          ).toBeVisible();
        }
        await expectImagesLoaded(page);
      });
      await test.step("tells companies why and how to partner, with figures and past collaborations", async () => {
        const intro = page.getByRole("region", { name: text(language, "partnershipPitch") });
        await expect(
          intro.getByRole("heading", { level: 3, name: text(language, "audienceFigures") }),
        ).toBeVisible();
        await expect(intro.getByText(t.figure)).toBeVisible();
        // Written in the page's language: "1.500+" in Italian.
        await expect(intro.getByText(t.figureValue, { exact: true })).toBeVisible();

        const formats = page.getByRole("region", { name: text(language, "collaborationFormats") });
        await expect(formats.getByRole("heading", { level: 3 })).toHaveCount(4);
        await expect(formats.getByRole("heading", { level: 3, name: t.format })).toBeVisible();

        // What each format gives a company, and who it meets.
        await expect(formats.getByText(t.gets)).toBeVisible();
        await expect(intro.getByText(t.field, { exact: true })).toBeVisible();
        await expect(intro.getByText(t.university, { exact: true })).toBeVisible();

        // Past events with partners, newest first, each linking to its page; not the upcoming one.
        const past = page.getByRole("region", { name: text(language, "pastCollaborations") });
        const entries = past.locator("li[id^='collaboration-']");
        await expect(entries).toHaveCount(3);
        await expect(entries.first()).toContainText(t.ey);
        await expect(entries.nth(1)).toContainText(t.clash2024);
        await expect(entries.last()).toContainText(t.ecotech);
        const ey = entries.filter({ hasText: t.ey });
        await expect(ey).toContainText(t.eyDate);
        // What the partner got, written once in the event's recap, beside its logo, which names
        // it: the name is the picture's text, not written again beside it.
        await expect(
          ey.getByRole("img", { name: text(language, "sponsorAlt", { number: 3 }), exact: true }),
        ).toBeVisible();
        await expect(ey).not.toContainText(text(language, "sponsorAlt", { number: 3 }));
        await expect(ey.getByRole("listitem").filter({ hasText: t.eyGot })).toBeVisible();
        await expect(ey.getByRole("link", { name: t.ey })).toHaveAttribute(
          "href",
          localized("/ey-competition", language),
        );
        // An event that only names its partner: the partner and the recap's one line.
        const ecotech = entries.filter({ hasText: t.ecotech });
        await expect(ecotech).toContainText(
          text(language, "withPartner", { partner: "Example Energy" }),
        );
        await expect(ecotech).toContainText(t.ecotechOutcome);
        // Not the edition still ahead.
        await expect(past.getByRole("link", { name: t.clash, exact: true })).toHaveCount(0);
      });
      await test.step("shows partners' words as text, whatever they hold", async () => {
        const voices = page.getByRole("region", { name: text(language, "partnerVoices") });
        const quote = voices.locator("figure").filter({ hasText: t.partnerQuote });
        await expect(quote).toContainText("Anna Verdi");
        await expect(quote).toContainText(t.partnerRole);
        await expect(quote.getByRole("img")).toHaveCount(0); // the portrait is decorative (alt "")
        await expect(quote.locator("img")).toBeVisible();
        // No student's words here: the home page has them.
        await expect(voices.getByText("Marta Ferri")).toHaveCount(0);
        // HTML and a javascript: link in the words stay words.
        const hostile = voices.locator("figure").filter({ hasText: "Planted <i>Partner</i>" });
        // (The quotation marks are the style's, not the text's.)
        await expect(hostile.locator("blockquote")).toHaveText(t.hostile);
        await expect(hostile.locator("b, i, a")).toHaveCount(0);
        await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
      });
      await test.step("names the person a company talks to, from the team", async () => {
        const contact = page.getByRole("region", { name: text(language, "workWithUs") });
        await expect(
          contact.getByRole("heading", { name: text(language, "yourContact") }),
        ).toBeVisible();
        await expect(contact.getByText("Luca Ricci", { exact: true })).toBeVisible();
        await expect(contact.getByText(text(language, "cr"), { exact: true })).toBeVisible();
        await expect(contact.locator("img")).toBeVisible();
        await expect(contact.getByRole("link", { name: "corporate@example.org" })).toBeVisible();
        await expect(
          contact.getByRole("link", { name: `${text(language, "writeAnEmail")} (Luca Ricci)` }),
        ).toBeVisible();
      });
      await test.step("links the deck the build made in the page's language, with its real size", async () => {
        // "Partnership deck (PDF, 97 KB)": whatever the size, said as the language says it.
        const [before, after] = text(language, "partnershipDeck", { size: "SIZE" }).split("SIZE");
        const deck = page.getByRole("link", {
          name: new RegExp(`^${escaped(before!)}([\\d.,]+ [KM]B)${escaped(after!)}$`),
        });
        await expect(deck).toBeVisible();
        const href = (await deck.getAttribute("href")) ?? "";
        expect(href).toBe(localized("/partnership-deck.pdf", language));
        const response = await request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe("%PDF-");
        expect(body.length).toBeLessThan(1024 * 1024);
        const size = formatFileSize(body.length, language);
        await expect(deck).toHaveAccessibleName(text(language, "partnershipDeck", { size }));
      });
      await test.step("every partnership e-mail goes to the contact, its subject saying where it came from", async () => {
        const contact = page.getByRole("region", { name: text(language, "workWithUs") });
        await expect(
          page.getByRole("link", { name: text(language, "becomePartner"), exact: true }),
        ).toBeVisible();
        const mailLinks = page.locator('a[href^="mailto:"]');
        // Become a partner, one per format, the contact's address and button.
        await expect(mailLinks).toHaveCount(7);
        const formats = await page
          .getByRole("region", { name: text(language, "collaborationFormats") })
          .getByRole("heading", { level: 3 })
          .allTextContents();
        const subjects = [
          text(language, "partnershipSubject"),
          ...formats.map((format) => text(language, "formatSubject", { format })),
        ];
        for (const href of await mailLinks.evaluateAll((links) =>
          links.map((link) => link.getAttribute("href") ?? ""),
        )) {
          expect(href).toMatch(/^mailto:[^@?&\s]+@[^@?&\s]+\.[a-z]+\?subject=[^&?\s]+$/);
          expect(href).not.toMatch(/%0[AD]/i);
          const url = new URL(href);
          expect(url.pathname).toBe("corporate@example.org");
          expect([...url.searchParams.keys()]).toEqual(["subject"]);
          expect(subjects).toContain(url.searchParams.get("subject"));
        }
        await expect(contact.getByRole("link", { name: "corporate@example.org" })).toHaveAttribute(
          "href",
          `mailto:corporate@example.org?subject=${encodeURIComponent(text(language, "partnershipSubject"))}`,
        );
      });
      await test.step("lays the logos out in columns that fit the screen", async () => {
        // The screen's size changes, and is put back: the page has no script, its layout is its
        // style's at each size.
        const screen = page.viewportSize();
        for (const [width, columns] of [
          [360, 2],
          [1440, 5],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          const lefts = await page
            .getByRole("region", { name: text(language, "ourpartners"), exact: true })
            .getByRole("listitem")
            .evaluateAll((items) =>
              items.map((item) => Math.round(item.getBoundingClientRect().left)),
            );
          expect(new Set(lefts).size).toBe(columns);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        }
        if (screen) await page.setViewportSize(screen);
      });
      await test.step("leads with the evidence: the chapter's own audience in figures, the logos, the formats, the past collaborations, then the one contact", async () => {
        await expect(page.locator("main h2")).toHaveText([
          text(language, "partnershipPitch"),
          text(language, "ourpartners"),
          text(language, "collaborationFormats"),
          text(language, "pastCollaborations"),
          text(language, "partnerVoices"),
          text(language, "workWithUs"),
        ]);
        // The chapter's figures, and how many fields its students study (the list under them):
        // none of the network's ("members across Europe") poses as the chapter's.
        const figures = page.locator("#figures-heading + dl");
        await expect(figures.locator("dt")).toHaveText([
          t.figure,
          t.universitiesInCity,
          t.eventsPerYear,
          text(language, "fieldsOfStudyCount", { count: 3 }),
        ]);
        await expect(figures.locator("dd")).toHaveText([t.figureValue, "2", "12", "3"]);
        // Past collaborations one a row, each as wide as the list: never a card half empty
        // beside a fuller one.
        const past = page.getByRole("region", { name: text(language, "pastCollaborations") });
        const list = await past.locator("ul").first().boundingBox();
        for (const box of await past
          .locator("li[id^='collaboration-']")
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width)))
          expect(box).toBeCloseTo(list?.width ?? 0, 0);
        // The one contact is a person: name, role and address.
        const contact = page.getByRole("region", { name: text(language, "workWithUs") });
        await expect(contact.getByText("Luca Ricci", { exact: true })).toBeVisible();
        await expect(contact.getByRole("link", { name: "corporate@example.org" })).toBeVisible();
      });
      await test.step("is readable without JavaScript", async () => {
        await withoutJavaScript(browser, path, async (staticPage) => {
          await expect(
            staticPage
              .getByRole("region", { name: text(language, "ourpartners"), exact: true })
              .getByRole("img", { name: sponsorLogo }),
          ).toHaveCount(10);
        });
      });
      await test.step("a logo opens the sponsor's site in a new tab", async () => {
        await context.route("https://www.example.com/**", (route) =>
          route.fulfill({ body: "<title>Sponsor</title>", contentType: "text/html" }),
        );
        const [popup] = await Promise.all([
          page.waitForEvent("popup"),
          page
            .getByRole("link", {
              name: new RegExp(`^${escaped(text(language, "sponsorAlt", { number: 3 }))} `),
            })
            .click(),
        ]);
        await expect(popup).toHaveURL("https://www.example.com/sponsor-3");
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await expect(page).toHaveURL(path);
        // The sponsor's tab closed, the page is the one tab again.
        await popup.close();
      });
      await test.step("the logo grid holds logos only: what a partner did is the past collaborations' list", async () => {
        const grid = page.getByRole("region", { name: text(language, "ourpartners"), exact: true });
        // Every link of the grid is a logo to a sponsor's site; no other link floats between them.
        const links = grid.getByRole("link");
        await expect(links).toHaveCount(10);
        for (const href of await links.evaluateAll((all) =>
          all.map((link) => link.getAttribute("href") ?? ""),
        ))
          expect(href).toMatch(/^https:\/\//);
      });
    });
  });
}

for (const language of languages) {
  const t = fixtureTexts(fixture, language);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`partners page at ${viewport.width}×${viewport.height} (${language})`, () => {
      test.use({ viewport });

      test("shows a collaboration linked to its recap, a partner's words and the named contact", async ({
        page,
      }) => {
        await page.goto(localized("/partners", language));
        const past = page.getByRole("region", { name: text(language, "pastCollaborations") });
        const recap = past.getByRole("link", { name: t.ey });
        await recap.scrollIntoViewIfNeeded();
        await expect(recap).toBeInViewport();
        await expectNothingCovers(recap, "the link to the recap");
        const quote = page
          .getByRole("region", { name: text(language, "partnerVoices") })
          .locator("figure")
          .filter({ hasText: t.partnerQuote });
        await quote.scrollIntoViewIfNeeded();
        await expect(quote).toBeInViewport();
        const contact = page
          .getByRole("region", { name: text(language, "workWithUs") })
          .getByRole("link", { name: `${text(language, "writeAnEmail")} (Luca Ricci)` });
        await contact.scrollIntoViewIfNeeded();
        await expectNothingCovers(contact, "the contact's button");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await recap.click();
        await expect(page).toHaveURL(localized("/ey-competition", language));
        await expect(
          page.getByRole("heading", { name: text(language, "recapHeading") }),
        ).toBeVisible();
      });
    });
  }
}
