import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { seoMeta } from "./seo";

type Entry = Record<string, unknown>;

function find(meta: ReturnType<typeof seoMeta>, predicate: (entry: Entry) => boolean): Entry[] {
  return meta.map((entry) => entry as Entry).filter(predicate);
}

describe("seoMeta", () => {
  const meta = seoMeta({ pathname: "/it/about/", title: "Chi siamo", description: "Il team" });

  it("gives the title and the description", () => {
    expect(meta).toContainEqual({ title: "Chi siamo" });
    expect(meta).toContainEqual({ name: "description", content: "Il team" });
  });

  it("gives a canonical URL without a trailing slash", () => {
    expect(find(meta, (entry) => entry.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${site.url}/it/about` },
    ]);
  });

  it("links every language and x-default to the English page", () => {
    const alternates = find(meta, (entry) => entry.rel === "alternate");
    expect(alternates.map((entry) => [entry.hrefLang, entry.href])).toEqual([
      ["en", `${site.url}/about`],
      ["it", `${site.url}/it/about`],
      ["x-default", `${site.url}/about`],
    ]);
  });

  it("names the page's locale and the other one for Open Graph", () => {
    expect(meta).toContainEqual({ property: "og:locale", content: "it_IT" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_GB" });
  });

  it("uses the site root for the home page", () => {
    const home = seoMeta({ pathname: "/", title: "Home", description: "Home" });
    expect(find(home, (entry) => entry.rel === "canonical")[0]).toMatchObject({
      href: `${site.url}/`,
    });
    const homeIt = seoMeta({ pathname: "/it", title: "Home", description: "Home" });
    expect(find(homeIt, (entry) => entry.hrefLang === "en")[0]).toMatchObject({
      href: `${site.url}/`,
    });
  });
});
