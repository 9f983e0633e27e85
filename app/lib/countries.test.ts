import { describe, expect, it } from "vitest";
import { timeZoneProblem } from "./time-zones";
import { countries, countryName, findCountry } from "./countries";

describe("the countries a chapter may be in", () => {
  it("each have a time zone the site takes, and codes of their own", () => {
    for (const country of countries) {
      expect(timeZoneProblem(country.timeZone), country.name).toBeUndefined();
    }
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    const numerics = countries.flatMap((country) => country.numeric ?? []);
    expect(new Set(numerics).size).toBe(numerics.length);
  });

  it("are found by their English name or their code, however written", () => {
    expect(findCountry("Portugal")?.timeZone).toBe("Europe/Lisbon");
    expect(findCountry(" gr ")?.timeZone).toBe("Europe/Athens");
    expect(findCountry("türkiye")?.timeZone).toBe("Europe/Istanbul");
    expect(findCountry("Turkey")?.code).toBe("TR");
    expect(findCountry("UK")?.timeZone).toBe("Europe/London");
    expect(findCountry("Atlantis")).toBeUndefined();
  });

  it("are named in each language", () => {
    const portugal = findCountry("PT")!;
    expect(countryName(portugal, "pt-PT")).toBe("Portugal");
    expect(countryName(portugal, "it-IT")).toBe("Portogallo");
    expect(countryName(findCountry("DE")!, "de-DE")).toBe("Deutschland");
  });
});
