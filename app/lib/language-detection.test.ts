import { describe, expect, it } from "vitest";
import { languageChoiceAttribute, languageScript, languageStorageKey } from "./language-detection";

interface Visit {
  /** The path the site is served under. */
  basePath?: string;
  stored?: string | null;
  /** Storage that throws on every access, as with disabled storage. */
  storageThrows?: boolean;
  languages?: string[];
  language?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  /** The page the visitor came from, as `document.referrer` gives it ("" for none). */
  referrer?: string;
  /** An Italian page, or the not-found page: the script only remembers choices there. */
  redirect?: boolean;
}

/** Runs the inline script against a fake browser and reports what it did. */
function visit({
  basePath = "/",
  stored = null,
  storageThrows = false,
  languages = ["en-GB"],
  language = languages[0] ?? "",
  pathname = "/",
  search = "",
  hash = "",
  referrer = "",
  redirect = true,
}: Visit) {
  const store = new Map<string, string>();
  if (stored !== null) store.set(languageStorageKey, stored);
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new DOMException("denied", "SecurityError");
      return store.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (storageThrows) throw new DOMException("denied", "SecurityError");
      store.set(key, value);
    },
  };
  let redirectedTo: string | null = null;
  const location = {
    origin: "https://chapter.example.org",
    pathname,
    search,
    hash,
    replace(url: string) {
      redirectedTo = url;
    },
  };
  const navigator = { languages, language };
  let onClick: ((event: unknown) => void) | undefined;
  const document = {
    referrer,
    addEventListener(type: string, listener: (event: unknown) => void) {
      if (type === "click") onClick = listener;
    },
  };
  new Function(
    "localStorage",
    "navigator",
    "location",
    "document",
    languageScript({ redirect, basePath }),
  )(localStorage, navigator, location, document);
  /** A click on something; `language` makes it a link of the language menu. */
  const click = (language?: string) =>
    onClick?.({
      target: {
        closest: (selector: string) =>
          language && selector === `a[${languageChoiceAttribute}]`
            ? { getAttribute: () => language }
            : null,
      },
    });
  return {
    redirectedTo,
    stored: store.get(languageStorageKey) ?? null,
    click,
    storedNow: () => store.get(languageStorageKey) ?? null,
  };
}

describe("languageScript, remembering a choice", () => {
  it("stores the language of a menu link that is followed, on a page of any language", () => {
    const italianPage = visit({ redirect: false, pathname: "/it/about", stored: "it" });
    expect(italianPage.redirectedTo).toBeNull();
    italianPage.click();
    expect(italianPage.storedNow()).toBe("it");
    italianPage.click("en");
    expect(italianPage.storedNow()).toBe("en");
  });

  it("lets the click go on when storage throws", () => {
    const blocked = visit({ redirect: false, storageThrows: true });
    expect(() => blocked.click("en")).not.toThrow();
  });
});

describe("languageScript on an English page", () => {
  it("sends a visitor whose browser prefers Italian to the Italian twin and remembers it", () => {
    expect(visit({ languages: ["it-IT", "en"], pathname: "/about" })).toMatchObject({
      redirectedTo: "/it/about",
      stored: "it",
    });
  });

  it("maps the home page to /it", () => {
    expect(visit({ languages: ["it"] }).redirectedTo).toBe("/it");
  });

  it("keeps the query string and the hash", () => {
    const result = visit({
      languages: ["it"],
      pathname: "/events",
      search: "?ref=newsletter",
      hash: "#past",
    });
    expect(result.redirectedTo).toBe("/it/events?ref=newsletter#past");
  });

  it("lets a stored choice win over the browser", () => {
    expect(visit({ stored: "en", languages: ["it-IT"] })).toMatchObject({
      redirectedTo: null,
      stored: "en",
    });
    expect(visit({ stored: "it", languages: ["en-US"] }).redirectedTo).toBe("/it");
  });

  it("accepts a stored regional variant such as it-IT", () => {
    expect(visit({ stored: "it-IT", languages: ["en"] }).redirectedTo).toBe("/it");
  });

  it("takes the first supported language among the browser's", () => {
    expect(visit({ languages: ["pt-PT", "it-IT", "en"] }).redirectedTo).toBe("/it");
    expect(visit({ languages: ["pt-PT", "en", "it"] }).redirectedTo).toBeNull();
    expect(visit({ languages: ["de-AT", "it"] }).redirectedTo).toBe("/de");
  });

  it("falls back to English for an unsupported browser language and caches it", () => {
    expect(visit({ languages: ["pt-PT", "fr"] })).toMatchObject({
      redirectedTo: null,
      stored: "en",
    });
  });

  it("treats junk in storage as no choice", () => {
    for (const junk of ["", "klingon", "{}", "null", "undefined", "<script>", "fr"]) {
      expect(visit({ stored: junk, languages: ["it-IT"] })).toMatchObject({
        redirectedTo: "/it",
        stored: "it",
      });
    }
  });

  it("ignores storage that throws and still follows the browser", () => {
    expect(visit({ storageThrows: true, languages: ["it-IT"] }).redirectedTo).toBe("/it");
    expect(visit({ storageThrows: true, languages: ["en"] }).redirectedTo).toBeNull();
  });

  it("uses navigator.language when navigator.languages is empty", () => {
    expect(visit({ languages: [], language: "it-CH" }).redirectedTo).toBe("/it");
  });

  it("keeps the path the site is served under", () => {
    const served = { basePath: "/chapter-site/", languages: ["it"] };
    expect(visit({ ...served, pathname: "/chapter-site/events" }).redirectedTo).toBe(
      "/chapter-site/it/events",
    );
    expect(visit({ ...served, pathname: "/chapter-site/" }).redirectedTo).toBe("/chapter-site/it");
    expect(visit({ ...served, pathname: "/chapter-site" }).redirectedTo).toBe("/chapter-site/it");
  });

  it("never redirects a page reached from the site, so a choice of English holds without storage", () => {
    const italian = { languages: ["it-IT"], pathname: "/events" };
    for (const referrer of [
      "https://chapter.example.org/it/events",
      "https://chapter.example.org/",
      "https://chapter.example.org",
    ]) {
      expect(visit({ ...italian, referrer }), referrer).toMatchObject({
        redirectedTo: null,
        stored: null,
      });
      expect(visit({ ...italian, referrer, storageThrows: true }).redirectedTo).toBeNull();
      expect(visit({ ...italian, referrer, stored: "it" }).redirectedTo).toBeNull();
    }
  });

  it("still detects on entry from another site, another site on the same host included", () => {
    for (const referrer of [
      "https://www.search.example/?q=chapter",
      "https://chapter.example.org.evil.example/",
    ]) {
      expect(visit({ languages: ["it-IT"], referrer }).redirectedTo, referrer).toBe("/it");
    }
    const served = { basePath: "/chapter-site/", languages: ["it"], pathname: "/chapter-site/" };
    expect(
      visit({ ...served, referrer: "https://chapter.example.org/other-site/" }).redirectedTo,
    ).toBe("/chapter-site/it");
    expect(
      visit({ ...served, referrer: "https://chapter.example.org/chapter-site/it" }).redirectedTo,
    ).toBeNull();
  });

  it("is small enough to inline in every page", () => {
    expect(languageScript({ redirect: true }).length).toBeLessThan(1000);
    expect(languageScript({ redirect: false }).length).toBeLessThan(300);
  });
});
