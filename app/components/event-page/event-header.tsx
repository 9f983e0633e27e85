import { Link } from "react-router";
import { Action } from "~/components/action/action";
import { Picture, type PictureArt } from "~/components/picture/picture";
import { eventHeaderCrops } from "~/config/pictures";
import { InlineText } from "~/components/rich-text/rich-text";
import type { EventPageView } from "~/server/event-views.server";
import { eventPhase, type SiteClock } from "~/lib/events";
import { useTranslation } from "~/i18n/i18n";
import { pagePath } from "~/lib/paths";
import { pictureSizes, type PictureBox } from "~/lib/picture-sizes";
import { EventActions } from "./event-actions";
import { EventFacts } from "./event-facts";
import { EventPartners } from "./event-partners";
import { EventWhen } from "./event-when";
import styles from "./event-header.module.css";
import { kindKey } from "~/i18n/event-kinds";

/**
 * The event's picture (event-header.module.css): across the screen, never taller than 42vh nor
 * than its own shape, so never cropped at the sides.
 */
const pictureBoxes: PictureBox[] = [{ width: "100vw" }];

/**
 * On wide screens (from 64rem) the header's right half, as tall as the text beside it, whatever
 * that height: a 3:2 crop of the picture around its focal point (config/pictures.ts), drawn as
 * wide as the half or as a header `tallestHeader` high makes it.
 */
function wideArt(crops: EventPageView["imageCrops"]): PictureArt[] {
  return eventHeaderCrops.bands.map(({ from, shape }) => {
    const picture = crops[shape];
    if (!picture) throw new Error(`the event's picture has no ${shape} crop`);
    const box: PictureBox = { width: "50vw", height: `${eventHeaderCrops.tallestHeader}rem` };
    return { media: `(min-width: ${from}rem)`, picture, sizes: pictureSizes([box], picture.img) };
  });
}

export interface EventHeaderProps {
  event: EventPageView;
  clock: SiteClock;
  /** The first section, for the scroll-down arrow, when the page has section navigation. */
  firstSection?: { id: string; heading: string };
}

/**
 * The top of an event page: picture, title, when and where, what it is (the invitation while it
 * is ahead, its outcome once it has ended) and the way to apply. On wide screens the picture
 * fills the half beside the text, and the actions move to the page's side panel (event.tsx).
 * Its state is said above the title: today, happening now, ended; a cancelled event in a band
 * across the page.
 */
export function EventHeader({ event, clock, firstSection }: EventHeaderProps) {
  const { t, language } = useTranslation();
  const phase = eventPhase(event, clock.now);
  const ended = phase === "ended";
  const lead = ended ? (event.recap?.outcome ?? event.summary) : event.intro;
  const previous = !ended ? event.editions.previous : undefined;
  return (
    <header className={styles.header} data-ended={ended || undefined}>
      {event.cancelled && (
        <p className={`${styles.band} ${styles.cancelledBand}`}>
          <span className={styles.bandLabel}>{t("eventCancelled")}</span>{" "}
          <Action kind="events" weight="link" to={pagePath("events", language)} />
        </p>
      )}
      <div className={styles.top}>
        <Picture
          picture={event.image}
          alt={event.imageAlt}
          sizes={pictureSizes(pictureBoxes, event.image.img)}
          art={wideArt(event.imageCrops)}
          priority
          focus={event.imageFocus}
          className={styles.image}
        />
        <div className={styles.panel}>
          {/* Once it has ended, said above the title; its one next step is where the way to
              apply was (event-actions.tsx). */}
          {!event.cancelled && ended && (
            <p className={styles.status}>
              <span className={styles.statusLabel}>{t("eventEnded")}</span>
            </p>
          )}
          {!event.cancelled && phase === "happening" && (
            <p className={`${styles.status} ${styles.live}`}>
              <span className={styles.statusLabel}>
                {t(event.hours ? "happeningToday" : "happeningNow")}
              </span>
            </p>
          )}
          <p className={styles.kind}>{t(kindKey(event.kind))}</p>
          <h1 className={styles.title}>{event.title}</h1>
          <p className={styles.when}>
            <EventWhen event={event} />
            {(event.placeKnown || !ended) && <> · {event.place}</>}
          </p>
          <p className={styles.intro}>
            <InlineText content={lead} />
          </p>
          {/* On a phone, the facts the line above does not say (teams, price, ...). */}
          {!ended && <EventFacts event={event} place="header" />}
          <EventPartners partners={event.partners} tone="header" />
          {previous && (
            <p className={styles.edition}>
              {t("lastEdition")}{" "}
              {previous.hasRecap ? (
                <>
                  {previous.name}{" "}
                  <Action kind="recap" weight="link" to={previous.path} about={previous.name} />
                </>
              ) : (
                <Link to={previous.path} reloadDocument className={styles.editionLink}>
                  {previous.name}
                </Link>
              )}
            </p>
          )}
          <EventActions
            event={event}
            clock={clock}
            tone="header"
            className={ended ? styles.endedActions : styles.actions}
          />
          {firstSection && (
            <a
              href={`#${firstSection.id}`}
              className={styles.scrollDown}
              aria-label={t("scrollDown", { section: firstSection.heading })}
            >
              <span aria-hidden="true">↓</span>
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
