/**
 * Dates, hours, prices and figures in each language whose interface words ship (app/i18n), as a
 * native reader of it expects them: its month names and their case (the Polish and Greek
 * genitive), its joining words ("de" in Spanish and Portuguese), its digit grouping and its
 * currency's place. Spaces are written plain here; Intl writes no-break and thin ones.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../config/languages";
import { formatPrice } from "./event-placeholders";
import {
  dateBadge,
  formatDate,
  formatDayMonth,
  formatEventDays,
  formatEventHours,
  localInstant,
} from "../lib/dates";
import { weekdayList } from "../lib/event-recurrence";
import { formatFigure } from "../lib/figures";

interface Expected {
  /** A trip over four days of one month, then across two months, then two years. */
  ranges: [string, string, string];
  /** A meeting of one evening: its day, with the weekday, and its hours. */
  day: string;
  hours: string;
  /** An application deadline, and a day without its year. */
  date: string;
  dayMonth: string;
  /** The month of a date badge (October). */
  badge: string;
  /** A price of €1,990 and one of €12.50. */
  prices: [string, string];
  /** A figure of 1,500 or more. */
  figure: string;
  /** The days of a weekly meeting. */
  days: string;
}

const expected: Record<
  Language & ("en" | "it" | "de" | "pt" | "es" | "fr" | "pl" | "el" | "ro" | "nl"),
  Expected
> = {
  en: {
    ranges: [
      "5–8 December 2025",
      "28 November – 8 December 2025",
      "28 December 2025 – 2 January 2026",
    ],
    day: "Tuesday, 28 October 2025",
    hours: "18:20–19:30",
    date: "4 November 2024",
    dayMonth: "21 November",
    badge: "Oct",
    prices: ["€1,990", "€12.50"],
    figure: "1,500+",
    days: "Wednesday and Saturday",
  },
  it: {
    ranges: [
      "5–8 dicembre 2025",
      "28 novembre – 8 dicembre 2025",
      "28 dicembre 2025 – 2 gennaio 2026",
    ],
    day: "martedì 28 ottobre 2025",
    hours: "18:20–19:30",
    date: "4 novembre 2024",
    dayMonth: "21 novembre",
    badge: "ott",
    prices: ["1.990 €", "12,50 €"],
    figure: "1.500+",
    days: "mercoledì e sabato",
  },
  de: {
    ranges: [
      "5.–8. Dezember 2025",
      "28. November – 8. Dezember 2025",
      "28. Dezember 2025 – 2. Januar 2026",
    ],
    day: "Dienstag, 28. Oktober 2025",
    hours: "18:20–19:30 Uhr",
    date: "4. November 2024",
    dayMonth: "21. November",
    badge: "Okt",
    prices: ["1.990 €", "12,50 €"],
    figure: "1.500+",
    days: "Mittwoch und Samstag",
  },
  pt: {
    ranges: [
      "5–8 de dezembro de 2025",
      "28 de novembro – 8 de dezembro de 2025",
      "28 de dezembro de 2025 – 2 de janeiro de 2026",
    ],
    day: "terça-feira, 28 de outubro de 2025",
    hours: "18:20 – 19:30",
    date: "4 de novembro de 2024",
    dayMonth: "21 de novembro",
    badge: "out",
    prices: ["1 990 €", "12,50 €"],
    figure: "1 500+",
    days: "quarta-feira e sábado",
  },
  es: {
    ranges: [
      "5–8 de diciembre de 2025",
      "28 de noviembre – 8 de diciembre de 2025",
      "28 de diciembre de 2025 – 2 de enero de 2026",
    ],
    day: "martes, 28 de octubre de 2025",
    hours: "18:20–19:30",
    date: "4 de noviembre de 2024",
    dayMonth: "21 de noviembre",
    badge: "oct",
    prices: ["1.990 €", "12,50 €"],
    figure: "1.500+",
    days: "miércoles y sábado",
  },
  fr: {
    ranges: [
      "5–8 décembre 2025",
      "28 novembre – 8 décembre 2025",
      "28 décembre 2025 – 2 janvier 2026",
    ],
    day: "mardi 28 octobre 2025",
    hours: "18:20 – 19:30",
    date: "4 novembre 2024",
    dayMonth: "21 novembre",
    badge: "oct",
    prices: ["1 990 €", "12,50 €"],
    figure: "1 500+",
    days: "mercredi et samedi",
  },
  pl: {
    ranges: [
      "5–8 grudnia 2025",
      "28 listopada – 8 grudnia 2025",
      "28 grudnia 2025 – 2 stycznia 2026",
    ],
    day: "wtorek, 28 października 2025",
    hours: "18:20–19:30",
    date: "4 listopada 2024",
    dayMonth: "21 listopada",
    badge: "paź",
    prices: ["1 990 €", "12,50 €"],
    figure: "1 500+",
    days: "środa i sobota",
  },
  el: {
    ranges: [
      "5–8 Δεκεμβρίου 2025",
      "28 Νοεμβρίου – 8 Δεκεμβρίου 2025",
      "28 Δεκεμβρίου 2025 – 2 Ιανουαρίου 2026",
    ],
    day: "Τρίτη 28 Οκτωβρίου 2025",
    hours: "18:20–19:30",
    date: "4 Νοεμβρίου 2024",
    dayMonth: "21 Νοεμβρίου",
    badge: "Οκτ",
    prices: ["1.990 €", "12,50 €"],
    figure: "1.500+",
    days: "Τετάρτη και Σάββατο",
  },
  ro: {
    ranges: [
      "5–8 decembrie 2025",
      "28 noiembrie – 8 decembrie 2025",
      "28 decembrie 2025 – 2 ianuarie 2026",
    ],
    day: "marți, 28 octombrie 2025",
    hours: "18:20–19:30",
    date: "4 noiembrie 2024",
    dayMonth: "21 noiembrie",
    badge: "oct",
    prices: ["1.990 EUR", "12,50 EUR"],
    figure: "1.500+",
    days: "miercuri și sâmbătă",
  },
  nl: {
    ranges: [
      "5–8 december 2025",
      "28 november – 8 december 2025",
      "28 december 2025 – 2 januari 2026",
    ],
    day: "dinsdag 28 oktober 2025",
    hours: "18:20–19:30",
    date: "4 november 2024",
    dayMonth: "21 november",
    badge: "okt",
    prices: ["€ 1.990", "€ 12,50"],
    figure: "1.500+",
    days: "woensdag en zaterdag",
  },
};

/** A text with its no-break spaces (which Intl writes in numbers and prices) written plain. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f\u2009]/g, " ");

const at = (localDateTime: string) => localInstant(localDateTime, "Europe/Rome");

describe.each(Object.entries(expected) as [Language, Expected][])("in %s", (language, want) => {
  it("an event's days, hours and dates read as the language writes them", () => {
    expect([
      formatEventDays(at("2025-12-05T08:00"), at("2025-12-08T20:00"), language, "Europe/Rome"),
      formatEventDays(at("2025-11-28T08:00"), at("2025-12-08T20:00"), language, "Europe/Rome"),
      formatEventDays(at("2025-12-28T08:00"), at("2026-01-02T20:00"), language, "Europe/Rome"),
    ]).toEqual(want.ranges);
    expect(
      formatEventDays(at("2025-10-28T18:20"), at("2025-10-28T19:30"), language, "Europe/Rome"),
    ).toBe(want.day);
    expect(
      plain(
        formatEventHours(at("2025-10-28T18:20"), at("2025-10-28T19:30"), language, "Europe/Rome"),
      ),
    ).toBe(want.hours);
    expect(formatDate("2024-11-04", language)).toBe(want.date);
    expect(formatDayMonth(at("2025-11-21T10:00"), language, "Europe/Rome")).toBe(want.dayMonth);
    expect(dateBadge(at("2025-10-28T18:20"), language, "Europe/Rome").month).toBe(want.badge);
    expect(weekdayList(["wednesday", "saturday"], language)).toBe(want.days);
  });

  it("prices and figures group their thousands as the language does", () => {
    expect([
      plain(formatPrice({ amount: 1990, currency: "EUR" }, language)),
      plain(formatPrice({ amount: 12.5, currency: "EUR" }, language)),
    ]).toEqual(want.prices);
    expect(plain(formatFigure({ value: 1500, plus: true }, language))).toBe(want.figure);
  });
});
