import { Fragment } from "react";
import { dayPieces } from "~/lib/date-pieces";
import styles from "./event-when.module.css";

/**
 * The days of an event, breaking only where a reader would: between two dates of a range
 * ("11 November – / 13 December 2024"), after a weekday, or before a year joined by a word ("de
 * 2025"), never inside a date ("13 December / 2024" read as two things on a narrow card).
 */
export function EventDays({ days }: { days: string }) {
  return (
    <>
      {dayPieces(days).map(({ weekday, date, year }, index) => {
        return (
          <Fragment key={index}>
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
