import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentLocations } from "../app/config/content-locations";
import { readIdentityForTools } from "./identity-file";

const fixtureIdentity = readFileSync(
  new URL(`../tests/fixtures/site/${contentLocations.identity}`, import.meta.url),
  "utf8",
);

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A project whose identity file is the fixture's, changed by `edit`. */
function projectWith(edit: (identity: string) => string): string {
  dir = mkdtempSync(join(tmpdir(), "identity-file-"));
  mkdirSync(join(dir, "app/config"), { recursive: true });
  writeFileSync(join(dir, contentLocations.identity), edit(fixtureIdentity));
  return dir;
}

describe("the identity as the build's tools read it", () => {
  it("is the fields its schema accepts, the city with its place on the map", () => {
    const identity = readIdentityForTools(projectWith((text) => text));
    expect(identity.languages).toEqual(["en", "it", "de"]);
    expect(identity.brand?.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(identity.city).toMatchObject({ countryCode: "380", country: { en: "Italy" } });
  });

  it("leaves out a field the schema refuses, and keeps the others", () => {
    const identity = readIdentityForTools(
      projectWith((text) => text.replace(/primary: "?#[0-9a-fA-F]{6}"?/, "primary: blue")),
    );
    expect(identity.brand).toBeUndefined();
    expect(identity.chapterName).toBe("EST Torino");
  });

  it("has no city without the country, as the about page shows no map without it", () => {
    const identity = readIdentityForTools(
      projectWith((text) => text.replace(/\n {2}country:\n(?: {4}.*\n)+/, "\n")),
    );
    expect(identity.city).toBeUndefined();
    expect(identity.timeZone).toBe("Europe/Rome");
  });
});

describe("the languages and time zone given to app/config/ outside a bundler", () => {
  it("are the identity's under SITE_ROOT as its schema reads them, null where it refuses one", async () => {
    const given = globalThis as Record<string, unknown>;
    const root = process.env.SITE_ROOT;
    process.env.SITE_ROOT = projectWith((text) =>
      text
        .replace(/^languages: .*$/m, "languages: [de, en]")
        .replace(/^timeZone: .*$/m, "timeZone: CET"),
    );
    try {
      vi.resetModules();
      await import("./give-site-identity");
      expect(given.__SITE_LANGUAGES__).toEqual(["de", "en"]);
      expect(given.__SITE_TIME_ZONE__).toBeNull();
      expect(given.__SITE_COUNTRY__).toBeNull();
    } finally {
      if (root === undefined) delete process.env.SITE_ROOT;
      else process.env.SITE_ROOT = root;
      delete given.__SITE_LANGUAGES__;
      delete given.__SITE_TIME_ZONE__;
      delete given.__SITE_COUNTRY__;
    }
  });
});
