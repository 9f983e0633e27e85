import { Action } from "~/components/action/action";
import { Section } from "~/components/section/section";
import { useTranslation } from "~/i18n/i18n";
import { feedPath, subscribeLinks } from "~/lib/calendar-feeds";
import type { EventKind } from "~/lib/content-schema";
import { absoluteUrl } from "~/lib/seo";
import styles from "./calendar-subscribe.module.css";
import { kindPluralKey } from "~/i18n/event-kinds";

export interface CalendarSubscribeProps {
  /** The events of the list: each kind among them is offered as a calendar of its own. */
  events: readonly { kind: EventKind }[];
}

/**
 * "Subscribe to our calendar": the feed of every event in the page's language, as a `webcal:`
 * link (the device's calendar app subscribes), as links that make Google Calendar and Outlook
 * subscribe, and as its address in a read-only field to copy into any other calendar (a text area,
 * so that a long address wraps on a phone; the page needs no script for any of it); then a feed per kind of event. Addresses are absolute, from the
 * site's public URL, base path included.
 */
export function CalendarSubscribe({ events }: CalendarSubscribeProps) {
  const { t, language } = useTranslation();
  const address = absoluteUrl(feedPath(language));
  const links = subscribeLinks(address, t("calendarName"));
  const kinds = [...new Set(events.map((event) => event.kind))]
    .map((kind) => ({ kind, label: t(kindPluralKey(kind)) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <Section id="subscribe" heading={t("subscribeHeading")}>
      <div className={styles.panel}>
        <p className={styles.text}>{t("subscribeText")}</p>
        <ul className={styles.actions}>
          <li>
            <Action kind="subscribe" weight="primary" href={links.webcal} />
          </li>
          <li>
            <Action
              kind="subscribeIn"
              weight="secondary"
              href={links.google}
              external
              values={{ app: "Google Calendar" }}
            />
          </li>
          <li>
            <Action
              kind="subscribeIn"
              weight="secondary"
              href={links.outlook}
              external
              values={{ app: "Outlook" }}
            />
          </li>
        </ul>
        <label htmlFor="calendar-address" className={styles.label}>
          {t("subscribeAddress")}
        </label>
        <textarea
          id="calendar-address"
          readOnly
          value={address}
          rows={2}
          spellCheck={false}
          aria-describedby="calendar-address-hint"
          className={styles.address}
        />
        <p id="calendar-address-hint" className={styles.hint}>
          {t("subscribeAddressHint")}
        </p>
        {kinds.length > 0 && (
          <>
            <h3 id="subscribe-kinds" className={styles.kindsHeading}>
              {t("subscribeKinds")}
            </h3>
            <p className={styles.hint}>{t("subscribeKindsText")}</p>
            <ul aria-labelledby="subscribe-kinds" className={styles.kinds}>
              {kinds.map(({ kind, label }) => (
                <li key={kind}>
                  <a href={subscribeLinks(absoluteUrl(feedPath(language, kind)), label).webcal}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Section>
  );
}
