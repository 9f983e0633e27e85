import { expect, test } from "./fixtures";
import { defaultLanguage, expectNoSeriousViolations, languages } from "./support";
import { text } from "./texts";

const others = languages.filter((language) => language !== defaultLanguage);

test("/missing answers 404 in English, with the message in every other language too and a way home", async ({
  page,
}) => {
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(
    languages.map((language) => text(language, "notFoundTitle")).join(" · "),
  );
  await expect(
    page.getByRole("heading", { level: 1, name: text("en", "notFoundTitle") }),
  ).toBeVisible();
  // Some hosts (GitHub Pages) serve this page for every language's addresses too.
  for (const language of others) {
    await expect(page.locator(`section[lang='${language}']`)).toContainText(
      text(language, "notFoundTitle"),
    );
  }
  await expect(page.getByRole("navigation", { name: text("en", "mainNavigation") })).toContainText(
    text("en", "events"),
  );
  await page.getByRole("link", { name: text("en", "notFoundHome") }).click();
  await expect(page).toHaveURL("/");
});

for (const [language, path] of others.flatMap((language) => [
  [language, `/${language}/missing`] as const,
  [language, `/${language}/unknown/deeper?x=1#y`] as const,
])) {
  test(`${path} answers 404 in its language: page, bar and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page).toHaveTitle(text(language, "notFoundTitle"));
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "notFoundTitle") }),
    ).toBeVisible();
    await expect(page.getByText(text("en", "notFoundTitle"))).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: text(language, "mainNavigation") }),
    ).toContainText(text(language, "events"));
    await expect(page.getByRole("contentinfo")).toContainText(text(language, "footerFollowUs"));
    await page.getByRole("link", { name: text(language, "notFoundHome") }).click();
    await expect(page).toHaveURL(`/${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(
      page.getByRole("main").getByRole("heading", { name: text(language, "aboutus") }),
    ).toBeVisible();
  });
}

test("the not-found page is not indexed and offers each language's home in the menu", async ({
  page,
}) => {
  await page.goto("/it/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
  const menu = page.getByRole("list", { name: text("it", "languageMenuLabel") });
  await expect(menu.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de");
  await expectNoSeriousViolations(page);
});

test("a page with a trailing slash is served too", async ({ page }) => {
  const response = await page.goto("/it/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
