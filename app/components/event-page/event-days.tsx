import { Fragment } from "react";
import styles from "./event-when.module.css";

/** A date as pieces that a line may not break inside: "22 November 2025", "5–8 December 2025",
 * the weekday apart ("Saturday," / "sabato" / "quinta-feira,"). */
export function datePieces(range: string): { weekday?: string; date: string } {
  const match = /^([\p{L}-]+,?) (\d.*)$/u.exec(range);
  return match ? { weekday: match[1], date: match[2] ?? range } : { date: range };
}

/**
 * The days of an event, breaking only where a reader would: between two dates of a range
 * ("11 November – / 13 December 2024") or after a weekday, never inside a date ("13 December /
 * 2024" read as two things on a narrow card) unless a line of its own is too short for it
 * ("13 de dezembro de 2024" in a phone's narrow column).
 */
export function EventDays({ days }: { days: string }) {
  return (
    <>
      {days.split(" – ").map((range, index) => {
        const { weekday, date } = datePieces(range);
        return (
          <Fragment key={range}>
            {index > 0 && " – "}
            {weekday && `${weekday} `}
            <span className={styles.unbroken}>{date}</span>
          </Fragment>
        );
      })}
    </>
  );
}
