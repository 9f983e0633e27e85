import { Link } from "react-router";
import { EventDays } from "~/components/event-page/event-days";
import { InlineText } from "~/components/rich-text/rich-text";
import { SponsorLogoTile } from "~/components/sponsors/sponsor-logo-tile";
import type { PastCollaboration } from "~/server/past-collaborations.server";
import styles from "./past-collaboration-list.module.css";

export interface PastCollaborationListProps {
  pastCollaborations: readonly PastCollaboration[];
  /** "with {{partner}}", for an event that names its partner only. */
  withPartner: (partner: string) => string;
}

/**
 * Past collaborations, newest first, one row each (never a card half empty beside another):
 * the event linked to its page (which leads with the recap) and when it was, then for each
 * partner its logo (which names it) and what came of it.
 */
export function PastCollaborationList({
  pastCollaborations,
  withPartner,
}: PastCollaborationListProps) {
  return (
    <ul className={styles.list}>
      {pastCollaborations.map((collaboration) => (
        <li key={collaboration.anchor} id={collaboration.anchor} className={styles.item}>
          <div className={styles.event}>
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
          </div>
          <div className={styles.what}>
            {collaboration.partners.map((partner) =>
              partner.outcomes.length > 0 ? (
                <div key={partner.name} className={styles.partner}>
                  {partner.logo ? (
                    <SponsorLogoTile logo={partner.logo} name={partner.name} size="small" />
                  ) : (
                    <p className={styles.partnerName}>{partner.name}</p>
                  )}
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
          </div>
        </li>
      ))}
    </ul>
  );
}
