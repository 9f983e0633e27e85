import { describe, expect, it } from "vitest";
import { isTimeZone, siteTimeZone, timeZoneProblem, usableTimeZone } from "./time-zone";

describe("the site's time zone", () => {
  it("is the identity's (unit tests see the fixture's)", () => {
    expect(siteTimeZone).toBe("Europe/Rome");
  });

  it("is a zone of a place that the engine knows; anything else is UTC until the check stops the build", () => {
    for (const zone of [
      "Europe/Lisbon",
      "Europe/Athens",
      "Atlantic/Azores",
      "Europe/Isle_of_Man",
    ]) {
      expect(timeZoneProblem(zone), zone).toBeUndefined();
      expect(usableTimeZone(zone)).toBe(zone);
    }
    for (const zone of ["UTC", "CET", "Etc/GMT-1", "+01:00", "Europe/Atlantis", "europe/rome"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
    expect(usableTimeZone(undefined)).toBe("UTC");
    expect(usableTimeZone(["Europe/Rome"])).toBe("UTC");
  });
});
