import { Action } from "~/components/action/action";
import { ExternalLink } from "~/components/external-link/external-link";
import { socialProfiles } from "~/lib/identity";
import { useTranslation } from "~/i18n/i18n";
import { feedPath, subscribeLinks } from "~/lib/calendar-feeds";
import { pagePath } from "~/lib/paths";
import { absoluteUrl } from "~/lib/seo";
import type { EventPageView } from "~/server/event-views.server";
import styles from "./event-next-steps.module.css";
import { kindPluralKey } from "~/i18n/event-kinds";

export interface EventNextStepsProps {
  event: Pick<EventPageView, "kind">;
}

/**
 * What an ended event's page offers next, in full (the next edition, when there is one, is where
 * the main action was: event-actions.tsx): companies an invitation to partner on the next one,
 * and everyone a way to hear of the next edition (the calendar of its kind of event, which shows
 * it as soon as it is planned, and the chapter's profiles).
 */
export function EventNextSteps({ event }: EventNextStepsProps) {
  const { t, language } = useTranslation();
  const kinds = t(kindPluralKey(event.kind));
  const calendar = subscribeLinks(
    absoluteUrl(feedPath(language, event.kind)),
    t("calendarKindName", { kind: kinds }),
  );
  return (
    <div className={styles.steps}>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="next-steps-partner">
          <h3 id="next-steps-partner" className={styles.cardHeading}>
            {t("partnerNextOne")}
          </h3>
          <p className={styles.cardText}>{t("partnerNextOneText")}</p>
          <p className={styles.cardAction}>
            <Action kind="partner" weight="secondary" to={pagePath("partners", language)} />
          </p>
        </section>
        <section className={styles.card} aria-labelledby="next-steps-hear">
          <h3 id="next-steps-hear" className={styles.cardHeading}>
            {t("hearNextEdition")}
          </h3>
          <p className={styles.cardText}>{t("hearNextEditionText", { kinds })}</p>
          <ul className={styles.links}>
            <li>
              <Action kind="subscribe" weight="secondary" href={calendar.webcal} about={kinds} />
            </li>
            {socialProfiles().map(({ name, url }) => (
              <li key={name}>
                <ExternalLink href={url}>{t(name)}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
