import type { ReactNode } from "react";
import type { EventPageView } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { EventWhen } from "./event-when";
import styles from "./event-facts.module.css";

export interface EventFactsProps {
  event: EventPageView;
}

/**
 * The key facts of an event ahead, as a list of terms: when, where, who, teams, price, deadline.
 * Each fact once per screen: on a phone the panel comes right under the header, which says when
 * and where, so it leaves those two out there (and is left out itself when nothing else
 * remains); beside the text on wide screens, where the header scrolls away, it keeps them.
 */
export function EventFacts({ event }: EventFactsProps) {
  const { t } = useTranslation();
  const teamSize = event.teamSize && t("teamSize", { size: event.teamSize });
  const facts: [string, ReactNode | undefined, "header"?][] = [
    [t("when"), <EventWhen key="when" event={event} />, "header"],
    [t("where"), event.where, "header"],
    [t("audience"), event.audience],
    [t("teams"), teamSize],
    [t("price"), event.price],
    [t("applyBy"), event.registration?.deadline],
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
