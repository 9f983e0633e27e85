import type { EventSummary } from "~/server/event-views.server";
import { EventDays } from "./event-days";
import styles from "./event-when.module.css";

/** When an event is: its days, and its hours kept on one line ("09:00–18:00" never breaks at
 * its dash). The days wrap only between dates or after the weekday (EventDays): "11 November –
 * 13 December 2024" is wider than a phone at 200% zoom. An event that repeats says how, with its
 * next date: "Every Tuesday, 18:20–19:30 (next: Tuesday, 1 December 2026)". */
export function EventWhen({ event }: { event: Pick<EventSummary, "days" | "hours" | "repeats"> }) {
  if (event.repeats) {
    return (
      <>
        {event.repeats.rule} ({event.repeats.detail})
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
