import type { ReactNode } from "react";
import { RichText } from "~/components/rich-text/rich-text";
import type { DetailBlockId, EventPageView } from "~/server/event-views.server";
import sectionStyles from "~/components/section/section.module.css";
import styles from "./event-sections.module.css";

export interface EventBlock {
  id: string;
  heading: string;
  content: ReactNode;
}

/** A block the page adds after the event's own sections: its id is one of the list that those
 * sections' anchors stay clear of (server/event-views.server.ts). */
export type DetailBlock = EventBlock & { id: DetailBlockId };

/** The sections of an event page, made into titled blocks. */
export function sectionBlocks(sections: EventPageView["sections"]): EventBlock[] {
  return sections.map((section) => ({
    id: section.id,
    heading: section.heading,
    content: <RichText blocks={section.blocks} listClassName={styles.list} />,
  }));
}

export interface EventSectionsProps {
  blocks: EventBlock[];
}

/**
 * Titled blocks of an event page. With section navigation (section-navigation.tsx), each fades in
 * when it comes into view: that widget marks them (`data-tracking`, `data-appear`).
 */
export function EventSections({ blocks }: EventSectionsProps) {
  // Nothing at all rather than an empty box: the page's grid would count its gap twice (an
  // ended event without a recap has no sections left).
  if (blocks.length === 0) return null;
  return (
    <div className={styles.sections}>
      {blocks.map((block) => (
        <section
          key={block.id}
          id={block.id}
          aria-labelledby={`${block.id}-heading`}
          className={styles.section}
        >
          <h2 id={`${block.id}-heading`} className={sectionStyles.heading}>
            {block.heading}
          </h2>
          {block.content}
        </section>
      ))}
    </div>
  );
}
