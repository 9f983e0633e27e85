import { describe, expect, it } from "vitest";
import { formatEventDays, localInstant } from "~/lib/dates";

const zone = "Europe/Rome";
import { datePieces } from "~/lib/date-pieces";

const days = (language: "en" | "it" | "pt" | "es" | "fr" | "el" | "pl", from: string, to: string) =>
  formatEventDays(localInstant(from, zone), localInstant(to, zone), language, zone);

describe("an event's days", () => {
  it("keep the weekday apart from the date in every language, a hyphenated weekday too", () => {
    const day = (language: "en" | "el" | "pl") =>
      datePieces(days(language, "2025-10-30T14:00", "2025-10-30T18:00"));
    expect(day("en")).toEqual({ weekday: "Thursday,", date: "30 October 2025" });
    expect(day("el")).toEqual({ weekday: "Πέμπτη", date: "30 Οκτωβρίου 2025" });
    expect(day("pl")).toEqual({ weekday: "czwartek,", date: "30 października 2025" });
    expect(datePieces(days("pt", "2025-10-30T14:00", "2025-10-30T18:00"))).toEqual({
      weekday: "quinta-feira,",
      date: "30 de outubro",
      year: "de 2025",
    });
  });

  it("keep a date whole, but for a year that a word joins to its month", () => {
    expect(datePieces(days("en", "2025-12-12T10:00", "2025-12-13T18:00"))).toEqual({
      date: "12–13 December 2025",
    });
    expect(datePieces(days("it", "2025-12-12T10:00", "2025-12-13T18:00"))).toEqual({
      date: "12–13 dicembre 2025",
    });
    expect(datePieces(days("es", "2025-12-12T10:00", "2025-12-13T18:00"))).toEqual({
      date: "12–13 de diciembre",
      year: "de 2025",
    });
    // A short month's name is no joining word.
    expect(datePieces(days("fr", "2026-05-05T10:00", "2026-05-08T18:00"))).toEqual({
      date: "5–8 mai 2026",
    });
  });
});
