import { ExternalLink } from "~/components/external-link/external-link";
import type { EventPageView } from "~/server/event-views.server";
import { useTranslation } from "~/i18n/i18n";
import { mailtoHref } from "~/lib/safe-links";
import styles from "./event-contacts.module.css";

/** Whom to write to about an event, and its community links. */
export function EventContacts({ contacts }: { contacts: EventPageView["contacts"] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.contacts}>
      <p>
        {t("writeToUs")}{" "}
        {contacts.emails.map((email, index) => (
          <span key={email}>
            {index > 0 && ", "}
            <a href={mailtoHref(email)}>{email}</a>
          </span>
        ))}
      </p>
      {contacts.people.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t("organisers")}</h3>
          <ul className={styles.list}>
            {contacts.people.map((person) => (
              <li key={person.email}>
                {person.name}: <a href={mailtoHref(person.email)}>{person.email}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {contacts.links.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t("community")}</h3>
          <ul className={styles.list}>
            {contacts.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
