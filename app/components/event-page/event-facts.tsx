import type { ReactNode } from "react";
import type { EventPageView } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { ExternalLink } from "~/components/external-link/external-link";
import { EventWhen } from "./event-when";
import styles from "./event-facts.module.css";

export interface EventFactsProps {
  event: EventPageView;
  /** `panel` (the default): the side panel's card, on wide screens only; `header`: on a phone,
   * the facts the header's line does not say, in the header under it. */
  place?: "panel" | "header";
}

/**
 * The key facts of an event ahead, as a list of terms: when, where (with a map), who, teams,
 * price ("Free" when its file gives none). The deadline is the way to apply's (event-actions.tsx).
 * Each fact once per screen: beside the text on wide screens, where the header scrolls away, the
 * side panel's card keeps them all; on a phone the header says when and where, and the others
 * follow in it, small, under that line (`place="header"`): never a card under the header holding
 * one fact ("Teams: 4 people") alone.
 */
export function EventFacts({ event, place = "panel" }: EventFactsProps) {
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
  if (place === "header") {
    const rest = shown.filter(([, , header]) => !header);
    if (rest.length === 0) return null;
    return (
      <dl className={styles.headerFacts}>
        {rest.map(([term, value]) => (
          <div key={term} className={styles.headerFact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className={`${styles.facts} ${styles.wideOnly}`}>
      {shown.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
