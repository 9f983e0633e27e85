import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support";
import { text } from "./texts";

test("/missing answers 404 in English, with the way to the events, to join and home", async ({
  page,
}) => {
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(text("en", "notFoundTitle"));
  await expect(
    page.getByRole("heading", { level: 1, name: text("en", "notFoundTitle") }),
  ).toBeVisible();
  // One language: the others' messages wait hidden, for hosts that serve this page everywhere.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText(text("it", "notFoundTitle"))).toBeHidden();
  await expect(page.getByRole("navigation", { name: text("en", "mainNavigation") })).toContainText(
    text("en", "events"),
  );
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: text("en", "seeAllEvents") })).toHaveAttribute(
    "href",
    "/events",
  );
  await expect(
    main.getByRole("link", { name: new RegExp(`^${text("en", "joinus")}`) }),
  ).toHaveAttribute("href", "https://forms.example.org/join-us");
  await main.getByRole("link", { name: text("en", "notFoundHome") }).click();
  await expect(page).toHaveURL("/");
});

test("on a host that serves the one root 404 page for every address, an Italian address reads it in Italian", async ({
  page,
}) => {
  const root = await (await page.request.get("/missing")).text();
  await page.route("**/it/served-by-one-404", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: root }),
  );
  await page.goto("/it/served-by-one-404");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveTitle(text("it", "notFoundTitle"));
  await expect(
    page.getByRole("heading", { level: 1, name: text("it", "notFoundTitle") }),
  ).toBeVisible();
  await expect(page.getByText(text("en", "notFoundTitle"))).toBeHidden();
  await expect(
    page.getByRole("main").getByRole("link", { name: text("it", "seeAllEvents") }),
  ).toHaveAttribute("href", "/it/events");
});

for (const path of ["/it/missing", "/it/unknown/deeper?x=1#y"]) {
  test(`${path} answers 404 in Italian: page, bar and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page).toHaveTitle(text("it", "notFoundTitle"));
    await expect(
      page.getByRole("heading", { level: 1, name: text("it", "notFoundTitle") }),
    ).toBeVisible();
    await expect(page.getByText(text("en", "notFoundTitle"))).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: text("it", "mainNavigation") }),
    ).toContainText(text("it", "events"));
    await expect(page.getByRole("contentinfo")).toContainText(text("it", "footerFollowUs"));
    await page.getByRole("link", { name: text("it", "notFoundHome") }).click();
    await expect(page).toHaveURL("/it");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Progetti veri, aziende vere, amici in tutta Europa",
      }),
    ).toBeVisible();
  });
}

test("the not-found page is not indexed and offers each language's home in the menu", async ({
  page,
}) => {
  await page.goto("/it/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("button", { name: text("it", "languageButtonLabel") }).click();
  const languages = page.getByRole("list", { name: text("it", "languageMenuLabel") });
  await expect(languages.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expectNoSeriousViolations(page);
});

test("a page with a trailing slash is served too", async ({ page }) => {
  const response = await page.goto("/it/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
