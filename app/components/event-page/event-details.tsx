import type { EventPageView } from "~/server/event-views.server";
import type { Translate } from "~/i18n/translate";
import { EventContacts } from "./event-contacts";
import type { EventBlock } from "./event-sections";
import { Faq } from "./faq";
import styles from "./event-details.module.css";

/** A titled list; a list of one item is just that item's text (a lone "1." says nothing). */
function listBlock(id: string, heading: string, items: string[], numbered: boolean): EventBlock {
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
 * The blocks that follow an event's own sections, each when the event has it: the programme,
 * the benefits, the prizes, the FAQ, and always whom to ask.
 */
export function eventDetailBlocks(event: EventPageView, t: Translate): EventBlock[] {
  const blocks: EventBlock[] = [];
  if (event.steps)
    blocks.push(listBlock("programme", event.steps.heading, event.steps.items, true));
  if (event.benefits) {
    blocks.push(listBlock("benefits", event.benefits.heading, event.benefits.items, false));
  }
  if (event.prizes) blocks.push(listBlock("prizes", t("prizes"), event.prizes, true));
  if (event.faq) {
    blocks.push({ id: "faq", heading: t("faq"), content: <Faq name="faq" items={event.faq} /> });
  }
  blocks.push({
    id: "contacts",
    heading: t("questions"),
    content: <EventContacts contacts={event.contacts} />,
  });
  return blocks;
}
