import { describe, expect, it } from "vitest";
import { freeName, pictureName } from "./uploads";
import { parseDay, parseTime, shownAs } from "./widgets";
import { chosenLanguage } from "./language";

describe("the CMS's dates, day first on the 24-hour clock", () => {
  it("reads a day as people write it, and refuses one that is not", () => {
    expect(parseDay("10/03/2031")).toBe("2031-03-10");
    expect(parseDay("5.3.2031")).toBe("2031-03-05");
    expect(parseDay(" 5 / 3 / 2031 ")).toBe("2031-03-05");
    expect(parseDay("2031-03-10")).toBe("2031-03-10");
    expect(parseDay("31/02/2031")).toBeUndefined();
    expect(parseDay("03/31/2031")).toBeUndefined();
    expect(parseDay("10/03/31")).toBeUndefined();
  });

  it("reads a time of the 24-hour clock, and refuses one that is not", () => {
    expect(parseTime("18:00")).toBe("18:00");
    expect(parseTime("9")).toBe("09:00");
    expect(parseTime("9.30")).toBe("09:30");
    expect(parseTime("1805")).toBe("18:05");
    expect(parseTime("24:00")).toBeUndefined();
    expect(parseTime("6:00 pm")).toBeUndefined();
  });

  it("shows a saved value day first", () => {
    expect(shownAs("2031-03-10T18:00")).toEqual({ day: "10/03/2031", time: "18:00" });
    expect(shownAs("2024-10-24")).toEqual({ day: "24/10/2024", time: "" });
  });
});

describe("an uploaded picture's name", () => {
  it("is the file's name as the site's pictures are named", () => {
    expect(pictureName("IMG_1234.JPG")).toEqual({ base: "img_1234", extension: "jpg" });
    expect(pictureName("Festa di Natale (1).jpeg")).toEqual({
      base: "festa-di-natale-1",
      extension: "jpeg",
    });
    expect(pictureName("Città.png")).toEqual({ base: "citta", extension: "png" });
  });

  it("is never one a picture already has, in any case", () => {
    expect(freeName("IMG_1234.JPG", new Set())).toBe("img_1234.jpg");
    expect(freeName("IMG_1234.JPG", new Set(["img_1234.jpg"]))).toBe("img_1234-2.jpg");
    expect(freeName("IMG_1234.JPG", new Set(["img_1234.jpg", "img_1234-2.jpg"]))).toBe(
      "img_1234-3.jpg",
    );
  });
});

describe("the CMS's language", () => {
  it("is the one chosen, else the browser's first of the site's, else the site's first", () => {
    // The test site is in English, Italian and German.
    expect(chosenLanguage("it", ["en-US"])).toBe("it");
    expect(chosenLanguage(null, ["fr-FR", "de-DE", "it-IT", "en"])).toBe("de");
    expect(chosenLanguage("fr", ["en-GB"])).toBe("en");
    expect(chosenLanguage(null, ["fr"])).toBe("en");
    // A Portuguese chapter's editor speaks Portuguese to a browser that asks for none of its languages.
    expect(chosenLanguage(null, ["fr"], "pt")).toBe("pt");
  });
});
