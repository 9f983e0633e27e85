import { describe, expect, it } from "vitest";
import { formatEventDays, localInstant } from "~/lib/dates";

const zone = "Europe/Rome";
import { datePieces } from "./event-days";

describe("an event's days", () => {
  it("keep the weekday apart from the date in every language, a hyphenated weekday too", () => {
    const day = (language: "en" | "pt" | "el" | "pl") =>
      datePieces(
        formatEventDays(
          localInstant("2025-10-30T14:00", zone),
          localInstant("2025-10-30T18:00", zone),
          language,
          zone,
        ),
      );
    expect(day("en")).toEqual({ weekday: "Thursday,", date: "30 October 2025" });
    expect(day("pt")).toEqual({ weekday: "quinta-feira,", date: "30 de outubro de 2025" });
    expect(day("el")).toEqual({ weekday: "Πέμπτη", date: "30 Οκτωβρίου 2025" });
    expect(day("pl")).toEqual({ weekday: "czwartek,", date: "30 października 2025" });
    expect(datePieces("5–8 December 2025")).toEqual({ date: "5–8 December 2025" });
  });
});
