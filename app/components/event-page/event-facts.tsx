import type { ReactNode } from "react";
import type { EventPageView } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { ExternalLink } from "~/components/external-link/external-link";
import { EventWhen } from "./event-when";
import styles from "./event-facts.module.css";

export interface EventFactsProps {
  event: EventPageView;
}

/**
 * The key facts of an event ahead, as a list of terms: when, where (with a map), who, teams,
 * price ("Free" when its file gives none). The deadline is the way to apply's (event-actions.tsx).
 * Each fact once per screen: on a phone the panel comes right under the header, which says when
 * and where, so it leaves those two out there (and is left out itself when nothing else
 * remains); beside the text on wide screens, where the header scrolls away, it keeps them.
 */
export function EventFacts({ event }: EventFactsProps) {
  const { t } = useTranslation();
  const teamSize = event.teamSize && t("teamSize", event.teamSize);
  const facts: [string, ReactNode | undefined, "header"?][] = [
    [t("when"), <EventWhen key="when" event={event} />, "header"],
    [
      t("where"),
      event.mapUrl ? (
        <>
          {event.where}{" "}
          <ExternalLink href={event.mapUrl} className={styles.map}>
            {t("mapLink")}
          </ExternalLink>
        </>
      ) : (
        event.where
      ),
      event.mapUrl ? undefined : "header",
    ],
    [t("audience"), event.audience],
    [t("teams"), teamSize],
    [t("price"), event.price ?? (event.free ? t("free") : undefined)],
  ];
  const shown = facts.filter((fact): fact is [string, ReactNode, "header"?] => Boolean(fact[1]));
  const onlyHeaderFacts = shown.every(([, , header]) => header);
  return (
    <dl
      className={`${styles.facts} ${onlyHeaderFacts ? styles.wideOnly : ""}`}
      data-phone-facts={onlyHeaderFacts ? "none" : undefined}
    >
      {shown.map(([term, value, header]) => (
        <div key={term} className={`${styles.fact} ${header ? styles.wideOnly : ""}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
