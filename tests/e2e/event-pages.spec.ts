import { expect, test } from "./fixtures";
import {
  backToTop,
  expectNothingCovers,
  expectNoSeriousViolations,
  languages,
  localized,
  withoutJavaScript,
  type Language,
} from "./support";
import { escaped, fixtureTexts, newTabName, text } from "./texts";

interface Expected {
  title: string;
  /** Texts the page must show. */
  facts: string[];
  /** The way to apply on 20 October 2025: its words while open; once ended, the notice that
   * says so (and says it once: nothing repeats that applications closed). */
  button: { action: "applyNow" | "signUp" | "eventEnded"; open: boolean };
  /** The address of its form, which an ended page never links to. */
  form: string;
}

/** The Student Tech Clash's page: its date, the interface's words for its place and team size
 * in the page's language, and its content's facts. */
function clashPage(language: Language, date: string, content: string[]): Expected {
  return {
    title: "Student Tech Clash",
    facts: [
      date,
      text(language, "placeToBeAnnounced"),
      text(language, "teamSize", { size: 4, count: 4 }),
      ...content,
    ],
    button: { action: "applyNow", open: true },
    form: "https://forms.example.org/student-tech-clash",
  };
}

/** Its content's facts in English, which the fixture's German texts copy. */
const clashEnglish = [
  "agentic AI",
  "if you do not have a team, we will put you in one",
  "certificate of attendance",
  "lunch break",
  "Politecnico di Milano",
  "@studenti.example.org",
];

/**
 * The fixture's events with a page, as built on 20 October 2025: three that have ended (their
 * recap, or what stays of them, and nothing to apply for) and two ahead (their facts and the
 * way to apply). Every phase of an event is in tests/e2e/event-life.spec.ts.
 */
const pages: Record<string, Partial<Record<Language, Expected>> & { en: Expected }> = {
  "/EcoTech-Challenge": {
    en: {
      title: "EcoTech Challenge",
      facts: [
        "Eighteen teams from six universities took part",
        "11 November – 13 December 2024",
        "First place: Team Leaf, a solar micro-grid for student housing",
        "minutes of pitches",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/ecotech-challenge",
    },
    it: {
      title: "EcoTech Challenge",
      facts: [
        "Hanno partecipato diciotto squadre di sei università",
        "11 novembre – 13 dicembre 2024",
        "Primo posto: Team Leaf, una micro-rete solare per le residenze universitarie",
        "minuti di pitch",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/ecotech-challenge",
    },
  },
  "/levels": {
    en: {
      title: "Document Intelligence: Extract Data with GenAI",
      facts: [
        "Thursday, 31 October 2024, 16:00–18:30",
        "A hands-on workshop on extracting structured data from documents with generative AI",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/levels",
    },
    it: {
      title: "Document Intelligence: estrarre dati con la GenAI",
      facts: [
        "giovedì 31 ottobre 2024, 16:00–18:30",
        "Un workshop pratico su come estrarre dati strutturati dai documenti con l'AI generativa",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/levels",
    },
  },
  "/student-tech-clash": {
    en: clashPage("en", "Saturday, 22 November 2025, 09:00–18:00", clashEnglish),
    it: clashPage("it", "sabato 22 novembre 2025, 09:00–18:00", [
      "AI agentica",
      "se non hai una squadra, te ne assegneremo una",
      "attestato di partecipazione",
      "pausa pranzo",
      "Politecnico di Milano",
      "@studenti.example.org",
    ]),
    // The fixture's German texts are its English ones; the interface's words are German.
    de: clashPage("de", "Samstag, 22. November 2025, 09:00–18:00", clashEnglish),
  },
  "/ey-competition": {
    en: {
      title: "Crisis Management Workshop",
      facts: [
        "Friday, 11 April 2025",
        "Six teams handled a simulated ransomware attack",
        "run with a partner company for master's students",
        "Winners: Team Sentinel",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/crisis-workshop",
    },
    it: {
      title: "Workshop di gestione delle crisi",
      facts: [
        "venerdì 11 aprile 2025",
        "Sei squadre hanno gestito un attacco ransomware simulato",
        "organizzato con un'azienda partner per studenti magistrali",
        "Vincitori: Team Sentinel",
      ],
      button: { action: "eventEnded", open: false },
      form: "https://forms.example.org/crisis-workshop",
    },
  },
  "/snowweek": {
    en: {
      title: "Snow Week 2025",
      facts: [
        "5–8 December 2025",
        "Sestriere (TO)",
        text("en", "priceFrom", { price: "€199" }),
        "SNOWEST25",
      ],
      button: { action: "signUp", open: true },
      form: "https://snowweek.example.com/accommodation",
    },
    it: {
      title: "Snow Week 2025",
      facts: [
        "5–8 dicembre 2025",
        "Sestriere (TO)",
        text("it", "priceFrom", { price: "199 €" }),
        "SNOWEST25",
      ],
      button: { action: "signUp", open: true },
      form: "https://snowweek.example.com/accommodation",
    },
    de: {
      title: "Snow Week 2025",
      facts: [
        "5.–8. Dezember 2025",
        "Sestriere (TO)",
        text("de", "priceFrom", { price: "199 €" }),
        "SNOWEST25",
      ],
      button: { action: "signUp", open: true },
      form: "https://snowweek.example.com/accommodation",
    },
  },
};

for (const [englishPath, byLanguage] of Object.entries(pages)) {
  for (const language of languages) {
    const expected = fixtureTexts(byLanguage, language);
    const actionName = text(language, expected.button.action);
    const path = localized(englishPath, language);

    test.describe(`${path}`, () => {
      // One load of the page at 1280 × 720 for the behaviours that read it as loaded, as steps
      // named as their tests were. Only one step clicks, and it does not change the page: Add to
      // calendar, which downloads the file, last of those at 1280 px, on a page ahead. Then the
      // page made 390 px wide rather than loaded again (its layout is its style's), and its twin
      // without scripts, in a context of its own (a test of its own cost about as much as a load).
      test("its facts, application control, links, calendar file and schema.org data; at 390 px nothing covers the main action or Add to calendar, and no time range wraps; readable without JavaScript", async ({
        page,
        browser,
      }) => {
        await page.goto(path);
        if (path === "/it/student-tech-clash") {
          await test.step("APPLY NOW is at the top and at the bottom of the page", async () => {
            await expect(
              page.getByRole("link", { name: new RegExp(`^${escaped(text("it", "applyNow"))}`) }),
            ).toHaveCount(2);
          });
        }
        await test.step("shows the event's facts, the right application control when built on 20 October 2025, and safe links", async () => {
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.title);
          const main = page.getByRole("main");
          for (const fact of expected.facts) {
            // Visible once: a text of the actions is in the header on phones, beside the page on
            // wide screens.
            await expect(
              main.getByText(fact, { exact: false }).filter({ visible: true }).first(),
            ).toBeVisible();
          }
          if (expected.button.open) {
            const apply = main.getByRole("link", {
              name: newTabName(language, actionName),
              exact: true,
            });
            await expect(apply.first()).toHaveAttribute("target", "_blank");
            await expect(apply.first()).toHaveAttribute("rel", "noopener noreferrer");
            await expect(apply.first()).toHaveAttribute("href", /^https:\/\//);
          } else {
            // Said once, as text: the notice that the event has ended; no "Applications closed"
            // after it, no control where Apply was (enabled or not), no link to the form.
            await expect(
              main.getByText(actionName, { exact: true }).filter({ visible: true }),
            ).toHaveCount(1);
            const closedWords = new RegExp(escaped(text(language, "applicationsClosed")), "i");
            await expect(main.getByText(closedWords)).toHaveCount(0);
            await expect(page.getByRole("button", { name: closedWords })).toHaveCount(0);
            await expect(page.locator("main button:disabled")).toHaveCount(0);
            await expect(page.locator(`a[href="${expected.form}"]`)).toHaveCount(0);
          }
          // Other sites open in new tabs, without access to the page; e-mail links are well formed.
          const links = await page.locator("a[href]").evaluateAll((anchors) =>
            anchors.map((anchor) => ({
              href: anchor.getAttribute("href") ?? "",
              target: anchor.getAttribute("target"),
              rel: anchor.getAttribute("rel"),
            })),
          );
          for (const { href, target, rel } of links) {
            if (/^https?:/.test(href)) {
              expect({ href, target, rel }).toEqual({
                href,
                target: "_blank",
                rel: "noopener noreferrer",
              });
            }
            if (href.startsWith("mailto:")) {
              expect(href).toMatch(/^mailto:[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i);
            }
          }
          // Whom to ask, while there is something to ask about.
          if (expected.button.open) {
            expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
          }
        });

        await test.step("has a calendar file and schema.org Event data in its language", async () => {
          const calendar = page.getByRole("link", {
            name: text(language, "addToCalendar"),
          });
          // Offered while the event is ahead; its file stays for calendars that imported it.
          if (expected.button.open) {
            await expect(calendar).toHaveAttribute("href", `${path}.ics`);
            const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
            expect(download.suggestedFilename()).toMatch(/\.ics$/);
          } else {
            await expect(calendar).toHaveCount(0);
          }
          const ics = (await (await page.request.get(`${path}.ics`)).text()).replace(
            /\r\n[ \t]/g,
            "",
          );
          expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
          expect(ics).toMatch(/\r\nBEGIN:VEVENT\r\n[\s\S]*\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n$/);
          expect(ics).toContain(`SUMMARY:${expected.title}`);
          expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
          expect(ics).toMatch(/\r\nUID:[^\r]+@[^\r]+\r\n/);

          const data = JSON.parse(
            (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
          );
          expect(data).toMatchObject({
            "@context": "https://schema.org",
            "@type": "Event",
            name: expected.title,
            eventStatus: "https://schema.org/EventScheduled",
            inLanguage: language,
            organizer: { "@type": "Organization", name: "EST Torino" },
          });
          expect(data.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
          expect(data.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
          expect(data.description.length).toBeGreaterThan(40);
          expect(data.image[0]).toMatch(
            /^https:\/\/chapter\.example\.org\/assets\/.+\.(avif|webp|jpe?g)$/,
          );
          expect(data.location["@type"]).toMatch(/^(Place|VirtualLocation)$/);
          if (data.location["@type"] === "Place") {
            expect(data.location.address.addressLocality).toBe(
              language === "it" ? "Torino" : "Turin",
            );
          }
        });
        await test.step("at 390 px nothing covers the main action or Add to calendar, and no time range wraps", async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          await backToTop(page);
          const main = page.getByRole("main");
          const action = expected.button.open
            ? main.getByRole("link", { name: newTabName(language, actionName) })
            : main.getByRole("button", { name: actionName });
          // The first is at the top; a page may repeat it at its bottom.
          for (const [index, control] of (await action.all()).entries()) {
            await expectNothingCovers(control, `${actionName} (${index + 1})`);
          }
          const calendar = main.getByRole("link", {
            name: text(language, "addToCalendar"),
          });
          for (const control of await calendar.all()) {
            await expectNothingCovers(control, text(language, "addToCalendar"));
          }
          // Sections' text too, the last paragraph of each: what a floating widget would hide.
          for (const paragraph of await main.locator("section p:last-of-type").all()) {
            if (!(await paragraph.isVisible())) continue;
            await paragraph.evaluate((element) => element.scrollIntoView({ block: "center" }));
            const covered = await paragraph.evaluate((element) => {
              const box = element.getBoundingClientRect();
              const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
              return hit && !element.contains(hit) && !hit.contains(element)
                ? hit.outerHTML.slice(0, 120)
                : null;
            });
            expect(covered, await paragraph.innerText()).toBeNull();
          }
          // "09:00–18:00" and "5–8 December 2025" are read as one: every time or day range shown,
          // in the facts or in a text, sits on one line.
          const broken = await main.evaluate((root) => {
            const found: string[] = [];
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const match of (node.textContent ?? "").matchAll(
                /\d{1,2}:\d\d–\d{1,2}:\d\d|\d{1,2}–\d{1,2}\s\p{L}+\s\d{4}/gu,
              )) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set(
                  [...range.getClientRects()].map((rect) => Math.round(rect.top)),
                );
                if (tops.size > 1) found.push(match[0]);
              }
            }
            return found;
          });
          expect(broken, "ranges broken over two lines").toEqual([]);
        });
        await test.step("is readable without JavaScript", () =>
          withoutJavaScript(browser, path, async (staticPage) => {
            await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText(expected.title);
            for (const fact of expected.facts.slice(0, 3)) {
              // (Where the screen shows it: the side panel on a laptop, the header on a phone.)
              await expect(
                staticPage.getByText(fact, { exact: false }).filter({ visible: true }).first(),
              ).toBeVisible();
            }
          }));
      });
    });
  }
}

test.describe("student tech clash behaviours", () => {
  test("on a phone the arrow lands with the section's heading below the fixed bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/it/student-tech-clash");
    await page
      .getByRole("link", {
        name: text("it", "scrollDown", { section: "La giornata" }),
      })
      .click();
    const heading = page.getByRole("heading", { name: "La giornata" });
    await expect(page).toHaveURL(/#the-day$/);
    // Once the scroll and the fade-in are over (the page still for two frames, nothing fading):
    // the whole heading is seen, under the bar.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const before = window.scrollY;
          for (let frame = 0; frame < 2; frame++)
            await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
          const fading = document
            .getAnimations()
            .some(
              (animation) =>
                animation.timeline instanceof DocumentTimeline && animation.playState === "running",
            );
          return window.scrollY === before && !fading;
        }),
      )
      .toBe(true);
    const bar = await page.getByRole("banner").first().boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await expectNothingCovers(heading, "the section's heading");
  });

  test("the section dots are left out where they would float over the text or the picture", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/student-tech-clash");
    const dots = page.getByRole("navigation", { name: text("en", "sections") });
    await expect(dots).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    // At the top, beside the page's picture: out of its way until the sections are reached.
    await expect(dots).toBeHidden();
    await page
      .locator("#the-day")
      .evaluate((section) => section.scrollIntoView({ block: "start" }));
    await expect(dots).toBeVisible();
    const picture = await page.locator("header picture img").first().boundingBox();
    const pill = await dots.boundingBox();
    expect(pill!.y).toBeGreaterThan(picture!.y + picture!.height - 1);
  });

  test("the dots follow the scroll and jump to a section on click, marking it at once", async ({
    page,
  }) => {
    await page.goto("/student-tech-clash");
    const dots = page.getByRole("navigation", { name: text("en", "sections") });
    const dot = (name: string) => dots.getByRole("button", { name });
    // The dots are an island of their own, which may run after the page's first one: once it
    // has drawn them, it has also taken the page to its top (where a page opens), and a scroll
    // made before that would be undone. Hidden at the top, they are there all the same.
    await expect(
      page.getByRole("navigation", { name: text("en", "sections"), includeHidden: true }),
    ).toBeAttached();
    // A section is current once its top passes the middle of the screen: "The day" is short, so
    // it is read in the middle of the screen, where the next one has not reached that line yet.
    await page
      .locator("#the-day")
      .evaluate((section) => section.scrollIntoView({ block: "center" }));
    await expect(dots.getByRole("button")).toHaveCount(3);
    await expect(dot("The day")).toHaveAttribute("aria-current", "true");

    await page
      .locator("#teams-and-prizes")
      .evaluate((section) => section.scrollIntoView({ block: "start" }));
    await expect(dot("Teams and prizes")).toHaveAttribute("aria-current", "true");
    await expect(dot("The day")).not.toHaveAttribute("aria-current", "true");

    // The clicked dot is the marked one, at once and all the way, not the one the scroll passes.
    await page.evaluate(() => {
      const marked: string[] = [];
      new MutationObserver(() => {
        const current = document.querySelector('nav [aria-current="true"]');
        marked.push(current?.textContent ?? "");
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ["aria-current"],
      });
      (window as unknown as { marked: string[] }).marked = marked;
    });
    await dot("Competing universities").click();
    await expect(dot("Competing universities")).toHaveAttribute("aria-current", "true");
    expect(
      await page.evaluate(() => (window as unknown as { marked: string[] }).marked),
    ).not.toContain("The day");
    await expect
      .poll(() =>
        page.locator("#competing-universities").evaluate((s) => s.getBoundingClientRect().top),
      )
      .toBeLessThan(page.viewportSize()!.height * 0.5);

    await dot("The day").click();
    await expect(dot("The day")).toHaveAttribute("aria-current", "true");
    // Once there it stays marked, though the next section's top has passed the middle (the day
    // is short): the visitor chose this one. Until the visitor scrolls again.
    const scrolled = () => page.evaluate(() => window.scrollY);
    await expect
      .poll(async () => {
        const before = await scrolled();
        await new Promise((resolve) => setTimeout(resolve, 150));
        return (await scrolled()) === before;
      })
      .toBe(true);
    await expect(dot("The day")).toHaveAttribute("aria-current", "true");
    await page.mouse.wheel(0, 40);
    await expect(dot("The day")).not.toHaveAttribute("aria-current", "true");
  });

  test("sections appear when their top comes within the top 75% of the viewport", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/student-tech-clash");
    const section = page.locator("#competing-universities");
    await expect(section).not.toHaveAttribute("data-appear");
    const placeTopAt = (fraction: number) =>
      section.evaluate((element, fraction) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight * fraction, behavior: "instant" });
      }, fraction);
    await placeTopAt(0.8);
    // The sections are measured in the frame after a scroll: two frames on, it would have shown.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++)
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    await expect(section).not.toHaveAttribute("data-appear");
    await placeTopAt(0.7);
    await expect(section).toHaveAttribute("data-appear", "");
    await expect(section).toHaveCSS("opacity", "1");
  });

  // One page at 1280 × 720 for three behaviours: the FAQ's as loaded, then a reload further down,
  // then the arrow's scroll, from the top where the reload opened the page.
  test("the FAQ keeps one answer open, closes it on a second click, and works by keyboard; the page starts at the top, even after a reload further down; the arrow scrolls to the first section", async ({
    page,
  }) => {
    await page.goto("/student-tech-clash");
    await test.step("the FAQ keeps one answer open, closes it on a second click, and works by keyboard", async () => {
      const faq = page.getByRole("region", { name: text("en", "faq") });
      const items = faq.locator("details");
      await expect(items).toHaveCount(5);
      const question = (name: RegExp) => faq.locator("summary").filter({ hasText: name });
      await question(/food/).click();
      await expect(faq.getByText("To be decided.", { exact: true })).toBeVisible();
      await question(/background/).click();
      await expect(faq.getByText("To be decided.", { exact: true })).toBeHidden();
      await expect(faq.locator("details[open]")).toHaveCount(1);
      await question(/background/).click();
      await expect(faq.locator("details[open]")).toHaveCount(0);

      await question(/open the form/).focus();
      await page.keyboard.press("Enter");
      const answer = faq.locator("details[open]");
      await expect(answer).toHaveCount(1);
      await expect(answer.getByRole("link", { name: "Alessandro Conti" })).toHaveAttribute(
        "href",
        "mailto:alessandro.conti@example.org",
      );
      await expect(answer.getByRole("link", { name: "Chiara Gallo" })).toHaveAttribute(
        "href",
        "mailto:chiara.gallo@example.org",
      );
      // An open answer is a state the sweep of every page does not see.
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Space");
      await expect(faq.locator("details[open]")).toHaveCount(0);
    });
    await test.step("the page starts at the top, even after a reload further down", async () => {
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
    await test.step("the arrow scrolls to the first section", async () => {
      await page
        .getByRole("link", { name: text("en", "scrollDown", { section: "The day" }) })
        .click();
      await expect
        .poll(() =>
          page
            .getByRole("heading", { name: "The day" })
            .evaluate((h) => h.getBoundingClientRect().top),
        )
        .toBeLessThan(page.viewportSize()!.height * 0.4);
    });
  });

  // This page runs an island (its section dots), which decides nothing by the visitor's clock: the
  // build's day stands. The closed state is checked on a later build
  // (tests/project-copies/sub-path.test.ts). One load for both, each a state set before it: the
  // clock says nothing of motion, nor reduced motion of the day.
  test("keeps the build's day, whatever the visitor's clock says; under reduced motion every section is shown at once", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2025-11-22T18:00:00+01:00"));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/student-tech-clash");
    await test.step("keeps the build's day, whatever the visitor's clock says", async () => {
      await expect(page.locator('script[type="module"]')).toHaveCount(1);
      await expect(page.getByText(text("en", "eventEnded"))).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: new RegExp(`^${escaped(text("en", "applyNow"))}`) }),
      ).toHaveCount(2);
    });
    await test.step("under reduced motion every section is shown at once", async () => {
      await expect(page.locator("#competing-universities")).toHaveCSS("opacity", "1");
    });
  });

  // "APPLY NOW is at the top and at the bottom of the page" is a step of /it/student-tech-clash's
  // test above, which loads that page in the same state.
});

test.describe("a cancelled event", () => {
  const titles = { en: "Robotics Cup 2025", it: "Coppa di robotica 2025" } as const;

  for (const language of languages) {
    const path = localized("/robotics-cup", language);

    test(`says so under its title and takes no application (${language})`, async ({ page }) => {
      // Built before the deadline: applications would be open, were it not cancelled.
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        fixtureTexts(titles, language),
      );
      await expect(page.getByText(text(language, "eventCancelled"))).toBeVisible();
      // In a band across the top of the page, before the title, as an ended event's is.
      const [titleBox, noticeBox] = await Promise.all([
        page.getByRole("heading", { level: 1 }).boundingBox(),
        page.getByText(text(language, "eventCancelled")).boundingBox(),
      ]);
      expect(noticeBox!.y).toBeLessThan(titleBox!.y);
      // Applications closed, said in a line of text where Apply would be: no control, no form.
      const closed = page
        .getByRole("main")
        .getByText(text(language, "applicationsClosed"), { exact: true })
        .filter({ visible: true });
      await expect(closed).toHaveCount(1);
      await expect(
        page.getByRole("button", { name: text(language, "applicationsClosed") }),
      ).toHaveCount(0);
      await expect(page.locator("main button:disabled")).toHaveCount(0);
      await expect(page.locator('a[href*="forms.example.org/robotics-cup"]')).toHaveCount(0);
      await expect(page.getByRole("link", { name: text(language, "addToCalendar") })).toHaveCount(
        0,
      );

      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
      expect(data.offers).toBeUndefined();
      const ics = await (await page.request.get(`${path}.ics`)).text();
      expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");
      await expectNoSeriousViolations(page);
    });
  }
});
