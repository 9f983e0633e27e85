/**
 * The not-found pages and the host configurations of a site whose first language is not English:
 * run by the "German first" project of vitest.config.ts only (the fixture's languages, German
 * first). English is then a folder like any other: its own not-found page under /en/.
 */
import { describe, expect, it } from "vitest";
import { defaultLanguage, languages } from "../app/config/languages";
import { hostingManifest, nginxConfig, notFoundFolders } from "./hosting";
import { notFoundPages } from "../app/lib/paths";

const others = languages.filter((language) => language !== defaultLanguage);
const pages = [{ file: "/404.html", policy: "default-src 'self'" }];

describe("the not-found pages of a site whose first language is not English", () => {
  it("prerenders the first language's as /404.html and English's under /en", () => {
    expect(defaultLanguage).toBe("de");
    expect(notFoundPages.map(({ file }) => file)).toEqual(
      languages.map((language) => (language === "de" ? "404.html" : `${language}/404.html`)),
    );
    expect(notFoundPages.map(({ prerenderPath }) => prerenderPath)).toContain("/en/404/page");
  });

  it("gives English a folder with its not-found page in nginx, npm start and the hosts", () => {
    expect(notFoundFolders.map(({ folder }) => folder)).toEqual(
      others.map((language) => `/${language}/`),
    );
    const config = nginxConfig({ root: "/srv/site", listen: "8080", basePath: "/", pages });
    expect(config).toContain("location /en/ {\n      error_page 404 /en/404.html;");
    expect(config).not.toContain("location /de/ {");
    expect(hostingManifest(pages, "/").notFoundFolders).toEqual(others);
  });
});
