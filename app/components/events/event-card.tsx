import { Action } from "~/components/action/action";
import { EventWhen } from "~/components/event-page/event-when";
import { LiveLabel } from "~/components/events/live-label";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import type { EventListing } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import { column, pictureSizes, shareOf, type PictureBox } from "~/lib/picture-sizes";
import styles from "./event-card.module.css";
import { kindKey } from "~/i18n/event-kinds";

export interface EventCardProps {
  event: EventListing;
  /** A past event shows what it was, when and where, its recap's first photo and outcome and
   * its page ("See the recap" when it has one): nothing to book. The same card as what is
   * ahead, wherever past events are listed (the events page's highlights and years, the home
   * page). */
  past?: boolean;
  /** The first card of the page: its picture is the largest paint on a phone. */
  priority?: boolean;
  /** The level of its title: 3 under a section's heading, 4 under a year's. */
  headingLevel?: 3 | 4;
  /** Its place among the cards of its list (their number, its index from 0): the width its
   * picture is drawn at. Alone by default. */
  tile?: { count: number; index: number };
}

/**
 * The boxes of the picture of card `index` of `count` (routes/events.module.css and
 * styles/tiles.module.css: rows of cards at least 20rem wide, 1.5rem apart, in the column, three
 * from 65rem, two from 43.5rem, four as two by two; the last row's cards share its width). A
 * 16:9 box across the card; a card with a row to itself of 40rem or more (from 42rem) lays out
 * wide (event-card.module.css), its picture the card's left half as tall as the text beside it:
 * about 30rem while that text is narrow (42 to 43.5rem), 24rem after.
 */
function cardBoxes(count: number, index: number): PictureBox[] {
  const rows = (
    [
      ["(min-width: 65rem)", 3],
      ["(min-width: 43.5rem)", 2],
    ] as const
  ).map(([media, fit]): PictureBox => {
    const across = count === 4 ? 2 : fit;
    const lastRow = across * Math.floor((count - 1) / across);
    const inRow = index >= lastRow ? count - lastRow : across;
    return inRow === 1
      ? { media, width: `calc(${column} / 2)`, height: "24rem" }
      : { media, width: shareOf(column, inRow, "1.5rem"), ratio: 16 / 9 };
  });
  return [
    ...rows,
    { media: "(min-width: 42rem)", width: `calc(${column} / 2)`, height: "30rem" },
    { width: column, ratio: 16 / 9 },
  ];
}

/**
 * An entry of the events list: its picture with a date badge, what, when and where (and, once
 * it has ended, its outcome), and its actions at the bottom of the card, level with its
 * neighbours': its page ("Learn more", an outlined pill while it is ahead; once it has ended a
 * link, "See the recap" when it has one) and, while it is ahead, its calendar file beside it as a link (alone for an event
 * without a page). No card is yellow: a list of them would make yellow mean everything, and it
 * marks the one main action of a screen (docs/design-system.md). A card that has a row to
 * itself (the last of a list) lays out wide: its picture beside its text.
 * The actions' names end with the event's title ("Learn more (Snow Week 2025)"), hidden, so each
 * says where it leads. A cancelled event says so under its title, and has nothing to add to a
 * calendar. An event ahead that costs nothing says "Free" beside its kind. Plain HTML and CSS: the events list loads no JavaScript.
 */
export function EventCard({
  event,
  past = false,
  priority = false,
  headingLevel = 3,
  tile = { count: 1, index: 0 },
}: EventCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const headingId = `event-${event.slug}`;
  // A past event shows a photo of the day when its recap has one.
  const picture = (past && event.photo) || {
    picture: event.image,
    alt: event.imageAlt,
    focus: event.imageFocus,
  };
  const recap = past && event.outcome !== undefined;
  const calendar = !past && !event.cancelled && (
    <Action
      kind="calendar"
      weight="link"
      href={withBase(event.calendarPath)}
      download
      about={event.title}
    />
  );
  return (
    <article
      className={[styles.card, past && styles.past, event.cancelled && styles.cancelled]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={headingId}
    >
      <div className={styles.layout}>
        <div className={styles.media}>
          <Picture
            picture={picture.picture}
            alt={picture.alt}
            sizes={pictureSizes(cardBoxes(tile.count, tile.index), picture.picture.img)}
            focus={picture.focus}
            priority={priority}
            className={styles.picture}
          />
          {/* The date is said in full under "When": the badge is for the eye. */}
          <time className={styles.badge} dateTime={event.badge.date} aria-hidden="true">
            <span className={styles.badgeDay}>{event.badge.day}</span>
            <span className={styles.badgeMonth}>{event.badge.month}</span>
          </time>
        </div>
        <div className={styles.body}>
          <p className={styles.kind}>
            {t(kindKey(event.kind))}
            {event.free && !past && !event.cancelled && (
              <>
                {" "}
                <span className={styles.free}>{t("free")}</span>
              </>
            )}
            {event.happening && !event.cancelled && <LiveLabel oneDay={Boolean(event.hours)} />}
          </p>
          <Heading id={headingId} className={styles.title}>
            {event.title}
          </Heading>
          {event.cancelled && <p className={styles.cancelledNotice}>{t("eventCancelled")}</p>}
          <dl className={styles.facts}>
            <div>
              <dt>{t("when")}</dt>
              <dd>
                <EventWhen event={event} />
              </dd>
            </div>
            {(event.placeKnown || !past) && (
              <div>
                <dt>{t("where")}</dt>
                <dd>{event.place}</dd>
              </div>
            )}
          </dl>
          {!past && (
            <p className={styles.summary}>
              <InlineText content={event.summary} />
            </p>
          )}
          {past && event.outcome && (
            <p className={styles.outcome}>
              <InlineText content={event.outcome} />
            </p>
          )}
          {(event.pagePath || calendar) && (
            <p className={styles.actions}>
              {event.pagePath && (
                <Action
                  kind={recap ? "recap" : "event"}
                  weight={past ? "link" : "secondary"}
                  to={event.pagePath}
                  about={event.title}
                />
              )}
              {calendar}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
