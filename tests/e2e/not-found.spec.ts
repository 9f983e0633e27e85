import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support";

test("/missing answers 404 in English, with the message in Italian too and a way home", async ({
  page,
}) => {
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page not found · Pagina non trovata");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // Some hosts (GitHub Pages) serve this page for Italian addresses too.
  await expect(page.locator("section[lang='it']")).toContainText("Pagina non trovata");
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Events");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

for (const path of ["/it/missing", "/it/unknown/deeper?x=1#y"]) {
  test(`${path} answers 404 in Italian: page, bar and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page).toHaveTitle("Pagina non trovata");
    await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Principale" })).toContainText("Eventi");
    await expect(page.getByRole("contentinfo")).toContainText("Seguici");
    await page.getByRole("link", { name: "Vai alla home page" }).click();
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
  await page.getByRole("button", { name: "Lingua: italiano" }).click();
  const languages = page.getByRole("list", { name: "Scegli la lingua" });
  await expect(languages.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expectNoSeriousViolations(page);
});

test("a page with a trailing slash is served too", async ({ page }) => {
  const response = await page.goto("/it/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
