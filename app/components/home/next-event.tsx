import { Link } from "react-router";
import { Action } from "~/components/action/action";
import { LiveLabel } from "~/components/events/live-label";
import { EventWhen } from "~/components/event-page/event-when";
import {
  ApplicationDeadline,
  RegistrationButton,
} from "~/components/event-page/registration-button";
import { ExternalLink } from "~/components/external-link/external-link";
import { Picture } from "~/components/picture/picture";
import { InlineText } from "~/components/rich-text/rich-text";
import { useTranslation } from "~/i18n/i18n";
import { withBase } from "~/lib/base-path";
import type { SiteClock } from "~/lib/events";
import type { JoinUsLink } from "~/lib/join-us";
import { column, pictureSizes, type PictureBox } from "~/lib/picture-sizes";
import type { EventListing } from "~/server/event-views.server";
import styles from "./next-event.module.css";
import { kindKey } from "~/i18n/event-kinds";

export interface NextEventProps {
  /** What the home page leads with (lib/events.ts, `leadEvents`): the flagship, else the
   * soonest event whose applications are open, else the soonest event. */
  event?: EventListing;
  /** The build's day: the Apply button is decided by it. */
  clock: SiteClock;
  /** Where it leads when the event has no page of its own: the events page. */
  eventsPath: string;
  /** Without an event: the chapter's profiles, and the events page's calendar subscription. */
  social: { label: string; url: string }[];
  subscribePath: string;
  /** Without an event, under the latest highlights: a quieter note. */
  compact?: boolean;
  /** The section's heading, said above the kind on the card: "Next event". */
  heading?: { id: string; text: string };
}

/**
 * The lead event's picture (next-event.module.css): on phones a 16:9 box across the card (the
 * column, less the card's 1px borders); wider, a column of 22rem as tall as the text beside it,
 * cropped to fill it. That text is at most about 27rem high until 64rem, where the way to apply
 * moves beside it, and 22rem after (21rem measured at 1024 px, the deadline under Apply).
 */
const pictureBoxes: PictureBox[] = [
  { media: "(min-width: 64rem)", width: "22rem", height: "22rem" },
  { media: "(min-width: 48rem)", width: "22rem", height: "27rem" },
  { width: `calc(${column} - 2px)`, ratio: 16 / 9 },
];

/** The way to apply to the lead event, with its deadline, while applications are open. */
function LeadAction({ event, clock }: { event: EventListing; clock: SiteClock }) {
  const registration = event.registration;
  if (!registration) return null;
  return (
    <div className={styles.apply}>
      <RegistrationButton registration={registration} clock={clock} />
      <ApplicationDeadline deadline={registration.deadline} className={styles.deadline} />
    </div>
  );
}

/** The next event as a card (what, when, where, the way to apply and a link to it), or, when
 * none is planned, how to hear about the next one (a note under the latest highlights, when
 * there are some). Decided by the build (routes/home.tsx). */
export function NextEvent({
  event,
  clock,
  eventsPath,
  social,
  subscribePath,
  compact = false,
  heading,
}: NextEventProps) {
  const { t } = useTranslation();
  if (!event) {
    return (
      <div className={compact ? `${styles.none} ${styles.compact}` : styles.none}>
        <p className={styles.noneTitle}>{t("noNextEvent")}</p>
        <p className={styles.noneText}>
          {t(social.length > 0 ? "noNextEventText" : "noNextEventCalendarText")}
        </p>
        <ul className={styles.links}>
          {social.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </li>
          ))}
          <li>
            <Action kind="subscribe" weight="link" to={subscribePath} />
          </li>
        </ul>
      </div>
    );
  }
  const headingId = `next-event-${event.slug}`;
  const applying = event.registration !== undefined && event.applicationsOpen;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Picture
        picture={event.image}
        alt={event.imageAlt}
        focus={event.imageFocus}
        sizes={pictureSizes(pictureBoxes, event.image.img)}
        className={styles.image}
      />
      <div className={styles.body}>
        <div className={styles.eyebrow}>
          {heading && (
            <h2 id={heading.id} className={styles.heading}>
              {heading.text}
            </h2>
          )}
          <p className={styles.kind}>{t(kindKey(event.kind))}</p>
          {event.happening && !event.cancelled && <LiveLabel oneDay={Boolean(event.hours)} />}
        </div>
        <h3 id={headingId} className={styles.title}>
          {event.title}
        </h3>
        <p className={styles.when}>
          <EventWhen event={event} />
        </p>
        <p className={styles.place}>{event.place}</p>
        <p className={styles.summary}>
          <InlineText content={event.summary} />
        </p>
        <div className={styles.actions}>
          <LeadAction event={event} clock={clock} />
          {/* The main action while applications are open is to apply; otherwise it is this. */}
          <Action
            kind="event"
            weight={applying ? "secondary" : "primary"}
            to={event.pagePath ?? eventsPath}
            about={event.title}
          />
        </div>
      </div>
    </article>
  );
}

export interface MeetingLineProps {
  meeting: EventListing;
  eventsPath: string;
}

/** The next meeting (the weekly one), in one line beside what the home page leads with. */
export function MeetingLine({ meeting, eventsPath }: MeetingLineProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.meeting}>
      <span className={styles.meetingLabel}>{t("alsoComingUp")}</span>{" "}
      <Link to={meeting.pagePath ?? eventsPath} reloadDocument className={styles.meetingLink}>
        {meeting.title}
      </Link>{" "}
      · <EventWhen event={meeting} />
      {meeting.placeKnown && <> · {meeting.place}</>}
    </p>
  );
}

export interface MeetingInvitationProps {
  meeting: EventListing;
  /** Where it is, in one line with its address. */
  where: string;
  /** Where Join us leads: the membership form, or an e-mail to the chapter (lib/join-us.ts). */
  join: JoinUsLink;
  /** The section's heading, said above the kind on the card: "Come and meet us". */
  heading: { id: string; text: string };
}

/**
 * The recurring meeting as the home page's invitation, on the days when nothing else is ahead
 * (lib/home-lead.ts): the lead event's card, its day and time, its place with the address and
 * what happens there, beside Join us and its calendar file (both outlined: the promise above it
 * holds the first screen's one yellow Join us). A meeting has no page of its own.
 */
export function MeetingInvitation({ meeting, where, join, heading }: MeetingInvitationProps) {
  const { t } = useTranslation();
  const headingId = `next-event-${meeting.slug}`;
  return (
    <article className={`${styles.card} ${styles.invitation}`} aria-labelledby={headingId}>
      <Picture
        picture={meeting.image}
        alt={meeting.imageAlt}
        focus={meeting.imageFocus}
        sizes={pictureSizes(pictureBoxes, meeting.image.img)}
        className={styles.image}
      />
      <div className={styles.body}>
        <div className={styles.eyebrow}>
          <h2 id={heading.id} className={styles.heading}>
            {heading.text}
          </h2>
          <p className={styles.kind}>{t(kindKey(meeting.kind))}</p>
          {meeting.happening && <LiveLabel oneDay={Boolean(meeting.hours)} />}
        </div>
        <h3 id={headingId} className={styles.title}>
          {meeting.title}
        </h3>
        <p className={styles.when}>
          <EventWhen event={meeting} />
        </p>
        <p className={styles.place}>{where}</p>
        <p className={styles.summary}>
          <InlineText content={meeting.summary} />
        </p>
        <div className={styles.actions}>
          {/* Secondary: the promise above holds the screen's one yellow Join us. */}
          <Action kind="join" weight="secondary" {...join} />
          <Action
            kind="calendar"
            weight="secondary"
            href={withBase(meeting.calendarPath)}
            download
            about={meeting.title}
          />
        </div>
      </div>
    </article>
  );
}
