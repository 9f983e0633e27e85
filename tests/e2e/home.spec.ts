import { expect, test } from "./fixtures";
import { expectImagesLoaded, languages, localized, withoutJavaScript } from "./support";

const expectations = {
  en: {
    title: "EST Torino: technology students at Politecnico di Torino",
    headings: ["About us", "Mission", "Vision", "Where we are", "Life in the chapter"],
    facts: ["Founded in 1989", "thousands of members in more than 90 universities"],
    taglines: ["Developing skills", "Empowering Diversity"],
    mapAlt: /Map of Europe with Turin/,
  },
  it: {
    title: "EST Torino: studenti di tecnologia presso il Politecnico di Torino",
    headings: ["Chi siamo", "Missione", "Visione", "Dove siamo", "La vita nel chapter"],
    facts: ["Fondata nel 1989", "migliaia di membri in più di 90 università"],
    taglines: ["Sviluppare competenze", "Valorizzare la diversità"],
    mapAlt: /Mappa dell'Europa con Torino/,
  },
} as const;

for (const language of languages) {
  const text = expectations[language];
  const path = localized("/", language);

  test.describe(`home page (${language})`, () => {
    test("shows the chapter's story, mission, vision, map and photos", async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(text.title);
      await expect(page.getByRole("heading", { level: 1, name: "EST Torino" })).toBeVisible();
      for (const heading of text.headings) {
        await expect(
          page.getByRole("main").getByRole("heading", { name: heading, exact: true }),
        ).toBeVisible();
      }
      for (const fact of [...text.facts, ...text.taglines]) {
        await expect(page.getByText(fact)).toBeVisible();
      }
      await expect(page.getByRole("img", { name: text.mapAlt })).toBeVisible();
      // Banner, map and two group photos: all with text alternatives, all loading.
      const content = page.locator("main img");
      await expect(content).toHaveCount(4);
      for (const image of await content.all()) {
        await expect(image).toHaveAttribute("alt", /\S/);
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
      }
      await expectImagesLoaded(page);
    });

    test("loads the banner first and the photos below the fold lazily, in modern formats", async ({
      page,
    }) => {
      await page.goto(path);
      const banner = page.locator("main picture").first();
      await expect(banner.locator("source[type='image/avif']")).toHaveAttribute("srcset", /480w/);
      await expect(banner.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\.webp/);
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

    test("is readable with JavaScript disabled", async ({ browser }) => {
      await withoutJavaScript(browser, path, async (page) => {
        await expect(page.getByRole("heading", { level: 1, name: "EST Torino" })).toBeVisible();
        await expect(page.getByText(text.facts[0])).toBeVisible();
        await expect(page.getByText(text.taglines[1])).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    });

    test("has a head for search engines: description, canonical and hreflang", async ({ page }) => {
      await page.goto(path);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      const origin = "https://chapter.example.org";
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${origin}/`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
        "href",
        `${origin}/it`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${origin}/`,
      );
      for (const icon of await head
        .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
        .all()) {
        const href = await icon.getAttribute("href");
        const response = await page.request.get(href ?? "");
        expect(response.status(), href ?? "").toBe(200);
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
