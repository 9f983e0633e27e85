import { expect, test } from "./fixtures";
import { expectImagesLoaded, languages, localized, withoutJavaScript } from "./support";

const text = {
  en: { heading: "Collaborations", partners: "Our partners", newTab: "(opens in a new tab)" },
  it: {
    heading: "Collaborazioni",
    partners: "I nostri partner",
    newTab: "(si apre in una nuova scheda)",
  },
} as const;

for (const language of languages) {
  const t = text[language];
  const path = localized("/partners", language);

  test.describe(`partners page (${language})`, () => {
    test("introduces collaborations and links ten sponsor logos in new tabs", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
      const grid = page.getByRole("region", { name: t.partners });
      const logos = grid.getByRole("link");
      await expect(logos).toHaveCount(10);
      for (let number = 1; number <= 10; number++) {
        const link = grid.getByRole("link", { name: `Sponsor ${number} ${t.newTab}`, exact: true });
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expect(link.getByRole("img", { name: `Sponsor ${number}` })).toBeVisible();
      }
      await expectImagesLoaded(page);
    });

    test("a logo opens the sponsor's site in a new tab", async ({ page, context }) => {
      await context.route("https://www.example.com/**", (route) =>
        route.fulfill({ body: "<title>Sponsor</title>", contentType: "text/html" }),
      );
      await page.goto(path);
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("link", { name: /^Sponsor 3 / }).click(),
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
          .getByRole("region", { name: t.partners })
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
        await expect(staticPage.getByRole("img", { name: /^Sponsor \d+$/ })).toHaveCount(10);
      });
    });
  });
}
