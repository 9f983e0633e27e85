import { expect, test } from "./fixtures";
import { defaultLanguage, expectNoSeriousViolations, languages } from "./support";
import { text } from "./texts";

const others = languages.filter((language) => language !== defaultLanguage);

test("/missing answers 404 in the first language, with the way to the events, to join and home", async ({
  page,
}) => {
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", defaultLanguage);
  await expect(page).toHaveTitle(text(defaultLanguage, "notFoundTitle"));
  await expect(
    page.getByRole("heading", { level: 1, name: text(defaultLanguage, "notFoundTitle") }),
  ).toBeVisible();
  // One language: the others' messages wait hidden, for hosts that serve this page everywhere.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const language of others) {
    await expect(page.getByText(text(language, "notFoundTitle"))).toBeHidden();
  }
  await expect(
    page.getByRole("navigation", { name: text(defaultLanguage, "mainNavigation") }),
  ).toContainText(text(defaultLanguage, "events"));
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: text(defaultLanguage, "seeAllEvents") }),
  ).toHaveAttribute("href", "/events");
  await expect(
    main.getByRole("link", { name: new RegExp(`^${text(defaultLanguage, "joinus")}`) }),
  ).toHaveAttribute("href", "https://forms.example.org/join-us");
  await main.getByRole("link", { name: text(defaultLanguage, "notFoundHome") }).click();
  await expect(page).toHaveURL("/");
});

for (const language of others) {
  test(`on a host that serves the one root 404 page for every address, a /${language} address reads it in its language`, async ({
    page,
  }) => {
    const root = await (await page.request.get("/missing")).text();
    await page.route(`**/${language}/served-by-one-404`, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: root }),
    );
    await page.goto(`/${language}/served-by-one-404`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page).toHaveTitle(text(language, "notFoundTitle"));
    await expect(
      page.getByRole("heading", { level: 1, name: text(language, "notFoundTitle") }),
    ).toBeVisible();
    await expect(page.getByText(text(defaultLanguage, "notFoundTitle"))).toBeHidden();
    await expect(
      page.getByRole("main").getByRole("link", { name: text(language, "seeAllEvents") }),
    ).toHaveAttribute("href", `/${language}/events`);
  });
}

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
    await expect(page.getByText(text(defaultLanguage, "notFoundTitle"))).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: text(language, "mainNavigation") }),
    ).toContainText(text(language, "events"));
    await expect(page.getByRole("contentinfo")).toContainText(text(language, "footerFollowUs"));
    if (path === "/it/missing") {
      await test.step("the not-found page is not indexed and offers each language's home in the menu", async () => {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
        const menu = page.getByRole("list", { name: text("it", "languageMenuLabel") });
        await expect(menu.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
        await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
        await expect(menu.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de");
        await expectNoSeriousViolations(page);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      });
    }
    await page.getByRole("link", { name: text(language, "notFoundHome") }).click();
    await expect(page).toHaveURL(`/${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a page with a trailing slash is served too", async ({ page }) => {
  const response = await page.goto("/it/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
