import type { ReactNode } from "react";
import type { EventSummary } from "~/server/event-views.server";
import { EventDays } from "./event-days";
import styles from "./event-when.module.css";

/** When an event is: its days, and its hours kept on one line ("09:00–18:00" never breaks at
 * its dash). The days wrap only between dates or after the weekday (EventDays): "11 November –
 * 13 December 2024" is wider than a phone at 200% zoom. An event that repeats says how, with its
 * next date: "Every Tuesday, 18:20–19:30 (next: Tuesday, 1 December 2026)", its hours and date
 * kept whole as they are alone ("18:20–19:30" broke at its dash at 320 px in Greek). */
export function EventWhen({ event }: { event: Pick<EventSummary, "days" | "hours" | "repeats"> }) {
  if (event.repeats) {
    // The rule's hours and the next date are the shown date's: each breaks as it does alone.
    const { rule, detail, ended } = event.repeats;
    const hours = (text: string) => <span className={styles.unbroken}>{text}</span>;
    return (
      <>
        {around(rule, event.hours, hours)} (
        {ended ? (
          <EventDays days={detail} />
        ) : (
          around(detail, event.days, (days) => <EventDays days={days} />)
        )}
        )
      </>
    );
  }
  return (
    <>
      <EventDays days={event.days} />
      {event.hours && (
        <>
          , <span className={styles.unbroken}>{event.hours}</span>
        </>
      )}
    </>
  );
}

/** A text with a part of it drawn by `draw`, the rest as it is; the text alone without it. */
function around(text: string, part: string | undefined, draw: (part: string) => ReactNode) {
  const at = part ? text.indexOf(part) : -1;
  if (!part || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {draw(part)}
      {text.slice(at + part.length)}
    </>
  );
}
