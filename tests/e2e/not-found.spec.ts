import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support";

for (const path of ["/no-such-page", "/it/no-such-page", "/it/unknown/deeper?x=1#y"]) {
  test(`${path} answers 404 with a bilingual page and a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
    await expect(page.locator("section[lang='it']")).toContainText("Vai alla home page");
    await page.getByRole("link", { name: "Vai alla home page" }).click();
    await expect(page).toHaveURL("/it");
    await expect(page.getByRole("heading", { level: 1, name: "EST Torino" })).toBeVisible();
  });
}

test("the not-found page is not indexed and offers each language's home in the menu", async ({
  page,
}) => {
  await page.goto("/it/missing");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("button", { name: "Language: English" }).click();
  const languages = page.getByRole("list", { name: "Choose a language" });
  await expect(languages.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expectNoSeriousViolations(page);
});

test("a page with a trailing slash is served too", async ({ page }) => {
  const response = await page.goto("/it/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
