import type { EventSummary } from "~/server/event-views.server";
import styles from "./event-when.module.css";

/** When an event is, its days and its hours each kept on one line ("09:00–18:00" never breaks
 * at its dash). */
export function EventWhen({ event }: { event: Pick<EventSummary, "days" | "hours"> }) {
  return (
    <>
      <span className={styles.unbroken}>{event.days}</span>
      {event.hours && (
        <>
          , <span className={styles.unbroken}>{event.hours}</span>
        </>
      )}
    </>
  );
}
