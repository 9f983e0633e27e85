import { ExternalLink } from "~/components/external-link/external-link";
import { SponsorLogoTile } from "~/components/sponsors/sponsor-logo-tile";
import { useTranslation } from "~/i18n/i18n";
import type { EventPageView } from "~/server/event-views.server";
import styles from "./event-partners.module.css";

export interface EventPartnersProps {
  partners: EventPageView["partners"];
  /** `header`: on the dark band at the top of the page; `page`: on the page's surface. */
  tone: "header" | "page";
}

/**
 * The companies behind an event, by logo, or by name without one ("With the support of"), where a visitor sees
 * them first: in the header, before the day as after it (the partners page promises a partner
 * its logo on the event's page). Each name leads to the company's site when the sponsors' file
 * gives it.
 */
export function EventPartners({ partners, tone }: EventPartnersProps) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <div className={`${styles.partners} ${styles[tone]}`}>
      <p className={styles.label}>{t("eventPartnersLabel")}</p>
      <ul className={styles.list}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles.partner}>
            {/* The logo names the partner; its name is written only where there is none. */}
            {partner.url ? (
              <ExternalLink href={partner.url} className={styles.name}>
                {partner.logo ? (
                  <SponsorLogoTile logo={partner.logo} name={partner.name} size="small" />
                ) : (
                  partner.name
                )}
              </ExternalLink>
            ) : partner.logo ? (
              <SponsorLogoTile logo={partner.logo} name={partner.name} size="small" />
            ) : (
              <span className={styles.name}>{partner.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
