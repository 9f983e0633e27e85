import { isShown } from "~/lib/events";
import type { DetailBlockId, EventPageView } from "~/server/event-views.server";
import type { Translate } from "~/i18n/translate";
import { EventContacts } from "./event-contacts";
import type { DetailBlock } from "./event-sections";
import { Faq } from "./faq";
import tiles from "~/styles/tiles.module.css";
import styles from "./event-details.module.css";

/** A titled list; a list of one item is just that item's text (a lone "1." says nothing). */
function listBlock(
  id: DetailBlockId,
  heading: string,
  items: string[],
  numbered: boolean,
): DetailBlock {
  const List = numbered ? "ol" : "ul";
  return {
    id,
    heading,
    content:
      items.length === 1 ? (
        <p className={styles.single}>{items[0]}</p>
      ) : (
        <List className={numbered ? `${styles.list} ${styles.numbered}` : styles.list}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      ),
  };
}

/**
 * The blocks that follow an event's own sections, each when the event has it and it fits the
 * moment: while the event is ahead, the programme, the benefits, the prizes, the FAQ and whom to
 * ask; once it has ended, only what is marked to stay (`shown: always` or `after`).
 */
export function eventDetailBlocks(
  event: EventPageView,
  t: Translate,
  ended: boolean,
): DetailBlock[] {
  const blocks: DetailBlock[] = [];
  const steps = event.steps && isShown(event.steps.shown, ended) ? event.steps : undefined;
  const benefits =
    event.benefits && isShown(event.benefits.shown, ended) ? event.benefits : undefined;
  // The day hour by hour, while it is ahead.
  if (event.agenda && !ended) {
    blocks.push({
      id: "agenda",
      heading: t("agenda"),
      content: (
        <ol className={styles.agenda}>
          {event.agenda.map((step) => (
            <li key={`${step.time} ${step.title}`} className={styles.agendaStep}>
              <time className={styles.agendaTime}>{step.time}</time>
              <span>{step.title}</span>
            </li>
          ))}
        </ol>
      ),
    });
  }
  if (steps) blocks.push(listBlock("programme", steps.heading, steps.items, true));
  if (benefits) blocks.push(listBlock("benefits", benefits.heading, benefits.items, false));
  // Prizes in figures: the amount large, what it is for under it.
  if (event.prizes && !ended) {
    blocks.push({
      id: "prizes",
      heading: t("prizes"),
      content: (
        <ol className={`${tiles.tiles} ${styles.prizes}`}>
          {event.prizes.map((prize) => (
            <li key={`${prize.amount ?? ""} ${prize.for}`} className={styles.prize}>
              {prize.amount && <span className={styles.prizeAmount}>{prize.amount}</span>}
              <span className={prize.amount ? styles.prizeFor : styles.prizeWhole}>
                {prize.for}
              </span>
            </li>
          ))}
        </ol>
      ),
    });
  }
  const faq = event.faq?.filter((item) => isShown(item.shown, ended));
  if (faq?.length) {
    blocks.push({ id: "faq", heading: t("faq"), content: <Faq name="faq" items={faq} /> });
  }
  if (!ended) {
    blocks.push({
      id: "contacts",
      heading: t("questions"),
      content: <EventContacts contacts={event.contacts} />,
    });
  }
  return blocks;
}
