import type { ReactNode } from "react";
import type { EventPageView } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { EventWhen } from "./event-when";
import styles from "./event-facts.module.css";

export interface EventFactsProps {
  event: EventPageView;
  /** Once it has ended, only when and where it was (and where only if it was announced). */
  ended: boolean;
}

/** The key facts of an event as a list of terms: when, where, who, teams, price, deadline. */
export function EventFacts({ event, ended }: EventFactsProps) {
  const { t } = useTranslation();
  const teamSize = event.teamSize && t("teamSize", { size: event.teamSize });
  const facts: [string, ReactNode | undefined][] = ended
    ? [
        [t("when"), <EventWhen key="when" event={event} />],
        [t("where"), event.placeKnown ? event.where : undefined],
      ]
    : [
        [t("when"), <EventWhen key="when" event={event} />],
        [t("where"), event.where],
        [t("audience"), event.audience],
        [t("teams"), teamSize],
        [t("price"), event.price],
        [t("applyBy"), event.registration?.deadline],
      ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, ReactNode] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
