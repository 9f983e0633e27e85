import { describe, expect, it } from "vitest";
import { siteTimeZone } from "../config/time-zone";
import { exampleTimeZones, isTimeZone, timeZoneProblem } from "./time-zones";

describe("the site's time zone", () => {
  it("is the identity's (unit tests see the fixture's)", () => {
    expect(siteTimeZone).toBe("Europe/Rome");
  });

  it("is a zone of a place that the engine knows", () => {
    for (const zone of [
      "Europe/Lisbon",
      "Europe/Athens",
      "Atlantic/Azores",
      "Europe/Isle_of_Man",
    ]) {
      expect(timeZoneProblem(zone), zone).toBeUndefined();
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["UTC", "CET", "Etc/GMT-1", "+01:00", "Europe/Atlantis", "europe/rome"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
    expect(isTimeZone(["Europe/Rome"])).toBe(false);
  });

  it("is given as an example in the chapter's own zone first, never in one of no place", () => {
    expect(exampleTimeZones("Europe/Berlin")).toBe("Europe/Berlin, Europe/Lisbon or Europe/Athens");
    expect(exampleTimeZones("UTC")).toBe("Europe/Lisbon, Europe/Athens or Europe/Berlin");
    expect(timeZoneProblem("Berlin", "Europe/Berlin")).toContain(
      "like Europe/Berlin, Europe/Lisbon",
    );
  });
});
