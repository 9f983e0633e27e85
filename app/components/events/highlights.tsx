import { EventCard } from "~/components/events/event-card";
import type { Inline } from "~/lib/rich-text";
import type { EventListing } from "~/server/event-views.server";
import tiles from "~/styles/tiles.module.css";
import styles from "./highlights.module.css";

export type Highlight = EventListing & { outcome: Inline[] };

export interface HighlightsProps {
  highlights: readonly Highlight[];
  /** The first one's photo is the largest paint of the page: fetched first, never lazily. */
  priority?: boolean;
  /** The level of each event's title: 3 under a section's heading (the default), 4 under a
   * sub-heading of it (the events page's past events). */
  headingLevel?: 3 | 4;
}

/**
 * Recent events that have ended, each in the one card of a past event (EventCard): a photo of
 * the day (the recap's first, or the event's picture), when and where, its one-line outcome and
 * "See the recap". What the chapter does, shown rather than told, for the many days when nothing
 * is scheduled. Plain HTML and CSS.
 */
export function Highlights({ highlights, priority = false, headingLevel = 3 }: HighlightsProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.list}`}>
      {highlights.map((event, index) => (
        <li key={event.slug}>
          <EventCard
            event={event}
            past
            headingLevel={headingLevel}
            priority={priority && index === 0}
            tile={{ count: highlights.length, index }}
          />
        </li>
      ))}
    </ul>
  );
}
