import { Action } from "~/components/action/action";
import { EventDays } from "~/components/event-page/event-days";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import { column, pictureSizes, shareOf, type PictureBox } from "~/lib/picture-sizes";
import type { Inline } from "~/lib/rich-text";
import type { EventListing } from "~/server/event-views.server";
import styles from "./highlights.module.css";
import { kindKey } from "~/i18n/event-kinds";

export type Highlight = EventListing & { outcome: Inline[] };

/** One of `shares` parts of the column, two columns of 1.4 and 1 parts --space-4 apart. */
const part = (shares: number) => `calc((${column} - 1.5rem) * ${shares} / 2.4)`;

/**
 * The box of photo `index` of `count` (highlights.module.css): on phones 16:9 across the column;
 * wider, one across, two side by side, or three as a large one (1.4 parts) as tall as the two
 * beside it (1 part, 21:9), which with their texts make it about 44rem high.
 */
function photoBox(count: number, index: number): PictureBox {
  const media = "(min-width: 48rem)";
  if (count === 1) return { media, width: column, ratio: 16 / 9 };
  if (count === 2) return { media, width: shareOf(column, 2, "1.5rem"), ratio: 16 / 9 };
  if (count === 3) {
    return index === 0
      ? { media, width: part(1.4), height: "44rem" }
      : { media, width: part(1), ratio: 21 / 9 };
  }
  return { media, width: part(index % 2 === 0 ? 1.4 : 1), ratio: 16 / 9 };
}

export interface HighlightsProps {
  highlights: readonly Highlight[];
  /** The first one's photo is the largest paint of the page: fetched first, never lazily. */
  priority?: boolean;
  /** The level of each event's title: 3 under a section's heading (the default), 4 under a
   * sub-heading of it (the events page's past events). */
  headingLevel?: 3 | 4;
}

/**
 * Recent events that have ended, each with a photo of the day (the recap's first, or the event's
 * picture), its one-line outcome and a link to its recap: what the chapter does, shown rather
 * than told, for the many days when nothing is scheduled. Plain HTML and CSS.
 */
export function Highlights({ highlights, priority = false, headingLevel = 3 }: HighlightsProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <ul className={styles.list} data-count={highlights.length}>
      {highlights.map((event, index) => {
        const photo = event.photo ?? {
          picture: event.image,
          alt: event.imageAlt,
          focus: event.imageFocus,
        };
        const headingId = `highlight-${event.slug}`;
        return (
          <li key={event.slug}>
            <article className={styles.card} aria-labelledby={headingId}>
              <Picture
                picture={photo.picture}
                alt={photo.alt}
                focus={photo.focus}
                sizes={pictureSizes(
                  [photoBox(highlights.length, index), { width: column, ratio: 16 / 9 }],
                  photo.picture.img,
                )}
                priority={priority && index === 0}
                className={styles.photo}
              />
              <div className={styles.body}>
                <p className={styles.meta}>
                  {t(kindKey(event.kind))} · <EventDays days={event.days} />
                </p>
                <Heading id={headingId} className={styles.title}>
                  {event.title}
                </Heading>
                <p className={styles.outcome}>
                  <InlineText content={event.outcome} />
                </p>
                {event.pagePath && (
                  <p className={styles.action}>
                    <Action
                      kind="recap"
                      weight="link"
                      to={event.pagePath}
                      about={event.title}
                      className={styles.link}
                    />
                  </p>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
