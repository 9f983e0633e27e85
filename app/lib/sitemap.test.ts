import { describe, expect, it } from "vitest";
import { identity } from "./identity";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml(["/", "/events"]);

  it("lists every page in every language", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${identity.url}/`,
      `${identity.url}/it`,
      `${identity.url}/de`,
      `${identity.url}/events`,
      `${identity.url}/it/events`,
      `${identity.url}/de/events`,
    ]);
  });

  it("gives each page its twins and x-default", () => {
    const entry = xml.slice(xml.indexOf(`<loc>${identity.url}/it/events</loc>`));
    expect(entry).toContain(`hreflang="en" href="${identity.url}/events"`);
    expect(entry).toContain(`hreflang="it" href="${identity.url}/it/events"`);
    expect(entry).toContain(`hreflang="x-default" href="${identity.url}/events"`);
  });

  it("is XML with the sitemap and xhtml namespaces", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe("robotsTxt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${identity.url}/sitemap.xml\n`);
  });
});
