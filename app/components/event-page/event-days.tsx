import { Fragment } from "react";
import styles from "./event-when.module.css";

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

/**
 * The days of an event, breaking only where a reader would: between two dates of a range
 * ("11 November – / 13 December 2024"), after a weekday, or before a year joined by a word ("de
 * 2025"), never inside a date ("13 December / 2024" read as two things on a narrow card).
 */
export function EventDays({ days }: { days: string }) {
  return (
    <>
      {days.split(" – ").map((range, index) => {
        const { weekday, date, year } = datePieces(range);
        return (
          <Fragment key={range}>
            {index > 0 && " – "}
            {weekday && `${weekday} `}
            <span className={styles.unbroken}>{date}</span>
            {year && (
              <>
                {" "}
                <span className={styles.unbroken}>{year}</span>
              </>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
