import { Highlights, type Highlight } from "~/components/events/highlights";
import { Section } from "~/components/section/section";
import { socialProfiles } from "~/lib/identity";
import { useTranslation } from "~/i18n/i18n";
import type { SiteClock } from "~/lib/events";
import type { HomeLead } from "~/lib/home-lead";
import type { JoinUsLink } from "~/lib/join-us";
import type { EventListing } from "~/server/event-views.server";
import { MeetingInvitation, MeetingLine, NextEvent } from "./next-event";
import styles from "./home-lead.module.css";

export interface HomeLeadSectionProps {
  /** What the section opens with on the day of the build (lib/home-lead.ts). */
  lead: HomeLead<EventListing, Highlight>;
  /** Where the meeting is, with its address, when the section invites to it. */
  meetingWhere?: string;
  clock: SiteClock;
  eventsPath: string;
  join: JoinUsLink;
}

/** Highlights under a sub-heading: recent ones, or the archive's, which say their year. */
function HighlightsBelow({ highlights, recent }: { highlights: Highlight[]; recent: boolean }) {
  const { t } = useTranslation();
  if (highlights.length === 0) return null;
  return (
    <section aria-labelledby="highlights-heading" className={styles.highlights}>
      <h3 id="highlights-heading" className={styles.highlightsHeading}>
        {t(recent ? "recentHighlights" : "archiveHighlights")}
      </h3>
      <Highlights highlights={highlights} headingLevel={4} />
    </section>
  );
}

/**
 * The home page's first section after the promise: what the chapter does next. The lead event,
 * with its way to apply, in the first screen, the next meeting in a line beside it; with nothing
 * but the meeting ahead, an invitation to it beside Join us; with nothing ahead, what it did in
 * the last twelve months, or else the note that the next event is being planned above the
 * archive. Never "coming up" and "being planned" of the same moment.
 */
export function HomeLeadSection({
  lead,
  meetingWhere,
  clock,
  eventsPath,
  join,
}: HomeLeadSectionProps) {
  const { t } = useTranslation();
  const subscribePath = `${eventsPath}#subscribe`;
  switch (lead.opens) {
    case "event":
      return (
        <section id="next-event" aria-labelledby="next-event-heading" className={styles.next}>
          <NextEvent
            heading={{ id: "next-event-heading", text: t("nextEvent") }}
            event={lead.event}
            clock={clock}
            eventsPath={eventsPath}
            social={[]}
            subscribePath={subscribePath}
          />
          {lead.meeting && <MeetingLine meeting={lead.meeting} eventsPath={eventsPath} />}
        </section>
      );
    case "meeting":
      return (
        <section id="next-event" aria-labelledby="next-event-heading" className={styles.next}>
          <MeetingInvitation
            heading={{ id: "next-event-heading", text: t("meetingInvitation") }}
            meeting={lead.meeting}
            where={meetingWhere ?? lead.meeting.place}
            join={join}
          />
          <HighlightsBelow highlights={lead.highlights} recent={lead.highlightsRecent} />
        </section>
      );
    default: {
      const recent = lead.opens === "highlights";
      return (
        <Section id="next-event" heading={t(recent ? "recentHighlights" : "nextEvent")}>
          {recent && <Highlights highlights={lead.highlights} />}
          <NextEvent
            clock={clock}
            eventsPath={eventsPath}
            social={socialProfiles(["instagram", "linkedin"]).map(({ name, url }) => ({
              label: t(name),
              url,
            }))}
            subscribePath={subscribePath}
            compact={recent}
          />
          {!recent && <HighlightsBelow highlights={lead.highlights} recent={false} />}
        </Section>
      );
    }
  }
}
