/**
 * The CMS at /admin/ in the chapter's build, as `npm start` serves it (and every host, from the
 * same hosting files): its own headers, never indexed, loading nothing from another origin and
 * breaking no rule of its policy. Without the local proxy of `npm run cms`, it offers to sign in
 * with GitHub (tests/project-copies/cms.test.ts drives it against a checkout).
 */
import { adminHeaders } from "../../tools/cms-admin";
import { expect, test } from "@playwright/test";
import { gitHubSignIn, recordForeignRequests } from "./support";

test("/admin/ has headers of its own and is never indexed", async ({ request }) => {
  for (const path of ["/admin/", "/admin/config.yml", "/admin/decap-cms.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers(), path).toMatchObject(
      Object.fromEntries(
        Object.entries(adminHeaders).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    );
  }
  expect((await request.get("/admin/config.yml")).headers()["content-type"]).toContain("yaml");
});

// One load of the CMS (its script is most of what a test of it costs), reached as a board member
// types it, without the slash: sent to /admin/, which then opens as itself.
test("/admin, typed without its slash, is sent to /admin/, which opens on the GitHub sign-in without another origin or a policy violation", async ({
  page,
  baseURL,
}) => {
  await test.step("/admin is sent to /admin/, its query kept", async () => {
    // Served as a page, /admin would load its scripts from /init.js and /decap-cms.js: blank.
    const response = await page.request.get("/admin?from=board", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/admin/?from=board");
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const foreign = recordForeignRequests(page, new URL(baseURL ?? "").origin);
  await page.goto("/admin");
  await test.step("/admin/ opens on the GitHub sign-in, never indexed", async () => {
    await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
    await expect(page.getByRole("button", { name: gitHubSignIn })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  });
  await test.step("/admin/ loads nothing from another origin and breaks no rule of its policy", async () => {
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test("on a host that sends no headers, /admin/ keeps its policy and never starts in a frame", async ({
  page,
  baseURL,
}) => {
  // As GitHub Pages serves it: the pages without any of their headers. Only a document's
  // policy, frame and isolation headers rule what a page may do; the other files pass as they
  // are (fetched and fulfilled here, Decap's 5 MB script took seconds of processor time).
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) =>
          !/^(content-security-policy|x-frame-options|cross-origin-|x-robots-tag)/i.test(name),
      ),
    );
    await route.fulfill({ response, headers });
  });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: gitHubSignIn })).toBeVisible();
  // The policy in the page still refuses code that is not one of the CMS's files.
  const injected = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'ran'";
    document.head.append(script);
    return document.body.dataset.injected ?? "blocked";
  });
  expect(injected).toBe("blocked");

  await page.goto("about:blank");
  await page.setContent(
    `<iframe src="${baseURL}/admin/" title="framed" width="800" height="600"></iframe>`,
  );
  const framed = page.frameLocator('iframe[title="framed"]');
  await expect(
    framed.getByText("The content manager opens only in a window of its own."),
  ).toBeVisible();
  await expect(framed.getByRole("button", { name: gitHubSignIn })).toHaveCount(0);
});
