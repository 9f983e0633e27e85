import { describe, expect, it } from "vitest";
import { identity } from "./identity";
import { seoMeta } from "./seo";

type Entry = Record<string, unknown>;

function find(meta: ReturnType<typeof seoMeta>, predicate: (entry: Entry) => boolean): Entry[] {
  return meta.map((entry) => entry as Entry).filter(predicate);
}

describe("seoMeta", () => {
  const image = { path: "/assets/card.jpg", alt: "Il team sulle Alpi" };
  const meta = seoMeta({
    pathname: "/it/about/",
    title: "Una pagina di prova",
    description: "Il team",
    image,
  });

  it("gives the title and the description", () => {
    expect(meta).toContainEqual({ title: "Una pagina di prova" });
    expect(meta).toContainEqual({ name: "description", content: "Il team" });
  });

  it("gives a canonical URL without a trailing slash", () => {
    expect(find(meta, (entry) => entry.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${identity.url}/it/about` },
    ]);
  });

  it("links every language and x-default to the English page", () => {
    const alternates = find(meta, (entry) => entry.rel === "alternate");
    expect(alternates.map((entry) => [entry.hrefLang, entry.href])).toEqual([
      ["en", `${identity.url}/about`],
      ["it", `${identity.url}/it/about`],
      ["de", `${identity.url}/de/about`],
      ["x-default", `${identity.url}/about`],
    ]);
  });

  it("names the page's locale and the other one for Open Graph", () => {
    expect(meta).toContainEqual({ property: "og:locale", content: "it_IT" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_GB" });
  });

  it("gives social cards an absolute 1200 × 630 image with its description", () => {
    expect(meta).toContainEqual({
      property: "og:image",
      content: `${identity.url}/assets/card.jpg`,
    });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Il team sulle Alpi" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({
      name: "twitter:image",
      content: `${identity.url}/assets/card.jpg`,
    });
  });

  it("uses the site root for the home page", () => {
    const home = seoMeta({ pathname: "/", title: "Home", description: "Home", image });
    expect(find(home, (entry) => entry.rel === "canonical")[0]).toMatchObject({
      href: `${identity.url}/`,
    });
    const homeIt = seoMeta({ pathname: "/it", title: "Home", description: "Home", image });
    expect(find(homeIt, (entry) => entry.hrefLang === "en")[0]).toMatchObject({
      href: `${identity.url}/`,
    });
  });
});
