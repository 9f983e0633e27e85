/**
 * The days of an event as pieces a line may break between, and never inside: the event's days
 * on its cards and page (components/event-page/event-days.tsx) and the `{{date}}` placeholder of
 * its texts (content-texts/event-placeholders.ts) break alike.
 */

/**
 * A date as pieces that a line may not break inside: "22 November 2025", "5–8 December 2025",
 * the weekday apart ("Saturday," / "sabato" / "quinta-feira,"), and a year that a word joins to
 * the month apart too ("de 2025" in Spanish and Portuguese, whose dates are twice as long:
 * "12–13 de diciembre / de 2025" reads on, where "13 December / 2024" would read as two
 * things). A short lower-case word after a month's name and before the year is such a word; a
 * month's name never follows the day's number that way ("5 mai 2025").
 */
export function datePieces(range: string): { weekday?: string; date: string; year?: string } {
  const match = /^(?:([\p{L}-]+,?) )?(\d.*?)(?: (\p{Ll}{1,3} \d{4}))?$/u.exec(range);
  const [, weekday, date = range, year] = match ?? [];
  const yearApart = year && /\p{L}$/u.test(date);
  return {
    ...(weekday ? { weekday } : {}),
    date: year && !yearApart ? `${date} ${year}` : date,
    ...(yearApart ? { year } : {}),
  };
}

/** The ranges of an event's days ("11 November 2024 – 13 December 2024" has two), each in its
 * pieces (`datePieces`): a line breaks between ranges and between pieces only. */
export function dayPieces(days: string): ReturnType<typeof datePieces>[] {
  return days.split(" – ").map(datePieces);
}
