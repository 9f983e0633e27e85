import { Link } from "react-router";
import { EventDays } from "~/components/event-page/event-days";
import { InlineText } from "~/components/rich-text/rich-text";
import { SponsorLogoTile } from "~/components/sponsors/sponsor-logo-tile";
import type { PastCollaboration } from "~/server/past-collaborations.server";
import tiles from "~/styles/tiles.module.css";
import styles from "./past-collaboration-list.module.css";

export interface PastCollaborationListProps {
  collaborations: readonly PastCollaboration[];
  /** "with {{partner}}", for an event that names its partner only. */
  withPartner: (partner: string) => string;
}

/**
 * Past collaborations, newest first: each event linked to its page (which leads with the
 * recap), when it was, and for each partner its logo and what came of it. Each entry is the
 * target of the partner's "What we did together" under its logo.
 */
export function PastCollaborationList({ collaborations, withPartner }: PastCollaborationListProps) {
  return (
    <ul className={`${tiles.tiles} ${styles.list}`}>
      {collaborations.map((collaboration) => (
        <li key={collaboration.anchor} id={collaboration.anchor} className={styles.item}>
          <h3 className={styles.title}>
            {collaboration.pagePath ? (
              <Link to={collaboration.pagePath} reloadDocument>
                {collaboration.title}
              </Link>
            ) : (
              collaboration.title
            )}
          </h3>
          <time className={styles.date} dateTime={collaboration.date}>
            <EventDays days={collaboration.days} />
          </time>
          {collaboration.partners.map((partner) =>
            partner.outcomes.length > 0 ? (
              <div key={partner.name} className={styles.partner}>
                <p className={styles.partnerName}>
                  {partner.logo && <SponsorLogoTile logo={partner.logo} size="small" />}
                  {partner.name}
                </p>
                <ul className={styles.outcomes}>
                  {partner.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p key={partner.name} className={styles.with}>
                {withPartner(partner.name)}
              </p>
            ),
          )}
          {collaboration.outcome && (
            <p className={styles.outcome}>
              <InlineText content={collaboration.outcome} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
