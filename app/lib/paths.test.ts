import { describe, expect, it } from "vitest";
import { pagePaths } from "../config/pages";
import {
  sitePagePaths,
  languageOfRouteId,
  localizePath,
  routeId,
  splitLocalizedPath,
  switchLanguagePath,
} from "./paths";

describe("localizePath", () => {
  it("keeps first-language paths and prefixes another language's with its code", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/events", "en")).toBe("/events");
    expect(localizePath("/", "it")).toBe("/it");
    expect(localizePath("/events", "it")).toBe("/it/events");
  });
});

describe("splitLocalizedPath", () => {
  it("reads the language from the prefix", () => {
    expect(splitLocalizedPath("/it")).toEqual({ language: "it", path: "/" });
    expect(splitLocalizedPath("/it/")).toEqual({ language: "it", path: "/" });
    expect(splitLocalizedPath("/it/events")).toEqual({ language: "it", path: "/events" });
    expect(splitLocalizedPath("/events")).toEqual({ language: "en", path: "/events" });
  });

  it("does not take a path that merely starts with the letters for Italian", () => {
    expect(splitLocalizedPath("/italy")).toEqual({ language: "en", path: "/italy" });
    expect(splitLocalizedPath("/items/it")).toEqual({ language: "en", path: "/items/it" });
  });
});

describe("switchLanguagePath", () => {
  it("gives the same page in the other language", () => {
    expect(switchLanguagePath("/", "it")).toBe("/it");
    expect(switchLanguagePath("/it", "en")).toBe("/");
    expect(switchLanguagePath("/it/about", "en")).toBe("/about");
    expect(switchLanguagePath("/about", "it")).toBe("/it/about");
    expect(switchLanguagePath("/about", "en")).toBe("/about");
  });

  it("drops a trailing slash", () => {
    expect(switchLanguagePath("/about/", "it")).toBe("/it/about");
    expect(switchLanguagePath("/it/about/", "en")).toBe("/about");
  });
});

describe("route ids", () => {
  it("carry the language of the page", () => {
    expect(routeId("home", "it")).toBe("home-it");
    expect(languageOfRouteId(routeId("home", "it"))).toBe("it");
    expect(languageOfRouteId(routeId("home", "en"))).toBe("en");
  });

  it("fall back to English for routes without a language", () => {
    expect(languageOfRouteId("not-found")).toBe("en");
    expect(languageOfRouteId("root")).toBe("en");
    expect(languageOfRouteId(undefined)).toBe("en");
  });
});

describe("sitePagePaths", () => {
  it("lists the page table's pages, then the events that have a page, without a prefix", () => {
    expect(
      sitePagePaths([
        { slug: "levels", page: {} },
        { slug: "weekly-meeting" },
        { slug: "snowweek", page: {} },
      ]),
    ).toEqual([...Object.values(pagePaths), "/levels", "/snowweek"]);
  });
});
