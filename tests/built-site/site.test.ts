/**
 * Checks over the chapter's built site (build/client), run by `npm test` right after the build:
 * what a crawler, a link checker and a careful reviewer would look at on every page. They hold
 * for any content that passes the content check: expectations come from the content itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { islandAttribute, islandPropsAttribute } from "../../app/config/islands";
import { defaultLanguage, languageInfo, languages, multilingual } from "../../app/config/languages";
import { knownLanguages } from "../../app/config/known-languages";
import { messagesOf } from "../../app/i18n/messages";
import { pageIds, pagePaths } from "../../app/config/pages";
import ICAL from "ical.js";
import { allFeeds, feedPath } from "../../app/lib/calendar-feeds";
import { eventKinds } from "../../app/lib/content-schema";
import {
  calendarPath,
  localizePath,
  pagePath,
  sitePagePaths,
  splitLocalizedPath,
} from "../../app/lib/paths";
import { imageFolders } from "../../app/config/content-locations";
import { pictureFileKind } from "../../app/config/pictures";
import { readContent } from "../../app/server/content.server";
import { checkSvg } from "../../app/server/svg-safety.server";
import { parse as parseYaml } from "yaml";
import { adminFolder, adminHeaders } from "../../tools/cms-admin";
import { cmsLanguages, decapLocales } from "../../tools/cms-browser/words";
import { headersFileProblems, headersRuleLimit } from "../../tools/hosting";
import { gzipSync } from "node:zlib";
import { scaled } from "../support/time-scale";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const content = readContent(join(import.meta.dirname, "..", "..")).content;
if (!content) throw new Error("the chapter's content has mistakes: run npm run build to see them");
const siteUrl = content.identity.url.replace(/\/$/, "");
/** The default language's paths of the events that have a page. */
const eventPages = sitePagePaths(content.events.map(({ event }) => event)).filter(
  (path) => !pageIds.some((page) => pagePath(page, defaultLanguage) === path),
);
/** The languages other than the default, each with its folder (`/it`): none on a site in one. */
const otherLanguages = languages.filter((language) => language !== defaultLanguage);
/** The title of the not-found page in a language, from its message file. */
const notFoundTitle = (language: (typeof languages)[number]) => messagesOf(language).notFoundTitle;

interface Page {
  /** URL path: "/", "/it/events" (in the identity's languages). */
  path: string;
  document: Document;
}

/** The built files whose names match, outside the CMS (checked apart, below) and the folders
 * skipped. */
function builtFiles(dir: string, names: RegExp, skipped: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const skip = skipped.includes(name) || (dir === client && name === adminFolder);
      return skip ? [] : builtFiles(path, names, skipped);
    }
    return names.test(name) ? [path] : [];
  });
}

/** The pages' files: every HTML file but the CMS's. */
const htmlFiles = (dir: string) => builtFiles(dir, /\.html$/, ["assets"]);

/** Parsed with the DOMParser of the jsdom environment (vitest.built-site.config.ts). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

let pages: Page[] = [];
let notFound: Document;
/** The not-found page of each other language's folder, by language. */
const otherNotFound = new Map<string, Document>();
/** The not-found pages, as the page checks name them (`/404`, `/it/404`). */
let notFoundPages: Page[] = [];

beforeAll(() => {
  if (!existsSync(join(client, "404.html"))) throw new Error("build the site first: npm run build");
  const files = htmlFiles(client);
  pages = files
    .filter((file) => file.endsWith("index.html"))
    .map((file) => ({
      path: `/${relative(client, file)}`.replace(/\/?index\.html$/, "") || "/",
      document: parse(readFileSync(file, "utf8")),
    }));
  notFound = parse(readFileSync(join(client, "404.html"), "utf8"));
  notFoundPages = [{ path: "/404", document: notFound }];
  for (const language of otherLanguages) {
    const file = join(client, language, "404.html");
    if (!existsSync(file)) continue; // reported by the not-found page's own check
    const document = parse(readFileSync(file, "utf8"));
    otherNotFound.set(language, document);
    notFoundPages.push({ path: localizePath("/404", language), document });
  }
});

/** Whether a path of this site is a file of the build, as the servers map clean URLs. */
function resolves(path: string): boolean {
  const clean = decodeURI(path.split(/[?#]/)[0] ?? "");
  return [clean, `${clean}.html`, join(clean, "index.html")].some((candidate) => {
    const file = join(client, candidate);
    return existsSync(file) && statSync(file).isFile();
  });
}

/** A path in every language of the site: `/events` → `/events`, `/it/events`. */
const inEveryLanguage = (path: string) => {
  const { path: english } = splitLocalizedPath(path);
  return languages.map((language) => localizePath(english, language));
};
/** The same path in the default language: `/it/events` → `/events`. */
const defaultTwin = (path: string) => localizePath(splitLocalizedPath(path).path, defaultLanguage);

describe("the built site", () => {
  it("has every page and every event page in each of its languages, and no other", () => {
    const expected = languages.flatMap((language) => [
      ...pageIds.map((page) => pagePath(page, language)),
      ...eventPages.map((path) => localizePath(path, language)),
    ]);
    expect(pages.map((page) => page.path).sort()).toEqual(expected.sort());
  });

  it(
    "links only to pages and files that exist",
    () => {
      const broken: string[] = [];
      for (const { path, document } of [...pages, ...notFoundPages]) {
        const references = [
          ...Array.from(document.querySelectorAll("a[href]"), (a) => a.getAttribute("href") ?? ""),
          ...Array.from(
            document.querySelectorAll("img[src]"),
            (img) => img.getAttribute("src") ?? "",
          ),
          ...Array.from(
            document.querySelectorAll("link[href]"),
            (link) => link.getAttribute("href") ?? "",
          ),
          ...Array.from(document.querySelectorAll("[srcset]"), (element) =>
            (element.getAttribute("srcset") ?? "")
              .split(",")
              .map((entry) => entry.trim().split(" ")[0] ?? ""),
          ).flat(),
          ...Array.from(document.querySelectorAll("link[imagesrcset]"), (link) =>
            (link.getAttribute("imagesrcset") ?? "")
              .split(",")
              .map((entry) => entry.trim().split(" ")[0] ?? ""),
          ).flat(),
        ];
        for (const reference of references) {
          if (reference.startsWith(siteUrl)) {
            if (!resolves(reference.slice(siteUrl.length) || "/"))
              broken.push(`${path} → ${reference}`);
          } else if (reference.startsWith("/")) {
            if (!resolves(reference)) broken.push(`${path} → ${reference}`);
          } else if (reference.startsWith("#")) {
            if (reference.length > 1 && !document.getElementById(reference.slice(1))) {
              broken.push(`${path} → ${reference}`);
            }
          }
        }
      }
      expect(broken).toEqual([]);
    },
    // Every reference of every page checked against the files: seconds on a busy machine.
    scaled(20_000),
  );

  it("lists every event page on the events page of its language, linked", () => {
    const eventPaths = pages
      .map((page) => page.path)
      .filter((path) => !pageIds.some((id) => languages.some((l) => pagePath(id, l) === path)));
    expect(eventPaths.length).toBe(eventPages.length * languages.length);
    for (const language of languages) {
      const list = pages.find((page) => page.path === pagePath("events", language));
      if (!list) throw new Error(`no events page in ${language}`);
      const linked = new Set(
        Array.from(list.document.querySelectorAll("main a[href]"), (a) => a.getAttribute("href")),
      );
      for (const path of eventPaths.filter(
        (path) => splitLocalizedPath(path).language === language,
      )) {
        expect(linked, `${path} is not linked from ${pagePath("events", language)}`).toContain(
          path,
        );
      }
    }
  });

  it("opens every new tab without giving it access to the page", () => {
    for (const { path, document } of pages) {
      for (const link of document.querySelectorAll('a[target="_blank"]')) {
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        expect(rel, `${path}: ${link.getAttribute("href")}`).toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
      }
    }
  });

  it("gives every image a width, a height and a text alternative", () => {
    for (const { path, document } of pages) {
      for (const image of document.querySelectorAll("img")) {
        const name = `${path}: ${image.getAttribute("src")}`;
        expect(image.getAttribute("width"), name).toMatch(/^\d+$/);
        expect(image.getAttribute("height"), name).toMatch(/^\d+$/);
        expect(image.hasAttribute("alt"), name).toBe(true);
      }
    }
  });

  it("preloads the picture that paints largest from the head, with high priority", () => {
    const withHero = pages.filter(({ document }) =>
      document.querySelector('img[fetchpriority="high"]'),
    );
    // The home page and the event pages open with a large picture, the About page with the first
    // of the home page's photos when there is one, the events list with its first card's when it
    // shows an event (with none, it shows none).
    const lists = languages
      .map((language) => pagePath("events", language))
      .filter((path) =>
        pages.find((page) => page.path === path)?.document.querySelector("main img"),
      );
    expect(withHero.map(({ path }) => path).sort()).toEqual(
      [
        ...inEveryLanguage("/"),
        ...(content.pages.home.photos.length > 0 ? inEveryLanguage(pagePaths.about) : []),
        ...lists,
        ...eventPages.flatMap(inEveryLanguage),
      ].sort(),
    );
    for (const { path, document } of withHero) {
      expect(document.querySelectorAll('img[fetchpriority="high"]'), path).toHaveLength(1);
      const picture = document.querySelector('img[fetchpriority="high"]')?.closest("picture");
      const sources = Array.from(picture?.querySelectorAll("source") ?? []);
      // One preload per picture a screen may show (an event header's crop on a laptop, the
      // picture itself elsewhere): its first format, under its own media condition.
      const shown = [...new Set(sources.map((source) => source.getAttribute("media")))].map(
        (media) => sources.find((source) => source.getAttribute("media") === media),
      );
      const preloads = Array.from(
        document.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]'),
      );
      expect(preloads, path).toHaveLength(shown.length);
      shown.forEach((source, index) => {
        const preload = preloads[index];
        expect(preload?.getAttribute("imagesrcset"), path).toBe(source?.getAttribute("srcset"));
        expect(preload?.getAttribute("type"), path).toBe(source?.getAttribute("type"));
        expect(preload?.getAttribute("imagesizes"), path).toBe(source?.getAttribute("sizes"));
        const media = source?.getAttribute("media");
        if (media) expect(preload?.getAttribute("media")?.startsWith(media), path).toBe(true);
        else if (shown.length > 1) expect(preload?.getAttribute("media"), path).toMatch(/^\(not /);
      });
    }
  });

  it("gives every page its own title and description", () => {
    const titles = pages.map((page) => page.document.title);
    const descriptions = pages.map(
      (page) =>
        page.document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    );
    // Event pages take them from their content, whose check asks for as much.
    for (const [index, page] of pages.entries()) {
      expect(titles[index]?.length, page.path).toBeGreaterThan(10);
      expect(descriptions[index]?.length, page.path).toBeGreaterThanOrEqual(50);
    }
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it("gives every page its language, canonical URL and a complete, reciprocal hreflang set", () => {
    for (const { path, document } of pages) {
      const { language } = splitLocalizedPath(path);
      expect(document.documentElement.lang, path).toBe(languageInfo[language].tag);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(canonical, path).toBe(`${siteUrl}${path}`);
      const alternates = Object.fromEntries(
        Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      );
      // Every language's twin and the default one as x-default; none on a site in one language.
      const twin = defaultTwin(path);
      expect(alternates, path).toEqual(
        multilingual
          ? {
              ...Object.fromEntries(
                languages.map((each) => [
                  languageInfo[each].tag,
                  `${siteUrl}${localizePath(splitLocalizedPath(twin).path, each)}`,
                ]),
              ),
              "x-default": `${siteUrl}${twin}`,
            }
          : {},
      );
    }
  });

  it("gives every page a social card with a 1200 × 630 image that exists", () => {
    for (const { path, document } of pages) {
      const meta = (key: string) =>
        document
          .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
          ?.getAttribute("content");
      expect(meta("og:title"), path).toBeTruthy();
      expect(meta("og:description"), path).toBeTruthy();
      expect(meta("og:url"), path).toBe(`${siteUrl}${path}`);
      const { language } = splitLocalizedPath(path);
      expect(meta("og:locale"), path).toBe(languageInfo[language].ogLocale);
      expect(
        Array.from(document.querySelectorAll('meta[property="og:locale:alternate"]'), (tag) =>
          tag.getAttribute("content"),
        ),
        path,
      ).toEqual(
        languages.filter((each) => each !== language).map((each) => languageInfo[each].ogLocale),
      );
      expect(meta("og:image:width"), path).toBe("1200");
      expect(meta("og:image:height"), path).toBe("630");
      expect(meta("twitter:card"), path).toBe("summary_large_image");
      const image = meta("og:image") ?? "";
      expect(image.startsWith(`${siteUrl}/`), path).toBe(true);
      expect(resolves(image.slice(siteUrl.length)), `${path}: ${image}`).toBe(true);
    }
  });

  it("shares the card drawn from the logo where a page has no picture of its own", () => {
    const card = readFileSync(join(client, "social-card.png"));
    // A PNG's size is in its header: width, then height, from byte 16.
    expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
    const image = (path: string) =>
      pages
        .find((page) => page.path === path)
        ?.document.querySelector('meta[property="og:image"]')
        ?.getAttribute("content");
    for (const page of ["events", "partners"] as const) {
      for (const language of languages) {
        const path = pagePath(page, language);
        expect(image(path), path).toBe(`${siteUrl}/social-card.png`);
      }
    }
    // The home page keeps its own picture, its banner.
    expect(image("/")).not.toBe(`${siteUrl}/social-card.png`);
  });

  it("has structured data that parses: Organization at home, Event on event pages", () => {
    for (const { path, document } of pages) {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(() => JSON.parse(script.textContent ?? ""), path).not.toThrow();
      }
    }
    const types = (path: string) =>
      Array.from(
        pages
          .find((page) => page.path === path)
          ?.document.querySelectorAll('script[type="application/ld+json"]') ?? [],
        (script) => JSON.parse(script.textContent ?? "{}")["@type"],
      );
    for (const path of inEveryLanguage("/")) expect(types(path), path).toEqual(["Organization"]);
    for (const path of eventPages.flatMap(inEveryLanguage)) {
      expect(types(path), path).toEqual(["Event"]);
    }
  });

  it("lists exactly the pages in the sitemap, and robots.txt points at it", () => {
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => (match[1] ?? "").slice(siteUrl.length) || "/")
      .sort();
    expect(listed).toEqual(pages.map((page) => page.path).sort());
    // Calendars are files to subscribe to, not pages to index.
    expect(sitemap).not.toMatch(/\.ics</);
    expect(readFileSync(join(client, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });

  it("keeps the marks of unbreakable values out of every text it publishes", () => {
    // Pages, page data, calendars, the sitemap, scripts: every text file but the CMS's own.
    const leaking = builtFiles(client, /\.(html|data|ics|xml|txt|json|js|css)$/)
      .filter((file) => /[\uE000\uE001]/.test(readFileSync(file, "utf8")))
      .map((file) => relative(client, file));
    expect(leaking).toEqual([]);
  });

  it("has a not-found page that search engines do not index, with each language's message", () => {
    expect(notFound.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    for (const language of otherLanguages) {
      expect(
        notFound.querySelector(`section[lang="${languageInfo[language].tag}"]`)?.textContent,
        language,
      ).toContain(notFoundTitle(language));
    }
    expect(notFound.body.textContent).toContain(notFoundTitle(defaultLanguage));
    expect(notFound.documentElement.getAttribute("lang")).toBe(languageInfo[defaultLanguage].tag);
    // The messages of the languages the site is not in are not there (a language without words
    // of its own reads English's, which a site in English shows as its own).
    const titles = new Set(languages.map(notFoundTitle));
    const strangers = (Object.keys(knownLanguages) as (keyof typeof knownLanguages)[]).filter(
      (code) => !languages.includes(code) && !titles.has(notFoundTitle(code)),
    );
    for (const code of strangers) {
      expect(notFound.body.textContent, code).not.toContain(notFoundTitle(code));
    }
  });

  it("has a not-found page in each other language for the addresses under its folder", () => {
    for (const language of otherLanguages) {
      const page = otherNotFound.get(language);
      expect(page, `${language}/404.html`).toBeDefined();
      expect(page?.documentElement.getAttribute("lang")).toBe(languageInfo[language].tag);
      expect(page?.querySelector("h1")?.textContent).toBe(notFoundTitle(language));
      expect(page?.body.textContent).not.toContain(notFoundTitle(defaultLanguage));
      expect(page?.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    }
    // In one language: no folder of another language, so no page of it.
    const folders = (Object.keys(knownLanguages) as string[]).filter((code) =>
      existsSync(join(client, code)),
    );
    expect(folders.sort()).toEqual([...otherLanguages].sort());
  });
});

/** The script files a module loads before it runs, itself included (static imports only). */
function moduleGraph(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(client, url), "utf8");
  for (const [, specifier = ""] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
    moduleGraph(new URL(specifier, `https://site${url}`).pathname, seen);
  }
  return seen;
}

/**
 * What a page's widget may weigh, gzip: React 19 (react, react-dom's client, the scheduler) is
 * some 66 KB of it in one file, the floor of any island; the widget's own code (its components,
 * the hydration) gets the rest. Docs: docs/architecture.md, "Quality bars".
 */
const islandBudget = { totalBytes: 75 * 1024, ownCodeBytes: 8 * 1024 };

describe("JavaScript in the built site", () => {
  /** What each page loads: its inline code and the script files its module script imports. */
  const scriptsOf = (document: Document) => {
    // JSON-LD and an island's props are data, never run.
    const inline = Array.from(
      document.querySelectorAll("script:not([src]):not([type='module'])"),
      (script) => script,
    ).filter((script) => !/^application\/(ld\+)?json$/.test(script.getAttribute("type") ?? ""));
    const modules = Array.from(document.querySelectorAll("script[type='module']"));
    const files = new Set<string>();
    for (const module of modules) {
      for (const [, url = ""] of (module.textContent ?? "").matchAll(/import\("([^"]+)"\)/g)) {
        for (const file of moduleGraph(url)) files.add(file);
      }
    }
    const gzip = (file: string) => gzipSync(readFileSync(join(client, file))).length;
    return {
      files: [...files],
      inlineBytes: inline.reduce((sum, script) => sum + (script.textContent ?? "").length, 0),
      modules: modules.length,
      fileScripts: document.querySelectorAll("script[src], link[rel='modulepreload']").length,
      gzipBytes: [...files].reduce((sum, file) => sum + gzip(file), 0),
      ownCodeBytes: [...files]
        .filter((file) => !/\/react-[\w-]+\.js$/.test(file))
        .reduce((sum, file) => sum + gzip(file), 0),
    };
  };
  /** The entry file of an island: `/assets/island-team-carousel-Ab12.js`. */
  const islandEntry = (file: string) => /\/island-([a-z-]+)-[\w-]+\.js$/.exec(file)?.[1];
  /**
   * The islands a page holds (components/island), each with its props right after it: what the
   * page shows on the day of the build, and the one decision of what it loads (decision 0021).
   */
  const islandsHeld = (document: Document) => {
    const held = Array.from(document.querySelectorAll(`[${islandAttribute}]`), (element) => ({
      name: element.getAttribute(islandAttribute) ?? "",
      props: element.nextElementSibling?.getAttribute(islandPropsAttribute),
    }));
    return {
      names: [...new Set(held.map(({ name }) => name))].sort(),
      withProps: held.every(({ name, props }) => props === name),
    };
  };

  it("is loaded only by the pages that hold a widget, each its islands and nothing more", () => {
    const found = [...pages, ...notFoundPages].map(({ path, document }) => {
      const scripts = scriptsOf(document);
      const entries = scripts.files.filter(islandEntry);
      const graph = new Set(entries.flatMap((entry) => [...moduleGraph(entry)]));
      return {
        path,
        islands: entries.map((entry) => islandEntry(entry)).sort(),
        fileScripts: scripts.fileScripts,
        // Every file loaded is part of the islands' own graphs: no router, manifest or page code.
        onlyIslands: scripts.files.length === graph.size,
        withinBudget:
          entries.length > 0
            ? scripts.modules === 1 &&
              scripts.gzipBytes <= islandBudget.totalBytes &&
              scripts.ownCodeBytes <= islandBudget.ownCodeBytes
            : scripts.modules === 0 && scripts.inlineBytes <= 2048,
      };
    });
    const held = new Map(
      [...pages, ...notFoundPages].map(({ path, document }) => [path, islandsHeld(document)]),
    );
    expect(found).toEqual(
      found.map(({ path }) => ({
        path,
        islands: held.get(path)?.names,
        fileScripts: 0,
        onlyIslands: true,
        withinBudget: true,
      })),
    );
    expect([...held].filter(([, { withProps }]) => !withProps).map(([path]) => path)).toEqual([]);
    // Both kinds of page exist, so the check above is not empty on either side, when the content
    // has what a widget shows: the team (its carousel). An event page holds its section menu
    // only if it asks for one and has sections left on the day of the build; a new chapter has
    // neither, and its pages hold no widget.
    const holdsWidget = found.some(({ islands }) => islands.length > 0);
    if (content.team.length > 0) expect(holdsWidget).toBe(true);
    if (!content.events.some(({ event }) => event.page?.sectionNavigation)) {
      expect(holdsWidget).toBe(content.team.length > 0);
    }
    expect(found.some(({ islands }) => islands.length === 0)).toBe(true);
  });

  it("publishes none of React Router's browser files: no page data, runtime or route modules", () => {
    expect(builtFiles(client, /\.data$/)).toEqual([]);
    const published = builtFiles(join(client, "assets"), /\.js$/).map(
      (file) => `/${relative(client, file)}`,
    );
    // Every script file is an island's entry or a file one imports.
    const islandFiles = new Set(
      published.filter(islandEntry).flatMap((file) => [...moduleGraph(file)]),
    );
    expect(published.filter((file) => !islandFiles.has(file))).toEqual([]);
    expect(islandFiles.size).toBeGreaterThan(0);
  });

  it("leaves time zones to the build: no script a page loads works with one", () => {
    // Rome's offsets cost a phone some 150 ms of main thread while the tech clash page hydrated
    // (decision 0013): dates reach the pages as text and as instants to compare.
    const zoned = [...pages, ...notFoundPages].flatMap(({ path, document }) =>
      scriptsOf(document)
        .files.filter((file) => readFileSync(join(client, file), "utf8").includes("timeZone"))
        .map((file) => `${path}: ${file}`),
    );
    expect(zoned).toEqual([]);
  });

  it("paints every page from its own HTML: styles inline, no stylesheet request first", () => {
    for (const { path, document } of [...pages, ...notFoundPages]) {
      const inline = document.querySelector("style[data-inline-styles]")?.textContent ?? "";
      expect(inline.length, path).toBeGreaterThan(1000);
      const requested = Array.from(
        document.querySelectorAll("link[rel='stylesheet']:not([disabled])"),
        (link) => link.getAttribute("href"),
      );
      expect(requested, path).toEqual([]);
    }
  });
});

describe("the calendar feeds of the built site", () => {
  const feeds = allFeeds(languages, eventKinds);
  const read = (path: string) => readFileSync(join(client, path), "utf8");
  const uids = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((event) => String(event.getFirstPropertyValue("uid")))
      .sort();
  const host = new URL(siteUrl).host;
  const uidsOf = (kind: string) =>
    content.events
      .filter(({ event }) => kind === "all" || event.kind === kind)
      .map(({ id }) => `${id}@${host}`)
      .sort();

  it("has every feed in every language, each with exactly its events, read by ical.js", () => {
    for (const { path, kind, language } of feeds) {
      const text = read(path);
      expect(text.startsWith("BEGIN:VCALENDAR\r\n"), path).toBe(true);
      expect(uids(text), path).toEqual(uidsOf(kind));
      // The same events, with the same UIDs, as the English twin and each event's own file.
      if (language !== defaultLanguage) {
        expect(uids(text), path).toEqual(uids(read(defaultTwin(path))));
      }
    }
    for (const { event, id } of content.events) {
      for (const language of languages) {
        expect(uids(read(calendarPath(event.slug, language)))).toEqual([`${id}@${host}`]);
      }
    }
  });

  it("is offered on the events page in each language, by links that lead to the feeds", () => {
    for (const language of languages) {
      const path = pagePath("events", language);
      const document = pages.find((page) => page.path === path)?.document;
      const section = document?.getElementById("subscribe");
      expect(section, path).toBeTruthy();
      const webcal = Array.from(
        section?.querySelectorAll('a[href^="webcal:"]') ?? [],
        (link) => link.getAttribute("href") ?? "",
      );
      const feed = `${siteUrl}${feedPath(language)}`;
      expect(webcal[0], path).toBe(feed.replace(/^https?:/, "webcal:"));
      for (const href of webcal) {
        const address = href.replace(/^webcal:/, new URL(siteUrl).protocol);
        expect(address.startsWith(`${siteUrl}/`), href).toBe(true);
        expect(resolves(address.slice(siteUrl.length)), href).toBe(true);
      }
      expect(section?.querySelector("textarea[readonly]")?.textContent, path).toBe(feed);
      const google = section?.querySelector('a[href^="https://calendar.google.com/"]');
      expect(new URL(google?.getAttribute("href") ?? "").searchParams.get("cid")).toBe(webcal[0]);
      const outlook = section?.querySelector('a[href^="https://outlook.live.com/"]');
      expect(new URL(outlook?.getAttribute("href") ?? "").searchParams.get("url")).toBe(feed);
    }
  });
});

describe("the host configurations of the built site", () => {
  const headers = readFileSync(join(client, "_headers"), "utf8");
  const hosting = JSON.parse(readFileSync(join(client, "..", "hosting.json"), "utf8")) as {
    pagePolicies: Record<string, string>;
  };

  it("has a _headers Cloudflare Pages reads whole, whose rules name no event", () => {
    expect(headersFileProblems(headers)).toEqual([]);
    const rules = headers.match(/^\/.*$/gm) ?? [];
    expect(rules.length).toBeLessThanOrEqual(headersRuleLimit);
    const slugs = content.events.map(({ event }) => event.slug);
    expect(rules.filter((rule) => slugs.some((slug) => rule.includes(slug)))).toEqual([]);
  });

  it("allows in _headers every source of every page's own policy, and no unsafe one", () => {
    const policy =
      /^\/:page\n(?:.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? "";
    const sources = new Set(policy.split(/[;\s]+/));
    for (const [file, own] of Object.entries(hosting.pagePolicies)) {
      const missing = own.split(/[;\s]+/).filter((source) => !sources.has(source));
      expect(missing, file).toEqual([]);
    }
    expect(policy).not.toMatch(/unsafe/);
  });
});

describe("the CMS in the built site", () => {
  const admin = (path: string) => readFileSync(join(client, adminFolder, path), "utf8");

  it("has its page, its configuration and its scripts under /admin/", () => {
    const page = parse(admin("index.html"));
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    // Decap told to wait, Decap, then the site's own checks, which start it.
    expect(
      Array.from(page.querySelectorAll("script"), (script) => script.getAttribute("src")),
    ).toEqual(["init.js", "decap-cms.js", "setup.js"]);
    for (const file of ["init.js", "decap-cms.js", "setup.js", "setup.css"]) {
      expect(existsSync(join(client, adminFolder, file)), file).toBe(true);
    }
    // The checks carry the rules and the identity, not a reference to another origin.
    expect(admin("setup.js")).toContain("must be after start");
    // The bundler writes letters beyond ASCII as escapes: "EST M\xFCnchen".
    const escapedInScript = content.identity.chapterName.replace(/[^\x20-\x7e]/g, (letter) => {
      const code = letter.charCodeAt(0);
      return code < 0x100
        ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    });
    expect(admin("setup.js")).toContain(escapedInScript);
    const config = parseYaml(admin("config.yml")) as {
      backend: { repo: string };
      collections: { name: string }[];
    };
    expect(config.backend.repo).toBe(content.cms.repository);
    expect(config.collections.map((collection) => collection.name)).toEqual(["events", "site"]);
    expect(admin("config.yml")).not.toContain("local_backend");
    // The same in each other language the CMS has words for and the site is in (Italian on the
    // example chapter's), for board members who read the CMS in it; none in another.
    const translated = cmsLanguages.filter((language) => language !== "en");
    expect(
      readdirSync(join(client, adminFolder))
        .filter((file) => /^config\.[a-z]{2}\.yml$/.test(file))
        .sort(),
    ).toEqual(translated.map((language) => `config.${language}.yml`).sort());
    for (const language of translated) {
      const own = parseYaml(admin(`config.${language}.yml`)) as typeof config & { locale: string };
      expect(own.locale).toBe(decapLocales[language]);
      expect(own.backend).toEqual(config.backend);
      expect(own.collections.map((collection) => collection.name)).toEqual(["events", "site"]);
    }
  });

  it("is neither linked from the site nor in the sitemap, and public pages load nothing of it", () => {
    for (const { path, document } of [...pages, ...notFoundPages]) {
      const references = Array.from(
        document.querySelectorAll("[href], [src]"),
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      );
      expect(
        references.filter((reference) => reference.includes(`/${adminFolder}`)),
        path,
      ).toEqual([]);
    }
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain(`/${adminFolder}`);
  });

  it("has headers of its own on every host, and the public pages keep theirs", () => {
    const hosting = JSON.parse(readFileSync(join(client, "..", "hosting.json"), "utf8"));
    expect(hosting.areas).toEqual([{ path: `/${adminFolder}/`, headers: adminHeaders }]);
    expect(
      Object.keys(hosting.pagePolicies).some((file) => file.startsWith(`/${adminFolder}`)),
    ).toBe(false);
    const headers = readFileSync(join(client, "_headers"), "utf8");
    // Last, after the pages' patterns, whose headers it removes first (Cloudflare Pages).
    const rule = headers.slice(headers.lastIndexOf("\n/") + 1);
    expect(rule).toMatch(
      new RegExp(`^/${adminFolder}/\\*\n(  ! .*\n)*  Content-Security-Policy: `),
    );
    expect(rule).toContain(
      `  Content-Security-Policy: ${adminHeaders["Content-Security-Policy"]}\n`,
    );
    expect(headers).toContain("X-Robots-Tag: noindex, nofollow");
  });
});

describe("the board's pictures", () => {
  const root = join(import.meta.dirname, "..", "..");
  const named = readContent(root).pictures;
  const assets = builtFiles(join(client, "assets"), /./);

  it("publish each SVG the content names exactly as the SVG check writes it", () => {
    const published = new Set(
      assets.filter((file) => file.endsWith(".svg")).map((file) => readFileSync(file, "utf8")),
    );
    for (const { path } of named.filter(({ path }) => pictureFileKind(path) === "svg")) {
      const checked = checkSvg(readFileSync(join(root, path)));
      expect(checked.problem, path).toBeUndefined();
      expect(published.has(checked.svg!), path).toBe(true);
    }
  });

  it("publish nothing of a picture no content names", () => {
    const stem = (name: string) => name.replace(/\.[^.]+$/, "");
    const namedStems = new Set(named.map(({ path }) => stem(path.split("/").at(-1)!)));
    for (const folder of Object.values(imageFolders)) {
      for (const name of existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []) {
        if (namedStems.has(stem(name)) || !pictureFileKind(name)) continue;
        const built = new RegExp(
          `^${stem(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[\\w-]{8}\\.`,
        );
        expect(
          assets.filter((file) => built.test(file.split("/").at(-1)!)),
          `${folder}/${name}`,
        ).toEqual([]);
      }
    }
  });
});
