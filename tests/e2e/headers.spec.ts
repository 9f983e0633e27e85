/**
 * `npm start` answers like production: the same security and caching headers as the generated
 * host configurations (build/hosting.json, which _headers and nginx.conf are written from), and
 * compressed pages. scripts/nginx-check.mjs checks nginx itself the same way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chapterPath, otherLanguage } from "../support/chapter-languages";
import { expect, test } from "./fixtures";

const client = join(import.meta.dirname, "..", "..", "build", "client");

const hosting = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "build", "hosting.json"), "utf8"),
) as { commonHeaders: Record<string, string>; pagePolicies: Record<string, string> };

const expectedCommon = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-permitted-cross-domain-policies": "none",
};

/** Pages of the default language, and of another (the identity's second) if the site has one. */
const pages = [
  { path: "/", file: "/index.html" },
  { path: "/events", file: "/events/index.html" },
  ...(otherLanguage
    ? [
        {
          path: `${chapterPath("/events", otherLanguage)}/`,
          file: `${chapterPath("/events", otherLanguage)}/index.html`,
        },
        {
          path: chapterPath("/about", otherLanguage),
          file: `${chapterPath("/about", otherLanguage)}/index.html`,
        },
      ]
    : []),
];

for (const { path, file } of pages) {
  test(`${path} is served with its own policy, the common headers and revalidation`, async ({
    request,
  }) => {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers).toMatchObject(expectedCommon);
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toBe(hosting.pagePolicies[file]);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(hosting.commonHeaders)) {
      expect(headers[name.toLowerCase()], name).toBe(value);
    }
  });
}

test("hashed assets are cached for a year and may run nothing; unknown paths get 404", async ({
  request,
}) => {
  // A script file of the build, whether a page of this chapter's content loads one or not.
  const asset = readdirSync(join(client, "assets")).find((file) => file.endsWith(".js"));
  expect(asset).toBeDefined();
  const response = await request.get(`/assets/${asset}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );

  // Under another language's folder, that language's not-found page and its policy.
  const folder = otherLanguage ? chapterPath("", otherLanguage) : "";
  const missing = await request.get(`${folder}/unknown`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-security-policy"]).toBe(
    hosting.pagePolicies[`${folder}/404.html`],
  );
  expect(missing.headers()).toMatchObject(expectedCommon);
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("a revalidated page keeps its headers on 304, and other methods get 405", async ({
  request,
}) => {
  const page = await request.get("/events");
  const revalidated = await request.get("/events", {
    headers: { "If-None-Match": page.headers()["etag"] ?? "" },
  });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()).toMatchObject({
    ...expectedCommon,
    etag: page.headers()["etag"],
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
    "content-security-policy": hosting.pagePolicies["/events/index.html"],
  });
  const posted = await request.post("/events", { data: "x" });
  expect(posted.status()).toBe(405);
  expect(posted.headers()["allow"]).toBe("GET, HEAD");
});
