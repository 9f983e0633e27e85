import { expect, test } from "./fixtures";
import { expectImagesLoaded, languages, localized, withoutJavaScript } from "./support";
import { escaped, newTabName, text } from "./texts";

/** The fixture content as each language shows it. */
const fixture = {
  en: {
    figure: "students reached each year",
    figureValue: "1,500+",
    format: "Hackathon challenge",
    ey: "Crisis Management Workshop",
    ecotech: "EcoTech Challenge",
    clash: "Student Tech Clash",
    clash2024: "Student Tech Clash 2024",
    eyDate: "Friday, 11 April 2025",
    eyOutcome: "Six teams handled a simulated ransomware attack",
  },
  it: {
    figure: "studenti raggiunti ogni anno",
    figureValue: "1.500+",
    format: "Sfida di un hackathon",
    ey: "Workshop di gestione delle crisi",
    ecotech: "EcoTech Challenge",
    clash: "Student Tech Clash",
    clash2024: "Student Tech Clash 2024",
    eyDate: "venerdì 11 aprile 2025",
    eyOutcome: "Sei squadre hanno gestito un attacco ransomware simulato",
  },
} as const;

for (const language of languages) {
  const t = fixture[language];
  const path = localized("/partners", language);
  /** Any sponsor's logo: "Sponsor 1", "Sponsor 2", ... */
  const sponsorLogo = new RegExp(
    `^${escaped(text(language, "sponsorAlt", { number: "#" })).replace("#", "\\d+")}$`,
  );

  test.describe(`partners page (${language})`, () => {
    test("introduces collaborations and links ten sponsor logos in new tabs", async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: text(language, "collaborations") }),
      ).toBeVisible();
      const grid = page.getByRole("region", { name: text(language, "ourpartners") });
      const logos = grid.getByRole("link");
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

    test("tells companies why and how to partner, with figures and past collaborations", async ({
      page,
    }) => {
      await page.goto(path);
      const intro = page.getByRole("region", { name: text(language, "collaborations") });
      await expect(
        intro.getByRole("heading", { level: 2, name: text(language, "audienceFigures") }),
      ).toBeVisible();
      await expect(intro.getByText(t.figure)).toBeVisible();
      // Written in the page's language: "1.500+" in Italian.
      await expect(intro.getByText(t.figureValue, { exact: true })).toBeVisible();

      const formats = page.getByRole("region", { name: text(language, "collaborationFormats") });
      await expect(formats.getByRole("heading", { level: 3 })).toHaveCount(4);
      await expect(formats.getByRole("heading", { level: 3, name: t.format })).toBeVisible();

      // Past events with a partner, newest first, each linking to its page; not the upcoming one.
      const past = page.getByRole("region", { name: text(language, "pastCollaborations") });
      await expect(past.getByRole("listitem")).toHaveCount(3);
      await expect(past.getByRole("listitem").first()).toContainText(t.ey);
      await expect(past.getByRole("listitem").nth(1)).toContainText(t.clash2024);
      await expect(past.getByRole("listitem").last()).toContainText(t.ecotech);
      const ey = past.getByRole("listitem").filter({ hasText: t.ey });
      await expect(ey).toContainText(text(language, "withPartner", { partner: "EY" }));
      await expect(ey).toContainText(t.eyDate);
      // What came of it, from its recap: the track record companies look for.
      await expect(ey).toContainText(t.eyOutcome);
      await expect(ey.getByRole("link", { name: t.ey })).toHaveAttribute(
        "href",
        localized("/ey-competition", language),
      );
      // Not the edition still ahead.
      await expect(past.getByRole("link", { name: t.clash, exact: true })).toHaveCount(0);
    });

    test("its contact action writes to the partners address with the subject filled in", async ({
      page,
    }) => {
      await page.goto(path);
      const contact = page.getByRole("region", { name: text(language, "workWithUs") });
      const button = contact.getByRole("link", {
        name: text(language, "becomePartner"),
        exact: true,
      });
      await expect(button).toBeVisible();
      const mailLinks = page.locator('a[href^="mailto:"]');
      await expect(mailLinks).toHaveCount(3);
      for (const href of await mailLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      )) {
        expect(href).toMatch(/^mailto:[^@?&\s]+@[^@?&\s]+\.[a-z]+\?subject=[^&?\s]+$/);
        expect(href).not.toMatch(/%0[AD]/i);
        const url = new URL(href);
        expect(url.pathname).toBe("partners@example.org");
        expect([...url.searchParams.keys()]).toEqual(["subject"]);
        expect(url.searchParams.get("subject")).toBe(text(language, "partnershipSubject"));
      }
      await expect(contact.getByRole("link", { name: "partners@example.org" })).toBeVisible();
    });

    test("a logo opens the sponsor's site in a new tab", async ({ page, context }) => {
      await context.route("https://www.example.com/**", (route) =>
        route.fulfill({ body: "<title>Sponsor</title>", contentType: "text/html" }),
      );
      await page.goto(path);
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
    });

    test("lays the logos out in columns that fit the screen", async ({ page }) => {
      for (const [width, columns] of [
        [360, 2],
        [1440, 5],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const lefts = await page
          .getByRole("region", { name: text(language, "ourpartners") })
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
    });

    test("is readable without JavaScript", async ({ browser }) => {
      await withoutJavaScript(browser, path, async (staticPage) => {
        await expect(staticPage.getByRole("img", { name: sponsorLogo })).toHaveCount(10);
      });
    });
  });
}
