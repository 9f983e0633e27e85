/**
 * Addresses, the sitemap, hreflang and the detection script on a site whose first language is
 * not English: run by the "German first" project of vitest.config.ts only (the fixture identity,
 * its languages German first), so that nothing of them takes English for the language at `/`.
 */
import { describe, expect, it } from "vitest";
import { identity } from "./identity";
import { defaultLanguage, languageInfo, languages } from "../config/languages";
import { pagePaths } from "../config/pages";
import { languageScript, languageStorageKey } from "./language-detection";
import {
  eventPagePath,
  languageOfRouteId,
  localizePath,
  sitePagePaths,
  splitLocalizedPath,
  switchLanguagePath,
} from "./paths";
import { seoMeta } from "./seo";
import { sitemapXml } from "./sitemap";

const [first, second] = languages as [typeof defaultLanguage, typeof defaultLanguage];
const url = (path: string) => `${identity.url}${path === "/" ? "/" : path}`;

describe("a site whose first language is not English", () => {
  it("is what this project runs: German at /, English under /en", () => {
    expect(first).toBe("de");
    expect(defaultLanguage).toBe("de");
    expect(languages).toContain("en");
    expect(languageInfo.de.prefix).toBe("");
    expect(languageInfo.en.prefix).toBe("/en");
  });

  it("gives the first language the unprefixed paths, and English its prefix", () => {
    expect(localizePath("/events", first)).toBe("/events");
    expect(localizePath("/", "en")).toBe("/en");
    expect(eventPagePath("noite-de-projetos", first)).toBe("/noite-de-projetos");
    expect(eventPagePath("noite-de-projetos", "en")).toBe("/en/noite-de-projetos");
    expect(splitLocalizedPath("/en/events")).toEqual({ language: "en", path: "/events" });
    expect(splitLocalizedPath("/events")).toEqual({ language: first, path: "/events" });
    expect(splitLocalizedPath("/english")).toEqual({ language: first, path: "/english" });
    expect(switchLanguagePath("/en/about", first)).toBe("/about");
    expect(switchLanguagePath("/about", "en")).toBe("/en/about");
    expect(languageOfRouteId("not-found")).toBe(first);
  });

  it("lists every page once per language in the sitemap, the first's without a prefix", () => {
    const paths = sitePagePaths([{ slug: "noite-de-projetos", page: {} }, { slug: "meeting" }]);
    expect(paths).toEqual([...Object.values(pagePaths), "/noite-de-projetos"]);
    const xml = sitemapXml(paths);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(url("/noite-de-projetos"));
    expect(locs).toContain(url("/en/noite-de-projetos"));
    expect(locs).not.toContain(url("/en/en/noite-de-projetos"));
    expect(locs.filter((loc) => loc?.includes("noite-de-projetos"))).toHaveLength(languages.length);
    const entry = xml.slice(xml.indexOf(`<loc>${url("/en/noite-de-projetos")}</loc>`));
    expect(entry).toContain(`hreflang="de" href="${url("/noite-de-projetos")}"`);
    expect(entry).toContain(`hreflang="x-default" href="${url("/noite-de-projetos")}"`);
  });

  it("links each page's twins, and x-default to the first language's page", () => {
    const meta = seoMeta({
      pathname: "/en/about",
      title: "About",
      description: "About",
      image: { path: "/card.png", alt: "" },
    }) as Record<string, unknown>[];
    const alternates = meta
      .filter((entry) => entry.rel === "alternate")
      .map((entry) => [entry.hrefLang, entry.href]);
    expect(alternates).toContainEqual(["de", url("/about")]);
    expect(alternates).toContainEqual(["en", url("/en/about")]);
    expect(alternates).toContainEqual(["x-default", url("/about")]);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url("/en/about") });
  });
});

describe("the detection script on a first-language page of such a site", () => {
  /** Runs the script of a first-language page for a browser with `browserLanguages`. */
  function visit(browserLanguages: string[], stored: string | null = null, pathname = "/about") {
    const store = new Map<string, string>(stored ? [[languageStorageKey, stored]] : []);
    let redirectedTo: string | null = null;
    new Function(
      "localStorage",
      "navigator",
      "location",
      "document",
      languageScript({ redirect: true }),
    )(
      {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
      { languages: browserLanguages, language: browserLanguages[0] },
      {
        origin: "https://chapter.example.org",
        pathname,
        search: "",
        hash: "",
        replace: (to: string) => (redirectedTo = to),
      },
      { referrer: "", addEventListener: () => {} },
    );
    return { redirectedTo, stored: store.get(languageStorageKey) ?? null };
  }

  it("keeps a visitor whose browser speaks the first language", () => {
    expect(visit(["de-DE", "en"])).toEqual({ redirectedTo: null, stored: first });
  });

  it("sends an English browser to the English twin, the home page to /en", () => {
    expect(visit(["en-US"])).toEqual({ redirectedTo: "/en/about", stored: "en" });
    expect(visit(["en-GB"], null, "/").redirectedTo).toBe("/en");
    expect(visit(["pt-PT", second], null, "/events").redirectedTo).toBe(`/${second}/events`);
  });

  it("falls back to the first language, not English, for a language the site does not have", () => {
    expect(visit(["pt-PT", "fi"])).toEqual({ redirectedTo: null, stored: first });
  });

  it("keeps a stored choice of the first language whatever the browser says", () => {
    expect(visit(["en-US"], first)).toEqual({ redirectedTo: null, stored: first });
  });
});
