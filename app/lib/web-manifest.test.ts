import { describe, expect, it } from "vitest";
import { shortName, webManifest } from "./web-manifest";

describe("the web manifest", () => {
  it("names the chapter, its first language, its colour and the icons drawn from its logo", () => {
    expect(
      webManifest({ name: "EST Lisboa", lang: "pt-PT", base: "/website/", primary: "#006600" }),
    ).toEqual({
      name: "EST Lisboa",
      short_name: "EST Lisboa",
      lang: "pt-PT",
      dir: "ltr",
      start_url: "/website/",
      scope: "/website/",
      display: "browser",
      theme_color: "#006600",
      background_color: "#006600",
      icons: [
        {
          src: "/website/icon-192.png",
          sizes: "192x192",
          type: "image/png",
          purpose: "any maskable",
        },
        {
          src: "/website/icon-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "any maskable",
        },
      ],
    });
  });

  it("starts at the root of a site at its domain's root", () => {
    const manifest = webManifest({
      name: "EST München",
      lang: "de",
      base: "/",
      primary: "#0b6e4f",
    });
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons[0]?.src).toBe("/icon-192.png");
  });

  it("gives a home screen a name that fits under an icon", () => {
    expect(shortName("EST München")).toBe("EST München");
    expect(shortName("EST Cluj-Napoca")).toBe("Cluj-Napoca");
    expect(shortName("Board of European Students")).toBe("Students");
    expect(shortName("EST Ηράκλειο Κρήτης Πανεπιστήμιο")).toBe("Πανεπιστήμιο");
    expect(shortName("EST Villafranca-di-Verona")).toBe("EST Villafra");
  });
});
