/**
 * The home page in each language, by the state a visitor opens it in: at 1280 × 720 (its
 * content, its head, its images, its case at 1366 × 768 too, and the About page it leads to), on
 * a wide screen and on a phone (the first screen's lead, case and links, and the voices), and
 * without JavaScript. Each test opens the page once and checks its behaviours as steps, named as
 * they were when each was a test of its own; another width is the loaded page resized; a step
 * that scrolls comes after those that read the page as loaded, or the page is brought back to
 * its top, and the step that clicks away is last.
 */
import type { Page } from "@playwright/test";
import { scaled } from "../support/time-scale";
import { expect, test } from "./fixtures";
import {
  backToTop,
  defaultLanguage,
  expectImagesLoaded,
  expectInFirstScreen,
  expectNothingCovers,
  languages,
  localized,
  withoutJavaScript,
} from "./support";
import { fixtureTexts, newTabName, text } from "./texts";

const expectations = {
  en: {
    promise: "Real projects, real companies, friends across Europe",
    reasons: ["Learn by doing", "Meet companies early", "Friends across Europe"],
    joiningText: "Free, no membership fee.",
    nextEventTitle: "Student Tech Clash",
    nextEventWhen: "Saturday, 22 November 2025, 09:00–18:00",
    meetingTitle: "Autumn Career Days",
    meetingWhen: "19–21 October 2025",
    afterApplying: "A board member writes back within a week.",
    facts: ["non-profit organisation of students", "Here in Turin we organise events"],
    taglines: ["Developing skills", "Empowering Diversity"],
    figures: [
      ["1989", "the year it was founded"],
      ["90+", "universities in the network"],
      ["1,000+", "members across Europe"],
    ],
    campus: "Politecnico di Torino, Turin",
  },
  it: {
    promise: "Progetti veri, aziende vere, amici in tutta Europa",
    reasons: ["Impara facendo", "Incontra le aziende presto", "Amici in tutta Europa"],
    joiningText: "Gratis, nessuna quota associativa.",
    nextEventTitle: "Student Tech Clash",
    nextEventWhen: "sabato 22 novembre 2025, 09:00–18:00",
    meetingTitle: "Career Days d'autunno",
    meetingWhen: "19–21 ottobre 2025",
    afterApplying: "Un membro del direttivo ti risponde entro una settimana.",
    facts: ["senza scopo di lucro di studenti", "Qui a Torino organizziamo eventi"],
    taglines: ["Sviluppare competenze", "Valorizzare la diversità"],
    figures: [
      ["1989", "l'anno della fondazione"],
      ["90+", "università nella rete"],
      ["1.000+", "membri in tutta Europa"],
    ],
    campus: "Politecnico di Torino, Torino",
  },
} as const;

/** The fixture's first student's and first partner's words (tests/fixtures/site, quotes.yaml). */
const voices = {
  en: {
    student: ["Marta Ferri", "The updates kept coming", "Participant, MSc Management Engineering"],
    partner: ["Anna Verdi", "Our managers came back with three names", "Risk Advisory Partner, EY"],
    event: "Crisis Management Workshop",
  },
  it: {
    student: [
      "Marta Ferri",
      "Gli aggiornamenti continuavano ad arrivare",
      "Partecipante, Laurea magistrale in Ingegneria gestionale",
    ],
    partner: [
      "Anna Verdi",
      "I nostri manager sono tornati con tre nomi",
      "Partner, Risk Advisory, EY",
    ],
    event: "Workshop di gestione delle crisi",
  },
} as const;

/** A laptop's screen where the home page's case is read too. */
const wideLaptop = { width: 1366, height: 768 };

const wideThenPhone = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const language of languages) {
  const expected = fixtureTexts(expectations, language);
  const heard = fixtureTexts(voices, language);
  const joinName = newTabName(language, text(language, "joinus"));
  const path = localized("/", language);

  /** The case for joining, on the page as loaded at `viewport` (its first screen): it scrolls. */
  const makesItsCase = (page: Page, viewport: { width: number; height: number }) =>
    test.step(`makes its case at ${viewport.width} × ${viewport.height}: a promise, reasons to join, an invitation to companies`, async () => {
      await expectInFirstScreen(page, page.getByRole("heading", { level: 1 }), "the promise");
      const why = page.getByRole("region", { name: text(language, "whyJoin") });
      await expect(why.getByRole("heading", { level: 3 })).toHaveText([
        ...expected.reasons,
        text(language, "joiningHeading"),
      ]);
      for (const term of ["joiningCost", "joiningTime", "joiningWho"] as const) {
        await expect(why.getByRole("term").filter({ hasText: text(language, term) })).toBeVisible();
      }
      await expect(why.getByText(expected.joiningText)).toBeVisible();
      await expect(why.getByRole("link", { name: joinName, exact: true })).toHaveAttribute(
        "href",
        "https://forms.example.org/join-us",
      );
      const partner = page.getByRole("region", { name: text(language, "partnerWithUs") });
      const link = partner.getByRole("link", { name: text(language, "becomePartner") });
      await expect(link).toHaveAttribute("href", localized("/partners", language));
      await expectNothingCovers(link, text(language, "becomePartner"));
      // Every figure in the page's language: no "1,500" on an Italian or German page, no
      // "1.500" on an English one.
      const main = (await page.getByRole("main").innerText()).replace(/\d{1,2}:\d\d/g, "");
      const grouping = new Intl.NumberFormat(language).format(1500).charAt(1);
      expect(main).not.toMatch(grouping === "," ? /\d\.\d{3}/ : /\d,\d{3}/);
    });

  test.describe(`home page (${language})`, () => {
    test("at 1280 × 720: what it says, its head and images, and the About page; makes its case at 1366 × 768; readable with JavaScript disabled", async ({
      page,
      browser,
    }) => {
      // Eight behaviours of one load (and the About page's).
      test.setTimeout(scaled(75_000));
      await page.goto(path);

      // Steps that read the page as loaded.
      await test.step("says what happens after someone applies to join, beside the way in", async () => {
        const joining = page.getByRole("complementary", { name: text(language, "joiningHeading") });
        await expect(
          joining.getByRole("heading", { name: text(language, "afterApplying") }),
        ).toBeVisible();
        await expect(joining.getByRole("listitem").first()).toHaveText(expected.afterApplying);
      });

      await test.step("ends with the association in figures", async () => {
        const main = page.getByRole("main");
        await expect(
          main.getByRole("heading", { name: text(language, "associationFigures") }),
        ).toBeVisible();
        // Each number is given with what it counts (a description list: term, then value).
        for (const [value, label] of expected.figures) {
          const term = main.getByRole("term").filter({ hasText: label });
          await expect(term).toBeVisible();
          await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value);
        }
        // The figures close the page: its last section.
        await expect(main.locator(":scope > section").last()).toHaveAttribute(
          "id",
          "association-figures",
        );
      });

      await test.step("shows the partners' logos beside the invitation, and leads to the partners page", async () => {
        const section = page.getByRole("region", { name: text(language, "partnerWithUs") });
        await expect(
          section.getByRole("link", { name: text(language, "becomePartner") }),
        ).toHaveAttribute("href", localized("/partners", language));
        await expect(section.getByRole("img")).toHaveCount(10);
        await expect(
          section.getByRole("link", { name: text(language, "allPartners") }),
        ).toHaveAttribute("href", localized("/partners", language));
      });

      await test.step("loads the banner first and the photos below the fold lazily, in modern formats", async () => {
        const banner = page.locator("main picture").first();
        await expect(banner.locator("source[type='image/avif']")).toHaveAttribute("srcset", /480w/);
        await expect(banner.locator("source[type='image/webp']")).toHaveAttribute(
          "srcset",
          /\.webp/,
        );
        const bannerImage = banner.locator("img");
        await expect(bannerImage).toHaveAttribute("fetchpriority", "high");
        await expect(bannerImage).toHaveAttribute("loading", "eager");
        await expect
          .poll(() => bannerImage.evaluate((image: HTMLImageElement) => image.currentSrc))
          .toMatch(/\.avif$/);
        for (const image of await page.locator("main img").all()) {
          if ((await image.getAttribute("fetchpriority")) === "high") continue;
          await expect(image).toHaveAttribute("loading", "lazy");
        }
      });

      await test.step("has a head for search engines: description, canonical and hreflang", async () => {
        const head = page.locator("head");
        await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        const origin = "https://chapter.example.org";
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${origin}${path}`,
        );
        for (const twin of languages) {
          await expect(head.locator(`link[rel="alternate"][hreflang="${twin}"]`)).toHaveAttribute(
            "href",
            `${origin}${twin === defaultLanguage ? "/" : localized("/", twin)}`,
          );
        }
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          "href",
          `${origin}/`,
        );
        for (const icon of await head
          .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
          .all()) {
          const href = await icon.getAttribute("href");
          const response = await page.request.get(href ?? "");
          expect(response.status(), href ?? "").toBe(200);
        }
        // The identity's logo, in the bar and in the footer, as the build published it.
        for (const logo of [
          page.locator("header > a[data-logo] img"),
          page.locator("[data-footer-logo]"),
        ]) {
          const src = (await logo.getAttribute("src")) ?? "";
          expect(src).toMatch(/\.(svg|png)$/);
          expect((await page.request.get(src)).status(), src).toBe(200);
        }
      });

      // The first screen is still as loaded: nothing above scrolled. This step scrolls.
      await makesItsCase(page, { width: 1280, height: 720 });
      // At 1366 × 768 too, the page made wider rather than loaded again (its layout is its
      // style's), from its top; then back to 1280 × 720.
      await page.setViewportSize(wideLaptop);
      await backToTop(page);
      await makesItsCase(page, wideLaptop);
      await page.setViewportSize({ width: 1280, height: 720 });

      // The page's twin without scripts, in a context of its own: a test of its own cost about
      // as much as a load.
      await test.step("is readable with JavaScript disabled", () =>
        withoutJavaScript(browser, path, async (staticPage) => {
          // The main heading is a promise; the chapter's name is written above it.
          await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText(expected.promise);
          await expect(
            staticPage.locator("main h1").locator("xpath=preceding-sibling::p[1]"),
          ).toHaveText("EST Torino");
          await expect(staticPage.getByText(expected.reasons[0])).toBeVisible();
          await expect(staticPage.getByText(expected.joiningText)).toBeVisible();
          await expect(staticPage.getByRole("contentinfo")).toBeVisible();
        }));

      // Scrolls through the page, then leaves it for the About page: last.
      await test.step("shows the promise and life in the chapter; the story, mission, vision and map are the About page's", async () => {
        await expect(page).toHaveTitle(text(language, "homeTitle"));
        // The main heading is a promise; the chapter's name is written above it.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.promise);
        await expect(page.locator("main h1").locator("xpath=preceding-sibling::p[1]")).toHaveText(
          "EST Torino",
        );
        const main = page.getByRole("main");
        await expect(
          main.getByRole("heading", { name: text(language, "lifeInTheChapter"), exact: true }),
        ).toBeVisible();
        for (const fact of [...expected.facts, ...expected.taglines]) {
          await expect(main.getByText(fact)).toHaveCount(0);
        }
        // Banner, next event, ten sponsor logos and two group photos: all with text
        // alternatives, all loading. (The portraits beside quotes, whose names are written next
        // to them, are decorative.)
        const content = page.locator("main img:not(figcaption img)");
        await expect(content).toHaveCount(14);
        await expect(page.locator("main figcaption img")).toHaveCount(2);
        for (const portrait of await page.locator("main figcaption img").all()) {
          await expect(portrait).toHaveAttribute("alt", "");
        }
        for (const image of await content.all()) {
          await expect(image).toHaveAttribute("alt", /\S/);
          await expect(image).toHaveAttribute("width", /^\d+$/);
          await expect(image).toHaveAttribute("height", /^\d+$/);
        }
        await expectImagesLoaded(page);

        // The About page tells the story: who we are with a picture, the one contact block,
        // mission and vision in full, the team, the map, and the way to join last.
        await page.goto(localized("/about", language));
        const about = page.getByRole("main");
        for (const heading of ["mission", "vision", "ourteam", "whereWeAre"] as const) {
          await expect(
            about.getByRole("heading", { name: text(language, heading), exact: true }),
          ).toBeVisible();
        }
        for (const fact of [...expected.facts, ...expected.taglines]) {
          await expect(about.getByText(fact)).toBeVisible();
        }
        await expect(about.getByRole("img", { name: text(language, "mapAlt") })).toBeVisible();
        const story = about.getByRole("region", { name: text(language, "aboutus") });
        await expect(story.getByRole("img")).toHaveCount(1);
        // The ways to reach us, under the bar's word for the page.
        const contact = story.locator("dl", {
          has: page.getByRole("link", { name: "info@example.org" }),
        });
        await expect(
          story.getByRole("heading", { level: 2, name: text(language, "contactus"), exact: true }),
        ).toBeVisible();
        const addresses = contact.getByRole("definition");
        await expect(addresses.getByRole("link")).toHaveText([
          "info@example.org",
          "partners@example.org",
        ]);
        await expect(contact.getByText(expected.campus)).toBeVisible();
        const sections = about.locator(":scope > section");
        const last = sections.last();
        await expect(last.getByRole("link", { name: joinName, exact: true })).toHaveAttribute(
          "href",
          "https://forms.example.org/join-us",
        );
        await expect(last.locator("[data-action]")).toHaveCount(1);
        await expectImagesLoaded(page);
      });
    });

    test(`at ${wideThenPhone.map(({ width, height }) => `${width} × ${height}`).join(", then ")}: the first screen's lead, case and links, and the voices`, async ({
      page,
    }) => {
      // Four behaviours of one load, at each width: the page is loaded wide, and made narrow
      // rather than loaded again (its layout is its style's), from its top as a load opens it.
      test.setTimeout(scaled(90_000));
      await page.setViewportSize(wideThenPhone[0]!);
      await page.goto(path);
      for (const viewport of wideThenPhone) {
        await page.setViewportSize(viewport);
        await backToTop(page);

        // Reads the first screen as loaded; its look for anything covering scrolls.
        await test.step(`leads with the event open for applications, its Apply and deadline in the first screen at ${viewport.width} × ${viewport.height}; the meeting is a line beside it`, async () => {
          const section = page.getByRole("region", { name: text(language, "nextEvent") });
          // Built on 20 October 2025: the Career Days (a meeting, under way) and the design
          // sprint (applications closed) come sooner; the Student Tech Clash is what a visitor
          // can act on.
          const card = section.getByRole("article", { name: expected.nextEventTitle });
          await expect(card).toBeVisible();
          await expect(section.getByRole("article")).toHaveCount(1);
          await expect(card.getByText(expected.nextEventWhen)).toBeVisible();
          const apply = card.getByRole("link", {
            name: newTabName(language, text(language, "applyNow")),
          });
          await expect(apply).toHaveAttribute(
            "href",
            "https://forms.example.org/student-tech-clash",
          );
          await expect(apply).toHaveAttribute("target", "_blank");
          const deadline = card.getByText(text(language, "openUntilEvent"), { exact: true });
          for (const [locator, what] of [
            [apply, "Apply"],
            [deadline, "its deadline"],
          ] as const) {
            await expectInFirstScreen(page, locator, what);
            await expectNothingCovers(locator, what);
          }
          await expect(
            card.getByRole("link", {
              name: `${text(language, "learnMore")} (${expected.nextEventTitle})`,
            }),
          ).toHaveAttribute("href", localized("/student-tech-clash", language));
          const picture = card.locator("img");
          await expect(picture).toHaveAttribute("alt", /\S/);
          // The meeting under way: one line, beside the lead, never in its place.
          const line = section.getByText(text(language, "alsoComingUp")).locator("..");
          await expect(line).toContainText(expected.meetingWhen);
          await expect(line.getByRole("link", { name: expected.meetingTitle })).toHaveAttribute(
            "href",
            localized("/career-days", language),
          );
          expect(await line.evaluate((element) => element.tagName)).toBe("P");
        });

        await backToTop(page);
        await makesItsCase(page, viewport);

        // Scrolls to the quotes; reads nothing of the first screen.
        await test.step(`shows a student's and a partner's words near the top, each with who they are, at ${viewport.width} × ${viewport.height}`, async () => {
          const region = page.getByRole("region", { name: text(language, "voicesHeading") });
          const quotes = region.locator("figure");
          await expect(quotes).toHaveCount(2);
          for (const [index, [name, words, role]] of [heard.student, heard.partner].entries()) {
            const quote = quotes.nth(index);
            await quote.scrollIntoViewIfNeeded();
            await expect(quote.locator("blockquote")).toContainText(words);
            await expect(quote.locator("figcaption")).toContainText(name);
            await expect(quote.locator("figcaption")).toContainText(role);
            // The event it is about, linked to its page.
            await expect(quote.getByRole("link", { name: heard.event })).toHaveAttribute(
              "href",
              localized("/ey-competition", language),
            );
          }
          // In the order a visitor decides: after the reasons to join, before life in the
          // chapter, the partners and the figures.
          const order = await page.evaluate(() =>
            [...document.querySelectorAll("main section[id]")].map((section) => section.id),
          );
          expect(order.indexOf("voices")).toBeGreaterThan(order.indexOf("why-join"));
          expect(order.indexOf("why-join")).toBeGreaterThan(-1);
          expect(order.indexOf("voices")).toBeLessThan(order.indexOf("life-in-the-chapter"));
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        });

        // Reads the first screen, then follows a link away: last.
        await backToTop(page);
        await test.step(`shows "${text(language, "joinus")}" and "${text(language, "seeAllEvents")}" in the first screen at ${viewport.width} × ${viewport.height}`, async () => {
          const main = page.getByRole("main");
          const join = main.getByRole("link", { name: joinName, exact: true }).first();
          const events = main.getByRole("link", {
            name: text(language, "seeAllEvents"),
            exact: true,
          });
          await expect(join).toHaveAttribute("href", "https://forms.example.org/join-us");
          await expect(join).toHaveAttribute("target", "_blank");
          await expect(join).toHaveAttribute("rel", "noopener noreferrer");
          await expect(events).toHaveAttribute("href", localized("/events", language));
          await expect(events).not.toHaveAttribute("target", /./);
          for (const [link, name] of [
            [join, joinName],
            [events, text(language, "seeAllEvents")],
          ] as const) {
            await expectInFirstScreen(page, link, name);
            await expectNothingCovers(link, name);
          }
          // The page is left once, from the phone's first screen (at 1440 px the link is where
          // nothing covers it, as above).
          if (viewport === wideThenPhone.at(-1)) {
            await events.click();
            await expect(page).toHaveURL(localized("/events", language));
          }
        });
      }
    });
  });
}

test("the language script runs before anything can paint", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.indexOf("i18nextLng");
  expect(script).toBeGreaterThan(0);
  // Before the stylesheets (which block painting) and the body; only meta data and preloads,
  // which React places first, precede it.
  expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
  expect(script).toBeLessThan(html.indexOf("<body"));
  expect(html).toContain("location.replace(");
  // Italian pages have nothing to redirect: their script only remembers a choice made there.
  const italian = await (await request.get("/it")).text();
  expect(italian).toContain("i18nextLng");
  expect(italian).not.toContain("location.replace(");
});
